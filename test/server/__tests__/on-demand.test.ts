/**
 * Jobs generated on demand: the store answers every query shape as filtering, sorting and slicing
 * all the rows in memory would (before and after tests change jobs), holds a million jobs without
 * their rows, and finds the 1% of them marked changed for a delta sync.
 */
import { describe, expect, it } from 'vitest';
import { comparatorFor, parseQuery } from '../criteria.ts';
import { DAY_MS, generateRows, type JobRow } from '../data.ts';
import { GeneratedRows } from '../seeded-rows.ts';
import { JobStore, type Dataset } from '../store.ts';
import { generateVacancyRows } from '../vacancies.ts';
import { call, start } from './helpers.ts';

/** Yesterday: seeded jobs are updated before it, jobs changed now after it. */
const ANCHOR = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS;
const BOARD = 'http://localhost:8788';
const options = (jobs: number, dataset: Dataset = 'default') => ({ jobs, seed: 42, anchorMs: ANCHOR, boardUrl: BOARD, dataset });
const iso = (ms: number) => new Date(ms).toISOString();

/** Every row in memory, answering a query as the store did before jobs were generated on demand. */
function inMemory(rows: readonly JobRow[], query: string, offset: number, limit: number) {
  const { predicates, sort } = parseQuery(new URLSearchParams(query));
  let matching = rows.filter((row) => predicates.every((p) => p(row)));
  if (!(sort.length === 0 || (sort.length === 1 && sort[0]!.field === 'id' && sort[0]!.direction === 1)))
    matching = [...matching].sort(comparatorFor(sort));
  return { total: matching.length, rows: matching.slice(offset, offset + limit) };
}

function queries(ids: readonly number[]): string[] {
  const middle = ids[Math.floor(ids.length / 2)]!;
  const filters = [
    '',
    `id.greaterThan=${middle}`,
    `id.greaterThan=0`,
    `id.greaterThan=${ids.at(-1)! + 5}`,
    `id.greaterThan=${ids[3]}&id.greaterThan=${ids[40]}`,
    `id.greaterThan=${ids[10]}&province.equals=UTRECHT`,
    `id.greaterThan=${ids[10]}&id.lessThanOrEqual=${middle}`,
    `id.lessThanOrEqual=${ids.at(-30)}`,
    `id.lessThanOrEqual=0`,
    `id.greaterThan=${middle}&id.lessThanOrEqual=${ids[10]}`,
    `id.greaterThan=${ids[10]}&id.lessThanOrEqual=${ids.at(-1)! + 3}&province.equals=UTRECHT`,
    `id.lessThanOrEqual=${middle}&id.lessThanOrEqual=${ids[30]}`,
    `id.lessThan=1001`,
    'title.contains=developer&employer.specified=true',
    'hoursMinimum.lessThan=10',
    'hoursMinimum.equals=32',
    'hoursMaximum.greaterThan=36',
    'hoursMaximum.lessThan=40',
    'salaryMaximum.lessThanOrEqual=100',
    'salaryMinimum.greaterThanOrEqual=5000',
    `updatedDate.greaterThan=${iso(ANCHOR)}`,
    `updatedDate.greaterThan=${iso(ANCHOR - 2 * DAY_MS)}`,
    `updatedDate.greaterThan=${iso(ANCHOR - 400 * DAY_MS)}`,
    `updatedDate.greaterThanOrEqual=${iso(ANCHOR - DAY_MS)}&status.equals=OPEN`,
    `publishDate.lessThanOrEqual=${iso(ANCHOR - 1_000 * DAY_MS)}`,
    `createdDate.equals=${iso(ANCHOR + DAY_MS)}`,
  ];
  const sorts = ['', 'sort=id,asc', 'sort=id,desc', 'sort=title,asc', 'sort=updatedDate,asc&sort=id,asc', 'sort=salaryMinimum,desc'];
  return filters.flatMap((filter) => sorts.map((sort) => [filter, sort].filter((part) => part !== '').join('&')));
}

const PAGES: [offset: number, limit: number][] = [
  [0, 20],
  [21, 7],
  [0, 5000],
  [2990, 100],
];

/** The store's answers to every query shape, against every row in memory (`rows`, in id order). */
function expectSameAnswers(store: JobStore, rows: readonly JobRow[], compareRows = true): void {
  const ids = rows.map((row) => row.id);
  expect(store.ids()).toEqual(ids);
  for (const query of queries(ids)) {
    const { predicates, sort } = parseQuery(new URLSearchParams(query));
    expect(store.count(predicates), query).toBe(inMemory(rows, query, 0, Infinity).total);
    for (const [offset, limit] of PAGES) {
      const expected = inMemory(rows, query, offset, limit);
      const got = store.list(predicates, sort, offset, limit);
      expect(got.total, `${query} ${offset}+${limit}`).toBe(expected.total);
      expect(
        got.rows.map((row) => row.id),
        `${query} ${offset}+${limit}`,
      ).toEqual(expected.rows.map((row) => row.id));
      if (compareRows) expect(got.rows, query).toEqual(expected.rows);
    }
  }
}

