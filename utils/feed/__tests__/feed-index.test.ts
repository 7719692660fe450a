import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedIndex, type SearchQuery } from '../feed-index';
import { ROWS_LOAD_MEASURE } from '../held-rows';
import { GROUPING_MEASURE } from '../search-rows';
import { FEED_INDEX_VERSION, UPGRADE_STEPS } from '../index-schema';
import { PACK_CHARS } from '../job-packs';
import type { JobSummary } from '../summary';
import { freshDbName, makeSummary, storedJobs } from './helpers';

let index: FeedIndex;
let name: string;

beforeEach(async () => {
  name = freshDbName();
  index = await FeedIndex.open(name);
});

afterEach(() => {
  index.close();
  vi.restoreAllMocks();
});

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T09:00:00Z`;

/** Jobs like `sample` that fill a pack (job-packs.ts packParts): about PACK_CHARS characters of their JSON. */
function jobsPerPack(sample: JobSummary): number {
  return Math.ceil(PACK_CHARS / JSON.stringify(sample).length);
}

function ids(jobs: readonly JobSummary[]): number[] {
  return jobs.map((job) => job.id);
}

async function searchIds(query: string, filters = {}, offset = 0, limit = 50): Promise<number[]> {
  return ids((await index.search({ query, filters, offset, limit })).jobs);
}

describe('FeedIndex storage', () => {
  it('creates the current version with the packed jobs, their ids index, heads and lookup records, the kept count, the statuses, the notes, the mutes and the saved searches', async () => {
    const db = await openDB(name);
    expect(db.version).toBe(FEED_INDEX_VERSION);
    expect(FEED_INDEX_VERSION).toBe(7);
    expect([...db.objectStoreNames].sort()).toEqual(['heads', 'lookups', 'meta', 'mutes', 'notes', 'packs', 'searches', 'statuses']);
    const tx = db.transaction('packs');
    expect([...tx.store.indexNames]).toEqual(['ids']);
    expect(tx.store.keyPath).toBe('key');
    expect(tx.store.autoIncrement).toBe(true);
    expect(await db.get('meta', 'jobCount')).toBe(0);
    db.close();
  });

  it('writes a page as packs of PACK_CHARS characters or more with a head each, and reads each job from its newest copy', async () => {
    const summary = (i: number) => makeSummary({ id: i + 1, title: `Job ${i + 1}`, url: `https://jobs.example.org/p/${i + 1}` });
    // Two packs' worth and 3 jobs: the 3 go into the second pack, not into one of their own.
    const page = Array.from({ length: 2 * jobsPerPack(summary(0)) + 3 }, (_, i) => summary(i));
    await index.putMany(page, 1);
    const db = await openDB(name);
    const packs = await db.getAll('packs');
    expect(packs).toHaveLength(2);
    expect(packs.flatMap((pack) => pack.ids)).toEqual(ids(page));
    for (const pack of packs) expect(pack.jobs.join('').length).toBeGreaterThanOrEqual(PACK_CHARS);
    expect((await db.getAll('heads')).map((head) => [head.key, head.ids.length])).toEqual(packs.map((pack) => [pack.key, pack.ids.length]));
    // One lookup record for the write, keyed by its first pack: a hash for each job's address (these
    // have no posting key), beside the pack that holds the job.
    const [lookups, ...more] = await db.getAll('lookups');
    expect(more).toEqual([]);
    expect(lookups!.key).toBe(packs[0]!.key);
    expect([...lookups!.packs]).toEqual(packs.map((pack) => pack.key));
    expect([...lookups!.ends]).toEqual([packs[0]!.ids.length, page.length]);
    expect(lookups!.hashes).toHaveLength(page.length);
    db.close();
    // Job 7 written again with another address: the new copy answers by id, by its new address,
    // and the old copy's address finds nothing, though the old pack still holds it.
    await index.putMany([makeSummary({ id: 7, title: 'Job 7 renamed', url: 'https://jobs.example.org/p/moved' })], 1);
    expect((await index.get(7))?.title).toBe('Job 7 renamed');
    expect((await index.findByNormalizedUrl('jobs.example.org/p/moved'))?.id).toBe(7);
    expect(await index.findByNormalizedUrl('jobs.example.org/p/7')).toBeNull();
    expect((await index.findByNormalizedUrl('jobs.example.org/p/8'))?.id).toBe(8);
    expect((await storedJobs(name)).get(7)?.title).toBe('Job 7 renamed');
    expect(await index.count()).toBe(page.length);
    // A full pass of generation 2 with some of the jobs: the packs of generation 1 go, every copy.
    await index.putMany(page.slice(0, 10), 2);
    expect(await index.sweep(2)).toBe(page.length - 10);
    const after = await openDB(name);
    expect((await after.getAll('packs')).map((pack) => pack.generation)).toEqual([2]);
    expect(await after.count('heads')).toBe(1);
    expect(await after.count('lookups')).toBe(1);
    after.close();
    expect(await index.get(7)).toMatchObject({ id: 7, title: 'Job 7' });
    expect(await index.get(11)).toBeNull();
  });

  it('keeps its count exact through new, rewritten and repeated jobs, sweeps and clearing', async () => {
    const expectCount = async (n: number) => {
      expect(await index.count()).toBe(n);
      expect((await storedJobs(name)).size).toBe(n);
      const db = await openDB(name);
      expect(await db.get('meta', 'jobCount')).toBe(n);
      db.close();
    };
    await index.putMany(
      [1, 2, 3].map((id) => makeSummary({ id })),
      1,
    );
    await expectCount(3);
    // A page in id order with known and new jobs, and one out of order with a job listed twice.
    await index.putMany(
      [2, 3, 4, 5].map((id) => makeSummary({ id })),
      2,
    );
    await expectCount(5);
    await index.putMany(
      [7, 1, 7, 6].map((id) => makeSummary({ id })),
      2,
    );
    await expectCount(7);
    await index.putMany([], 2);
    expect(await index.sweep(2)).toBe(0);
    await expectCount(7);
    await index.putMany(
      [1, 2].map((id) => makeSummary({ id })),
      3,
    );
    expect(await index.sweep(3)).toBe(5);
    await expectCount(2);
    index.close();
    index = await FeedIndex.open(name);
    await expectCount(2);
    await index.clear();
    await expectCount(0);
    await index.putMany([makeSummary({ id: 9 })], 4);
    await expectCount(1);
  });

  // With the search rows loaded, an incremental page learns which jobs are indexed from them
  // (pack-writes.ts); without, from the packs. Either way against a model of the first-seen times.
  // Rows let go past a limit of 3 jobs (held-rows.ts) are read again at the next search.
  it.each([
    ['read from the packs, then a table of them', false, false],
    ['known from the search rows', true, false],
    ['known from search rows let go and read again', true, true],
  ])(
    'keeps first-seen times and their counts as a model says, through writes, repeats, sweeps and clearing (%s)',
    async (_, withRows, letGo) => {
      if (letGo) {
        index.close();
        index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 3, idleMs: 0 });
      }
      let seed = withRows ? (letGo ? 37 : 29) : 11;
      const random = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
      /** Per job: its first-seen time, and the generation that last wrote it. */
      const model = new Map<number, { firstSeenAt: number; generation: number }>();
      const expectAsModel = async () => {
        const records = [...(await storedJobs(name)).values()];
        expect(new Map(records.map((record) => [record.id, record.firstSeenAt]))).toEqual(
          new Map([...model].map(([id, job]) => [id, job.firstSeenAt])),
        );
        expect(await index.count()).toBe(model.size);
        for (const time of [-1, 0, 100, 250, 399, 400, 10_000]) {
          expect(await index.countFirstSeenAfter(time), `after ${time}`).toBe(records.filter((record) => record.firstSeenAt > time).length);
        }
      };
      const search = () => index.search({ query: '', filters: {}, offset: 0, limit: 5 });
      if (withRows) await search();
      for (let generation = 1; generation <= 6; generation++) {
        for (let page = 0; page < 4; page++) {
          const size = 1 + random(6);
          const ids = Array.from({ length: size }, () => 1 + random(30));
          // Sometimes in id order (read as a range), sometimes not; repeats included.
          const inOrder = random(2) === 0 ? [...new Set(ids)].sort((a, b) => a - b) : ids;
          const firstSeenAt = 100 * (1 + random(4));
          await index.putMany(
            inOrder.map((id) => makeSummary({ id }, firstSeenAt)),
            generation,
          );
          for (const id of inOrder) model.set(id, { firstSeenAt: model.get(id)?.firstSeenAt ?? firstSeenAt, generation });
          // Sometimes the rows merge what was written, sometimes writes stay queued in them.
          if (withRows && random(2) === 0) await search();
        }
        await expectAsModel();
        if (generation % 2 === 0) {
          await index.sweep(generation);
          for (const [id, job] of model) if (job.generation < generation) model.delete(id);
        }
        await expectAsModel();
      }
      await index.clear();
      model.clear();
      await expectAsModel();
      expect(await index.countFirstSeenAfter(0)).toBe(0);
      await index.putMany([makeSummary({ id: 30 }, 100), makeSummary({ id: 1 }, 100)], 7);
      model.set(30, { firstSeenAt: 100, generation: 7 }).set(1, { firstSeenAt: 100, generation: 7 });
      await expectAsModel();
    },
  );

  it('learns of the jobs a write under way adds from the packs, not from rows that do not have them yet', async () => {
    await index.putMany([makeSummary({ id: 1 }, 100)], 1);
    await index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    // Both pages started at once: the second's ids lie far apart, as an incremental page's do.
    const first = index.putMany([makeSummary({ id: 50 }, 200)], 1);
    const second = index.putMany([makeSummary({ id: 50 }, 900), makeSummary({ id: 900 }, 900)], 1);
    await Promise.all([first, second]);
    expect(await index.get(50)).toMatchObject({ firstSeenAt: 200 });
    expect(await index.count()).toBe(3);
    expect(await index.countFirstSeenAfter(150)).toBe(2);
  });

  it('counts a page written behind a clearing as new jobs, and finds them in the search after', async () => {
    await index.putMany([makeSummary({ id: 1 }, 50)], 1);
    await index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    const clearing = index.clear();
    const writing = index.putMany([makeSummary({ id: 1 }, 100), makeSummary({ id: 900 }, 100)], 1);
    await Promise.all([clearing, writing]);
    expect(await index.get(1)).toMatchObject({ firstSeenAt: 100 });
    expect(await index.count()).toBe(2);
    expect(ids((await index.search({ query: '', filters: {}, offset: 0, limit: 5 })).jobs).sort((a, b) => a - b)).toEqual([1, 900]);
  });

  it('learns of the jobs indexed from the packs while the search rows are still being read', async () => {
    await index.putMany([makeSummary({ id: 1 }, 100)], 1);
    index.close();
    index = await FeedIndex.open(name);
    const searching = index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    await index.putMany([makeSummary({ id: 1 }, 900), makeSummary({ id: 900 }, 900)], 1);
    await searching;
    expect(await index.get(1)).toMatchObject({ firstSeenAt: 100 });
    expect(await index.count()).toBe(2);
  });

  it('counts the store itself when the kept count is missing, and leaves it missing', async () => {
    await index.putMany(
      [1, 2].map((id) => makeSummary({ id })),
      1,
    );
    const db = await openDB(name);
    await db.delete('meta', 'jobCount');
    db.close();
    expect(await index.count()).toBe(2);
    await index.putMany(
      [3].map((id) => makeSummary({ id })),
      1,
    );
    expect(await index.count()).toBe(3);
    expect(await index.sweep(2)).toBe(3);
    expect(await index.count()).toBe(0);
  });

  it('answers the job count while a page is being written, from what its own writes committed', async () => {
    await index.putMany(
      [1, 2].map((id) => makeSummary({ id })),
      1,
    );
    let written = false;
    const writing = index
      .putMany(
        [3, 4, 5].map((id) => makeSummary({ id })),
        1,
      )
      .then(() => (written = true));
    // The page's transaction is under way: the count committed, without waiting behind it.
    expect(await index.count()).toBe(2);
    expect(written).toBe(false);
    await writing;
    expect(await index.count()).toBe(5);
    // Another index on the same database (a worker started again) reads the kept count.
    const restarted = await FeedIndex.open(name);
    expect(await restarted.count()).toBe(5);
    restarted.close();
    await index.sweep(2);
    expect(await index.count()).toBe(0);
  });

  it('puts, gets and counts summaries, without the generation stamp', async () => {
    const summary = makeSummary({ id: 7, title: 'Tester' });
    await index.putMany([summary, makeSummary({ id: 8 })], 1);
    expect(await index.count()).toBe(2);
    expect(await index.get(7)).toEqual(summary);
    expect(await index.get(9)).toBeNull();
  });

  it('keeps the firstSeenAt of a job already indexed', async () => {
    await index.putMany([makeSummary({ id: 1, title: 'Old' }, 100)], 1);
    await index.putMany([makeSummary({ id: 1, title: 'New' }, 500), makeSummary({ id: 2 }, 500)], 2);
    expect(await index.get(1)).toMatchObject({ title: 'New', firstSeenAt: 100 });
    expect(await index.get(2)).toMatchObject({ firstSeenAt: 500 });
    expect(await index.countFirstSeenAfter(100)).toBe(1);
    expect(await index.countFirstSeenAfter(99)).toBe(2);
  });

  it('keeps the firstSeenAt of known jobs in pages in any order, and with gaps in their ids', async () => {
    await index.putMany([makeSummary({ id: 3 }, 100), makeSummary({ id: 10 }, 100)], 1);
    // Ascending with a gap: read as one id range; the job in the gap that is not in the page stays.
    await index.putMany([makeSummary({ id: 2 }, 700), makeSummary({ id: 10, title: 'Renamed' }, 700), makeSummary({ id: 11 }, 700)], 2);
    // Not in id order (an incremental page, by updatedDate): read job by job.
    await index.putMany([makeSummary({ id: 11 }, 900), makeSummary({ id: 3 }, 900)], 3);
    expect(await index.get(3)).toMatchObject({ firstSeenAt: 100 });
    expect(await index.get(10)).toMatchObject({ title: 'Renamed', firstSeenAt: 100 });
    expect(await index.get(2)).toMatchObject({ firstSeenAt: 700 });
    expect(await index.get(11)).toMatchObject({ firstSeenAt: 700 });
    expect(await index.count()).toBe(4);
  });

  it('sweeps the jobs of older generations only', async () => {
    await index.putMany(
      [1, 2, 3, 4].map((id) => makeSummary({ id })),
      1,
    );
    await index.putMany(
      [2, 4, 5].map((id) => makeSummary({ id })),
      2,
    );
    expect(await index.sweep(2)).toBe(2);
    expect(await index.count()).toBe(3);
    expect(await index.get(1)).toBeNull();
    expect(await index.get(2)).not.toBeNull();
    expect(await index.sweep(2)).toBe(0);
  });

  it('finds jobs by normalized url and posting key, the newest listing first', async () => {
    const url = 'https://www.linkedin.com/jobs/view/3912345678/';
    await index.putMany(
      [
        makeSummary({ id: 1, url, publishDate: day(1) }),
        makeSummary({ id: 2, url: `${url}?trk=x`, publishDate: day(3) }),
        makeSummary({ id: 3, url: 'https://example.org/job/3' }),
        makeSummary({ id: 4 }),
      ],
      1,
    );
    expect((await index.findByNormalizedUrl('linkedin.com/jobs/view/3912345678'))?.id).toBe(2);
    expect((await index.findByPostingKey('linkedin:3912345678'))?.id).toBe(2);
    expect((await index.findByNormalizedUrl('example.org/job/3'))?.id).toBe(3);
    expect(await index.findByNormalizedUrl('example.org/job/4')).toBeNull();
    expect(await index.findByPostingKey('indeed:0123456789abcdef')).toBeNull();
  });

  it('answers many addresses and posting keys in one lookup as it answers each alone', async () => {
    // Three packs; job 7 moved since (its old copy stays in its old pack); two jobs share address 20.
    const summary = (i: number) =>
      makeSummary({ id: i + 1, url: `https://www.linkedin.com/jobs/view/39${String(i + 1).padStart(8, '0')}/`, publishDate: day(1) });
    const page = Array.from({ length: 3 * jobsPerPack(summary(0)) + 30 }, (_, i) => summary(i));
    page.push(makeSummary({ id: 999, url: 'https://www.linkedin.com/jobs/view/3900000020/?trk=x', publishDate: day(5) }));
    await index.putMany(page, 1);
    await index.putMany([makeSummary({ id: 7, url: 'https://www.linkedin.com/jobs/view/3999999999/' })], 1);
    const numbers = ['3900000001', '3900000007', '3999999999', '3900000020', '3900000099', '3912345678', '3900000001'];
    const urls = numbers.map((n) => `linkedin.com/jobs/view/${n}`);
    const keys = numbers.map((n) => `linkedin:${n}`);
    const byUrl = await index.findByNormalizedUrls(urls);
    const byKey = await index.findByPostingKeys(keys);
    const alone = async (find: (key: string) => Promise<JobSummary | null>, list: string[]) =>
      new Map((await Promise.all(list.map(async (key) => [key, (await find(key))?.id] as const))).filter(([, id]) => id !== undefined));
    expect(new Map([...byUrl].map(([url, job]) => [url, job.id]))).toEqual(await alone((url) => index.findByNormalizedUrl(url), urls));
    expect(new Map([...byKey].map(([key, job]) => [key, job.id]))).toEqual(await alone((key) => index.findByPostingKey(key), keys));
    expect(Object.fromEntries([...byKey].map(([key, job]) => [key, job.id]))).toEqual({
      'linkedin:3900000001': 1,
      'linkedin:3999999999': 7,
      'linkedin:3900000020': 999,
      'linkedin:3900000099': 99,
    });
    expect(await index.findByPostingKeys([])).toEqual(new Map());
  });

  it('keeps the jobs across close and reopen', async () => {
    await index.putMany([makeSummary({ id: 1, title: 'Blijft' })], 1);
    index.close();
    index = await FeedIndex.open(name);
    expect(await index.get(1)).toMatchObject({ title: 'Blijft' });
    expect(await searchIds('blijft')).toEqual([1]);
  });

  it('clears everything', async () => {
    await index.putMany([makeSummary({ id: 1, title: 'Weg' })], 1);
    await index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    await index.clear();
    expect(await index.count()).toBe(0);
    expect(await index.search({ query: '', filters: {}, offset: 0, limit: 5 })).toEqual({
      jobs: [],
      matches: 0,
      worked: { done: 0, of: 0 },
      mutedOut: 0,
      mutedIds: [],
      boards: {},
    });
  });
});

