/**
 * A board's posting whose address has a shape no adapter reads a posting id from (the adapters say
 * feeds carry such shapes: builtin.ts) is still on that board. Named by its host ("nl.indeed.com")
 * beside the Indeed posting named "Indeed", one board's two postings counted as two boards: the
 * reposts were listed as one row "2 boards", a mark on one marked the other, and the card on Indeed
 * said "Also on nl.indeed.com".
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { alsoOn, boardOf, vacancyView } from '../vacancy-view';
import { freshDbName, makeSummary } from './helpers';

const NOW = Date.parse('2026-03-25T12:00:00Z');
const vacancy = { title: 'Planner', employer: 'Alfa', city: 'Utrecht', status: 'OPEN' };
const keyed = makeSummary({
  ...vacancy,
  id: 1,
  publishDate: '2026-03-10T09:00:00Z',
  url: 'https://nl.indeed.com/viewjob?jk=0123456789abcdef',
});
// A sponsored result's address, which names no job key.
const unkeyed = makeSummary({
  ...vacancy,
  id: 2,
  publishDate: '2026-03-12T09:00:00Z',
  url: 'https://nl.indeed.com/pagead/clk?mo=r&ad=-6NYlbfkN0Cx',
});

describe("a built-in board's posting at an address no adapter reads", () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
    await index.putMany([keyed, unkeyed], 1);
  });
  afterEach(() => index.close());

  it('is on that board', () => {
    expect(unkeyed.postingKey).toBeNull();
    expect(boardOf(unkeyed)).toBe(boardOf(keyed));
    expect(boardOf({ postingKey: null, url: 'https://jobs.example.org/p/1' })).toBe('jobs.example.org');
  });

  it("is a repost on one board: a row of its own, its own mark, not 'also on' another board", async () => {
    const view = vacancyView(await index.vacancy(1), NOW);
    expect(view.boards).toBe(1);
    expect(alsoOn(view, 1)).toEqual([]);
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 20, now: NOW });
    expect(page.jobs.map((job) => job.id)).toEqual([2, 1]);
    expect(await index.marks.set(1, 'handled', 1_000)).toEqual([1]);
  });
});