describe('jobs generated on demand', () => {
  it('are the rows generateRows draws, whichever is asked for first', () => {
    const rows = generateRows(options(10_000));
    const generated = new GeneratedRows(options(10_000));
    for (const position of [9_999, 4_096, 0, 8_191, 5_000]) expect(generated.rowAt(position)).toEqual(rows[position]);
    expect(Array.from({ length: rows.length }, (_, position) => generated.rowAt(position))).toEqual(rows);
    expect(generated.positionAbove(rows[1234]!.id)).toBe(1235);
    expect(generated.positionAbove(rows.at(-1)!.id)).toBe(10_000);
  });

  it('serve records byte for byte as built from the rows kept in memory', () => {
    const store = new JobStore(options(2000));
    const rows = generateRows(options(2000));
    expect(store.listJson(store.list([], [], 0, 2000).rows).toString('utf8')).toBe(JSON.stringify(rows.map((row) => store.build(row))));
  });

  it('answer every query shape as the rows in memory do', () => {
    expectSameAnswers(new JobStore(options(3000)), generateRows(options(3000)));
  });

  it('answer every query shape as the rows in memory do after jobs are changed, removed, added and touched', () => {
    const store = new JobStore(options(3000));
    const memory = new Map(generateRows(options(3000)).map((row) => [row.id, row]));
    const ids = [...memory.keys()];
    const mirror = (id: number) => memory.set(id, store.row(id)!);
    store.update(ids[5]!, { title: 'Hernoemd', hoursMinimum: 8 });
    store.update(ids[2500]!, { province: 'UTRECHT', salaryMinimum: null });
    [5, 2500].forEach((n) => mirror(ids[n]!));
    for (const n of [0, 7, 1500, 2999]) {
      store.remove(ids[n]!);
      memory.delete(ids[n]!);
    }
    const gap = ids.find((id, n) => n > 100 && ids[n + 1]! > id + 1)! + 1;
    for (const patch of [
      { id: gap, title: 'Tussendoor' },
      { title: 'Achteraan' },
      { id: ids[7]!, title: 'Terug' },
      { id: 3, title: 'Vooraan' },
    ])
      mirror(store.add(patch).id as number);
    expect(store.touch(50).touched).toBe(Math.floor(memory.size / 50));
    for (const id of memory.keys()) mirror(id);
    expectSameAnswers(
      store,
      [...memory.values()].sort((a, b) => a.id - b.id),
    );
    store.reset();
    expectSameAnswers(store, generateRows(options(3000)));
  });

  it('leave the vacancies dataset answering as its rows in memory do', () => {
    const store = new JobStore(options(1500, 'vacancies'));
    const { rows } = generateVacancyRows(options(1500, 'vacancies'));
    expectSameAnswers(store, rows, false);
    store.remove(rows[3]!.id);
    expectSameAnswers(store, rows.toSpliced(3, 1), false);
  });
});

describe('a million jobs', () => {
  it('are served by id cursor and as a 1% delta from a small heap, without their rows', () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const store = new JobStore(options(1_000_000));
    expect(store.size).toBe(1_000_000);
    let after = 0;
    for (let page = 0; page < 3; page++) {
      const { total, rows } = store.list(parseQuery(new URLSearchParams(`id.greaterThan=${after}`)).predicates, [], 0, 1000);
      expect(total).toBe(1_000_000 - page * 1000);
      expect(rows).toHaveLength(1000);
      expect(rows[0]!.id).toBeGreaterThan(after);
      after = rows.at(-1)!.id;
    }
    const last = store.list([], [], 999_000, 1000).rows;
    expect(store.list(parseQuery(new URLSearchParams(`id.greaterThan=${last[499]!.id}`)).predicates, [], 0, 1000)).toMatchObject({
      total: 500,
      rows: last.slice(500),
    });

    const { touched, updatedDate } = store.touch(100);
    expect(touched).toBe(10_000);
    const delta = parseQuery(new URLSearchParams(`updatedDate.greaterThan=${iso(ANCHOR)}&sort=updatedDate,asc&sort=id,asc`));
    expect(store.count(delta.predicates)).toBe(10_000);
    const firstPage = store.list(delta.predicates, delta.sort, 0, 1000);
    expect(firstPage.total).toBe(10_000);
    const ids = store.ids();
    expect(firstPage.rows.map((row) => row.id)).toEqual(Array.from({ length: 1000 }, (_, n) => ids[n * 100 + 99]));
    expect(new Set(firstPage.rows.map((row) => new Date(row.updatedDate!).toISOString()))).toEqual(new Set([updatedDate]));
    expect(store.list(delta.predicates, delta.sort, 9_000, 1000).rows.at(-1)!.id).toBe(ids.at(-1));
    // A million rows in memory take about 600 MB; the store keeps an id and a PRNG state a job.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(150 * 1024 * 1024);
  }, 60_000);
});

describe('POST /__test/jobs/touch', () => {
  it('marks every nth job changed at one instant, as a delta sync asks for them', async () => {
    const server = await start({ jobs: 300, referenceDate: new Date(ANCHOR) });
    try {
      const touched = await call<{ touched: number; updatedDate: string }>(`${server.apiUrl}/__test/jobs/touch`, {
        method: 'POST',
        body: JSON.stringify({ every: 100 }),
      });
      expect(touched.status).toBe(200);
      expect(touched.body.touched).toBe(3);
      const ids = server.store.ids();
      const since = server.store.list(parseQuery(new URLSearchParams(`updatedDate.greaterThan=${iso(ANCHOR)}`)).predicates, [], 0, 10);
      expect(since.rows.map((row) => row.id)).toEqual([ids[99], ids[199], ids[299]]);
      expect(since.rows.map((row) => new Date(row.updatedDate!).toISOString())).toEqual(Array(3).fill(touched.body.updatedDate));
      for (const body of [{ every: 0 }, { every: 1.5 }, { every: '100' }, []])
        expect((await call(`${server.apiUrl}/__test/jobs/touch`, { method: 'POST', body: JSON.stringify(body) })).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
