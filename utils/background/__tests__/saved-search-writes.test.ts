/**
 * A saved search changed in Options, or looked at, while a sync's alerts write what they found: each
 * change is made to the search as the other left it. And a job that left the feed is no search's news.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { recordingPorts } from '@/test/integration/ports';
import { FeedIndex } from '../../feed/feed-index';
import { freshDbName, makeSummary } from '../../feed/__tests__/helpers';
import type { HandlerContext, Handlers } from '../../messaging/dispatch';
import { SearchAlerts } from '../search-alerts';

let index: FeedIndex;
let now: number;
let handlers: Handlers;
let alerts: SearchAlerts;
/** The handlers here read nothing of who asked. */
const CONTEXT = {} as HandlerContext;

beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
  now = 1_000;
  alerts = new SearchAlerts({
    index: async () => index,
    ports: recordingPorts(),
    now: () => now,
    locale: async () => 'en',
    changed: async () => undefined,
    newId: () => 's1',
    reminderDays: async () => 0,
    quietHours: async () => null,
    signedIn: async () => true,
  });
  handlers = alerts.handlers() as Handlers;
  await index.putMany([makeSummary({ id: 1, title: 'Planner', publishDate: '2026-03-01T09:00:00Z' }, 0)], 1);
  await handlers['searches.save'](
    { type: 'searches.save', name: 'Java', query: 'java', filters: {}, alerts: true, perEmployer: false },
    CONTEXT,
  );
  await index.putMany([makeSummary({ id: 2, title: 'Java developer', employer: 'Acme', publishDate: '2026-03-02T09:00:00Z' }, 2_000)], 1);
  now = 3_000;
});
afterEach(() => index.close());

it('keeps a rename made while the alerts write what they found, and announces nothing twice', async () => {
  const { found, saved } = await index.evaluateAlerts(now);
  expect(found.map((finding) => finding.fresh)).toEqual([[2]]);
  const renamed = handlers['searches.update']({ type: 'searches.update', id: 's1', name: 'Java NL' }, CONTEXT);
  await Promise.all([saved, renamed]);
  expect(await index.searches.get('s1')).toMatchObject({ name: 'Java NL', since: 2_000, unseen: [2] });
  now = 4_000;
  expect((await index.evaluateAlerts(now)).found).toEqual([]);
});

it('keeps what the alerts found out of a search edited meanwhile: it answered the search as it was', async () => {
  const edited = handlers['searches.update']({ type: 'searches.update', id: 's1', query: 'python' }, CONTEXT);
  const { saved } = await index.evaluateAlerts(now);
  await Promise.all([saved, edited]);
  expect(await index.searches.get('s1')).toMatchObject({ query: 'python', unseen: [] });
});

it("a search looked at while the next sync's alerts are evaluated stays looked at (job 2 is not counted again)", async () => {
  // A first sync after saving: job 2 is news, counted.
  await alerts.afterSync();
  expect(await alerts.unseen()).toBe(1);
  // The next sync brought job 3; its alerts are evaluated while the recruiter opens the search's news.
  await index.putMany([makeSummary({ id: 3, title: 'Java lead', employer: 'Beta', publishDate: '2026-03-03T09:00:00Z' }, 4_000)], 1);
  now = 5_000;
  const evaluating = alerts.afterSync();
  const seen = handlers['searches.seen']({ type: 'searches.seen', id: 's1' }, CONTEXT);
  await Promise.all([evaluating, seen]);
  // Job 2 was looked at; only job 3 is new.
  expect((await index.searches.get('s1'))!.unseen).toEqual([3]);
  expect(await alerts.unseen()).toBe(1);
});

it('a new match that has since left the feed (a full pass swept it) is not counted on the badge any more', async () => {
  await alerts.afterSync();
  expect(await alerts.unseen()).toBe(1);
  // A full pass (generation 2) that no longer lists job 2: it is removed from the index.
  await index.putMany([makeSummary({ id: 1, title: 'Planner', publishDate: '2026-03-01T09:00:00Z' }, 0)], 2);
  expect(await index.sweep(2)).toBe(1);
  expect(await index.get(2)).toBeNull();
  now = 6_000;
  await alerts.afterSync();
  // The badge and the popup's "1 new" count a job nobody can open any more.
  expect(await alerts.unseen()).toBe(0);
});
