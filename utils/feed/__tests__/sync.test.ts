import 'fake-indexeddb/auto';
import { KNOWN_FROM_START } from '../new-jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import { feedCountItem, syncStateItem, type SyncState } from '../../storage';
import { FeedIndex } from '../feed-index';
import { FeedSync } from '../sync';
import type { FeedSyncOptions } from '../sync-options';
import { FULL_SYNC_INTERVAL_MS } from '../sync-state';
import { FakeFeed } from './fake-feed';
import { storedSync } from './stored-sync';
import { freshDbName } from './helpers';

const PAGE = 10;
const START = Date.parse('2026-03-10T12:00:00.000Z');

let clock: number;
let dbName: string;
let index: FeedIndex;
let progress: SyncState[];

function createSync(feed: FakeFeed, feedIndex: FeedSyncOptions['index'] = index, options: Partial<FeedSyncOptions> = {}): FeedSync {
  return storedSync(feed, feedIndex, { now: () => clock, pageSize: PAGE, onProgress: (state) => progress.push(state), ...options });
}

/**
 * The highest id a saved state of a full pass says is written, all ids below it too (its first id
 * range's cursor, or `all` once every range is fetched); null outside a running full pass.
 */
function writtenThrough(state: SyncState, all: number): number | null {
  if (state.status !== 'running' || state.mode !== 'full') return null;
  return state.stripes.length === 0 ? all : state.stripes[0]!.afterId;
}

/** The index agrees with the feed: the same ids, each with the feed's title. */
async function expectIndexMatches(feed: FakeFeed, feedIndex = index): Promise<void> {
  const { jobs, matches } = await feedIndex.search({ query: '', filters: {}, offset: 0, limit: 200 });
  expect(matches).toBe(feed.jobs.size);
  expect(await feedIndex.count()).toBe(feed.jobs.size);
  expect(jobs.map((job) => job.id).sort((a, b) => a - b)).toEqual([...feed.jobs.keys()].sort((a, b) => a - b));
  for (const job of jobs) expect(job.title).toBe(feed.jobs.get(job.id)?.title);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the sync to fail');
    },
    (error: unknown) => error,
  );
}

beforeEach(async () => {
  fakeBrowser.reset();
  clock = START;
  progress = [];
  dbName = freshDbName();
  index = await FeedIndex.open(dbName);
});

afterEach(() => {
  index.close();
});

