import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchRows, type SearchRow } from '../search-rows';

/** A row of an id and a recency: the merge reads nothing else. */
const row = (id: number, recency: string) => ({ id, recency }) as SearchRow;
/** A recency as the index makes it (summarize.ts recencyKey): dates, then the id, so each names its job. */
const recencyOf = (day: number, id: number) => `2026-11-${String(day).padStart(2, '0')}|${String(id).padStart(8, '0')}`;
const newestFirst = (a: SearchRow, b: SearchRow) => (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0);

describe('SearchRows.current', () => {
  it('merges queued writes as a fresh sort would, by position when they are few and by a pass when not', () => {
    // Small ids, and a few beyond the merge's bit set (its other path).
    const id = fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 1, max: 400 }) },
      { weight: 1, arbitrary: fc.integer({ min: 2 ** 26, max: 2 ** 26 + 3 }) },
    );
    const day = fc.integer({ min: 1, max: 28 });
    // A write: a job and its day (null: removed); `lie` says a held job is new, as a write during the
    // rows' first read may (the rows hold the copy the read found, at the recency written). A job
    // removed and written again before a merge (a sweep, then a sync) is said new: the rows still hold it.
    const change = fc.record({ id, day: fc.option(day, { nil: null }), lie: fc.boolean() });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id, day }), { selector: (r) => r.id, minLength: 64, maxLength: 300 }),
        fc.array(fc.array(change, { maxLength: 20 }), { maxLength: 6 }),
        (start, rounds) => {
          const rows = new SearchRows();
          rows.row = (summary) => row(summary.id, summary.recency);
          const model = new Map(start.map((r) => [r.id, recencyOf(r.day, r.id)]));
          rows.rows = [...model].map(([i, recency]) => row(i, recency)).sort(newestFirst);
          for (const changes of rounds) {
            for (const { id: job, day: next, lie } of changes) {
              if (next === null) {
                rows.remove(job);
                model.delete(job);
              } else {
                // Said new while held: only a copy the read found, at the recency written.
                const said = model.has(job) && !(lie && model.get(job) === recencyOf(next, job));
                rows.upsert({ id: job, recency: recencyOf(next, job) } as never, said);
                model.set(job, recencyOf(next, job));
              }
            }
            const expected = [...model].map(([i, recency]) => row(i, recency)).sort(newestFirst);
            expect(rows.current().map((r) => [r.id, r.recency])).toEqual(expected.map((r) => [r.id, r.recency]));
          }
        },
      ),
    );
  });
});

describe('SearchRows: a job removed and written again before a merge', () => {
  it('is listed once, at its new recency, though the write calls it new', () => {
    const rows = new SearchRows();
    rows.row = (summary) => row(summary.id, summary.recency);
    rows.rows = Array.from({ length: 100 }, (_, i) => row(100 - i, recencyOf(1, 100 - i))).sort(newestFirst);
    // A sweep removes job 7; the next sync brings it back with other dates, as a new job.
    rows.remove(7);
    rows.upsert({ id: 7, recency: recencyOf(20, 7) } as never, false);
    const merged = rows.current();
    expect(merged.filter((r) => r.id === 7).map((r) => r.recency)).toEqual([recencyOf(20, 7)]);
    expect(merged).toHaveLength(100);
  });

  it('places a few writes by position: a held job in place, a new one where its recency goes', () => {
    const rows = new SearchRows();
    rows.row = (summary) => row(summary.id, summary.recency);
    rows.rows = Array.from({ length: 100 }, (_, i) => row(i + 1, recencyOf(1 + (i % 20), i + 1))).sort(newestFirst);
    const before = rows.rows;
    rows.upsert({ id: 5, recency: recencyOf(5, 5) } as never, true);
    rows.upsert({ id: 500, recency: recencyOf(10, 500) } as never, false);
    const merged = rows.current();
    expect(merged).not.toBe(before);
    expect(before).toHaveLength(100);
    expect(merged.map((r) => r.recency)).toEqual([...merged].sort(newestFirst).map((r) => r.recency));
    expect(merged.map((r) => r.id).filter((id) => id === 5 || id === 500)).toHaveLength(2);
  });
});
