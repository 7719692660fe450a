/**
 * A saved search renamed (Options) or updated (popup, side panel) after it was deleted elsewhere:
 * the recruiter is told that the saved search is gone, in English and Dutch; not that a job is
 * ("This job is no longer in the feed.", what any other notFound says).
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { recordingPorts } from '@/test/integration/ports';
import { FeedIndex } from '@/utils/feed/feed-index';
import { freshDbName } from '@/utils/feed/__tests__/helpers';
import { SearchAlerts } from '@/utils/background/search-alerts';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { createTranslator } from '@/utils/i18n/translate';
import { describeFailure } from '@/utils/i18n/errors';
import type { Handlers } from '@/utils/messaging/dispatch';
import { POPUP_SENDER, TEST_EXTENSION_ID, TEST_EXTENSION_ORIGIN } from '@/test/integration/ports';

it('words "this saved search no longer exists" as such, in English and Dutch', async () => {
  const index = await FeedIndex.open(freshDbName());
  const alerts = new SearchAlerts({
    index: async () => index,
    ports: recordingPorts(),
    now: () => 1_000,
    locale: async () => 'en',
    changed: async () => undefined,
    reminderDays: async () => 0,
    quietHours: async () => null,
    signedIn: async () => true,
  });
  const dispatch = createDispatcher(alerts.handlers() as Handlers, async () => ({
    extensionId: TEST_EXTENSION_ID,
    extensionOrigin: TEST_EXTENSION_ORIGIN,
    isBoardUrl: () => false,
  }));
  const result = await dispatch({ type: 'searches.update', id: 'deleted-search-1', name: 'Java NL' }, POPUP_SENDER);
  expect(result).toMatchObject({ ok: false, error: { code: 'notFound' } });
  if (result.ok) return;
  const en = describeFailure(createTranslator('en'), 'en', result.error, '');
  const nl = describeFailure(createTranslator('nl'), 'nl', result.error, '');
  expect(en).toBe('This saved search no longer exists.');
  expect(nl).toBe('Deze bewaarde zoekopdracht bestaat niet meer.');
  index.close();
});