describe('FeedSync full', () => {
  it('pages through the feed by id and leaves a complete index, the count and an idle state', async () => {
    const feed = new FakeFeed(35);
    feed.update(17, { updatedDate: '2026-03-05T10:00:00.000Z' });
    const state = await createSync(feed).run();

    expect(feed.describeRequests()).toEqual(['p0', 'p0 id>10', 'p0 id>20', 'p0 id>30']);
    expect(feed.requests.every((r) => r.size === PAGE && JSON.stringify(r.sort) === '[["id","asc"]]')).toBe(true);
    await expectIndexMatches(feed);
    expect(state).toMatchObject({
      status: 'idle',
      mode: 'full',
      generation: 1,
      stripes: [],
      fetched: 35,
      expected: 35,
      highWaterMark: '2026-03-05T10:00:00.000Z',
      lastFullAt: START,
      lastSuccessAt: START,
      error: null,
      incrementalRefused: false,
    });
    expect(await syncStateItem.getValue()).toEqual(state);
    expect(await feedCountItem.getValue()).toEqual({ count: 35, countedAt: START });
    // One progress report when it starts, one per page, one at the end.
    expect(progress.map((p) => p.fetched)).toEqual([0, 10, 20, 30, 35, 35]);
    // The first load of an empty feed is the feed as it was: not news.
    expect((await index.get(1))?.firstSeenAt).toBe(KNOWN_FROM_START);
  });

  it('saves the cursor after each page only once the page is in the index', async () => {
    const feed = new FakeFeed(25);
    const saves: [number | null, number][] = [];
    const sync = createSync(feed, index, {
      saveState: async (state) => {
        saves.push([writtenThrough(state, 25), await index.count()]);
        await syncStateItem.setValue(state);
      },
    });
    await sync.run();
    // Ids 1..25 in pages of 10, written in order: a saved cursor at N means ids up to N are in the
    // index already (the next page may be too: it is written while the cursor is saved).
    const cursors = saves.filter(([afterId]) => afterId !== null);
    expect(cursors.map(([afterId]) => afterId)).toEqual([10, 20, 25]);
    for (const [afterId, indexed] of cursors) expect(indexed).toBeGreaterThanOrEqual(afterId!);
  });

  it('asks for the next page while writing this one, in the order a plain loop would', async () => {
    const feed = new FakeFeed(25);
    const indexedAtRequest: number[] = [];
    feed.beforePage = async () => {
      indexedAtRequest.push(await index.count());
    };
    await createSync(feed).run();
    expect(feed.requests.map((request) => request.criteria?.id?.greaterThan ?? null)).toEqual([null, 10, 20]);
    // The request after a page goes out before that page is written (the index still lacks it).
    expect(indexedAtRequest[1]).toBeLessThan(10);
    await expectIndexMatches(feed);
  });

  it('keeps going when the server silently serves smaller pages than asked', async () => {
    const feed = new FakeFeed(23);
    feed.maxSize = 4;
    await createSync(feed).run();
    await expectIndexMatches(feed);
  });

  it('removes jobs gone from the feed only after the whole pass', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    feed.jobs.delete(3);
    feed.jobs.delete(25);
    feed.add(31, '2026-03-10T11:00:00.000Z');
    clock += 60_000;

    const duringPass: (number | null)[] = [];
    const from = feed.requests.length;
    feed.beforePage = async (request) => {
      if (request > from + 1) duringPass.push((await index.get(3))?.id ?? null, (await index.get(25))?.id ?? null);
    };
    const state = await createSync(feed).run({ full: true });

    expect(duringPass.length).toBeGreaterThan(0);
    expect(duringPass.every((id) => id !== null)).toBe(true);
    expect(state).toMatchObject({ status: 'idle', mode: 'full', generation: 2 });
    await expectIndexMatches(feed);
    expect(await feedCountItem.getValue()).toEqual({ count: 29, countedAt: clock });
  });

  it('keeps the first-seen time of jobs it indexed before', async () => {
    const feed = new FakeFeed(12);
    await createSync(feed).run();
    clock += FULL_SYNC_INTERVAL_MS;
    feed.add(13, '2026-03-10T11:00:00.000Z');
    await createSync(feed).run();
    expect((await syncStateItem.getValue()).mode).toBe('full');
    expect((await index.get(1))?.firstSeenAt).toBe(KNOWN_FROM_START);
    expect((await index.get(13))?.firstSeenAt).toBe(clock);
    expect(await index.countFirstSeenAfter(KNOWN_FROM_START)).toBe(1);
  });

  it('falls back to page numbers when the server refuses the id filter', async () => {
    const feed = new FakeFeed(32);
    feed.refuse.add('id');
    const state = await createSync(feed).run();
    expect(feed.describeRequests()).toEqual(['p0', 'p0 id>10', 'p0', 'p1', 'p2', 'p3']);
    expect(state).toMatchObject({ status: 'idle', mode: 'full', fetched: 32, expected: 32, page: 0, stripes: [] });
    await expectIndexMatches(feed);
  });

  it('falls back to page numbers when the server ignores the id filter', async () => {
    const feed = new FakeFeed(25);
    feed.ignore.add('id');
    await createSync(feed).run();
    expect(feed.describeRequests()).toEqual(['p0', 'p0 id>10', 'p0', 'p1', 'p2']);
    await expectIndexMatches(feed);
  });

  it('resumes a page-number pass from its page', async () => {
    const feed = new FakeFeed(45);
    feed.refuse.add('id');
    feed.failAfter(4, 500);
    await expect(createSync(feed).run()).rejects.toBeInstanceOf(ApiError);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'failed', page: 2 });
    const from = feed.requests.length;
    await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual(['p2', 'p3', 'p4']);
    await expectIndexMatches(feed);
  });
});

