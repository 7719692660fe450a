/**
 * A posting of a marked vacancy leaves the feed (a full pass no longer lists it) and comes back later.
 * Meanwhile the recruiter changed the vacancy's mark, or took it off, from the posting still there.
 * The returning posting must follow what the recruiter decided last, not bring back the mark it left
 * with: that mark was the vacancy's, and spreading it undid the recruiter's change (the vacancy came
 * back Handled, left out under "Hide handled" and out of the saved searches' news).
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import type { JobSummary } from '../summary';
import { freshDbName, makeSummary } from './helpers';

const vacancy = { title: 'Planner', employer: 'Alfa', city: 'Utrecht' };
const onIndeed = makeSummary({
  ...vacancy,
  id: 1,
  publishDate: '2026-03-10T09:00:00Z',
  url: 'https://nl.indeed.com/viewjob?jk=0123456789abcdef',
});
const onLinkedIn = makeSummary({
  ...vacancy,
  id: 2,
  publishDate: '2026-03-12T09:00:00Z',
  url: 'https://www.linkedin.com/jobs/view/3912345678/',
});

describe('a posting of a marked vacancy that leaves the feed and comes back', () => {
  let index: FeedIndex;
  let generation = 0;
  /** A full pass that lists `jobs`: the others leave the feed. */
  async function fullPass(jobs: JobSummary[]) {
    generation++;
    await index.putMany(jobs, generation);
    await index.sweep(generation);
  }

  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
    generation = 0;
    await fullPass([onIndeed, onLinkedIn]);
    expect(await index.marks.set(1, 'handled', 1_000)).toEqual([1, 2]);
  });
  afterEach(() => index.close());

  it('stays unmarked when the recruiter took the mark off the vacancy meanwhile', async () => {
    await fullPass([onIndeed]);
    await index.marks.set(1, null, 2_000);
    await fullPass([onIndeed, onLinkedIn]);
    await index.marks.spread(3_000);
    expect(await index.statuses.of([1, 2])).toEqual({});
  });

  it("takes the vacancy's new mark when the recruiter changed it meanwhile", async () => {
    await fullPass([onIndeed]);
    await index.marks.set(1, 'shortlisted', 2_000);
    await fullPass([onIndeed, onLinkedIn]);
    await index.marks.spread(3_000);
    expect(await index.statuses.of([1, 2])).toEqual({ 1: 'shortlisted', 2: 'shortlisted' });
  });

  it('keeps its mark when the whole vacancy left the feed, and comes back with it', async () => {
    await fullPass([]);
    expect(await index.statuses.of([1, 2])).toEqual({ 1: 'handled', 2: 'handled' });
    await fullPass([onIndeed, onLinkedIn]);
    expect(await index.statuses.of([1, 2])).toEqual({ 1: 'handled', 2: 'handled' });
  });
});
