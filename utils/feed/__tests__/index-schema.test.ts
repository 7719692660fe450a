/**
 * The feed index's upgrade steps: a database of an older version, with jobs in it, runs only the
 * steps after its version, keeps its records, and is served by the index afterwards; a step that
 * fails leaves the database as it was. Versions 2 (the statuses), 3 (the notes), 4 (the mutes), 5
 * (the saved searches), 6 (the jobs packed) and 7 (lookup records for the packs) are real; version 8 here is
 * made up.
 */
import 'fake-indexeddb/auto';
import { openDB, unwrap } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import {
  FEED_INDEX_VERSION,
  firstSeenKey,
  META_OLDEST_READER,
  openFeedDb,
  UPGRADE_STEPS,
  type StoredJob,
  type UpgradeStep,
} from '../index-schema';
import type { JobPack } from '../job-packs';
import type { JobSummary } from '../summary';
import { freshDbName, makeSummary, storedJobs } from './helpers';

const open: FeedIndex[] = [];
afterEach(() => {
  for (const index of open.splice(0)) index.close();
});

async function openIndex(name: string, steps?: readonly UpgradeStep[]): Promise<FeedIndex> {
  const index = await FeedIndex.open(name, steps);
  open.push(index);
  return index;
}

/**
 * A database of `version` (1 to 5: a record per job) holding `jobs` of `generation`, with the counts
 * kept as those versions kept them: as a build of that version left it.
 */
async function createOldDatabase(name: string, version: number, jobs: readonly JobSummary[], generation = 1): Promise<void> {
  const db = await openFeedDb(name, UPGRADE_STEPS.slice(0, version));
  const tx = db.transaction(['jobs', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const seen = new Map<number, number>();
  for (const job of jobs) {
    void tx.objectStore('jobs').put({ ...job, generation });
    seen.set(job.firstSeenAt, (seen.get(job.firstSeenAt) ?? 0) + 1);
  }
  void meta.put(((await meta.get('jobCount')) ?? 0) + jobs.length, 'jobCount');
  for (const [time, count] of seen) void meta.put(((await meta.get(firstSeenKey(time))) ?? 0) + count, firstSeenKey(time));
  await tx.done;
  db.close();
}

/** Jobs 1 to 3, first seen at 1,000, 2,000 and 3,000. */
const THREE = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, publishDate: `2026-03-0${id}T09:00:00Z` }, id * 1_000));

/** A version 1 database holding jobs 1 to 3. */
async function createV1Database(name: string): Promise<void> {
  await createOldDatabase(name, 1, THREE);
}

/** The database's version, its jobs by id with their generation (from the jobs store before version 6, the packs after), its kept count. */
async function readRaw(name: string): Promise<{ version: number; records: StoredJob[]; jobCount: unknown }> {
  const db = await openDB(name);
  const version = db.version;
  const jobCount: unknown = await db.get('meta', 'jobCount');
  const old = db.objectStoreNames.contains('jobs') ? ((await db.getAll('jobs')) as StoredJob[]) : null;
  db.close();
  const records = old ?? [...(await storedJobs(name)).values()].sort((a, b) => a.id - b.id);
  return { version, records, jobCount };
}

/** The steps of versions 1 to 7, each counting its runs, and a version 8 step that indexes and rewrites. */
function laterVersion(): { steps: UpgradeStep[]; runs: number[] } {
  const runs = [0, 0, 0, 0, 0, 0, 0, 0];
  const toV8: UpgradeStep = (_db, tx) => {
    const packs = unwrap(tx.objectStore('packs'));
    packs.createIndex('generation', 'generation');
    const request = packs.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const pack = cursor.value as JobPack;
      const jobs = pack.jobs.map((json) => JSON.parse(json) as JobSummary);
      cursor.update({ ...pack, jobs: jobs.map((job) => JSON.stringify({ ...job, title: `${job.title} upgraded` })) });
      cursor.continue();
    };
  };
  const steps = [...UPGRADE_STEPS, toV8].map((step, i): UpgradeStep => {
    return (db, tx) => {
      runs[i]!++;
      return step(db, tx);
    };
  });
  return { steps, runs };
}