describe('FeedSync writes', () => {
  it('takes in and queues the next page while one is written, and saves each cursor after its own page, in order', async () => {
    const feed = new FakeFeed(35);
    const events: string[] = [];
    const writes: (() => void)[] = [];
    const slowIndex: Pick<FeedIndex, 'putMany' | 'sweep'> = {
      putMany: async (summaries, generation) => {
        events.push(`write ${summaries[0]!.id}`);
        // Held until the next page has been requested and summarized (or the pass has ended).
        await new Promise<void>((resolve) => writes.push(resolve));
        await index.putMany(summaries, generation);
      },
      sweep: (generation) => index.sweep(generation),
    };
    feed.beforePage = (request) => {
      events.push(`request ${request}`);
      writes.shift()?.();
    };
    const sync = createSync(feed, slowIndex, {
      saveState: async (state) => {
        const afterId = writtenThrough(state, 35);
        if (afterId !== null) events.push(`save ${afterId} (${await index.count()} indexed)`);
        await syncStateItem.setValue(state);
      },
    });
    const running = sync.run();
    let finished = false;
    void running.then(() => (finished = true));
    // The last page's write has no next request to release it.
    while (!finished) {
      writes.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await running;
    const saves = events.filter((event) => event.startsWith('save'));
    expect(saves.map((event) => Number(/save (\d+)/.exec(event)![1]))).toEqual([10, 20, 30, 35]);
    for (const event of saves) {
      const [, afterId, indexed] = /save (\d+) \((\d+) indexed\)/.exec(event)!;
      expect(Number(indexed)).toBeGreaterThanOrEqual(Number(afterId));
    }
    // Page 2 was requested, and handed to the index, while page 1 was still being written.
    const firstSave = events.findIndex((event) => event.startsWith('save 10 '));
    expect(events.indexOf('request 2')).toBeLessThan(firstSave);
    expect(events.indexOf('write 11')).toBeLessThan(firstSave);
    await expectIndexMatches(feed);
  });

  it('fails with the cursor of the last page written when a write fails, and resumes from there', async () => {
    const feed = new FakeFeed(35);
    let calls = 0;
    const failingIndex: Pick<FeedIndex, 'putMany' | 'sweep'> = {
      putMany: (summaries, generation) =>
        ++calls === 2 ? Promise.reject(new Error('QuotaExceededError')) : index.putMany(summaries, generation),
      sweep: (generation) => index.sweep(generation),
    };
    const sync = createSync(feed, failingIndex);
    await expect(sync.run()).rejects.toThrow('QuotaExceededError');
    expect(await syncStateItem.getValue()).toMatchObject({
      status: 'failed',
      mode: 'full',
      stripes: [{ afterId: 10, upTo: null }],
      fetched: 10,
    });
    const from = feed.requests.length;
    await sync.run();
    expect(feed.describeRequests(from)).toEqual(['p0 id>10', 'p0 id>20', 'p0 id>30']);
    await expectIndexMatches(feed);
  });
});

describe('FeedSync and the grouping', () => {
  it('tells the index a full pass is filling it from its first page to its last, and that it ended, failed or not', async () => {
    const feed = new FakeFeed(25);
    const heard: string[] = [];
    const listening = (failing: boolean): ConstructorParameters<typeof FeedSync>[0]['index'] => ({
      putMany: (summaries, generation) => {
        heard.push('page');
        return failing ? Promise.reject(new Error('QuotaExceededError')) : index.putMany(summaries, generation);
      },
      sweep: (generation) => index.sweep(generation),
      fill: (on) => heard.push(on ? 'filling' : 'filled'),
    });
    await createSync(feed, listening(false)).run();
    expect(heard).toEqual(['filling', 'page', 'page', 'page', 'filled']);
    heard.length = 0;
    await expect(createSync(feed, listening(true)).run({ full: true })).rejects.toThrow('QuotaExceededError');
    expect(heard[0]).toBe('filling');
    expect(heard.at(-1)).toBe('filled');
    // The failed pass is resumed; then an incremental one adds a few jobs: a grouping there is kept up.
    await createSync(feed, listening(false)).run();
    heard.length = 0;
    await createSync(feed, listening(false)).run();
    expect(heard).toContain('page');
    expect(heard).not.toContain('filling');
  });
});

describe('FeedSync incremental', () => {
  it('reads every change, though the feed changes jobs while the pass runs: a change comes now or at the next run, none is skipped', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    clock += 60 * 60_000;
    const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
    for (let id = 1; id <= 25; id++) feed.update(id, { title: `Changed ${id}`, updatedDate: at(id) });
    const from = feed.requests.length;
    feed.beforePage = (request) => {
      if (request !== from + 2) return;
      // Once the first page was read: a job on it changes again, and so does one on a page to come.
      feed.update(20, { title: 'Changed again 20', updatedDate: at(50) });
      feed.update(3, { title: 'Changed again 3', updatedDate: at(51) });
    };
    await createSync(feed).run();
    feed.beforePage = null;
    const titles = async () => (await Promise.all(Array.from({ length: 25 }, (_, i) => index.get(i + 1)))).map((job) => job?.title);
    // Each job not changed again is read in this pass; the two changed again may wait for the next.
    const first = await titles();
    for (let id = 1; id <= 25; id++) if (id !== 3 && id !== 20) expect(first[id - 1], `job ${id}`).toBe(`Changed ${id}`);
    clock += 60_000;
    await createSync(feed).run();
    expect(await titles()).toEqual(Array.from({ length: 25 }, (_, i) => feed.jobs.get(i + 1)!.title));
  });

  it('still reads the changes made after a job dated in the future came (a server clock ahead, a wrong date)', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    clock += 60 * 60_000;
    // A job whose last change is dated next year: every incremental pass from now on brings it again.
    feed.update(5, { title: 'Dated ahead', updatedDate: '2027-03-10T12:00:00.000Z' });
    await createSync(feed).run();

    // An hour later a job is renamed, well before the next full pass is due.
    clock += 60 * 60_000;
    feed.update(7, { title: 'Renamed today', updatedDate: new Date(clock - 60_000).toISOString() });
    await createSync(feed).run();
    expect((await index.get(7))?.title).toBe('Renamed today');
  });

  it('fetches only jobs updated since the high-water mark and picks up a renamed job', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    const { generation, highWaterMark } = await syncStateItem.getValue();
    expect(highWaterMark).toBe(FakeFeed.updatedAt(30));

    clock += 60 * 60_000;
    feed.update(7, { title: 'Kwartiermaker Datagedreven Werken', updatedDate: '2026-03-10T12:30:00.000Z' });
    feed.add(31, '2026-03-10T12:40:00.000Z');
    const from = feed.requests.length;
    const state = await createSync(feed).run();

    // Two minutes of overlap: job 30, the newest at the last sync, comes again.
    expect(feed.describeRequests(from)).toEqual(['p0 updatedDate desc updated>2026-03-01T04:58:00.000Z']);
    expect(state.fetched).toBe(3);
    expect(feed.requests[from]?.sort).toEqual([
      ['updatedDate', 'desc'],
      ['id', 'desc'],
    ]);
    expect(state).toMatchObject({
      status: 'idle',
      mode: 'incremental',
      generation,
      highWaterMark: '2026-03-10T12:40:00.000Z',
      lastFullAt: START,
      lastSuccessAt: clock,
    });
    expect((await index.search({ query: 'kwartiermaker datagedreven', filters: {}, offset: 0, limit: 5 })).jobs.map((j) => j.id)).toEqual([
      7,
    ]);
    await expectIndexMatches(feed);
    expect(await feedCountItem.getValue()).toEqual({ count: 31, countedAt: clock });
  });

  it('pages through many changes by page number, asking for the page after the next while taking in the next, never past the total', async () => {
    const feed = new FakeFeed(30);
    await createSync(feed).run();
    clock += 60_000;
    for (let id = 1; id <= 25; id++)
      feed.update(id, { title: `Changed ${id}`, updatedDate: `2026-03-10T12:${String(id).padStart(2, '0')}:00.000Z` });
    const from = feed.requests.length;
    feed.mostPending = 0;
    // Page 1's answer waits until page 2 is asked: only a request sent ahead lets it through in time.
    let release: () => void = () => undefined;
    const page2Asked = new Promise<boolean>((resolve) => (release = () => resolve(true)));
    let inTime: boolean | null = null;
    feed.beforePage = async (request) => {
      if (request === from + 3) release();
      // (Two seconds at most: without a request ahead the pass would wait for ever.)
      if (request === from + 2)
        inTime = await Promise.race([page2Asked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000))]);
    };
    await createSync(feed).run();
    // The first page is asked alone (no total yet); 25 changes are pages 0 to 2, and no page 3.
    expect(feed.describeRequests(from)).toEqual([
      'p0 updatedDate desc updated>2026-03-01T04:58:00.000Z',
      'p1 updatedDate desc updated>2026-03-01T04:58:00.000Z',
      'p2 updatedDate desc updated>2026-03-01T04:58:00.000Z',
    ]);
    expect(feed.mostPending).toBe(2);
    expect(inTime).toBe(true);
    await expectIndexMatches(feed);
  });

  it('runs a full pass when the last one is a day old, or when asked', async () => {
    const feed = new FakeFeed(5);
    await createSync(feed).run();
    clock += 60_000;
    await createSync(feed).run({ full: true });
    expect(await syncStateItem.getValue()).toMatchObject({ mode: 'full', generation: 2 });
    clock += FULL_SYNC_INTERVAL_MS - 60_000;
    await createSync(feed).run();
    expect(await syncStateItem.getValue()).toMatchObject({ mode: 'incremental', generation: 2 });
    clock += 60_000;
    await createSync(feed).run();
    expect(await syncStateItem.getValue()).toMatchObject({ mode: 'full', generation: 3 });
  });

  it('tries an incremental pass again once the full pass after a refusal succeeded: a 400 may pass (a proxy, a deploy)', async () => {
    const feed = new FakeFeed(15);
    await createSync(feed).run();
    feed.refuse.add('updatedDate');
    clock += 60_000;
    expect(await createSync(feed).run()).toMatchObject({ status: 'idle', mode: 'full', generation: 2 });

    feed.refuse.delete('updatedDate');
    clock += 60_000;
    const next = feed.requests.length;
    const state = await createSync(feed).run();
    expect(feed.describeRequests(next)).toEqual(['p0 updatedDate desc updated>2026-03-01T02:28:00.000Z']);
    expect(state).toMatchObject({ status: 'idle', mode: 'incremental', generation: 2, incrementalRefused: false });
    await expectIndexMatches(feed);
  });

  it('runs a full pass instead when the server refuses the updatedDate filter, at each sync while it does', async () => {
    const feed = new FakeFeed(15);
    await createSync(feed).run();
    feed.jobs.delete(2);
    feed.refuse.add('updatedDate');
    clock += 60_000;
    const from = feed.requests.length;
    const state = await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual(['p0 updatedDate desc updated>2026-03-01T02:28:00.000Z', 'p0', 'p0 id>11']);
    expect(state).toMatchObject({ status: 'idle', mode: 'full', generation: 2, incrementalRefused: false });
    await expectIndexMatches(feed);

    // One refused page, then the full pass that runs anyway on such a server.
    clock += 60_000;
    const next = feed.requests.length;
    expect(await createSync(feed).run()).toMatchObject({ status: 'idle', mode: 'full', generation: 3 });
    expect(feed.describeRequests(next)).toEqual(['p0 updatedDate desc updated>2026-03-01T02:28:00.000Z', 'p0', 'p0 id>11']);
  });

  it('reaches back to the start of a full pass for jobs updated during it', async () => {
    const feed = new FakeFeed(20);
    // Job 15 was updated after the pass started, and after job 3 was passed.
    feed.update(15, { updatedDate: '2026-03-10T12:30:00.000Z' });
    await createSync(feed).run();
    expect((await syncStateItem.getValue()).highWaterMark).toBe(new Date(START).toISOString());
  });
});

