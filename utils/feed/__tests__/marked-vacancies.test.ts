import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedIndex } from '../feed-index';
import { ROWS_LOAD_MEASURE } from '../held-rows';
import { UPGRADE_STEPS } from '../index-schema';
import { marksToSpread } from '../mark-spread';
import { Watched, type KeptKeys } from '../marked-vacancies';
import type { JobSummary } from '../summary';
import { VacancyGrouping, vacancyKeysOf } from '../vacancy-groups';
import { freshDbName, makeSummary } from './helpers';

const TEXT = Array.from({ length: 40 }, (_, i) => `woord${i}`).join(' ');
const OTHER_TEXT = Array.from({ length: 40 }, (_, i) => `ander${i * 7}`).join(' ');
const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T09:00:00Z`;
const BOARDS = [
  (id: number) => `https://www.linkedin.com/jobs/view/${3_900_000_000 + id}/`,
  (id: number) => `https://nl.indeed.com/viewjob?jk=${(0xabc0000000000000n + BigInt(id)).toString(16)}`,
  (id: number) => `https://jobs.example.org/p/${id}`,
];

function job(id: number, fields: Record<string, unknown> = {}): JobSummary {
  return makeSummary({ id, title: 'Planner', employer: 'Alfa', city: 'Utrecht', publishDate: day(10), url: BOARDS[0]!(id), ...fields });
}

const keys = (summary: JobSummary) => vacancyKeysOf(summary);

describe('Watched: whether a job written since may have joined a marked vacancy', () => {
  const members = [
    job(1),
    job(2, { url: BOARDS[1]!(2), description: TEXT }),
    job(3, { employer: null, title: 'Chef', description: OTHER_TEXT }),
  ];
  const watched = new Watched(members.map(keys));

  it('by the same posting key, the same employer and title at any date, or as a copy and its possible match', () => {
    expect(watched.mayJoin(keys(job(10, { url: BOARDS[0]!(1), employer: 'Zeta', title: 'Kok' })))).toBe(true);
    expect(watched.mayJoin(keys(job(11, { publishDate: '2025-01-01T09:00:00Z' })))).toBe(true);
    // A copy without an employer of member 2's text under its title; an employer's posting of copy 3's
    // text under its title; a copy of exactly member 2's text under any title.
    expect(watched.mayJoin(keys(job(12, { employer: null, description: `${TEXT} extra` })))).toBe(true);
    expect(watched.mayJoin(keys(job(13, { employer: 'Omega', title: 'Chef', description: `${OTHER_TEXT} meer` })))).toBe(true);
    expect(watched.mayJoin(keys(job(18, { employer: null, title: 'Iets', description: TEXT })))).toBe(true);
    // Not: two employers' alike texts, a copy's changed text under another title, a copy months apart, another vacancy.
    expect(watched.mayJoin(keys(job(14, { employer: 'Omega', title: 'Iets', description: `${TEXT} extra` })))).toBe(false);
    expect(watched.mayJoin(keys(job(16, { employer: null, title: 'Iets', description: `${TEXT} extra woorden hier` })))).toBe(false);
    expect(watched.mayJoin(keys(job(17, { employer: null, description: TEXT, publishDate: '2025-06-01T09:00:00Z' })))).toBe(false);
    expect(watched.mayJoin(keys(job(15, { employer: 'Beta', title: 'Kok', url: BOARDS[2]!(15) })))).toBe(false);
  });

  it('by a marked vacancy job of its own written with other keys only', () => {
    expect(watched.mayJoin(keys(job(1)))).toBe(false);
    expect(watched.mayJoin(keys(job(1, { status: 'CLOSED', hoursMinimum: 8 })))).toBe(false);
    expect(watched.mayJoin(keys(job(1, { title: 'Senior planner' })))).toBe(true);
    expect(watched.mayJoin(keys(job(1, { publishDate: day(20) })))).toBe(true);
    expect(watched.mayJoin(keys(job(1, { url: BOARDS[2]!(1) })))).toBe(true);
  });

  it('by a rival (a copy near a marked vacancy job, in another group) or its match only with other keys, not by a job near one', () => {
    const rival = keys(job(40, { employer: null, title: 'Kok', description: `${OTHER_TEXT} kort` }));
    const match = keys(job(41, { employer: 'Beta', title: 'Kok', description: `${OTHER_TEXT} kort` }));
    const withRivals = new Watched(members.map(keys), [rival, match]);
    expect(withRivals.mayJoin(rival)).toBe(false);
    expect(withRivals.mayJoin(keys(job(40, { employer: null, title: 'Kok', description: TEXT })))).toBe(true);
    expect(withRivals.mayJoin(keys(job(41, { employer: 'Beta', title: 'Kok', publishDate: day(28) })))).toBe(true);
    // A new copy and a new posting of the rival's text, under its title, tied to no marked vacancy job.
    expect(withRivals.mayJoin(keys(job(42, { employer: null, title: 'Kok', description: `${OTHER_TEXT} kort` })))).toBe(false);
    expect(withRivals.mayJoin(keys(job(43, { employer: 'Omega', title: 'Kok', description: `${OTHER_TEXT} kort` })))).toBe(false);
  });

  it("by a posting with an employer near a marked vacancy's copy only as a better match than the copy's", () => {
    const copy = keys(job(3, { employer: null, title: 'Chef', description: OTHER_TEXT }));
    const matched = (match: KeptKeys['match']) => new Watched([{ ...copy, ...(match && { match }) }]);
    const posting = keys(job(20, { employer: 'Omega', title: 'Chef', description: OTHER_TEXT }));
    // The copy's match: a posting as near with a smaller id; one farther (its rank: 2 bits); a later one; another copy; none.
    expect(matched({ id: 5, distance: 0 }).mayJoin(posting)).toBe(false);
    expect(matched({ id: 5, distance: 2 }).mayJoin(posting)).toBe(true);
    expect(matched({ id: 30, distance: 0 }).mayJoin(posting)).toBe(true);
    expect(matched({ id: 5, distance: 65 }).mayJoin(posting)).toBe(true);
    expect(matched(undefined).mayJoin(posting)).toBe(true);
    // Another copy may take the marked vacancy's copy as its own match, whatever the copy's match.
    expect(matched({ id: 5, distance: 0 }).mayJoin(keys(job(21, { employer: null, title: 'Chef', description: OTHER_TEXT })))).toBe(true);
  });
});

