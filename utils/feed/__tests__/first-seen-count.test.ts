/**
 * The count of jobs first seen after a time, as the badge asks for it: without the jobs a mute
 * covers, nor one closed at the time asked (job-state.ts), nor one marked done, whether the search rows are held or only
 * the new jobs are read from their packs; with no mute, or none new, the kept counts alone. From the packs, the same count as search rows made of the
 * new jobs gave (a property test over jobs written again, mutes of both kinds and the time asked).
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { openDB, type IDBPDatabase } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { rowsOf } from '../held-rows';
import type { FeedDb } from '../index-schema';
import { jobsFirstSeenAfter } from '../packed-reads';
import { freshDbName, makeSummary } from './helpers';

let index: FeedIndex;

afterEach(() => index.close());

/** The first load (known from the start), then four jobs first seen at 500: two of Gedempt BV, one a "stage". */
async function indexed(): Promise<string> {
  const name = freshDbName();
  index = await FeedIndex.open(name);
  await index.putMany([makeSummary({ id: 1, title: 'Oud', employer: 'Gedempt BV' }, 0), makeSummary({ id: 2, title: 'Oud' }, 0)], 1);
  await index.putMany(
    [
      makeSummary({ id: 10, title: 'Tuinman', employer: 'Groen BV' }, 500),
      makeSummary({ id: 11, title: 'Hovenier', employer: 'Gedempt BV' }, 500),
      makeSummary({ id: 12, title: 'Boomverzorger', employer: 'GEDEMPT  bv' }, 500),
      makeSummary({ id: 13, title: 'Stage hovenier', employer: 'Groen BV' }, 500),
    ],
    1,
  );
  return name;
}