describe('FeedSync interruptions', () => {
  it('pauses on a 401 mid-sync and a new instance resumes from the cursor after a worker restart', async () => {
    const feed = new FakeFeed(48);
    await createSync(feed).run();
    clock += FULL_SYNC_INTERVAL_MS;
    feed.jobs.delete(4);
    feed.jobs.delete(44);
    feed.update(12, { title: 'Renamed before the pass' });
    feed.failAfter(2, 401);

    const error = await rejection(createSync(feed).run());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthorized');
    const paused = await syncStateItem.getValue();
    expect(paused).toMatchObject({
      status: 'paused',
      mode: 'full',
      generation: 2,
      stripes: [{ afterId: 21, upTo: null }],
      fetched: 20,
      error: { kind: 'unauthorized' },
    });
    // Half way, nothing was removed yet.
    expect(await index.get(44)).not.toBeNull();

    // The worker stops: a new FeedIndex and FeedSync over the same database and storage.
    index.close();
    index = await FeedIndex.open(dbName);
    feed.update(30, { title: 'Renamed while stopped' });
    const from = feed.requests.length;
    const state = await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual(['p0 id>21', 'p0 id>31', 'p0 id>41']);
    expect(state).toMatchObject({ status: 'idle', mode: 'full', generation: 2, fetched: 46, error: null });
    await expectIndexMatches(feed);
    expect(await feedCountItem.getValue()).toEqual({ count: 46, countedAt: clock });
  });

  it('resumes a sync left running by a worker that was stopped', async () => {
    const feed = new FakeFeed(30);
    const controller = new AbortController();
    feed.beforePage = (request) => {
      if (request === 2) controller.abort();
    };
    const aborted = await createSync(feed).run({ signal: controller.signal });
    expect(aborted).toMatchObject({ status: 'paused', stripes: [{ afterId: 10, upTo: null }], error: null });
    // A stopped worker never got to write 'paused'.
    await syncStateItem.setValue({ ...aborted, status: 'running' });
    feed.beforePage = null;
    const from = feed.requests.length;
    await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual(['p0 id>10', 'p0 id>20']);
    expect((await syncStateItem.getValue()).generation).toBe(1);
    await expectIndexMatches(feed);
  });

  it('saves at most one page a second when told to, and resumes from the last page saved after a worker stopped', async () => {
    const feed = new FakeFeed(60);
    const saved: SyncState[] = [];
    const sync = createSync(feed, index, {
      saveState: async (state) => {
        saved.push(state);
        await syncStateItem.setValue(state);
      },
      saveEveryMs: 1000,
    });
    // Each page takes 400 ms to come; the worker stops while waiting for the fifth.
    let stopped!: () => void;
    const stop = new Promise<void>((resolve) => (stopped = resolve));
    feed.beforePage = (request) => {
      clock += 400;
      if (request < 5) return;
      stopped();
      return new Promise<void>(() => undefined);
    };
    void sync.run();
    await stop;
    await vi.waitFor(async () => expect(await index.count()).toBe(40));
    const cursors = saved.map((state) => writtenThrough(state, 60));
    // The start, then a page only once a second has passed since the last save: not each of the four written.
    expect(cursors[0]).toBeNull();
    const pages = cursors.slice(1);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThan(4);
    const last = pages.at(-1)!;
    expect(last).toBeLessThan(40);

    // A new worker: the pages after the last one saved are fetched again, and written again without
    // counting their jobs twice.
    index.close();
    index = await FeedIndex.open(dbName);
    feed.beforePage = null;
    const from = feed.requests.length;
    const state = await createSync(feed).run();
    expect(feed.describeRequests(from)[0]).toBe(`p0 id>${last}`);
    expect(state).toMatchObject({ status: 'idle', fetched: 60 });
    await expectIndexMatches(feed);
  });

  it('marks other API errors failed, keeping the cursor for the next run', async () => {
    const feed = new FakeFeed(30);
    feed.failAfter(1, 500);
    await expect(createSync(feed).run()).rejects.toMatchObject({ info: { kind: 'server', status: 500 } });
    expect(await syncStateItem.getValue()).toMatchObject({
      status: 'failed',
      stripes: [{ afterId: 10, upTo: null }],
      generation: 1,
      error: { kind: 'server' },
    });
    const from = feed.requests.length;
    await createSync(feed).run({ full: true });
    expect(feed.describeRequests(from)).toEqual(['p0 id>10', 'p0 id>20']);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', generation: 1 });
    await expectIndexMatches(feed);
  });

  it('ends a pass whose final count fails, keeping the count it had; the next run counts again', async () => {
    const feed = new FakeFeed(15);
    feed.failAfter(0, 500, true);
    expect(await createSync(feed).run()).toMatchObject({ status: 'idle', mode: 'full', stripes: [], fetched: 15 });
    expect(await feedCountItem.getValue()).toBeNull();
    expect(await index.count()).toBe(15);
    const addJob = (id: number) => feed.add(id, new Date(clock).toISOString());
    clock += 60_000;
    [16, 17, 18].forEach(addJob);
    await createSync(feed).run();
    expect(await index.count()).toBe(18);
    expect(await feedCountItem.getValue()).toEqual({ count: 18, countedAt: clock });
    // A count that fails at every run holds no run back: each fetches what changed.
    for (const added of [19, 20]) {
      clock += 60_000;
      addJob(added);
      feed.failAfter(0, 500, true);
      expect(await createSync(feed).run()).toMatchObject({ status: 'idle' });
      expect(await index.count()).toBe(added);
      expect(await feedCountItem.getValue()).toMatchObject({ count: 18 });
    }
  });

  it('stops the end of a pass at a 401 on the count, and only the end is left for the next run', async () => {
    const feed = new FakeFeed(15);
    feed.failAfter(0, 401, true);
    await expect(createSync(feed).run()).rejects.toBeInstanceOf(ApiError);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'paused', mode: 'full', stripes: [], fetched: 15 });
    const from = feed.requests.length;
    await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual([]);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', generation: 1 });
    expect(await feedCountItem.getValue()).toEqual({ count: 15, countedAt: clock });
  });

  it('pauses an incremental sync on a 401 and resumes it with the same window', async () => {
    const feed = new FakeFeed(20);
    await createSync(feed).run();
    // After the changes (12:01 to 12:15): a pass keeps no mark beyond its start and the overlap.
    clock += 60 * 60_000;
    for (let id = 1; id <= 15; id++) feed.update(id, { updatedDate: `2026-03-10T12:${String(id).padStart(2, '0')}:00.000Z` });
    feed.failAfter(1, 401);
    await expect(createSync(feed).run()).rejects.toBeInstanceOf(ApiError);
    expect(await syncStateItem.getValue()).toMatchObject({
      status: 'paused',
      mode: 'incremental',
      page: 1,
      since: '2026-03-01T03:18:00.000Z',
    });
    const from = feed.requests.length;
    await createSync(feed).run();
    expect(feed.describeRequests(from)).toEqual(['p1 updatedDate desc updated>2026-03-01T03:18:00.000Z']);
    expect(await syncStateItem.getValue()).toMatchObject({
      status: 'idle',
      mode: 'incremental',
      highWaterMark: '2026-03-10T12:15:00.000Z',
    });
  });

  it('runs the full pass asked for after finishing an interrupted incremental one', async () => {
    const feed = new FakeFeed(10);
    await createSync(feed).run();
    clock += 60_000;
    feed.update(1, { updatedDate: '2026-03-10T12:00:00.000Z' });
    feed.failAfter(0, 500);
    await expect(createSync(feed).run()).rejects.toBeInstanceOf(ApiError);
    const from = feed.requests.length;
    await createSync(feed).run({ full: true });
    expect(feed.describeRequests(from)).toEqual(['p0 updatedDate desc updated>2026-03-01T01:38:00.000Z', 'p0']);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', mode: 'full', generation: 2 });
  });
});