describe('MarkedVacancies after a sync, with no rows held', () => {
  let index: FeedIndex;
  let name: string;
  let clock = 0;
  const loads = () => performance.getEntriesByName(ROWS_LOAD_MEASURE).length;

  /** A write that lets the rows go (nobody asked for a minute), as at a million jobs or in a worker the alarm woke. */
  async function sync(jobs: readonly JobSummary[], generation = 1): Promise<void> {
    clock += 120_000;
    await index.putMany(jobs, generation);
    expect(await index.facets(true)).toBeNull();
  }

  beforeEach(async () => {
    name = freshDbName();
    // Rows let go after every write unless asked within the last minute.
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });

  afterEach(() => {
    index.close();
    vi.restoreAllMocks();
  });

  it('reads no rows for jobs that tie to no marked vacancy, and spreads the mark to a copy that joins one, as the grouping says', async () => {
    await index.putMany(
      [job(1), job(2, { url: BOARDS[1]!(2) }), ...Array.from({ length: 8 }, (_, i) => job(20 + i, { employer: `Werkgever ${i}` }))],
      1,
    );
    await index.marks.set(1, 'handled', 1_000);
    expect(await index.statuses.of([1, 2])).toEqual({ 1: 'handled', 2: 'handled' });

    // Other vacancies' jobs, and a marked posting written again unchanged but for its status.
    await sync([
      job(20, { employer: 'Werkgever 0', status: 'CLOSED' }),
      job(30, { employer: 'Nieuw' }),
      job(2, { url: BOARDS[1]!(2), hoursMinimum: 8 }),
    ]);
    let before = loads();
    expect(await index.marks.toSpread()).toEqual(new Map());
    expect(loads()).toBe(before);

    // A worker started afresh finds what was kept in the database.
    index.close();
    index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
    await sync([job(31, { employer: 'Nog een' })]);
    before = loads();
    expect(await index.marks.toSpread()).toEqual(new Map());
    expect(loads()).toBe(before);

    // The vacancy's copy on a third board: the rows are read and it takes the mark.
    await sync([job(3, { url: BOARDS[2]!(3), publishDate: day(12) })]);
    before = loads();
    expect(await index.marks.toSpread()).toEqual(new Map([[3, 'handled']]));
    expect(loads()).toBe(before + 1);
    await index.statuses.set(3, 'handled', 2_000);

    // Kept again at that spread: the next sync's unrelated jobs read nothing.
    await sync([job(32, { employer: 'Laatste' })]);
    before = loads();
    expect(await index.marks.toSpread()).toEqual(new Map());
    expect(loads()).toBe(before);
  });

  it('reads the rows when nothing is kept: a database from before, or a mark being set when the worker stopped', async () => {
    await index.putMany([job(1), job(2, { url: BOARDS[1]!(2) })], 1);
    await index.marks.set(1, 'shortlisted', 1_000);
    const db = await openDB(name);
    await db.delete('meta', 'markWatch');
    db.close();
    await sync([job(30, { employer: 'Nieuw' })]);
    const before = loads();
    expect(await index.marks.toSpread()).toEqual(new Map());
    expect(loads()).toBe(before + 1);
  });

  it('spreads what the grouping over every job spreads, after random syncs and full passes with sweeps (300 seeded feeds)', async () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const texts = [TEXT, OTHER_TEXT, `${TEXT} plus een zin erbij`, `${OTHER_TEXT} en nog wat woorden`, null];
    const randomJob = (id: number) =>
      job(id, {
        employer: pick(['Alfa', 'Beta', 'Gamma', 'Delta', null]),
        title: pick(['Planner', 'Chef', 'Kok']),
        url: pick(BOARDS)(id * 10 + Math.floor(random() * 3)),
        publishDate: pick([day(3), day(20), '2025-12-01T09:00:00Z']),
        description: pick(texts),
      });
    let skipped = 0;
    let spreads = 0;
    for (let feed = 0; feed < 300; feed++) {
      index.close();
      name = freshDbName();
      index = await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: 60_000 });
      const jobs = new Map<number, JobSummary>();
      const write = async (batch: JobSummary[], generation: number) => {
        for (const summary of batch) jobs.set(summary.id, summary);
        await sync(batch, generation);
      };
      await index.putMany(
        Array.from({ length: 12 }, (_, i) => randomJob(i + 1)),
        1,
      );
      for (let i = 1; i <= 12; i++) jobs.set(i, (await index.get(i))!);
      for (let marks = 0; marks < 2; marks++)
        await index.marks.set(1 + Math.floor(random() * 12), pick(['handled', 'shortlisted'] as const), marks);
      for (let round = 0; round < 4; round++) {
        // The recruiter marks or unmarks a job between syncs.
        if (random() < 0.3) await index.marks.set(1 + Math.floor(random() * jobs.size), pick(['handled', null] as const), 5 + round);
        if (random() < 0.25) {
          // A full pass: every job written again but a few (removed by its sweep), some changed.
          const kept = [...jobs.keys()].filter(() => random() < 0.8);
          const generation = round + 2;
          const batch = kept.map((id) => (random() < 0.3 ? randomJob(id) : jobs.get(id)!));
          jobs.clear();
          await write(batch, generation);
          await index.sweep(generation);
        } else {
          const ids = Array.from({ length: 1 + Math.floor(random() * 3) }, () => 1 + Math.floor(random() * (jobs.size + 3)));
          // Some fetched again unchanged, as a delta's overlap and touched jobs are.
          await write(
            [...new Set(ids)].map((id) => (jobs.has(id) && random() < 0.4 ? jobs.get(id)! : randomJob(id))),
            1,
          );
        }
        const before = loads();
        const spread = await index.marks.toSpread();
        const grouping = VacancyGrouping.of([...jobs.values()].map(vacancyKeysOf));
        expect(spread).toEqual(marksToSpread(await index.statuses.all(), grouping, await index.statuses.load()));
        if (loads() === before) skipped++;
        for (const [id, status] of spread) await index.statuses.set(id, status, 10 + round);
        spreads += spread.size;
      }
    }
    // The rows were left unread after many syncs, and marks did spread.
    console.log({ skipped, spreads });
    expect(skipped).toBeGreaterThan(100);
    expect(spreads).toBeGreaterThan(20);
  }, 60_000);
});
