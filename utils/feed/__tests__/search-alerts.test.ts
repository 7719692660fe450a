/**
 * Saved searches' alerts: the jobs first seen after a search's `since` that match it, never the
 * feed's first load, never a muted job nor one marked done, each job announced once (by the oldest search it matches,
 * and never again by a later evaluation), one per employer where asked; alerts off finds nothing;
 * never a job already closed when it is evaluated, nor later, and one announced stays announced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employerKeyOf } from '../fold-text';
import { muteKey, muteTest } from '../mute-rule';
import { KNOWN_FROM_START } from '../new-jobs';
import { CLOSED_OUT_MAX, type StoredSearch } from '../saved-search';
import { evaluateAlerts } from '../search-alerts';
import { searchMatcher } from '../search-matcher';
import { SearchRows } from '../search-rows';
import { newestFirst, type SearchRow } from '../search-row';
import { makeSummary, storedSearch } from './helpers';

const rowsOf = new SearchRows();
function row(id: number, title: string, employer: string, firstSeenAt: number, fields: Record<string, unknown> = {}): SearchRow {
  return rowsOf.row(
    makeSummary(
      { id, title, employer, publishDate: `2026-03-${String((id % 28) + 1).padStart(2, '0')}T09:00:00Z`, ...fields },
      firstSeenAt,
    ),
  );
}

function search(id: string, query: string, fields: Partial<StoredSearch> = {}): StoredSearch {
  return storedSearch(id, query, { since: 1_000, ...fields });
}

describe('saved search alerts', () => {
  it('find the new jobs that match, newest first, and move `since` past everything seen', () => {
    const rows = [row(1, 'Java developer', 'Acme', 2_000), row(2, 'Java developer', 'Beta', 500), row(3, 'Planner', 'Acme', 2_000)];
    const { next, found } = evaluateAlerts([search('a', 'java')], rows, null, 3_000);
    expect(found.map((f) => [f.search.id, f.fresh])).toEqual([['a', [1]]]);
    expect(next[0]).toMatchObject({ since: 2_000, unseen: [1] });
    // Evaluated again with nothing new: nothing found, nothing changed.
    const again = evaluateAlerts(next, rows, null, 4_000);
    expect(again.found).toEqual([]);
    expect(again.next[0]).toBe(next[0]);
  });

  it('never count the first load of the feed, nor a muted job', () => {
    const rows = [row(1, 'Java developer', 'Acme', KNOWN_FROM_START), row(2, 'Java developer', 'Beta', 2_000)];
    const first = evaluateAlerts([search('a', 'java', { since: -1 })], rows, null, 3_000);
    expect(first.found.map((f) => f.fresh)).toEqual([[2]]);
    const muted = muteTest([{ key: muteKey('employer', 'Beta')!, kind: 'employer', value: 'Beta', at: 1 }]);
    expect(evaluateAlerts([search('a', 'java')], rows, muted, 3_000).found).toEqual([]);
  });

  it('never announce a job that came while its employer was muted, also once the employer is unmuted', () => {
    const muted = muteTest([{ key: muteKey('employer', 'Spam BV')!, kind: 'employer', value: 'Spam BV', at: 1 }]);
    // A sync brought only a job of the muted employer: nothing announced.
    const rows = [row(1, 'Java developer', 'Spam BV', 2_000)];
    const first = evaluateAlerts([search('a', 'java')], rows, muted, 2_001);
    expect(first.found).toEqual([]);
    // Weeks later the employer is unmuted, and the next sync brings nothing new.
    expect(evaluateAlerts(first.next, rows, null, 3_000_000_000).found).toEqual([]);
  });

  it('never announce a job marked handled or not relevant at the evaluation, nor later unmarked; a shortlisted one is news', () => {
    const rows = [
      row(4, 'Java developer', 'Delta', 2_000),
      row(3, 'Java developer', 'Gamma', 2_000),
      row(2, 'Java developer', 'Beta', 2_000),
      row(1, 'Java developer', 'Acme', 2_000),
    ];
    // A later posting of a vacancy takes its mark before the alerts run (after-sync.ts).
    const marks = new Map([
      [1, 'notRelevant'],
      [2, 'handled'],
      [3, 'shortlisted'],
    ] as const);
    const first = evaluateAlerts([search('a', 'java')], rows, null, 3_000, marks);
    expect(first.found.map((f) => f.fresh)).toEqual([[4, 3]]);
    expect(first.next[0]).toMatchObject({ since: 2_000, unseen: [4, 3] });
    // Looked at, as a muted job is: the marks removed later, they are still not news.
    expect(evaluateAlerts(first.next, rows, null, 4_000).found).toEqual([]);
    // A job closed when it came and kept for later, marked done meanwhile, is forgotten, not announced.
    const closedOut = evaluateAlerts([search('a', 'java', { closedOut: [1] })], [rows[3]!], null, 3_000, marks);
    expect(closedOut.found).toEqual([]);
    expect(closedOut.next[0]).toMatchObject({ closedOut: [] });
  });

  it('announce a job matching two searches once, by the older; one per employer where asked; alerts off finds nothing', () => {
    const rows = [row(1, 'Java developer', 'Acme', 2_000), row(2, 'Java architect', 'Acme', 2_000), row(3, 'Java tester', 'Beta', 2_000)];
    const searches = [
      search('old', 'java', { perEmployer: true }),
      search('new', 'java developer', { createdAt: 2 }),
      search('off', 'tester', { alerts: false }),
    ];
    const { found, next } = evaluateAlerts(searches, rows, null, 3_000);
    expect(found.map((f) => [f.search.id, f.fresh.length])).toEqual([['old', 2]]);
    expect(new Set(found[0]!.fresh.map((id) => rows.find((r) => r.id === id)!.employerKey))).toEqual(
      new Set([employerKeyOf('Acme'), employerKeyOf('Beta')]),
    );
    expect(next[2]).toMatchObject({ since: 2_000, unseen: [] });
  });

  it('never announce a job closed at the evaluation, by status or by a closing date passed; it stays found by the search', () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const rows = [
      row(1, 'Walvisonderzoeker', 'Zee 1', 2_000, { status: 'CLOSED', closingDate: '2026-12-31T00:00:00Z' }),
      row(2, 'Walvisonderzoeker', 'Zee 2', 2_000, { status: 'OPEN', closingDate: '2026-11-25T00:00:00Z' }),
      row(3, 'Walvisonderzoeker', 'Zee 3', 2_000, { status: 'OPEN', closingDate: '2026-12-01T00:00:00Z' }),
      row(4, 'Walvisonderzoeker', 'Zee 4', 2_000, { status: 'filled' }),
      // Closing at this very instant is closed (job-state.ts: at or before now).
      row(5, 'Walvisonderzoeker', 'Zee 5', 2_000, { status: 'ON_HOLD', closingDate: '2026-11-30T12:00:00.000Z' }),
    ];
    const { next, found } = evaluateAlerts([search('a', 'walvisonderzoeker')], rows, null, now);
    expect(found.map((f) => [f.search.id, f.fresh])).toEqual([['a', [3]]]);
    // Past every job looked at, closed ones too: none of them is news at a later evaluation either.
    expect(next[0]).toMatchObject({ since: 2_000, unseen: [3] });
    expect(evaluateAlerts(next, rows, null, now + 1_000).found).toEqual([]);
    // The search itself still finds the closed ones (filters: its own, "Hide closed" off).
    const test = searchMatcher('walvisonderzoeker', next[0]!.filters, now);
    expect(rows.filter(test).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("let a closed job take no employer's place where one per employer is asked", () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const rows = [
      row(1, 'Java developer', 'Acme', 2_000, { status: 'CLOSED' }),
      row(2, 'Java architect', 'Acme', 2_000, { status: 'OPEN', closingDate: '2026-12-31T00:00:00Z' }),
    ];
    expect(evaluateAlerts([search('a', 'java', { perEmployer: true })], rows, null, now).found.map((f) => f.fresh)).toEqual([[2]]);
  });

  it('keep a job announced when it closes after the evaluation that announced it', () => {
    const rows = [row(1, 'Java developer', 'Acme', 2_000, { status: 'OPEN', closingDate: '2026-12-01T00:00:00Z' })];
    const first = evaluateAlerts([search('a', 'java')], rows, null, Date.parse('2026-11-30T12:00:00Z'));
    expect(first.found.map((f) => f.fresh)).toEqual([[1]]);
    const later = evaluateAlerts(first.next, rows, null, Date.parse('2026-12-02T12:00:00Z'));
    expect(later.found).toEqual([]);
    expect(later.next[0]).toMatchObject({ unseen: [1] });
  });

  it('announce a job closed when it came at the first evaluation that finds it open, once, and keep the still closed', () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const closedRows = [
      row(1, 'Walvisonderzoeker', 'Zee 1', 2_000, { status: 'CLOSED' }),
      row(2, 'Walvisonderzoeker', 'Zee 2', 2_000, { status: 'OPEN', closingDate: '2026-11-25T00:00:00Z' }),
      row(3, 'Walvisonderzoeker', 'Zee 3', 2_000, { status: 'FILLED' }),
    ];
    const first = evaluateAlerts([search('a', 'walvisonderzoeker')], closedRows, null, now);
    expect(first.found).toEqual([]);
    expect(first.next[0]).toMatchObject({ since: 2_000, unseen: [], closedOut: [1, 2, 3] });
    // A later sync brings 1 open by its status and 2 with its closing date put off; 3 stays closed.
    const reopened = [
      row(1, 'Walvisonderzoeker', 'Zee 1', 2_000, { status: 'OPEN' }),
      row(2, 'Walvisonderzoeker', 'Zee 2', 2_000, { status: 'OPEN', closingDate: '2026-12-25T00:00:00Z' }),
      closedRows[2]!,
    ];
    const second = evaluateAlerts(first.next, reopened, null, now + 1_000);
    expect(second.found.map((f) => [f.search.id, f.fresh])).toEqual([['a', [1, 2]]]);
    expect(second.next[0]).toMatchObject({ since: 2_000, unseen: [1, 2], closedOut: [3] });
    // Nothing changed: nothing announced again, and what the search keeps stays the same object.
    const third = evaluateAlerts(second.next, reopened, null, now + 2_000);
    expect(third.found).toEqual([]);
    expect(third.next[0]).toBe(second.next[0]);
  });

  it('forget a job closed when it came that is muted, matches no more, left the feed, or another search announced', () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const searches = [search('a', 'java', { closedOut: [1, 2, 3, 4] }), search('b', 'developer', { createdAt: 2, closedOut: [4, 5] })];
    const rows = [
      row(1, 'Java developer', 'Gedempt BV', 500, { status: 'OPEN' }),
      row(2, 'Planner', 'Acme', 500, { status: 'OPEN' }),
      row(4, 'Java developer', 'Acme', 500, { status: 'OPEN' }),
      row(5, 'Developer', 'Beta', 500, { status: 'CLOSED' }),
    ];
    const muted = muteTest([{ key: muteKey('employer', 'Gedempt BV')!, kind: 'employer', value: 'Gedempt BV', at: 1 }]);
    const { next, found } = evaluateAlerts(searches, rows, muted, now);
    // 1 is muted, 2 no longer a Java job, 3 gone: forgotten. 4 announced by the older search only.
    expect(found.map((f) => [f.search.id, f.fresh])).toEqual([['a', [4]]]);
    expect(next.map((s) => [s.id, s.closedOut])).toEqual([
      ['a', []],
      ['b', [5]],
    ]);
  });

  it('keep at most CLOSED_OUT_MAX jobs closed when they came, the newest (rows newest first), and none for a search with alerts off', () => {
    const now = Date.parse('2026-11-30T12:00:00.000Z');
    const rows = Array.from({ length: CLOSED_OUT_MAX + 5 }, (_, i) =>
      row(i + 1, 'Java developer', `Acme ${i}`, 2_000, { status: 'CLOSED' }),
    ).sort(newestFirst);
    const { next } = evaluateAlerts([search('a', 'java'), search('off', 'java', { alerts: false })], rows, null, now);
    expect(next[0]!.closedOut).toHaveLength(CLOSED_OUT_MAX);
    expect(next[0]!.closedOut).toEqual(rows.slice(0, CLOSED_OUT_MAX).map((r) => r.id));
    expect(next[1]!.closedOut).toBeUndefined();
  });

  it('announce any job at most once over any sequence of syncs, open, and never one seen before a search was saved', () => {
    const job = fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      title: fc.constantFrom('Java developer', 'Planner', 'Java tester'),
      employer: fc.constantFrom('Acme', 'Beta', 'Gamma'),
      status: fc.constantFrom('OPEN', 'OPEN', 'CLOSED'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(job, { maxLength: 8 }), { minLength: 1, maxLength: 5 }), fc.boolean(), (syncs, perEmployer) => {
        let searches = [search('a', 'java', { perEmployer }), search('b', 'developer', { createdAt: 2 })];
        const byId = new Map<number, SearchRow>();
        /** Each job's first status: one closed then and open later is the only older job that may be news. */
        const cameClosed = new Set<number>();
        const announced: number[] = [];
        syncs.forEach((jobs, i) => {
          const at = 2_000 + i * 1_000;
          // A job already indexed keeps its first-seen time, as the index does; its status may change.
          for (const j of jobs) {
            const first = byId.get(j.id)?.firstSeenAt ?? at;
            if (first === at && j.status === 'CLOSED') cameClosed.add(j.id);
            byId.set(j.id, row(j.id, j.title, j.employer, first, { status: j.status }));
          }
          const { next, found } = evaluateAlerts(searches, [...byId.values()], null, at + 1);
          for (const f of found) {
            for (const id of f.fresh) {
              expect(byId.get(id)!.closedByStatus).toBe(false);
              if (byId.get(id)!.firstSeenAt !== at) expect(cameClosed.has(id)).toBe(true);
            }
            announced.push(...f.fresh);
          }
          searches = next;
        });
        expect(new Set(announced).size).toBe(announced.length);
      }),
    );
  });
});
