import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { SearchRows } from '../search-rows';
import { epochSeconds } from '../instants';
import { newestFirst, orderSeconds } from '../search-row';
import { makeSummary } from './helpers';

/** A publish time (none: -Infinity; not held: undefined) as a row holds it. */
const orderOf = (at: number | undefined) => (at === undefined ? undefined : orderSeconds(at === -Infinity ? null : at));

/** A job of an id and a publish time (none: -Infinity), as the index writes it. */
const job = (id: number, publishedAt: number) =>
  makeSummary({ id, publishDate: publishedAt === -Infinity ? null : new Date(publishedAt).toISOString(), createdDate: null });

/** Few publish times, so that many rows share one and the id decides. */
const recency = fc.oneof(
  fc.integer({ min: 0, max: 30 }).map((n) => Date.UTC(2026, 10, n)),
  fc.constant(-Infinity),
);
/** Small ids, so that they repeat, and a few beyond a bit set's range (IdSet's other path). */
const id = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 26, max: 2 ** 26 + 3 }) },
);

describe('SearchRows.current', () => {
  it('merges queued writes as a fresh sort would: newest first (publish time, then id), removed rows gone; rowOf finds each', () => {
    const change = fc.record({ id, recency: fc.option(recency, { nil: null }) });
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id, recency }), { selector: (r) => r.id }), fc.array(fc.array(change)), (start, rounds) => {
        const rows = new SearchRows();
        const model = new Map(start.map((r) => [r.id, r.recency]));
        // Newest first by time, then by id, larger first: the order a fresh sort gives.
        const sorted = () => [...model].sort(([a, at], [b, bt]) => (at !== bt ? (at < bt ? 1 : -1) : b - a)).map(([id]) => id);
        // The rows as load() leaves them.
        rows.rows = sorted().map((id) => rows.row(job(id, model.get(id)!)));
        for (const changes of rounds) {
          const last = new Map<number, number | null>();
          for (const { id, recency: next } of changes) {
            if (next === null) rows.remove(id);
            else rows.upsert(job(id, next));
            last.set(id, next);
          }
          for (const [id, r] of last)
            if (r === null) model.delete(id);
            else model.set(id, r);
          const expected = sorted();
          // A row by its id (asked before any merge: it merges the queued writes itself), written and
          // removed ones first; undefined for a job not held.
          for (const id of [...last.keys(), ...start.map((r) => r.id)].slice(0, 6))
            expect(rows.rowOf(id)?.publishedSeconds).toBe(orderOf(model.get(id)));
          const merged = rows.current();
          expect(merged.map((r) => r.id)).toEqual(expected);
          expect(merged.map((r) => r.publishedSeconds)).toEqual(expected.map((id) => orderOf(model.get(id))));
        }
      }),
    );
  });
});

describe('SearchRows.row', () => {
  // V8's own answer: whether two objects have the same hidden class (a map left behind by a change of
  // layout is a different one, and every object still on it is rewritten at its next touch).
  setFlagsFromString('--allow-natives-syntax');
  // eslint-disable-next-line no-new-func -- a %-call parses only in code compiled after the flag is set
  const sameLayout = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

  it('gives rows of every kind of number one layout, so a new kind rewrites none of the rows held', () => {
    const rows = new SearchRows();
    // As a first load leaves them: first seen at 0, whole hours, no closing date.
    const first = rows.row(makeSummary({ id: 1, title: 'Dev', hoursMinimum: 40, hoursMaximum: 40 }, 0));
    // A later sync's job: an epoch time, a closing date, no hours, an id beyond a small integer.
    const later = rows.row(
      makeSummary({ id: 2 ** 31 + 5, title: 'Ops', hoursMinimum: 36, hoursMaximum: null, closingDate: '2026-12-01' }, 1_764_000_000_123),
    );
    expect(later.firstSeenAt).toBe(1_764_000_000_123);
    expect(later.hoursMinimum).toBe(36);
    expect(later.closingSeconds).not.toBeNull();
    expect(sameLayout(first, later)).toBe(true);
    expect(sameLayout(first, rows.row(makeSummary({ id: 3 }, 0)))).toBe(true);
  });
});