describe("FeedIndex's snapshot with no search rows held", () => {
  const snapshotQuery = { query: '', filters: {}, offset: 0, limit: 20, grouping: 'if-built' } as const;
  const rowLoads = () => performance.getEntriesByName(ROWS_LOAD_MEASURE).length;
  /** The same search in a worker just started (its rows read from the index), as it was answered before the newest jobs were kept. */
  const fromRows = async (query: SearchQuery) => {
    const started = await FeedIndex.open(name);
    try {
      return await started.search(query);
    } finally {
      started.close();
    }
  };

  it('lists the newest jobs its writes kept, as rows would, without reading the rows; a mute, a query or a worker started reads them', async () => {
    index.close();
    // Rows let go after every write, however recently asked for; the index never cleared: its first
    // write, to an empty index, makes the newest jobs known.
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: -1 });
    const job = (id: number, generation = 1) =>
      makeSummary({ id, title: `Functie ${id} gen ${generation}`, employer: `Werkgever ${id % 7}`, publishDate: day(1 + ((id * 7) % 27)) });
    await index.putMany(
      Array.from({ length: 30 }, (_, i) => job(i + 1)),
      1,
    );
    await index.statuses.set(3, 'handled', 1);
    await index.statuses.set(99, 'notRelevant', 2);
    await index.statuses.set(5, 'shortlisted', 3);
    let loads = rowLoads();
    const snapshot = await index.search(snapshotQuery);
    expect(rowLoads()).toBe(loads);
    expect(snapshot.jobs).toHaveLength(20);
    expect(snapshot).toMatchObject({ matches: 30, worked: { done: 1, of: 30 } });
    expect(snapshot).toEqual(await fromRows(snapshotQuery));

    // A full pass writes 25 again, some with new dates, and sweeps the rest away.
    await index.putMany(
      Array.from({ length: 25 }, (_, i) => (i % 4 === 0 ? job(i + 1, 2) : makeSummary({ ...job(i + 1), publishDate: day(28) }))),
      2,
    );
    await index.sweep(2);
    loads = rowLoads();
    const swept = await index.search({ ...snapshotQuery, offset: 3, limit: 10 });
    expect(rowLoads()).toBe(loads);
    expect(swept.matches).toBe(25);
    expect(swept).toEqual(await fromRows({ ...snapshotQuery, offset: 3, limit: 10 }));

    const queried = { ...snapshotQuery, query: 'functie 1' };
    expect(await index.search(queried)).toEqual(await fromRows(queried));
    await index.mutes.add('employer', 'Werkgever 3', 4);
    const muted = await index.search(snapshotQuery);
    expect(muted.mutedOut).toBeGreaterThan(0);
    expect(muted).toEqual(await fromRows(snapshotQuery));

    // Cleared: known again, from nothing.
    await index.clear();
    await index.putMany([job(40), job(41)], 3);
    loads = rowLoads();
    const cleared = await index.search(snapshotQuery);
    expect(rowLoads()).toBe(loads);
    expect(cleared).toMatchObject({ matches: 2, worked: { done: 0, of: 2 } });
    expect(cleared).toEqual(await fromRows(snapshotQuery));
  });

  it('refreshes a blank list from the newest jobs while no rows are held, and from the rows, grouped once a question grouped them; facets likewise', async () => {
    index.close();
    // Rows let go after every write unless asked within the last minute.
    let clock = 0;
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const refresh = { query: '', filters: {}, offset: 0, limit: 20, grouping: 'if-held' } as const;
    const question = { ...refresh, grouping: 'build' } as const;
    // Two postings of one vacancy on two boards, and eight more jobs.
    const vacancy = { title: 'Verpleegkundige', employer: 'Zorggroep Oost', city: 'Deventer', publishDate: day(20) };
    await index.putMany(
      [
        makeSummary({
          ...vacancy,
          id: 1,
          url: 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/verpleegkundige',
        }),
        makeSummary({ ...vacancy, id: 2, url: 'https://www.linkedin.com/jobs/view/3912345678/' }),
        ...Array.from({ length: 8 }, (_, i) =>
          makeSummary({ id: 10 + i, title: `Functie ${i}`, province: 'UTRECHT', publishDate: day(1 + i) }),
        ),
      ],
      1,
    );
    await index.search(question);
    clock += 120_000;
    // The next write lets the unasked rows go; a refresh and the facets leave them unread.
    await index.putMany([makeSummary({ id: 30, title: 'Nieuw', province: 'DRENTHE', publishDate: day(25) })], 1);
    const loads = performance.getEntriesByName(ROWS_LOAD_MEASURE).length;
    expect(await index.facets(true)).toBeNull();
    const refreshed = await index.search(refresh);
    expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads);
    expect(refreshed.jobs.map((job) => job.id)).toEqual([30, 2, 1, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(refreshed.matches).toBe(11);
    // A query refreshed is a question still.
    expect((await index.search({ ...refresh, query: 'functie 3' })).jobs.map((job) => job.id)).toEqual([13]);
    expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads + 1);
    // Rows held, read again by that refresh: a refresh builds no grouping, so the vacancy's two rows stay
    // apart until a question groups them; then a refresh is the question's answer, the vacancy one row.
    expect(ids((await index.search(refresh)).jobs)).toEqual([30, 2, 1, 17, 16, 15, 14, 13, 12, 11, 10]);
    const grouped = await index.search(question);
    const held = await index.search(refresh);
    expect(held).toEqual(grouped);
    expect(held.jobs.map((job) => job.id)).toEqual([30, 2, 17, 16, 15, 14, 13, 12, 11, 10]);
    // A job whose keys changed leaves the grouping to build again: a question builds it, a refresh does not.
    const builds = () => performance.getEntriesByName(GROUPING_MEASURE).length;
    await index.putMany([makeSummary({ id: 17, title: 'Functie zeven', province: 'UTRECHT', publishDate: day(8) })], 1);
    const before = builds();
    await index.search(refresh);
    expect(builds()).toBe(before);
    await index.search(question);
    expect(builds()).toBe(before + 1);
    expect((await index.facets(true))?.provinces).toEqual(['DRENTHE', 'UTRECHT']);
    expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads + 1);
  });

  it('runs the alerts over the jobs first seen since the oldest search, read from the packs when no rows are held, as over the rows', async () => {
    index.close();
    let clock = 0;
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const job = (id: number, title: string, employer: string, d: number, seen: number) =>
      makeSummary({ id, title, employer, publishDate: day(d) }, seen);
    // The first load (never news), then two pages of a sync: a job changed (5) keeps its first-seen
    // time, and 30, changed again in the second page (no longer a Java job), is read from that copy.
    await index.putMany(
      Array.from({ length: 20 }, (_, i) => job(i + 1, i % 2 ? 'Java developer' : 'Verpleegkundige', `Werkgever ${i}`, 1, 0)),
      1,
    );
    await index.search({ query: 'java', filters: {}, offset: 0, limit: 20 });
    clock += 120_000;
    await index.putMany(
      [
        job(5, 'Java lead', 'Werkgever 4', 2, 2_000),
        job(30, 'Java', 'Alfa BV', 10, 2_000),
        job(31, 'Java developer', 'Alfa BV', 11, 2_000),
        job(32, 'Developer', 'Bravo BV', 12, 2_000),
        job(36, 'Developer', 'Alfa BV', 9, 2_000),
        job(33, 'Java developer', 'Muted BV', 15, 2_000),
      ],
      1,
    );
    await index.putMany([job(35, 'Java developer', 'Charlie BV', 14, 4_000), job(30, 'Verpleegkundige', 'Alfa BV', 10, 4_000)], 1);
    await index.mutes.add('employer', 'Muted BV', 3_000);
    const saved = (id: string, query: string, createdAt: number, since: number, more = {}) => ({
      ...{ id, name: id, query, filters: {}, alerts: true, perEmployer: false, createdAt, since, unseen: [] as number[] },
      ...more,
    });
    const searches = [
      saved('developer', 'developer', 1, 1_000, { perEmployer: true }),
      saved('java', 'java', 2, 1_000),
      saved('later', 'java', 3, 3_000),
      saved('off', 'developer', 4, 500, { alerts: false }),
    ];
    await index.searches.putAll(searches);
    const loads = performance.getEntriesByName(ROWS_LOAD_MEASURE).length;
    expect(await index.facets(true)).toBeNull();
    const fromPacks = await index.evaluateAlerts(10_000);
    await fromPacks.saved;
    expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads);
    expect(fromPacks.found.map(({ search, fresh }) => [search.id, fresh])).toEqual([['developer', [35, 32, 31]]]);
    const kept = await index.searches.list();
    expect(kept.map((search) => [search.id, search.since, search.unseen])).toEqual([
      ['developer', 4_000, [35, 32, 31]],
      ['java', 4_000, []],
      ['later', 4_000, []],
      ['off', 4_000, []],
    ]);
    // With the rows held (a question read them), the same evaluation finds the same.
    await index.searches.putAll(searches);
    await index.search({ query: '', filters: {}, offset: 0, limit: 20 });
    const fromRows = await index.evaluateAlerts(10_000);
    await fromRows.saved;
    expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads + 1);
    expect(fromRows.found).toEqual(fromPacks.found);
    expect(await index.searches.list()).toEqual(kept);
  });

  it('keeps the matches closed when they came, and announces one read from its pack once its copy is open, after a restart', async () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const job = (id: number, status: string, d: number, seen: number) =>
      makeSummary(
        { id, title: 'Java developer', employer: `Werkgever ${id}`, status, publishDate: day(d), closingDate: '2026-12-31T00:00:00.000Z' },
        seen,
      );
    await index.putMany([job(1, 'OPEN', 1, 0)], 1);
    await index.searches.putAll([
      { id: 'java', name: 'Java', query: 'java', filters: {}, alerts: true, perEmployer: false, createdAt: 1, since: 1_000, unseen: [] },
    ]);
    await index.putMany([job(40, 'CLOSED', 2, 2_000), job(41, 'FILLED', 3, 2_000)], 1);
    const first = await index.evaluateAlerts(now);
    await first.saved;
    expect(first.found).toEqual([]);
    expect(await index.searches.list()).toMatchObject([{ since: 2_000, unseen: [], closedOut: [41, 40] }]);
    // A worker started again: no rows held, what the search keeps read from the database.
    index.close();
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    await index.putMany([job(40, 'OPEN', 2, 2_000)], 2);
    expect(await index.facets(true)).toBeNull();
    const second = await index.evaluateAlerts(now + 1_000);
    await second.saved;
    expect(second.found.map(({ search, fresh }) => [search.id, fresh])).toEqual([['java', [40]]]);
    expect(await index.searches.list()).toMatchObject([{ since: 2_000, unseen: [40], closedOut: [41] }]);
    const third = await index.evaluateAlerts(now + 2_000);
    await third.saved;
    expect(third.found).toEqual([]);
  });

  it("leaves out of the alerts a job marked handled or not relevant, read from its pack or held, by the marks' own store", async () => {
    const job = (id: number, seen: number) =>
      makeSummary({ id, title: 'Java developer', employer: `Werkgever ${id}`, publishDate: day(id % 28) }, seen);
    await index.putMany([job(1, 0)], 1);
    const searches = [
      { id: 'java', name: 'Java', query: 'java', filters: {}, alerts: true, perEmployer: false, createdAt: 1, since: 1_000, unseen: [] },
    ];
    await index.searches.putAll(searches);
    await index.putMany([job(40, 2_000), job(41, 2_000), job(42, 2_000)], 1);
    await index.statuses.set(40, 'notRelevant', 1);
    await index.statuses.set(41, 'handled', 1);
    await index.statuses.set(42, 'shortlisted', 1);
    // A worker started again: no rows held, the jobs read from their packs, the marks from their store.
    index.close();
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    expect(await index.facets(true)).toBeNull();
    const fromPacks = await index.evaluateAlerts(10_000);
    await fromPacks.saved;
    expect(fromPacks.found.map(({ search, fresh }) => [search.id, fresh])).toEqual([['java', [42]]]);
    expect(await index.searches.list()).toMatchObject([{ since: 2_000, unseen: [42] }]);
    // The rows held, the same.
    await index.searches.putAll(searches);
    await index.search({ query: '', filters: {}, offset: 0, limit: 20 });
    const fromRows = await index.evaluateAlerts(10_000);
    await fromRows.saved;
    expect(fromRows.found).toEqual(fromPacks.found);
  });
});

