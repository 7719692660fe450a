import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedIndex, type SearchQuery } from '../feed-index';
import { ROWS_LOAD_MEASURE } from '../held-rows';
import { openFeedDb, UPGRADE_STEPS } from '../index-schema';
import { KeptNewest } from '../kept-newest';
import { freshDbName, makeSummary } from './helpers';

// Rows let go after every write, as at a million jobs: a blank list is the newest jobs' or a read of every row.
const LET_GO = { jobs: 0, idleMs: -1 };
const snapshot: SearchQuery = { query: '', filters: {}, offset: 0, limit: 20, grouping: 'if-built' };
const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T09:00:00Z`;
const job = (id: number, d = 1 + ((id * 7) % 27)) => makeSummary({ id, title: `Functie ${id}`, publishDate: day(d) });
const rowLoads = () => performance.getEntriesByName(ROWS_LOAD_MEASURE).length;

let name: string;
const open: FeedIndex[] = [];

/** The index as a worker opens it: on the same database, knowing nothing but what is stored. */
async function worker(): Promise<FeedIndex> {
  const index = await FeedIndex.open(name, UPGRADE_STEPS, LET_GO);
  open.push(index);
  return index;
}

interface Described {
  jobs: number;
  lastPack: number | null;
}

/** The record of the newest jobs as stored, and the index as it names it: the job count and the last pack's key. */
async function stored(): Promise<{ record: (Described & { list: unknown[] }) | undefined; now: Described }> {
  const db = await openDB(name);
  try {
    const last = await db.transaction('heads').store.openKeyCursor(null, 'prev');
    return {
      record: await db.get('meta', 'newest'),
      now: { jobs: await db.get('meta', 'jobCount'), lastPack: (last?.key as number) ?? null },
    };
  } finally {
    db.close();
  }
}

/** Until the newest jobs are saved for the index as it is now. */
async function saved(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { record, now } = await stored();
      expect(record).toMatchObject(now);
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** The snapshot's page in a worker started now, how many reads of the rows it took, and the same page from the rows. */
async function startedWorkerAnswers(query = snapshot) {
  const started = await worker();
  const loads = rowLoads();
  const { ungrouped, ...answer } = await started.search(query);
  const reads = rowLoads() - loads;
  const fromRows = await started.search({ ...query, grouping: 'build' });
  // Read without the rows, the page says it is not grouped (a list a page longer is then read again, grouped).
  if (reads === 0) expect(ungrouped).toBe(true);
  return { answer, reads, fromRows };
}

beforeEach(() => {
  name = freshDbName();
});

afterEach(() => {
  for (const index of open.splice(0)) index.close();
});

describe('the newest jobs kept in the database', () => {
  it('are known to a worker started on the index, through writes, sweeps and a clearing, without a read of the rows', async () => {
    const first = await worker();
    await first.putMany(
      Array.from({ length: 40 }, (_, i) => job(i + 1)),
      1,
    );
    await first.putMany([job(50, 28), job(3, 28)], 1);
    await saved();
    let started = await startedWorkerAnswers();
    expect(started.reads).toBe(0);
    expect(started.answer.jobs.map((j) => j.id).slice(0, 2)).toEqual([50, 3]);
    expect(started.answer).toEqual(started.fromRows);

    // A full pass writes some again and sweeps the rest away.
    await first.putMany(
      Array.from({ length: 25 }, (_, i) => job(i + 1, i % 3 === 0 ? 27 : 2)),
      2,
    );
    await first.sweep(2);
    await saved();
    started = await startedWorkerAnswers({ ...snapshot, offset: 5, limit: 10 });
    expect(started.reads).toBe(0);
    expect(started.answer.matches).toBe(25);
    expect(started.answer).toEqual(started.fromRows);

    await first.clear();
    await saved();
    started = await startedWorkerAnswers();
    expect(started.reads).toBe(0);
    expect(started.answer).toMatchObject({ jobs: [], matches: 0 });
  });

  it('are not used after a write or a sweep they do not describe (the worker stopped before saving them), and are learnt again from the rows', async () => {
    let first = await worker();
    await first.putMany(
      Array.from({ length: 30 }, (_, i) => job(i + 1)),
      1,
    );
    await saved();
    // Stopped right after a write: its newest jobs never saved.
    await first.putMany([job(60, 28)], 1);
    first.close();
    expect((await stored()).record).not.toMatchObject((await stored()).now);
    let started = await startedWorkerAnswers();
    expect(started.reads).toBe(1);
    expect(started.answer.jobs[0]!.id).toBe(60);
    expect(started.answer).toEqual(started.fromRows);
    // That worker learnt them from the rows it read, and saved them for the next.
    await saved();
    started = await startedWorkerAnswers();
    expect(started.reads).toBe(0);
    expect(started.answer).toEqual(started.fromRows);

    // A full pass writes ten jobs again (the newest among them) and is saved; its sweep, which
    // removes the other 21 and no pack of its own, is not.
    first = await worker();
    await first.putMany([job(60, 28), ...Array.from({ length: 9 }, (_, i) => job(i + 1))], 2);
    await saved();
    const before = (await stored()).now;
    expect(await first.sweep(2)).toBe(21);
    first.close();
    const { record, now } = await stored();
    expect(now.lastPack).toBe(before.lastPack);
    expect(record).toMatchObject(before);
    started = await startedWorkerAnswers();
    expect(started.reads).toBe(1);
    expect(started.answer.matches).toBe(10);
    expect(started.answer).toEqual(started.fromRows);
  });

  it('are saved only once the writes stop, and then describe every one of them', async () => {
    const first = await worker();
    const writes = Array.from({ length: 12 }, (_, page) =>
      first.putMany(
        Array.from({ length: 10 }, (_, i) => job(page * 10 + i + 1, 1 + ((page * 10 + i) % 28))),
        1,
      ),
    );
    await Promise.all(writes);
    await saved();
    const { record } = await stored();
    expect(record?.list).toHaveLength(100);
    const started = await startedWorkerAnswers({ ...snapshot, limit: 100 });
    expect(started.reads).toBe(0);
    expect(started.answer).toEqual(started.fromRows);
  });

  it('are never saved beside a write: not while one is under way, nor when one began as they were saved', async () => {
    const db = await openFeedDb(name);
    const writing = vi.fn(() => false);
    const kept = new KeptNewest(db, writing, 0);
    try {
      // Asked before saving (a write under way: later), then after reading the index (one began: not saved).
      writing.mockReturnValueOnce(true).mockReturnValueOnce(false).mockReturnValueOnce(true);
      kept.cleared();
      kept.written([{ id: 1, recency: '2026-03-05' }]);
      await vi.waitFor(() => expect(writing).toHaveBeenCalledTimes(3), { timeout: 5_000, interval: 10 });
      expect((await stored()).record).toBeUndefined();
      // The next write's end saves them.
      kept.written([{ id: 2, recency: '2026-03-09' }]);
      await saved();
      expect((await stored()).record).toMatchObject({ list: [{ id: 2 }, { id: 1 }], whole: true, jobs: 0, lastPack: null });
    } finally {
      kept.forget();
      db.close();
    }
  });
});
