/**
 * A full pass settles the high-water mark at its start, for a job changed during it after its id was
 * passed (sync-state.ts, finished). Its start is on the computer's clock, the jobs' dates on the
 * server's: with the computer ten minutes ahead, a job changed a minute into the pass was below the
 * mark the next incremental pass read from (less its overlap), and its change was not read until the
 * next day's full pass.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncStateItem } from '../../storage';
import { FeedIndex } from '../feed-index';
import { FeedSync } from '../sync';
import { FakeFeed } from './fake-feed';
import { storedSync } from './stored-sync';
import { freshDbName } from './helpers';

const MINUTE = 60_000;
let clock: number;
let index: FeedIndex;

function createSync(feed: FakeFeed): FeedSync {
  return storedSync(feed, index, { now: () => clock, pageSize: 10 });
}

beforeEach(async () => {
  fakeBrowser.reset();
  clock = Date.parse('2026-03-10T12:00:00.000Z');
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => index.close());

describe('a full pass with the computer ten minutes ahead of the server', () => {
  it('leaves the next incremental pass the changes made during it', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    // An hour on, an incremental pass; then the full pass, which the server sees start at 12:50 (the computer says 13:00).
    clock += 60 * MINUTE;
    await createSync(feed).run();
    const server = (minutes: number) => new Date(clock - 10 * MINUTE + minutes * MINUTE).toISOString();
    const from = feed.requests.length;
    feed.beforePage = (request) => {
      // Pages of ten: once job 5's page is read, it changes; as the pass goes on (five minutes later), job 25 does.
      if (request === from + 2) feed.update(5, { title: 'Changed during the pass', updatedDate: server(1) });
      if (request === from + 3) feed.update(25, { title: 'Changed later', updatedDate: server(5) });
    };
    await createSync(feed).run({ full: true });
    feed.beforePage = null;
    expect((await index.get(5))?.title).toBe('Job 5');

    clock += 15 * MINUTE;
    await createSync(feed).run();
    expect((await syncStateItem.getValue()).mode).toBe('incremental');
    expect((await index.get(5))?.title).toBe('Changed during the pass');
  });
});
