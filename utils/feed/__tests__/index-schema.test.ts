/**
 * The feed index's upgrade steps: a database of an older version, with jobs in it, runs only the
 * steps after its version, keeps its records, and is served by the index afterwards; a step that
 * fails leaves the database as it was. Versions 2 (the statuses), 3 (the notes), 4 (the mutes) and 5
 * (the saved searches) are real; version 6 here is made up.
 */
import 'fake-indexeddb/auto';
import { openDB, unwrap } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { FEED_INDEX_VERSION, openFeedDb, UPGRADE_STEPS, type StoredJob, type UpgradeStep } from '../index-schema';
import { freshDbName, makeSummary } from './helpers';

const open: FeedIndex[] = [];
afterEach(() => {
  for (const index of open.splice(0)) index.close();
});

async function openIndex(name: string, steps?: readonly UpgradeStep[]): Promise<FeedIndex> {
  const index = await FeedIndex.open(name, steps);
  open.push(index);
  return index;
}

/** A version 1 database holding jobs 1 to 3, first seen at 1,000, 2,000 and 3,000. */
async function createV1Database(name: string): Promise<void> {
  const index = await FeedIndex.open(name, UPGRADE_STEPS.slice(0, 1));
  await index.putMany(
    [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, publishDate: `2026-03-0${id}T09:00:00Z` }, id * 1_000)),
    1,
  );
  index.close();
}

async function readRaw(name: string): Promise<{ version: number; records: StoredJob[]; indexes: string[]; jobCount: unknown }> {
  const db = await openDB(name);
  const tx = db.transaction(['jobs', 'meta']);
  const records = (await tx.objectStore('jobs').getAll()) as StoredJob[];
  const indexes = [...tx.objectStore('jobs').indexNames].sort();
  const jobCount: unknown = await tx.objectStore('meta').get('jobCount');
  db.close();
  return { version: db.version, records, indexes, jobCount };
}

/** The steps of versions 1 to 5, each counting its runs, and a version 6 step that indexes and rewrites. */
function laterVersion(): { steps: UpgradeStep[]; runs: number[] } {
  const runs = [0, 0, 0, 0, 0, 0];
  const toV6: UpgradeStep = (_db, tx) => {
    const jobs = unwrap(tx.objectStore('jobs'));
    jobs.createIndex('firstSeenAt', 'firstSeenAt');
    const request = jobs.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const stored = cursor.value as StoredJob;
      cursor.update({ ...stored, searchText: `${stored.searchText} upgraded` });
      cursor.continue();
    };
  };
  const steps = [...UPGRADE_STEPS, toV6].map((step, i): UpgradeStep => {
    return (db, tx) => {
      runs[i]!++;
      step(db, tx);
    };
  });
  return { steps, runs };
}

describe('feed index upgrade steps', () => {
  it('define the version: five steps (the jobs, the statuses, the notes, the mutes, the saved searches), version 5', () => {
    expect(UPGRADE_STEPS).toHaveLength(5);
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
    expect(after.version).toBe(5);
    expect(after.records).toEqual(before.records);
    expect(after.jobCount).toBe(3);
    const reopened = await openIndex(name);
    expect(await reopened.statuses.of([1, 2, 3])).toEqual({ 2: 'shortlisted' });
    expect(await reopened.notes.of(['job:1', 'job:2'])).toEqual({ 'job:2': 'Bel eerst Anja' });
    expect((await reopened.mutes.list()).map((mute) => mute.key)).toEqual(['employer:gemeente utrecht']);
  });

  it('bring a version 2 database to version 5: its marks kept, notes stored from then on', async () => {
    const name = freshDbName();
    const v2 = await FeedIndex.open(name, UPGRADE_STEPS.slice(0, 2));
    await v2.putMany([makeSummary({ id: 4, title: 'Job 4' })], 1);
    await v2.statuses.set(4, 'handled', 1_000);
    v2.close();
    const index = await openIndex(name);
    expect(await index.statuses.of([4])).toEqual({ 4: 'handled' });
    await index.notes.set('employer:gemeente utrecht', 'Raamcontract tot 2027', 2_000);
    expect(await index.notes.of(['employer:gemeente utrecht'])).toEqual({ 'employer:gemeente utrecht': 'Raamcontract tot 2027' });
    expect((await readRaw(name)).version).toBe(5);
  });

  it('bring a version 3 database to version 5: its marks and notes kept, mutes stored from then on', async () => {
    const name = freshDbName();
    const v3 = await FeedIndex.open(name, UPGRADE_STEPS.slice(0, 3));
    await v3.putMany([makeSummary({ id: 5, title: 'Job 5', employer: 'Acme' })], 1);
    await v3.statuses.set(5, 'shortlisted', 1_000);
    await v3.notes.set('job:5', 'Belt terug', 1_000);
    v3.close();
    const index = await openIndex(name);
    expect(await index.statuses.of([5])).toEqual({ 5: 'shortlisted' });
    expect(await index.notes.of(['job:5'])).toEqual({ 'job:5': 'Belt terug' });
    expect(await index.mutes.add('employer', 'ACME', 2_000)).toBe('added');
    expect((await index.search({ query: '', filters: {}, offset: 0, limit: 10 })).jobs).toEqual([]);
    expect((await readRaw(name)).version).toBe(5);
  });

  it('run on an older database only the steps after its version, keeping every record and count', async () => {
    const name = freshDbName();
    await createV1Database(name);
    const before = await readRaw(name);
    expect(before.version).toBe(1);
    const { steps, runs } = laterVersion();

    const index = await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(3);
    expect(await index.countFirstSeenAfter(1_500)).toBe(2);
    expect((await index.search({ query: 'upgraded', filters: {}, offset: 0, limit: 10 })).jobs.map((job) => job.id)).toEqual([3, 2, 1]);
    index.close();
    open.pop();

    const after = await readRaw(name);
    expect(after.version).toBe(6);
    expect(after.indexes).toEqual(['firstSeenAt', 'generation', 'normalizedUrl', 'postingKey']);
    expect(after.jobCount).toBe(3);
    expect(after.records.map((record) => ({ ...record, searchText: record.searchText.replace(/ upgraded$/, '') }))).toEqual(before.records);

    // Opened again at its own version: no step runs.
    await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1]);
  });

  it('run every step, in order, on a new database', async () => {
    const { steps, runs } = laterVersion();
    const index = await openIndex(freshDbName(), steps);
    expect(runs).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(0);
    await index.putMany([makeSummary({ id: 9, title: 'Tester' })], 1);
    expect(await index.get(9)).toEqual(makeSummary({ id: 9, title: 'Tester' }));
  });

  it('leave the database at its version, whole, when a step fails, and the next open retries', async () => {
    const name = freshDbName();
    await createV1Database(name);
    const before = await readRaw(name);
    // Adds a job that is already there: the request fails and aborts the upgrade transaction.
    const failing: UpgradeStep = (_db, tx) => {
      unwrap(tx.objectStore('jobs')).add(before.records[0]);
    };
    await expect(openFeedDb(name, [...UPGRADE_STEPS, failing])).rejects.toThrow();
    expect(await readRaw(name)).toEqual(before);

    const { steps, runs } = laterVersion();
    const index = await openIndex(name, steps);
    expect(runs).toEqual([0, 1, 1, 1, 1, 1]);
    expect(await index.count()).toBe(3);
  });

  it('drops a database newer than this code (a pre-release v7) and opens a fresh, working index', async () => {
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
