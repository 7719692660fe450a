import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { SearchRows } from '../search-rows';
import type { SearchRow } from '../search-row';
import { makeSummary } from './helpers';

const row = (id: number, recency: string) => ({ id, recency }) as SearchRow;

describe('SearchRows.current', () => {
  it('merges queued writes as a fresh sort would: newest first, a tie keeping the older row first, removed rows gone; rowOf finds each', () => {
    const recency = fc.integer({ min: 0, max: 30 }).map((n) => `2026-11-${String(n).padStart(2, '0')}`);
    // Small ids, and a few beyond the merge's bit set (its other path).
    const id = fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 1, max: 40 }) },
      { weight: 1, arbitrary: fc.integer({ min: 2 ** 26, max: 2 ** 26 + 3 }) },
    );
    const change = fc.record({ id, recency: fc.option(recency, { nil: null }) });
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id, recency }), { selector: (r) => r.id }), fc.array(fc.array(change)), (start, rounds) => {
        const rows = new SearchRows();
        // Rows of an id and a recency: the merge reads nothing else.
        rows.row = (summary) => row(summary.id, summary.recency);
        // The rows as load() leaves them: newest first, ties in id order here.
        const model = new Map(start.map((r) => [r.id, r.recency]));
        let order = [...start].sort((a, b) => (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : a.id - b.id)).map((r) => r.id);
        rows.rows = order.map((id) => row(id, model.get(id)!));
        for (const changes of rounds) {
          const last = new Map<number, string | null>();
          for (const { id, recency: next } of changes) {
            if (next === null) rows.remove(id);
            else rows.upsert({ id, recency: next } as never);
            last.set(id, next);
          }
          // Expected: the untouched rows in their order, the written ones placed after the older rows of equal recency.
          const kept = order.filter((id) => !last.has(id));
          const added = [...last].filter(([, r]) => r !== null).map(([id, r]) => ({ id, recency: r! }));
          added.sort((a, b) => (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0));
          for (const [id, r] of last)
            if (r === null) model.delete(id);
            else model.set(id, r);
          const expected: number[] = [];
          let j = 0;
          for (const id of kept) {
            while (j < added.length && added[j]!.recency > model.get(id)!) expected.push(added[j++]!.id);
            expected.push(id);
          }
          while (j < added.length) expected.push(added[j++]!.id);
          order = expected;
          // A row by its id (asked before any merge: it merges the queued writes itself), written and
          // removed ones first; undefined for a job not held.
          for (const id of [...last.keys(), ...start.map((r) => r.id)].slice(0, 6)) expect(rows.rowOf(id)?.recency).toBe(model.get(id));
          const merged = rows.current();
          expect(merged.map((r) => r.id)).toEqual(expected);
          expect(merged.map((r) => r.recency)).toEqual(expected.map((id) => model.get(id)));
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
    expect(later.closingAt).not.toBeNull();
    expect(sameLayout(first, later)).toBe(true);
    expect(sameLayout(first, rows.row(makeSummary({ id: 3 }, 0)))).toBe(true);
  });
});
