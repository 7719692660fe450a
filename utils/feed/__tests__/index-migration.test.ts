/**
 * Feed index migrations: a database that version 1 (or 2) of the extension created and filled is
 * opened by the current code with every record kept and the later steps applied, not wiped: v2
 * backfills the search text with the category, v3 drops the `recency` and `firstSeenAt` indexes and
 * keeps the job count and the first-seen counts in `meta` records. The old databases are built with their own upgrade steps, frozen here.
 */
import 'fake-indexeddb/auto';
import { openDB, type IDBPDatabase } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { foldText } from '../fold-text';
import { FEED_INDEX_VERSION, FeedIndex, type StoredJob } from '../index-db';
import { searchTextOf } from '../search-text';
import type { JobSummary } from '../summary';
import { freshDbName, makeSummary } from './helpers';

/** Version 1's upgrade step, as it shipped. */
function upgradeToV1(db: IDBPDatabase): void {
  const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
  jobs.createIndex('normalizedUrl', 'normalizedUrl');
  jobs.createIndex('postingKey', 'postingKey');
  jobs.createIndex('recency', 'recency');
  jobs.createIndex('generation', 'generation');
  jobs.createIndex('firstSeenAt', 'firstSeenAt');
}

/** Version 1's search text: title, employer, location and city only. */
function v1SearchText(job: JobSummary): string {
  return foldText([job.title, job.employer, job.location, job.city].filter((part) => part !== null).join(' '));
}

/** A summary as version 1 stored it. */
function v1Record(fields: Record<string, unknown> & { id: number }, generation: number, firstSeenAt: number): StoredJob {
  const summary = makeSummary(fields, firstSeenAt);
  return { ...summary, searchText: v1SearchText(summary), generation };
}

async function createV1Database(name: string, records: readonly unknown[], version = 1): Promise<void> {
  // Version 2 changed records, not the schema: a v2 database is v1's stores at version 2.
  const db = await openDB(name, version, { upgrade: (database) => upgradeToV1(database as unknown as IDBPDatabase) });
  const tx = db.transaction('jobs', 'readwrite');
  for (const record of records) void tx.store.put(record);
  await tx.done;
  expect(db.version).toBe(version);
  db.close();
}

async function readAll(name: string): Promise<{ version: number; records: StoredJob[]; indexes: string[]; jobCount: unknown }> {
  const db = await openDB(name);
  const tx = db.transaction('jobs');
  const records = (await tx.store.getAll()) as StoredJob[];
  const indexes = [...tx.store.indexNames].sort();
  const jobCount: unknown = db.objectStoreNames.contains('meta') ? await db.get('meta', 'jobCount') : undefined;
  db.close();
  return { version: db.version, records, indexes, jobCount };
}

const open: FeedIndex[] = [];
afterEach(() => {
  for (const index of open.splice(0)) index.close();
});

async function openCurrent(name: string): Promise<FeedIndex> {
  const index = await FeedIndex.open(name);
  open.push(index);
  return index;
}

