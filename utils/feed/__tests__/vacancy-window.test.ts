/**
 * A vacancy's postings by the same employer and title (and city) lie within SAME_VACANCY_DAYS of its
 * first one. Joined to their neighbours within the window instead, postings at days 0, 50 and 100
 * were one vacancy on three boards, though 0 and 100 are 100 days apart: the Handled mark set at day
 * 0 reached the role reopened at day 100 when a sync brought it, and its alerts were silenced, so
 * the recruiter never heard of a real new opening. A repost within the window still joins.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { freshDbName, makeSummary } from './helpers';

const posting = (id: number, url: string, publishDate: string) =>
  makeSummary({ id, title: 'Planner', employer: 'Transport BV', city: 'Zwolle', url, publishDate, status: 'OPEN' });
const day0 = posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', '2026-03-01T09:00:00Z');
const day50 = posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', '2026-04-20T09:00:00Z');
const day100 = posting(
  3,
  'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/planner',
  '2026-06-09T09:00:00Z',
);
const day30 = posting(4, 'https://www.werk.nl/vacature/4', '2026-03-31T09:00:00Z');

describe('a role posted again and again over months', () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
  });
  afterEach(() => index.close());

  it('is a new vacancy once posted after the window from its first posting', async () => {
    await index.putMany([day0, day50, day100], 1);
    expect((await index.marks.set(1, 'handled', 2_000)).sort()).toEqual([1, 2]);
    expect((await index.vacancy(3)).map((job) => job.id)).toEqual([3]);
  });

  it('does not pass an old mark to the reopening a later sync brings, and does to a repost within the window', async () => {
    await index.putMany([day0, day50], 1);
    expect((await index.marks.set(1, 'handled', 2_000)).sort()).toEqual([1, 2]);
    await index.putMany([day100], 2);
    expect(await index.marks.toSpread()).toEqual(new Map());
    await index.putMany([day30], 3);
    expect(await index.marks.toSpread()).toEqual(new Map([[4, 'handled']]));
  });
});
