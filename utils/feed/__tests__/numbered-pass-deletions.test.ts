/**
 * A pass by page numbers (a full one on a server that refuses the id cursor, or an incremental one)
 * reads pages by offset. A job the feed deletes from a page already read moves every job after it one
 * place forward, and the first job of the next page then sits at the end of a page already read: it
 * was never read. In a full pass the sweep at its end then removed it from the index, a live job gone
 * from the list and the searches until the next day's pass; in an incremental one its change was
 * missed, while the high-water mark went past it.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedIndex } from '../feed-index';
import { FeedSync } from '../sync';
import { FakeFeed } from './fake-feed';
import { storedSync } from './stored-sync';
import { freshDbName } from './helpers';

let clock: number;
let index: FeedIndex;

function createSync(feed: FakeFeed): FeedSync {
  return storedSync(feed, index, { now: () => clock, pageSize: 10 });
}

/** Deletes job `id` from the feed just before the first request for page `page` is answered. */
function deleteBefore(feed: FakeFeed, page: number, id: number, from: number): void {
  let done = false;
  feed.beforePage = (request) => {
    if (done || request <= from || feed.requests[request - 1]!.page !== page) return;
    done = true;
    feed.jobs.delete(id);
  };
}

beforeEach(async () => {
  fakeBrowser.reset();
  clock = Date.parse('2026-03-10T12:00:00.000Z');
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => index.close());

describe('a pass by page numbers while the feed deletes jobs', () => {
  it('full: keeps every live job, though a job on a page already read was deleted', async () => {
    const feed = new FakeFeed(30);
    feed.refuse.add('id');
    await createSync(feed).run();
    expect(await index.count()).toBe(30);

    clock += 60_000;
    deleteBefore(feed, 1, 2, feed.requests.length);
    await createSync(feed).run({ full: true });
    // Job 2 was read before it went: it may stay until the next full pass. Job 11 was never deleted.
    const ids = (await index.search({ query: '', filters: {}, offset: 0, limit: 100 })).jobs.map((job) => job.id);
    expect(ids).toEqual(expect.arrayContaining([...feed.jobs.keys()]));
    expect(await index.get(11)).not.toBeNull();
  });

  it('incremental: reads every change, though a changed job on a page already read was deleted', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    clock += 60 * 60_000;
    const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
    for (let id = 1; id <= 25; id++) feed.update(id, { title: `Changed ${id}`, updatedDate: at(id) });
    // Newest first: page 0 holds jobs 25..16, page 1 jobs 15..6; job 20 goes before page 1 is read.
    deleteBefore(feed, 1, 20, feed.requests.length);
    await createSync(feed).run();
    expect((await index.get(15))?.title).toBe('Changed 15');
    expect((await index.get(5))?.title).toBe('Changed 5');
  });
});