const CATEGORISED = v1Record(
  {
    id: 101,
    title: 'Data Engineer',
    employer: 'Acme',
    city: 'Utrecht',
    category: 'ICT',
    url: 'https://www.linkedin.com/jobs/view/3912345678/',
    publishDate: '2026-03-02T09:00:00Z',
    client: { jobCategories: [{ name: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' }] },
  },
  3,
  1_000,
);
/** A category without the feed's labels: the search text takes its code, in words. */
const ENUM_ONLY = v1Record(
  { id: 102, title: 'Verpleegkundige', employer: 'Acme', category: 'HEALTHCARE', publishDate: '2026-03-03T09:00:00Z' },
  3,
  2_000,
);
const UNCATEGORISED = v1Record(
  { id: 103, title: 'Projectleider', location: 'Zwolle', url: 'https://example.org/vacature/103', publishDate: '2026-03-01T09:00:00Z' },
  2,
  3_000,
);
const V1_RECORDS = [CATEGORISED, ENUM_ONLY, UNCATEGORISED];

describe('feed index v1 → current', () => {
  it('is at version 3, and v1 search text lacks the category', () => {
    expect(FEED_INDEX_VERSION).toBe(3);
    expect(CATEGORISED.searchText).toBe('data engineer acme utrecht');
    expect(searchTextOf(CATEGORISED)).toBe('data engineer acme utrecht it & digital ict & digitaal ict');
  });

  it('keeps every record and its indexes, backfilling the search text', async () => {
    const name = freshDbName();
    await createV1Database(name, V1_RECORDS);
    const index = await openCurrent(name);
    expect(await index.count()).toBe(3);
    index.close();
    open.pop();

    const { version, records, indexes, jobCount } = await readAll(name);
    expect(version).toBe(3);
    expect(indexes).toEqual(['generation', 'normalizedUrl', 'postingKey']);
    expect(jobCount).toBe(3);
    expect(records).toHaveLength(V1_RECORDS.length);
    for (const before of V1_RECORDS) {
      const after = records.find((record) => record.id === before.id)!;
      // Everything v1 stored is kept as it was (generation and firstSeenAt included)...
      expect({ ...after, searchText: before.searchText }).toEqual(before);
      // ...and the search text now is what a v2 sync would write.
      expect(after.searchText).toBe(searchTextOf(before));
      expect(after.searchText.startsWith(before.searchText)).toBe(true);
    }
    expect(records.find((record) => record.id === 101)!.searchText).toContain('ict & digitaal');
    expect(records.find((record) => record.id === 103)!.searchText).toBe(UNCATEGORISED.searchText);
  });

  it('serves the v1 records through the current code: matching, counts, sweep and category search', async () => {
    const name = freshDbName();
    await createV1Database(name, V1_RECORDS);
    const index = await openCurrent(name);
    const strip = ({ generation: _generation, ...summary }: StoredJob) => summary;

    expect(await index.findByPostingKey('linkedin:3912345678')).toMatchObject({ id: 101 });
    expect(await index.findByNormalizedUrl('example.org/vacature/103')).toMatchObject({ id: 103 });
    expect(await index.get(102)).toEqual({ ...strip(ENUM_ONLY), searchText: searchTextOf(ENUM_ONLY) });
    expect(await index.countFirstSeenAfter(1_500)).toBe(2);

    // The v2 step at work: the category, in either language, finds the jobs indexed under v1.
    const search = async (query: string) => (await index.search({ query, filters: {}, offset: 0, limit: 10 })).jobs.map((job) => job.id);
    expect(await search('digitaal')).toEqual([101]);
    expect(await search('IT & digital')).toEqual([101]);
    expect(searchTextOf(ENUM_ONLY)).toBe('verpleegkundige acme healthcare');
    expect(await search('healthcare')).toEqual([102]);
    expect(await search('')).toEqual([102, 101, 103]);
    expect(await search('projectleider zwolle')).toEqual([103]);

    // Generations survive: a sweep after a full sync of generation 3 removes only the older job.
    expect(await index.sweep(3)).toBe(1);
    expect(await index.count()).toBe(2);
  });

  it('migrates a large v1 index whole', async () => {
    const name = freshDbName();
    const many = Array.from({ length: 2_500 }, (_, i) =>
      v1Record({ id: i + 1, title: `Job ${i + 1}`, category: i % 2 ? 'ICT' : null, publishDate: '2026-03-01T09:00:00Z' }, 1, i),
    );
    await createV1Database(name, many);
    const index = await openCurrent(name);
    expect(await index.count()).toBe(many.length);
    expect((await index.search({ query: 'job', filters: {}, offset: 0, limit: 1 })).matches).toBe(many.length);
    const withCategory = many.filter((job) => job.category !== null).length;
    expect(withCategory).toBe(1_250);
    expect((await index.search({ query: 'ict', filters: {}, offset: 0, limit: 1 })).matches).toBe(withCategory);
    // Each first seen at a time of its own (0 to 2,499): one count per time.
    expect(await index.countFirstSeenAfter(-1)).toBe(many.length);
    expect(await index.countFirstSeenAfter(1_999)).toBe(500);
  });

  it('keeps a record it cannot read as it was, and still upgrades', async () => {
    const name = freshDbName();
    const odd = {
      id: 500,
      recency: 'x|500',
      generation: 1,
      firstSeenAt: 1,
      searchText: 'odd',
      category: 'ICT',
      categoryLabel: { en: 5, nl: ['x'] },
    };
    await createV1Database(name, [...V1_RECORDS, odd]);
    const index = await openCurrent(name);
    expect(await index.count()).toBe(4);
    index.close();
    open.pop();
    const { version, records, jobCount } = await readAll(name);
    expect(version).toBe(3);
    expect(jobCount).toBe(4);
    expect(records.find((record) => record.id === 500)).toMatchObject({ id: 500, generation: 1, firstSeenAt: 1 });
  });

  it('opens an empty v1 database and a current one without change', async () => {
    const empty = freshDbName();
    await createV1Database(empty, []);
    expect(await (await openCurrent(empty)).count()).toBe(0);

    const current = freshDbName();
    const first = await openCurrent(current);
    await first.putMany([makeSummary({ id: 9, title: 'Tester', category: 'ICT' })], 1);
    first.close();
    open.pop();
    const again = await openCurrent(current);
    expect(await again.get(9)).toEqual(makeSummary({ id: 9, title: 'Tester', category: 'ICT' }));
  });
});

describe('feed index v2 → v3', () => {
  const V2_RECORDS = V1_RECORDS.map((record) => ({ ...record, searchText: searchTextOf(record) }));

  it('keeps every record as it was, drops two indexes and counts the jobs and their first-seen times once', async () => {
    const name = freshDbName();
    await createV1Database(name, V2_RECORDS, 2);
    const index = await openCurrent(name);
    expect(await index.count()).toBe(3);
    index.close();
    open.pop();
    const { version, records, indexes, jobCount } = await readAll(name);
    expect(version).toBe(3);
    expect(indexes).toEqual(['generation', 'normalizedUrl', 'postingKey']);
    expect(jobCount).toBe(3);
    expect(records.sort((a, b) => a.id - b.id)).toEqual(V2_RECORDS);
    const reopened = await openCurrent(name);
    // First seen at 1,000, 2,000 and 3,000.
    expect(await Promise.all([0, 1_000, 1_500, 2_999, 3_000].map((time) => reopened.countFirstSeenAfter(time)))).toEqual([3, 2, 2, 1, 0]);
  });

  it('serves the v2 records: newest first without the recency index, lookups, new jobs and sweeps counted', async () => {
    const name = freshDbName();
    await createV1Database(name, V2_RECORDS, 2);
    const index = await openCurrent(name);
    const search = async (query: string) => (await index.search({ query, filters: {}, offset: 0, limit: 10 })).jobs.map((job) => job.id);
    expect(await search('')).toEqual([102, 101, 103]);
    expect(await search('digitaal')).toEqual([101]);
    expect(await index.findByPostingKey('linkedin:3912345678')).toMatchObject({ id: 101 });
    await index.putMany([makeSummary({ id: 104, title: 'Nieuw', publishDate: '2026-03-04T09:00:00Z' }, 4_000)], 4);
    expect(await index.count()).toBe(4);
    expect(await search('')).toEqual([104, 102, 101, 103]);
    expect(await index.sweep(3)).toBe(1);
    expect(await index.count()).toBe(3);
    expect(await search('')).toEqual([104, 102, 101]);
    expect(await index.sweep(4)).toBe(2);
    expect(await index.count()).toBe(1);
    expect(await search('')).toEqual([104]);
  });
});

describe('searchTextOf (v2 search text)', () => {
  const base = { title: 'Café Manager', employer: null, location: 'Zürich', city: null, category: null, categoryLabel: null };

  it('keeps the v1 text for a job without a category', () => {
    expect(searchTextOf(base)).toBe('cafe manager zurich');
  });

  it('adds the feed labels and the code in words, each once', () => {
    expect(searchTextOf({ ...base, category: 'ICT', categoryLabel: { en: 'ICT', nl: 'ICT' } })).toBe('cafe manager zurich ict');
    expect(searchTextOf({ ...base, category: 'NOORD_HOLLAND_JOBS', categoryLabel: null })).toBe('cafe manager zurich noord holland jobs');
    expect(searchTextOf({ ...base, category: 'FINANCE', categoryLabel: { en: 'Finance', nl: 'Financiën' } })).toBe(
      'cafe manager zurich finance financien',
    );
  });

  it('reads damaged records without throwing', () => {
    const damaged = { ...base, title: 5, category: 'ICT', categoryLabel: 'x' } as unknown as Parameters<typeof searchTextOf>[0];
    expect(searchTextOf(damaged)).toBe('zurich ict');
    expect(searchTextOf({ ...base, title: null, location: null, category: '  ' })).toBe('');
  });
});
