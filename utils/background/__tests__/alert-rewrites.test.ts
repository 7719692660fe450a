/**
 * Firefox's re-showing of a saved search's notification after mutes (alert-rewrites.ts): a long run
 * of mutes does not keep the old words up past RESHOW_MAX_MS, and one due in quiet hours goes.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { recordingPorts, type RecordingPorts } from '@/test/integration/ports';
import { FeedIndex } from '../../feed/feed-index';
import type { QuietHours } from '../../feed/quiet-hours';
import { freshDbName, storedSearch } from '../../feed/__tests__/helpers';
import { AlertRewrites, RESHOW_ALARM, RESHOW_MAX_MS, RESHOW_SETTLE_MS } from '../alert-rewrites';

let index: FeedIndex;
let ports: RecordingPorts;
let now: number;
let quiet: QuietHours | null;
let rewrites: AlertRewrites;
const ID = 'search:s1';

beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
  ports = recordingPorts();
  ports.notificationUpdates = false;
  now = Date.UTC(2026, 10, 30, 12);
  quiet = null;
  rewrites = new AlertRewrites({
    index: async () => index,
    ports,
    now: () => now,
    quietHours: async () => quiet,
    words: async (search, jobs) => ({ title: `${jobs.length} new for ${search.name}`, message: jobs.join(',') }),
    mayShow: async () => true,
    unmuted: async (jobs) => [...jobs],
  });
  await index.searches.putAll([storedSearch('s1', 'walvis', { unseen: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], announced: [] })]);
  await ports.notify(ID, { title: '10 new for walvis', message: '' });
  ports.raised.length = 0;
});
afterEach(() => index.close());

/** A mute covered the job `covered` of those it names: the rest stay. */
async function muted(covered: number): Promise<void> {
  const search = (await index.searches.get('s1'))!;
  const named = search.announced?.length ? search.announced : search.unseen;
  await rewrites.retell(
    search,
    named.filter((id) => id !== covered),
  );
}

it('shows it anew no later than RESHOW_MAX_MS after the first mute, however many follow', async () => {
  const first = now;
  let job = 0;
  // A mute every 4 seconds: each before the one before it settled.
  while (ports.raised.length === 0 && job < 10) {
    await muted(++job);
    now += RESHOW_SETTLE_MS - 1_000;
    await rewrites.due();
  }
  expect(ports.raised).toEqual([ID]);
  expect(now - first, 'shown by').toBeLessThanOrEqual(RESHOW_MAX_MS + RESHOW_SETTLE_MS);
  expect(ports.notifications.get(ID)?.title).toBe(`${10 - job} new for walvis`);
});

it('takes it away, rather than show it, when the mutes settle in quiet hours', async () => {
  await muted(1);
  expect(ports.alarms.get(RESHOW_ALARM)).toEqual({ when: now + RESHOW_SETTLE_MS });
  now += RESHOW_SETTLE_MS;
  quiet = { from: 0, to: 1439 };
  await rewrites.due();
  expect(ports.raised).toEqual([]);
  expect(ports.notifications.has(ID)).toBe(false);
  expect(ports.alarms.has(RESHOW_ALARM)).toBe(false);
});