describe('FeedIndex search', () => {
  beforeEach(async () => {
    await index.putMany(
      [
        makeSummary({
          id: 1,
          title: 'Java Developer',
          employer: 'Acme',
          city: 'Utrecht',
          province: 'UTRECHT',
          category: 'ICT',
          hoursMinimum: 32,
          hoursMaximum: 40,
          publishDate: day(1),
        }),
        makeSummary({
          id: 2,
          title: 'Financieel Adviseur',
          employer: 'Gemeente Zwolle',
          city: 'Zwolle',
          province: 'OVERIJSSEL',
          category: 'FINANCE',
          hoursMinimum: 16,
          hoursMaximum: 24,
          publishDate: day(5),
        }),
        makeSummary({
          id: 3,
          title: 'Café Manager',
          employer: 'Horeca BV',
          location: 'Den Haag',
          province: 'ZUID_HOLLAND',
          category: 'HORECA',
          hoursMinimum: 40,
          publishDate: day(3),
        }),
        makeSummary({
          id: 4,
          title: 'Senior Java Engineer',
          employer: 'Beta',
          city: 'Utrecht',
          province: 'UTRECHT',
          category: 'ICT',
          employmentType: 'INTERIM',
          seniorityLevel: 'SENIOR',
          freelancerAllowed: 'YES',
          publishDate: day(2),
        }),
        makeSummary({
          id: 5,
          title: 'Projectleider',
          employer: null,
          province: null,
          hoursMaximum: 8,
          publishDate: null,
          createdDate: day(9),
        }),
      ],
      1,
    );
  });

  it('lists newest first with paging and the number of matches', async () => {
    expect(await searchIds('')).toEqual([2, 3, 4, 1, 5]);
    expect(await index.search({ query: '', filters: {}, offset: 1, limit: 2 })).toMatchObject({ matches: 5, jobs: [{ id: 3 }, { id: 4 }] });
    expect(await index.search({ query: '', filters: {}, offset: 10, limit: 2 })).toEqual({
      jobs: [],
      matches: 5,
      worked: { done: 0, of: 5 },
      mutedOut: 0,
      mutedIds: [],
      boards: {},
    });
  });

  it('matches every term anywhere in title, employer, location and city', async () => {
    expect(await searchIds('java')).toEqual([4, 1]);
    expect(await searchIds('  JAVA   utrecht ')).toEqual([4, 1]);
    expect(await searchIds('java beta')).toEqual([4]);
    expect(await searchIds('den haag')).toEqual([3]);
    expect(await searchIds('java zwolle')).toEqual([]);
    expect(await searchIds('dev')).toEqual([1]);
  });

  it('ignores diacritics and case on both sides', async () => {
    expect(await searchIds('cafe')).toEqual([3]);
    expect(await searchIds('CAFÉ')).toEqual([3]);
    expect(await searchIds('financiëel')).toEqual([2]);
  });

  it('finds a job by its category: the feed labels in either language, or the code in words', async () => {
    await index.putMany(
      [
        makeSummary({
          id: 6,
          title: 'Data Engineer',
          category: 'ICT',
          client: { jobCategories: [{ name: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' }] },
          publishDate: day(4),
        }),
        makeSummary({ id: 7, title: 'Verpleegkundige', category: 'HEALTHCARE', publishDate: day(6) }),
      ],
      1,
    );
    expect(await searchIds('digitaal')).toEqual([6]);
    expect(await searchIds('IT & digital')).toEqual([6]);
    expect(await searchIds('healthcare')).toEqual([7]);
    expect(await searchIds('finance')).toEqual([2]);
  });

  it('filters by the listed values; a job without the value is left out', async () => {
    expect(await searchIds('', { provinces: ['UTRECHT'] })).toEqual([4, 1]);
    expect(await searchIds('', { provinces: ['UTRECHT', 'OVERIJSSEL'], categories: ['FINANCE'] })).toEqual([2]);
    expect(await searchIds('', { employmentTypes: ['INTERIM'], seniorityLevels: ['SENIOR'], freelancerAllowed: ['YES'] })).toEqual([4]);
    expect(await searchIds('', { provinces: [] })).toEqual([2, 3, 4, 1, 5]);
    expect(await searchIds('java', { categories: ['HORECA'] })).toEqual([]);
  });

  it('filters by overlapping hours; a bound the job does not state excludes nothing', async () => {
    // Job hours: 1 [32,40], 2 [16,24], 3 [40,–], 4 [–,–], 5 [–,8].
    expect(await searchIds('', { hoursMin: 36, hoursMax: 40 })).toEqual([3, 4, 1]);
    expect(await searchIds('', { hoursMin: 20, hoursMax: null })).toEqual([2, 3, 4, 1]);
    expect(await searchIds('', { hoursMin: null, hoursMax: 10 })).toEqual([4, 5]);
    expect(await searchIds('', { hoursMin: 25, hoursMax: 31 })).toEqual([4]);
  });

  it('hides closed jobs on request, by the one open-or-closed rule', async () => {
    const now = Date.parse('2026-03-20T12:00:00Z');
    await index.putMany(
      [
        makeSummary({ id: 11, title: 'Closing later', status: 'OPEN', closingDate: '2026-03-25T12:00:00Z', publishDate: day(10) }),
        makeSummary({ id: 12, title: 'Closed by date', status: 'OPEN', closingDate: '2026-03-19T12:00:00Z', publishDate: day(11) }),
        makeSummary({ id: 13, title: 'Closed by status', status: 'Closed', closingDate: '2026-04-30T12:00:00Z', publishDate: day(12) }),
        makeSummary({ id: 14, title: 'On hold', status: 'ON_HOLD', closingDate: null, publishDate: day(13) }),
      ],
      1,
    );
    const ids = async (hideClosed: boolean | undefined) =>
      (await index.search({ query: '', filters: hideClosed === undefined ? {} : { hideClosed }, offset: 0, limit: 50, now })).jobs.map(
        (job) => job.id,
      );
    // Jobs 1–5 have neither a status nor a closing date: open.
    expect(await ids(true)).toEqual([14, 11, 2, 3, 4, 1, 5]);
    expect(await ids(false)).toEqual([14, 13, 12, 11, 2, 3, 4, 1, 5]);
    expect(await ids(undefined)).toEqual(await ids(false));
    expect((await index.search({ query: 'closed', filters: { hideClosed: true }, offset: 0, limit: 50, now })).matches).toBe(0);
  });

  it('finds only the jobs first seen after a time ("new since my last visit"), kept first-seen times included', async () => {
    await index.putMany([makeSummary({ id: 21, title: 'Came later', publishDate: day(14) }, 9_000)], 1);
    await index.putMany([makeSummary({ id: 22, title: 'Came much later', publishDate: day(15) }, 20_000)], 1);
    // Seen again later: still first seen at 9,000.
    await index.putMany([makeSummary({ id: 21, title: 'Came later', publishDate: day(14) }, 30_000)], 1);
    const seen = async (seenAfter: number | null) =>
      (await index.search({ query: '', filters: { seenAfter }, offset: 0, limit: 50 })).jobs.map((job) => job.id);
    expect(await seen(8_000)).toEqual([22, 21]);
    expect(await seen(9_000)).toEqual([22]);
    expect(await seen(25_000)).toEqual([]);
    expect((await seen(null)).length).toBe((await index.search({ query: '', filters: {}, offset: 0, limit: 50 })).jobs.length);
  });

  it("keeps the recruiter's marks through syncs and sweeps, hides done jobs on request, and clears them with the index", async () => {
    await index.statuses.set(2, 'shortlisted', 1);
    await index.statuses.set(3, 'handled', 2);
    await index.statuses.set(4, 'notRelevant', 3);
    await index.statuses.set(77, 'handled', 4);
    // A sync writes the jobs again and sweeps one away: the marks stay, the gone job's too.
    await index.putMany([makeSummary({ id: 2, title: 'Rewritten', publishDate: day(2) })], 2);
    await index.sweep(2);
    expect(await index.statuses.of([1, 2, 3, 4, 77])).toEqual({ 2: 'shortlisted', 3: 'handled', 4: 'notRelevant', 77: 'handled' });
    await index.putMany(
      [1, 3, 4].map((id) => makeSummary({ id, title: `Job ${id}`, publishDate: day(id) })),
      2,
    );
    expect(await searchIds('', { hideDone: true })).not.toContain(3);
    expect(await searchIds('', { hideDone: true })).not.toContain(4);
    expect(await searchIds('', { hideDone: true })).toContain(2);
    expect(await searchIds('', { hideDone: false })).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    // The queue's progress counts the done jobs whether they are listed or hidden; 77 is not in the feed.
    const shown = await index.search({ query: '', filters: {}, offset: 0, limit: 1 });
    const hidden = await index.search({ query: '', filters: { hideDone: true }, offset: 0, limit: 10 });
    expect(shown.worked).toEqual({ done: 2, of: shown.matches });
    expect(hidden.worked).toEqual(shown.worked);
    expect(hidden.matches).toBe(shown.matches - 2);
    expect((await index.search({ query: 'Job 3', filters: {}, offset: 0, limit: 10 })).worked).toEqual({ done: 1, of: 1 });
    await index.statuses.set(3, null, 5);
    expect(await searchIds('', { hideDone: true })).toContain(3);
    // Notes too: kept through a sync and a sweep, a blank one removed.
    await index.notes.set('job:3', 'Gebeld, terugbellen vrijdag', 6);
    await index.notes.set('employer:kpn', 'Raamcontract', 6);
    await index.putMany([makeSummary({ id: 3, title: 'Job 3 again', publishDate: day(3) })], 3);
    await index.sweep(3);
    expect(await index.notes.of(['job:3', 'employer:kpn', 'job:4'])).toEqual({
      'job:3': 'Gebeld, terugbellen vrijdag',
      'employer:kpn': 'Raamcontract',
    });
    await index.notes.set('employer:kpn', '   ', 7);
    expect(await index.notes.of(['employer:kpn'])).toEqual({});
    // Read again from the database, as after a worker restart.
    const again = await FeedIndex.open(name);
    expect(await again.statuses.of([2, 3, 4, 77])).toEqual({ 2: 'shortlisted', 4: 'notRelevant', 77: 'handled' });
    again.close();
    await index.clear();
    expect(await index.statuses.of([2, 4, 77])).toEqual({});
    expect(await index.notes.of(['job:3'])).toEqual({});
  });

  it('keeps the saved searches oldest first, answers them from memory once read, and writes each change through', async () => {
    const saved = (id: string, createdAt: number) => ({
      id,
      name: id,
      query: id,
      filters: {},
      alerts: true,
      perEmployer: false,
      createdAt,
      since: 0,
      unseen: [] as number[],
    });
    await index.searches.putAll([saved('b', 2), saved('a', 1), saved('c', 2)]);
    expect((await index.searches.list()).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    await index.searches.putAll([{ ...saved('b', 2), unseen: [7] }]);
    await index.searches.remove('c');
    expect(await index.searches.get('b')).toMatchObject({ unseen: [7] });
    // What another reader of the database finds, as after a worker restart: every change was written.
    const again = await FeedIndex.open(name);
    expect(await again.searches.list()).toEqual(await index.searches.list());
    expect((await again.searches.list()).map((s) => [s.id, s.unseen])).toEqual([
      ['a', []],
      ['b', [7]],
    ]);
    again.close();
    await index.clear();
    expect(await index.searches.list()).toEqual([]);
    const cleared = await FeedIndex.open(name);
    expect(await cleared.searches.list()).toEqual([]);
    cleared.close();
  });

  it('offers the values present as facets, sorted, with category labels', async () => {
    await index.putMany(
      [
        makeSummary({
          id: 6,
          category: 'ICT',
          client: { jobCategories: [{ name: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' }] },
          publishDate: day(4),
        }),
      ],
      1,
    );
    expect(await index.facets()).toEqual({
      provinces: ['OVERIJSSEL', 'UTRECHT', 'ZUID_HOLLAND'],
      categories: [
        { value: 'FINANCE', en: null, nl: null },
        { value: 'HORECA', en: null, nl: null },
        { value: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' },
      ],
      employmentTypes: ['INTERIM'],
      seniorityLevels: ['SENIOR'],
      freelancerAllowed: ['YES'],
    });
  });

  it('sees writes and sweeps made after the rows in memory were loaded', async () => {
    expect(await searchIds('')).toEqual([2, 3, 4, 1, 5]);
    await index.putMany(
      [makeSummary({ id: 1, title: 'Kotlin Developer', publishDate: day(8) }), makeSummary({ id: 7, title: 'Nieuw', publishDate: day(4) })],
      2,
    );
    expect(await searchIds('')).toEqual([1, 2, 7, 3, 4, 5]);
    expect(await searchIds('java')).toEqual([4]);
    expect(await searchIds('kotlin')).toEqual([1]);
    await index.putMany([makeSummary({ id: 2, publishDate: day(5) })], 2);
    expect(await index.sweep(2)).toBe(3);
    expect(await searchIds('')).toEqual([1, 2, 7]);
    expect((await index.facets())?.provinces).toEqual([]);
  });

  it('keeps writes that land while the rows in memory load', async () => {
    const loading = index.search({ query: '', filters: {}, offset: 0, limit: 50 });
    const writing = index.putMany(
      [
        makeSummary({ id: 9, title: 'Tussendoor', publishDate: day(20) }),
        makeSummary({ id: 3, title: 'Anders', publishDate: '2026-02-01T00:00:00Z' }),
      ],
      1,
    );
    await Promise.all([loading, writing]);
    expect(await searchIds('')).toEqual([9, 2, 4, 1, 3, 5]);
    expect(await searchIds('tussendoor')).toEqual([9]);
    expect(await searchIds('cafe')).toEqual([]);
  });
});

describe('FeedIndex at 100,000 jobs', () => {
  it('finds every job by url and key among 100,000 and searches as the user types', async () => {
    const N = 100_000;
    const base = makeSummary({ id: 1, url: 'https://example.org/v/1', province: 'UTRECHT', category: 'ICT' });
    for (let start = 1; start <= N; start += 2000) {
      const page: JobSummary[] = [];
      for (let id = start; id < start + 2000; id++) {
        page.push({
          ...base,
          id,
          title: `Developer ${id}`,
          normalizedUrl: `example.org/v/${id}`,
          postingKey: `demo:${id}`,
          employer: 'Acme',
          location: null,
          city: id % 2 ? 'Utrecht' : 'Zwolle',
          recency: `2026-01-01T00:00:00.000Z|${String(id).padStart(16, '0')}`,
        });
      }
      await index.putMany(page, 1);
    }
    // Speed is measured by `npm run bench` (lookup p95); here, that every lookup finds its job.
    for (let i = 0; i < 400; i++) {
      const id = ((i * 7919) % N) + 1;
      const found = i % 2 ? await index.findByNormalizedUrl(`example.org/v/${id}`) : await index.findByPostingKey(`demo:${id}`);
      expect(found?.id).toBe(id);
    }

    expect((await index.search({ query: '', filters: {}, offset: 0, limit: 1 })).jobs[0]?.id).toBe(N);
    for (const query of ['d', 'de', 'dev', 'deve', 'developer 9', 'developer 99 zw']) {
      const result = await index.search({ query, filters: { provinces: ['UTRECHT'] }, offset: 0, limit: 50 });
      expect(result.matches).toBeGreaterThan(0);
    }
  }, 120_000);
});