describe('the jobs first seen after a time, the muted, the closed and the done ones left out', () => {
  it('are counted from the new jobs read from their packs when no search rows are held', async () => {
    const name = await indexed();
    await index.mutes.add('employer', 'Gedempt BV', 1);
    index.close();
    // A worker started again: it holds no rows.
    index = await FeedIndex.open(name);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(2);
    expect(await index.countFirstSeenAfter(100)).toBe(4);
    expect(await index.countFirstSeenAfter(500, { unmuted: true })).toBe(0);
  });

  it('are counted from the search rows when they are held, a mute added since included', async () => {
    await indexed();
    await index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(4);
    await index.mutes.add('keyword', 'stage', 1);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(3);
    await index.mutes.add('employer', 'gedempt bv', 2);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(1);
    // A job written since the rows were read counts too.
    await index.putMany([makeSummary({ id: 14, title: 'Hovenier', employer: 'Gedempt BV' }, 600)], 2);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(1);
    expect(await index.countFirstSeenAfter(100)).toBe(5);
  });

  it('leave out the jobs closed at the time asked, by status or by a closing date at or before it, held or read from their packs', async () => {
    const name = freshDbName();
    index = await FeedIndex.open(name);
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    await index.putMany(
      [
        makeSummary({ id: 1, title: 'Open', status: 'OPEN', closingDate: '2026-12-31T00:00:00.000Z' }, 500),
        makeSummary({ id: 2, title: 'Gesloten', status: 'CLOSED', closingDate: '2026-12-31T00:00:00.000Z' }, 500),
        makeSummary({ id: 3, title: 'Verlopen', status: 'OPEN', closingDate: '2026-11-25T00:00:00.000Z' }, 500),
        makeSummary({ id: 4, title: 'Nu dicht', status: 'ON_HOLD', closingDate: '2026-11-30T12:00:00.000Z' }, 500),
        makeSummary({ id: 5, title: 'Vervuld', status: 'filled' }, 500),
        makeSummary({ id: 6, title: 'Zonder datum', status: null }, 500),
      ],
      1,
    );
    // From the packs (no rows held), then from the rows.
    for (const held of [false, true]) {
      if (held) await index.search({ query: '', filters: {}, offset: 0, limit: 1 });
      expect(await index.countFirstSeenAfter(100, { openAt: now }), `held: ${held}`).toBe(2);
      expect(await index.countFirstSeenAfter(100, { unmuted: true, openAt: now }), `held: ${held}`).toBe(2);
      // Before the closing dates passed, only the status closes.
      expect(await index.countFirstSeenAfter(100, { openAt: Date.parse('2026-11-01T00:00:00.000Z') }), `held: ${held}`).toBe(4);
      expect(await index.countFirstSeenAfter(100), `held: ${held}`).toBe(6);
    }
    // A mute and the closed together: each job left out once.
    await index.mutes.add('keyword', 'open', 1);
    await index.mutes.add('keyword', 'gesloten', 2);
    expect(await index.countFirstSeenAfter(100, { unmuted: true, openAt: now })).toBe(1);
    index.close();
    index = await FeedIndex.open(name);
    expect(await index.countFirstSeenAfter(100, { unmuted: true, openAt: now })).toBe(1);
  });

  it('leave out the jobs marked handled or not relevant, not the shortlisted, held or read from their packs', async () => {
    const name = await indexed();
    await index.statuses.set(10, 'notRelevant', 1);
    await index.statuses.set(11, 'handled', 1);
    await index.statuses.set(12, 'shortlisted', 1);
    // A job of the first load marked done is not among the new ones: nothing to take off for it.
    await index.statuses.set(2, 'handled', 1);
    index.close();
    index = await FeedIndex.open(name);
    for (const held of [false, true]) {
      if (held) await index.search({ query: '', filters: {}, offset: 0, limit: 1 });
      expect(await index.countFirstSeenAfter(100, { undone: true }), `held: ${held}`).toBe(2);
      expect(await index.countFirstSeenAfter(100), `held: ${held}`).toBe(4);
    }
    // A mute and a mark together: each job left out once (11 and 12 are muted, 11 handled too).
    await index.mutes.add('employer', 'Gedempt BV', 1);
    expect(await index.countFirstSeenAfter(100, { unmuted: true, undone: true })).toBe(1);
  });

  it('are counted from the packs as the search rows made of the new jobs counted them', async () => {
    const employers = ['Gedempt BV', 'GEDEMPT  bv', 'Gëdempt B.V.', 'Groen BV', ' ', null];
    const titles = ['Stage hovenier', 'Hovenier (stage)', 'Stagecoach chauffeur', 'Tuinman', 'STAGE marketing', 'Boomverzorger'];
    const places = [{ city: 'Utrecht' }, { location: 'Den Haag', city: 'Den Haag' }, { location: "'s-Hertogenbosch" }, {}];
    const categories = [{ category: 'GREEN' }, { category: 'IT', categoryLabel: { en: 'IT', nl: 'ICT' } }, {}];
    const job = fc.record({
      id: fc.integer({ min: 1, max: 40 }),
      title: fc.constantFrom(...titles),
      employer: fc.constantFrom(...employers),
      place: fc.constantFrom(...places),
      category: fc.constantFrom(...categories),
      seenAt: fc.constantFrom(100, 200, 300),
    });
    const mute = fc.oneof(
      fc.record({ kind: fc.constant('employer' as const), value: fc.constantFrom('gedempt bv', 'Groen  BV', 'Gëdempt B.V.') }),
      fc.record({ kind: fc.constant('keyword' as const), value: fc.constantFrom('stage', 'hovenier', 'den haag', 'ict', 'green') }),
    );
    /** As the count read the jobs from their packs before: search rows made of the new jobs, the mutes' test on each. */
    const rowsCount = async (db: IDBPDatabase<FeedDb>, time: number): Promise<number> => {
      const muted = await index.mutes.tester();
      const count = await index.countFirstSeenAfter(time);
      if (muted === null || count === 0) return count;
      let covered = 0;
      for (const row of (await rowsOf(jobsFirstSeenAfter(db, time))).current()) if (row.firstSeenAt > time && muted(row)) covered++;
      return Math.max(0, count - covered);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(job, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
        fc.array(mute, { maxLength: 3 }),
        fc.constantFrom(50, 150, 250),
        async (writes, mutes, time) => {
          const name = freshDbName();
          index = await FeedIndex.open(name);
          // Each write a sync's page: a job written again keeps its first-seen time, its newest copy counts.
          for (const [generation, page] of writes.entries()) {
            const summaries = page.map(({ id, title, employer, place, category, seenAt }) =>
              makeSummary({ id, title, employer, ...place, ...category }, seenAt),
            );
            await index.putMany(summaries, generation + 1);
          }
          for (const [at, { kind, value }] of mutes.entries()) await index.mutes.add(kind, value, at + 1);
          index.close();
          index = await FeedIndex.open(name);
          const db = (await openDB(name)) as unknown as IDBPDatabase<FeedDb>;
          try {
            const before = await rowsCount(db, time);
            expect(await index.countFirstSeenAfter(time, { unmuted: true }), 'from the packs').toBe(before);
            await index.search({ query: '', filters: {}, offset: 0, limit: 1 });
            expect(await index.countFirstSeenAfter(time, { unmuted: true }), 'from the rows held').toBe(before);
          } finally {
            db.close();
            index.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
