import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import { BUILTIN_BOARDS } from '../../boards';
import { feedCountItem, INITIAL_SYNC_STATE, migrateSyncStateV1ToV2, syncStateItem, type SyncState } from '../../storage';
import { FeedIndex } from '../feed-index';
import { FeedSync } from '../sync';
import { splitStripe } from '../sync-stripes';
import { FakeFeed } from './fake-feed';
import { storedSync } from './stored-sync';
import { freshDbName } from './helpers';

const PAGE = 10;
const START = Date.parse('2026-03-10T12:00:00.000Z');

let index: FeedIndex;
let saves: SyncState[];

function createSync(feed: FakeFeed, stripes = 3, feedIndex: FeedIndex = index): FeedSync {
  return storedSync(feed, feedIndex, {
    saveState: async (state) => {
      saves.push(state);
      await syncStateItem.setValue(state);
    },
    now: () => START,
    pageSize: PAGE,
    stripes,
  });
}

/** The ids of the jobs each page request was answered with, in the order asked. */
function fetchedIds(feed: FakeFeed): number[] {
  return feed.requests
    .filter((r) => r.size === PAGE)
    .flatMap((r) => {
      const id = r.criteria?.id;
      const all = [...feed.jobs.keys()].sort((a, b) => a - b);
      const inRange = all.filter(
        (x) => (id?.greaterThan === undefined || x > id.greaterThan) && (id?.lessThanOrEqual === undefined || x <= id.lessThanOrEqual),
      );
      return inRange.slice(0, PAGE);
    });
}

async function expectIndexMatches(feed: FakeFeed): Promise<void> {
  const { jobs } = await index.search({ query: '', filters: {}, offset: 0, limit: 10_000 });
  expect(jobs.map((job) => job.id).sort((a, b) => a - b)).toEqual([...feed.jobs.keys()].sort((a, b) => a - b));
  for (const job of jobs) expect(job.title).toBe(feed.jobs.get(job.id)?.title);
}

/** Answers each page request after `ms`, so that requests made together are under way together. */
function slowly(feed: FakeFeed, ms = () => 2): void {
  feed.beforePage = () => new Promise((resolve) => setTimeout(resolve, ms()));
}

