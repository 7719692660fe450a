/**
 * "Mute employer" on a job whose employer's name is longer than a keyword may be (the feed caps no
 * employer: a ministry's directorate, a foundation "namens" a municipality): it is muted, and its jobs
 * leave the news, as any employer's do. It was refused as an invalid request ('Mute failed').
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { POPUP_SENDER, TEST_EXTENSION_ID, TEST_EXTENSION_ORIGIN } from '@/test/integration/ports';
import { MuteList } from '@/utils/background/mute-list';
import { FeedIndex } from '@/utils/feed/feed-index';
import { freshDbName } from '@/utils/feed/__tests__/helpers';
import { searchFieldsOf } from '@/utils/feed/search-text';
import { createDispatcher, type Handlers } from '@/utils/messaging/dispatch';

const EMPLOYER =
  'Ministerie van Binnenlandse Zaken en Koninkrijksrelaties, Directoraat-Generaal Overheidsorganisatie, Directie Ambtenaar en Organisatiebeleid';

it('mutes an employer whose name is longer than 100 characters, from the job it is shown on', async () => {
  expect(EMPLOYER.length).toBeGreaterThan(100);
  const index = await FeedIndex.open(freshDbName());
  const list = new MuteList({
    index: async () => index,
    alerts: { forgetMuted: async () => false },
    changed: async () => undefined,
    now: () => 1_000,
  });
  const dispatch = createDispatcher(list.handlers() as Handlers, async () => ({
    extensionId: TEST_EXTENSION_ID,
    extensionOrigin: TEST_EXTENSION_ORIGIN,
    isBoardUrl: () => false,
  }));
  const result = await dispatch({ type: 'mutes.add', kind: 'employer', value: EMPLOYER }, POPUP_SENDER);
  expect(result).toMatchObject({ ok: true, value: [{ kind: 'employer', value: EMPLOYER }] });
  const job = { title: 'Beleidsmedewerker', employer: EMPLOYER, location: null, city: 'Den Haag', category: null, categoryLabel: null };
  expect(await index.isMuted(job)).toBe(true);
  // And unmuted again from the same button, by its key.
  const key = result.ok ? (result.value as { key: string }[])[0]!.key : '';
  expect(await dispatch({ type: 'mutes.remove', key }, POPUP_SENDER)).toMatchObject({ ok: true, value: [] });
  expect(searchFieldsOf(job).employerKey).not.toBeNull();
  index.close();
});