describe('epochSeconds', () => {
  // eslint-disable-next-line no-new-func -- a %-call parses only in code compiled after the flag is set (above)
  const isSmallInteger = new Function('x', 'return %IsSmi(x)') as (x: number) => boolean;

  it('holds a whole second from 1986 to 2054 as a small integer in rows and vacancy keys, and keeps every instant apart', () => {
    // As before V8 optimizes it (optimized, a whole quotient comes out a small integer by itself).
    // eslint-disable-next-line no-new-func -- as above
    (new Function('f', '%DeoptimizeFunction(f); %NeverOptimizeFunction(f);') as (f: unknown) => void)(epochSeconds);
    expect(isSmallInteger(epochSeconds(Date.UTC(2026, 10, 27, 6)))).toBe(true);
    const rows = new SearchRows();
    const row = rows.row(
      makeSummary({ id: 1, publishDate: '2026-11-27T06:00:00Z', createdDate: '1986-01-02T00:00:00Z', closingDate: '2026-12-31' }),
    );
    const held = [row.publishedSeconds, row.createdSeconds, row.closingSeconds!, row.placedSeconds!];
    expect(held.map(isSmallInteger)).toEqual([true, true, true, true]);
    expect(isSmallInteger(epochSeconds(Date.UTC(2054, 0, 1)))).toBe(true);
    // A fraction of a second, or a year beyond, stays a heap number: exact, not rounded.
    expect(epochSeconds(Date.UTC(2020, 0, 1, 0, 0, 1, 1))).toBe(1.001);
    expect(isSmallInteger(epochSeconds(Date.UTC(2100, 0, 1)))).toBe(false);
    expect(orderSeconds(null)).toBe(-Infinity);
    const instant = fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 });
    fc.assert(fc.property(instant, instant, (a, b) => Math.sign(epochSeconds(a) - epochSeconds(b)) === Math.sign(a - b)));
  });
});

describe('newestFirst', () => {
  it("orders rows as the summaries' recency strings order them, newest first: publish date, created date, id", () => {
    // Instants as the API layer normalizes them, years 0 to 9999 (and none), some shared.
    const instant = fc.option(
      fc.oneof(
        fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }),
        fc.constantFrom(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 0, 0, 1)),
      ),
      { nil: null },
    );
    const jobs = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 2 ** 40 }), publishDate: instant, createdDate: instant }), {
      selector: (j) => j.id,
      maxLength: 30,
    });
    fc.assert(
      fc.property(jobs, (raw) => {
        const rows = new SearchRows();
        const summaries = raw.map(({ id, publishDate, createdDate }) =>
          makeSummary({
            id,
            publishDate: publishDate === null ? null : new Date(publishDate).toISOString(),
            createdDate: createdDate === null ? null : new Date(createdDate).toISOString(),
          }),
        );
        const byString = [...summaries].sort((a, b) => (a.recency < b.recency ? 1 : -1)).map((s) => s.id);
        expect(
          summaries
            .map((s) => rows.row(s))
            .sort(newestFirst)
            .map((r) => r.id),
        ).toEqual(byString);
      }),
    );
  });
});

describe('SearchRows.load', () => {
  it("keeps each job's last copy, as the packs hold them oldest first, newest first as a fresh sort gives", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.record({ id, recency }))), async (batches) => {
        const rows = new SearchRows();
        async function* read() {
          for (const batch of batches) yield batch.map((copy) => job(copy.id, copy.recency));
        }
        await rows.load(read());
        const last = new Map<number, number>();
        for (const copy of batches.flat()) last.set(copy.id, copy.recency);
        const expected = [...last].sort(([a, at], [b, bt]) => (at !== bt ? (at < bt ? 1 : -1) : b - a));
        expect(rows.current().map((row) => [row.id, row.publishedSeconds])).toEqual(expected.map(([id, at]) => [id, orderOf(at)]));
        for (const [id, at] of last) expect(rows.rowOf(id)?.publishedSeconds).toBe(orderOf(at));
      }),
    );
  });
});
