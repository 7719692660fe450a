/**
 * An employer's jobs are its jobs whatever dates the feed gives them: one without a publish or a
 * closing date (which the vacancy grouping cannot place) is still among its jobs and its open jobs,
 * and "All jobs at this employer" opens from it too.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { freshDbName, makeSummary } from './helpers';

let index: FeedIndex;
beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
});
afterEach(() => index.close());

const NOW = Date.parse('2026-04-01T00:00:00Z');

it('counts and lists a job without dates among its employer’s open jobs', async () => {
  await index.putMany(
    [
      makeSummary({ id: 1, title: 'Planner', employer: 'Acme B.V.', city: 'Utrecht', status: 'OPEN', publishDate: '2026-03-10T09:00:00Z' }),
      makeSummary({ id: 2, title: 'Chauffeur', employer: 'ACME bv', city: 'Utrecht', status: 'OPEN', createdDate: '2026-03-12T09:00:00Z' }),
      makeSummary({ id: 3, title: 'Chauffeur', employer: 'Other', city: 'Utrecht', status: 'OPEN', createdDate: '2026-03-12T09:00:00Z' }),
    ],
    1,
  );
  const view = await index.employer(1, NOW);
  expect(view).toMatchObject({ jobs: 2, openVacancies: 2 });
  expect([...view!.openIds].sort()).toEqual([1, 2]);
  expect((await index.employer(2, NOW))?.openIds.length).toBe(2);
});