beforeEach(async () => {
  fakeBrowser.reset();
  saves = [];
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => {
  index.close();
});

describe('FeedSync: a full pass as id ranges side by side', () => {
  it('cuts the feed at even ids up to the highest, fetches each job once, and keeps three requests under way', async () => {
    const feed = new FakeFeed(95);
    slowly(feed);
    const state = await createSync(feed).run();

    const described = feed.describeRequests();
    // The first page and the feed's highest id are asked for together; the rest is cut at 40 and 68.
    expect(described.slice(0, 5)).toEqual(['p0 id desc', 'p0', 'p0 id>10<=38', 'p0 id>38<=67', 'p0 id>67']);
    expect(fetchedIds(feed).sort((a, b) => a - b)).toEqual([...feed.jobs.keys()]);
    expect(feed.mostPending).toBe(3);
    await expectIndexMatches(feed);
    expect(state).toMatchObject({ status: 'idle', mode: 'full', stripes: [], fetched: 95, expected: 95 });
    // Progress counts up to the feed's size, and the total it expects is right once the ranges are cut.
    const running = saves.filter((s) => s.status === 'running' && s.fetched > 10);
    expect(running.every((s) => s.expected === 95)).toBe(true);
    expect(running.map((s) => s.fetched)).toEqual([...running.map((s) => s.fetched)].sort((a, b) => a - b));
  });

  it('saves, after each page, only ranges outside of which every job is in the index already', async () => {
    const feed = new FakeFeed(120);
    slowly(feed, () => Math.floor(Math.random() * 4));
    const missing: string[] = [];
    let checked = 0;
    const sync = new FeedSync({
      client: feed.client,
      index,
      loadState: () => syncStateItem.getValue(),
      saveState: async (state) => {
        if (state.status === 'running' && state.mode === 'full') {
          checked++;
          const left = (id: number) =>
            state.stripes.some((s) => (s.afterId === null || id > s.afterId) && (s.upTo === null || id <= s.upTo));
          for (const id of feed.jobs.keys()) if (!left(id) && !(await index.get(id))) missing.push(`${id} at ${state.fetched}`);
        }
        await syncStateItem.setValue(state);
      },
      saveCount: (count) => feedCountItem.setValue(count),
      adapters: () => BUILTIN_BOARDS,
      now: () => START,
      pageSize: PAGE,
      stripes: 3,
    });
    await sync.run();
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('resumes every range from its own cursor after the worker stopped, and fetches nothing twice that was written', async () => {
    const feed = new FakeFeed(150);
    slowly(feed);
    feed.failAfter(7, 500);
    await expect(createSync(feed).run()).rejects.toBeInstanceOf(ApiError);
    const failed = await syncStateItem.getValue();
    // Should it fail: what was asked, and what was saved after each page.
    const story = () => JSON.stringify({ requests: feed.describeRequests(), saves: saves.map((s) => [s.status, s.fetched, s.stripes]) });
    expect(failed.status).toBe('failed');
    // The 500 is taken when it comes (sync-requests.ts), with the three ranges still under way.
    expect(failed.stripes.length, story()).toBe(3);
    const indexedBefore = (await index.search({ query: '', filters: {}, offset: 0, limit: 1000 })).jobs.length;
    expect(indexedBefore, story()).toBeGreaterThanOrEqual(failed.fetched);

    // A new worker: new FeedIndex and FeedSync, the same storage and database.
    const from = feed.requests.length;
    await createSync(feed).run();
    const resumed = feed.describeRequests(from).filter((r) => !r.includes('desc'));
    const cursors = failed.stripes.map((s) => `p0 id>${s.afterId}${s.upTo === null ? '' : `<=${s.upTo}`}`);
    expect(resumed.slice(0, cursors.length).sort()).toEqual([...cursors].sort());
    await expectIndexMatches(feed);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', stripes: [], fetched: 150 });
  });

  it('goes on as one range when the server ignores the upper bound', async () => {
    const feed = new FakeFeed(75);
    slowly(feed);
    feed.ignore.add('idUpTo');
    await createSync(feed).run();
    await expectIndexMatches(feed);
    // A page above its bound ends the cutting: later requests carry no bound.
    const described = feed.describeRequests();
    const firstBounded = described.findIndex((r) => r.includes('<='));
    expect(firstBounded).toBeGreaterThan(0);
    expect(described.at(-1)).not.toContain('<=');
    // It started over as one range at the first bounded page, whose count was more than its range
    // could hold: fetched counts each job once.
    expect(described.slice(0, 6)).toEqual(['p0 id desc', 'p0', 'p0 id>10<=32', 'p0 id>32<=53', 'p0 id>53', 'p0']);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', fetched: 75, expected: 75 });
  });

  it('goes on as one range when the server refuses the upper bound, and by page when it refuses the id filter', async () => {
    const feed = new FakeFeed(75);
    slowly(feed);
    feed.refuse.add('idUpTo');
    await createSync(feed).run();
    await expectIndexMatches(feed);
    expect(feed.describeRequests()).toEqual([
      ...['p0 id desc', 'p0', 'p0 id>10<=32', 'p0 id>32<=53', 'p0 id>53', 'p0'],
      ...[10, 20, 30, 40, 50, 60, 70].map((id) => `p0 id>${id}`),
    ]);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', fetched: 75, expected: 75 });

    const other = new FakeFeed(45);
    slowly(other);
    other.refuse.add('id');
    await createSync(other).run({ full: true });
    // The first page comes without a filter; the next ones are refused: by page from the start.
    expect(other.describeRequests().slice(0, 2)).toEqual(['p0 id desc', 'p0']);
    expect(other.describeRequests().slice(-5)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    await expectIndexMatches(other);
  });

  it('runs as one range when the highest id cannot be had, and loses nothing', async () => {
    const feed = new FakeFeed(45);
    const getAllJobs = feed.client.getAllJobs;
    feed.client.getAllJobs = (request, options) =>
      request.sort?.[0]?.[1] === 'desc'
        ? Promise.reject(new ApiError({ kind: 'server', status: 500, reason: null }))
        : getAllJobs(request, options);
    await createSync(feed).run();
    expect(feed.describeRequests()).toEqual(['p0', 'p0 id>10', 'p0 id>20', 'p0 id>30', 'p0 id>40']);
    await expectIndexMatches(feed);
  });

  it('takes in jobs added above the highest id and sweeps jobs deleted during the pass', async () => {
    const feed = new FakeFeed(60);
    await createSync(feed).run();
    slowly(feed);
    let added = false;
    const before = feed.beforePage!;
    feed.beforePage = async (n) => {
      await before(n);
      if (n === 4 && !added) {
        added = true;
        feed.add(500, FakeFeed.updatedAt(500));
        feed.add(501, FakeFeed.updatedAt(501));
        feed.jobs.delete(59);
        feed.jobs.delete(3);
      }
    };
    await createSync(feed).run({ full: true });
    await expectIndexMatches(feed);
  });

  it('covers every job once for any ids, page caps, range counts and arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 2_000 }), { maxLength: 140 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(Infinity, 7),
        fc.infiniteStream(fc.integer({ min: 0, max: 3 })),
        async (ids, stripes, maxSize, delays) => {
          fakeBrowser.reset();
          saves = [];
          index.close();
          index = await FeedIndex.open(freshDbName());
          const feed = new FakeFeed(0);
          for (const id of ids) feed.add(id, FakeFeed.updatedAt(id));
          feed.maxSize = maxSize;
          const delay = delays[Symbol.iterator]();
          slowly(feed, () => delay.next().value as number);
          const state = await createSync(feed, stripes).run();
          await expectIndexMatches(feed);
          expect(state).toMatchObject({ status: 'idle', stripes: [], fetched: ids.length });
          expect(feed.mostPending).toBeLessThanOrEqual(stripes + 1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('splitStripe', () => {
  it('cuts a range into even parts whose counts add up, and leaves alone what is too small or unbounded without a ceiling', () => {
    const limits = { ceiling: null, minWidth: 10, minJobs: 10 };
    expect(splitStripe([{ afterId: 10, upTo: 100, left: 90 }], 0, 3, limits)).toEqual([
      { afterId: 10, upTo: 40, left: 30 },
      { afterId: 40, upTo: 70, left: 30 },
      { afterId: 70, upTo: 100, left: 30 },
    ]);
    // Its count allows two parts only.
    expect(splitStripe([{ afterId: 10, upTo: 100, left: 25 }], 0, 3, limits)).toEqual([
      { afterId: 10, upTo: 55, left: 13 },
      { afterId: 55, upTo: 100, left: 12 },
    ]);
    expect(splitStripe([{ afterId: 10, upTo: 100, left: 15 }], 0, 3, limits)).toEqual([{ afterId: 10, upTo: 100, left: 15 }]);
    expect(splitStripe([{ afterId: 10, upTo: null, left: 90 }], 0, 3, limits)).toEqual([{ afterId: 10, upTo: null, left: 90 }]);
    expect(splitStripe([{ afterId: null, upTo: 50, left: 90 }], 0, 3, limits)).toEqual([{ afterId: null, upTo: 50, left: 90 }]);
    // The last range keeps no upper bound; its neighbours are kept as they were.
    expect(
      splitStripe(
        [
          { afterId: 1, upTo: 5, left: 2 },
          { afterId: 10, upTo: null, left: null },
        ],
        1,
        2,
        { ...limits, ceiling: 50 },
      ),
    ).toEqual([
      { afterId: 1, upTo: 5, left: 2 },
      { afterId: 10, upTo: 30, left: null },
      { afterId: 30, upTo: null, left: null },
    ]);
  });
});

describe('saved sync state, version 1', () => {
  it('becomes one id range from its cursor, and a pass by page or an idle state none', () => {
    const v1 = { ...syncStateV1(), status: 'running' as const, mode: 'full' as const, afterId: 210, fetched: 200 };
    expect(migrateSyncStateV1ToV2(v1)).toMatchObject({ stripes: [{ afterId: 210, upTo: null, left: null }], fetched: 200 });
    expect(migrateSyncStateV1ToV2(v1)).not.toHaveProperty('afterId');
    expect(migrateSyncStateV1ToV2({ ...v1, status: 'idle', afterId: null })).toMatchObject({ stripes: [] });
    expect(migrateSyncStateV1ToV2({ ...v1, mode: 'incremental', afterId: null })).toMatchObject({ stripes: [] });
  });

  it('is read as version 2 and the pass it describes resumes from its cursor', async () => {
    const feed = new FakeFeed(35);
    await fakeBrowser.storage.local.set({
      syncState: { ...syncStateV1(), status: 'running', mode: 'full', generation: 1, afterId: 20, fetched: 20, startedAt: START },
      syncState$: { v: 1 },
    });
    // What the extension does when it starts with an older value (WXT's versioned item).
    await syncStateItem.migrate();
    await createSync(feed, 1).run();
    expect(feed.describeRequests()).toEqual(['p0 id>20', 'p0 id>30']);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', stripes: [], fetched: 35 });
  });
});

/** A saved state as version 1 kept it: one cursor, no id ranges. */
function syncStateV1(): Omit<SyncState, 'stripes'> & { afterId: number | null } {
  const { stripes: _ranges, ...rest } = INITIAL_SYNC_STATE;
  return { ...rest, afterId: null };
}

describe('FeedSync: the page size of a pass by page numbers', () => {
  /** The extension's sync: two ranges of 500 each for a full pass, no page size given. */
  const extensionSync = (feed: FakeFeed) => storedSync(feed, index, { now: () => START, stripes: 2 });
  /** The incremental pass's requests as [page, size] (a full pass may follow it: its ranges are of 500). */
  const incremental = (feed: FakeFeed) => feed.requests.filter((r) => r.criteria?.updatedDate).map((r) => [r.page, r.size]);
  const running = {
    ...INITIAL_SYNC_STATE,
    status: 'running',
    mode: 'incremental',
    since: '2026-03-01T00:00:00.000Z',
    startedAt: START,
  } as const;

  it('asks an incremental pass for whole pages (one request at a time), and keeps their size in the state', async () => {
    const feed = new FakeFeed(1_500);
    await syncStateItem.setValue({ ...running, page: 1, pageSize: 1000, fetched: 1000 });
    await extensionSync(feed).run();
    expect(incremental(feed)).toEqual([[1, 1000]]);
    await syncStateItem.setValue({ ...INITIAL_SYNC_STATE, lastFullAt: START, highWaterMark: '2026-03-01T00:00:00.000Z' });
    feed.requests.length = 0;
    await extensionSync(feed).run();
    expect(incremental(feed)).toEqual([
      [0, 1000],
      [1, 1000],
    ]);
    expect(await syncStateItem.getValue()).toMatchObject({ pageSize: 1000 });
  });

  it('resumes a pass saved before sizes were kept with the pages it had (500), so no job is skipped', async () => {
    const feed = new FakeFeed(1_200);
    await syncStateItem.setValue({ ...running, page: 1, fetched: 500 });
    await extensionSync(feed).run();
    expect(incremental(feed)).toEqual([
      [1, 500],
      [2, 500],
    ]);
  });
});