describe('feed index upgrade steps', () => {
  it('define the version: seven steps (the jobs, the statuses, the notes, the mutes, the saved searches, the jobs packed, lookup records), version 7', () => {
    expect(UPGRADE_STEPS).toHaveLength(7);
    expect(FEED_INDEX_VERSION).toBe(UPGRADE_STEPS.length);
  });

  it('bring a version 1 database to the current version: every job and count kept, marks, notes and mutes stored from then on', async () => {
    const name = freshDbName();
    await createV1Database(name);
    const before = await readRaw(name);
    const index = await openIndex(name);
    expect(await index.count()).toBe(3);
    await index.statuses.set(2, 'shortlisted', 5_000);
    await index.notes.set('job:2', 'Bel eerst Anja', 5_000);
    expect(await index.mutes.add('employer', 'Gemeente Utrecht', 5_000)).toBe('added');
    index.close();
    open.pop();
    const after = await readRaw(name);
    expect(after.version).toBe(7);
    expect(after.records).toEqual(before.records);
    expect(after.jobCount).toBe(3);
    const reopened = await openIndex(name);
    expect(await reopened.statuses.of([1, 2, 3])).toEqual({ 2: 'shortlisted' });
    expect(await reopened.notes.of(['job:1', 'job:2'])).toEqual({ 'job:2': 'Bel eerst Anja' });
    expect((await reopened.mutes.list()).map((mute) => mute.key)).toEqual(['employer:gemeente utrecht']);
  });

  it('bring a version 2 database to the current version: its marks kept, notes stored from then on', async () => {
    const name = freshDbName();
    await createOldDatabase(name, 2, [makeSummary({ id: 4, title: 'Job 4' })]);
    const v2 = await FeedIndex.open(name, UPGRADE_STEPS.slice(0, 2));
    await v2.statuses.set(4, 'handled', 1_000);
    v2.close();
    const index = await openIndex(name);
    expect(await index.statuses.of([4])).toEqual({ 4: 'handled' });
    expect(await index.get(4)).toMatchObject({ title: 'Job 4' });
    await index.notes.set('employer:gemeente utrecht', 'Raamcontract tot 2027', 2_000);
    expect(await index.notes.of(['employer:gemeente utrecht'])).toEqual({ 'employer:gemeente utrecht': 'Raamcontract tot 2027' });
    expect((await readRaw(name)).version).toBe(7);
  });

  it('bring a version 3 database to the current version: its marks and notes kept, mutes stored from then on', async () => {
    const name = freshDbName();
    await createOldDatabase(name, 3, [makeSummary({ id: 5, title: 'Job 5', employer: 'Acme' })]);
    const v3 = await FeedIndex.open(name, UPGRADE_STEPS.slice(0, 3));
    await v3.statuses.set(5, 'shortlisted', 1_000);
    await v3.notes.set('job:5', 'Belt terug', 1_000);
    v3.close();
    const index = await openIndex(name);
    expect(await index.statuses.of([5])).toEqual({ 5: 'shortlisted' });
    expect(await index.notes.of(['job:5'])).toEqual({ 'job:5': 'Belt terug' });
    expect(await index.mutes.add('employer', 'ACME', 2_000)).toBe('added');
    expect((await index.search({ query: '', filters: {}, offset: 0, limit: 10 })).jobs).toEqual([]);
    expect((await readRaw(name)).version).toBe(7);
  });

  it('pack the jobs of a version 5 database by generation, thousands of them: found by id, address and posting key, counted, swept', async () => {
    const name = freshDbName();
    const url = (id: number) =>
      id % 2 === 0 ? `https://www.linkedin.com/jobs/view/${3_900_000_000 + id}/` : `https://jobs.example.org/p/${id}`;
    const jobs = Array.from({ length: 5_030 }, (_, i) =>
      makeSummary({ id: i + 1, title: `Job ${i + 1}`, url: url(i + 1) }, i < 30 ? 500 : 1_000),
    );
    // Jobs 1 to 30 are of an older generation: the last full pass did not see them.
    await createOldDatabase(name, 5, jobs.slice(0, 30), 1);
    await createOldDatabase(name, 5, jobs.slice(30), 2);
    const before = await readRaw(name);
    expect(before.version).toBe(5);
    const index = await openIndex(name);
    const after = await readRaw(name);
    expect(after.version).toBe(7);
    expect(after.records).toEqual(before.records);
    expect(after.jobCount).toBe(5_030);
    const db = await openDB(name);
    expect(db.objectStoreNames.contains('jobs')).toBe(false);
    const packs = (await db.getAll('packs')) as JobPack[];
    db.close();
    // Packs never mix generations, and hold ids in order.
    expect(packs.filter((pack) => pack.generation === 1).flatMap((pack) => pack.ids)).toEqual(jobs.slice(0, 30).map((job) => job.id));
    expect(await index.get(4_999)).toEqual(jobs[4_998]);
    expect((await index.findByPostingKey('linkedin:3900005000'))?.id).toBe(5_000);
    expect((await index.findByNormalizedUrl('jobs.example.org/p/5029'))?.id).toBe(5_029);
    expect(await index.countFirstSeenAfter(600)).toBe(5_000);
    expect(await index.sweep(2)).toBe(30);
    expect(await index.count()).toBe(5_000);
    expect(await index.countFirstSeenAfter(0)).toBe(5_000);
    expect(await index.get(30)).toBeNull();
    expect(await index.findByNormalizedUrl('jobs.example.org/p/29')).toBeNull();
    // The sweep took the lookup record of the old generation's packs with them: every record left
    // names packs that are still there, and every pack has its keys in one.
    const swept = await openDB(name);
    const kept = new Set(await swept.getAllKeys('packs'));
    const named = new Set((await swept.getAll('lookups')).flatMap((record) => [...record.packs]));
    swept.close();
    expect(named).toEqual(kept);
  });

  it('run on an older database only the steps after its version, keeping every record and count', async () => {
    const name = freshDbName();
    await createV1Database(name);
    const before = await readRaw(name);
    expect(before.version).toBe(1);
    const { steps, runs } = laterVersion();

    const index = await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(3);
    expect(await index.countFirstSeenAfter(1_500)).toBe(2);
    expect((await index.search({ query: 'upgraded', filters: {}, offset: 0, limit: 10 })).jobs.map((job) => job.id)).toEqual([3, 2, 1]);
    index.close();
    open.pop();

    const after = await readRaw(name);
    expect(after.version).toBe(8);
    expect(after.jobCount).toBe(3);
    expect(after.records.map((record) => ({ ...record, title: record.title!.replace(/ upgraded$/, '') }))).toEqual(before.records);
    const db = await openDB(name);
    expect([...db.transaction('packs').store.indexNames].sort()).toEqual(['generation', 'ids']);
    db.close();

    // Opened again at its own version: no step runs.
    await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('run every step, in order, on a new database', async () => {
    const { steps, runs } = laterVersion();
    const index = await openIndex(freshDbName(), steps);
    expect(runs).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(0);
    await index.putMany([makeSummary({ id: 9, title: 'Tester' })], 1);
    expect(await index.get(9)).toEqual(makeSummary({ id: 9, title: 'Tester' }));
  });

  it('leave the database at its version, whole, when a step fails, and the next open retries', async () => {
    const name = freshDbName();
    await createV1Database(name);
    const before = await readRaw(name);
    // Adds a count that is already there: the request fails and aborts the upgrade transaction,
    // the packing of version 6 with it.
    const failing: UpgradeStep = (_db, tx) => {
      unwrap(tx.objectStore('meta')).add(0, 'jobCount');
    };
    await expect(openFeedDb(name, [...UPGRADE_STEPS, failing])).rejects.toThrow();
    expect(await readRaw(name)).toEqual(before);
    // A step that throws, at once or once the packing has run: the same.
    const throwing: UpgradeStep = () => {
      throw new Error('a broken step');
    };
    const rejecting: UpgradeStep = () => Promise.reject(new Error('a broken step, later'));
    await expect(openFeedDb(name, [...UPGRADE_STEPS, throwing])).rejects.toThrow();
    await expect(openFeedDb(name, [...UPGRADE_STEPS, rejecting])).rejects.toThrow();
    expect(await readRaw(name)).toEqual(before);

    const { steps, runs } = laterVersion();
    const index = await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(3);
  });

  it('give the packs of a version 6 database lookup records in place of its two lookup indexes: every job found by address and posting key', async () => {
    const name = freshDbName();
    const url = (id: number) =>
      id % 3 === 0 ? `https://www.linkedin.com/jobs/view/${3_900_000_000 + id}/` : `https://jobs.example.org/p/${id}`;
    const jobs = Array.from({ length: 260 }, (_, i) => makeSummary({ id: i + 1, title: `Job ${i + 1}`, url: url(i + 1) }, 1_000));
    await createOldDatabase(name, 5, jobs);
    (await openFeedDb(name, UPGRADE_STEPS.slice(0, 6))).close();
    const v6 = await openDB(name);
    expect(v6.version).toBe(6);
    expect([...v6.transaction('packs').store.indexNames].sort()).toEqual(['ids', 'postingKeys', 'urls']);
    const packKeys = (await v6.getAllKeys('packs')).sort();
    v6.close();

    const index = await openIndex(name);
    const db = await openDB(name);
    expect(db.version).toBe(7);
    expect([...db.transaction('packs').store.indexNames]).toEqual(['ids']);
    // A record for each run of packs of one generation in a batch of 100 packs: here one, for all 6.
    const records = await db.getAll('lookups');
    expect(records.map((record) => record.key)).toEqual([packKeys[0]]);
    expect(new Set(records.flatMap((record) => [...record.packs]))).toEqual(new Set(packKeys));
    db.close();
    for (const job of jobs) {
      expect((await index.findByNormalizedUrl(job.normalizedUrl!))?.id).toBe(job.id);
      if (job.postingKey !== null) expect((await index.findByPostingKey(job.postingKey))?.id).toBe(job.id);
    }
    expect(jobs.filter((job) => job.postingKey !== null)).toHaveLength(86);
    expect(await index.findByNormalizedUrl('jobs.example.org/p/999')).toBeNull();
  });

  it("keeps a newer database this code can still read (an older build installed over a newer one), with the recruiter's work", async () => {
    const name = freshDbName();
    const index = await openIndex(name);
    await index.putMany([makeSummary({ id: 1, title: 'Planner' }, 1_000)], 1);
    await index.statuses.set(1, 'shortlisted', 1_000);
    await index.notes.set('job:1', 'Gebeld, terugbellen vrijdag', 1_000);
    index.close();
    // The newer build added a store of its own.
    const newer = await openDB(name, FEED_INDEX_VERSION + 1, {
      upgrade(db) {
        db.createObjectStore('teams', { keyPath: 'id' });
      },
    });
    newer.close();
    const again = await openIndex(name);
    expect(await again.count()).toBe(1);
    expect(await again.statuses.of([1])).toEqual({ 1: 'shortlisted' });
    expect(await again.notes.of(['job:1'])).toEqual({ 'job:1': 'Gebeld, terugbellen vrijdag' });
    await again.putMany([makeSummary({ id: 2, title: 'Monteur' }, 2_000)], 1);
    expect(await again.count()).toBe(2);
    again.close();
  });

  /** An index of one job, then opened by a newer build that kept every store and index and wrote `mark`. */
  async function markedByNewerBuild(mark: number): Promise<string> {
    const name = freshDbName();
    const index = await openIndex(name);
    await index.putMany([makeSummary({ id: 1, title: 'Planner' }, 1_000)], 1);
    await index.owner.set({ subject: 'demo', apiBaseUrl: 'https://api.example.com' });
    index.close();
    const newer = await openDB(name, FEED_INDEX_VERSION + 1, {
      upgrade(_db, _old, _new, tx) {
        void tx.objectStore('meta').put(mark, META_OLDEST_READER);
      },
    });
    newer.close();
    return name;
  }

  it('drops a newer database whose format mark says this code cannot read its records, and opens a fresh index', async () => {
    // The newer build changed what a record holds.
    const name = await markedByNewerBuild(FEED_INDEX_VERSION + 1);
    const again = await openIndex(name);
    expect(await again.count()).toBe(0);
    expect((await readRaw(name)).version).toBe(FEED_INDEX_VERSION);
    again.close();
  });

  it('keeps a newer database whose format mark this code meets', async () => {
    const again = await openIndex(await markedByNewerBuild(FEED_INDEX_VERSION));
    expect(await again.count()).toBe(1);
    again.close();
  });

  it('keeps the format mark through a clear of the local feed, and clears the rest of meta', async () => {
    const name = await markedByNewerBuild(FEED_INDEX_VERSION);
    const kept = await openIndex(name);
    await kept.clear();
    expect(await kept.count()).toBe(0);
    expect(await kept.owner.get()).toBeNull();
    kept.close();
    const raw = await openDB(name);
    expect(await raw.getAllKeys('meta')).toEqual(['jobCount', META_OLDEST_READER]);
    raw.close();
  });

  it('drops a database newer than this code (a pre-release v8) and opens a fresh, working index', async () => {
    const name = freshDbName();
    const newer = await openDB(name, FEED_INDEX_VERSION + 2, {
      upgrade(db) {
        db.createObjectStore('jobs', { keyPath: 'id' }).put({ id: 7, title: 'From a newer build' });
      },
    });
    newer.close();
    const index = await openIndex(name);
    expect(await index.count()).toBe(0);
    await index.putMany([makeSummary({ id: 1, title: 'Fresh' }, 1_000)], 1);
    expect(await index.count()).toBe(1);
    const raw = await readRaw(name);
    expect(raw.version).toBe(FEED_INDEX_VERSION);
    expect(raw.records.map((r) => r.id)).toEqual([1]);
  });
});
