/**
 * A vacancy posted on several boards is one row in the lists (search-scan.ts): a sync that brings it
 * on three boards at once is one new job for a saved search's alert, its notification and its "new"
 * count, announced as the posting the list shows (the newest open one), and no other search announces
 * it again through another of its postings.
 */
import { describe, expect, it } from 'vitest';
import { evaluateAlerts } from '../search-alerts';
import { SearchRows } from '../search-rows';
import type { SearchRow } from '../search-row';
import { makeSummary, storedSearch } from './helpers';

const rowsOf = new SearchRows();
const vacancy = { title: 'Java developer', employer: 'Acme B.V.', city: 'Utrecht' };
const boards = [
  'https://www.linkedin.com/jobs/view/3912345678/',
  'https://nl.indeed.com/viewjob?jk=41000000000000aa',
  'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/java-developer',
];

function posting(id: number, day: number, fields: Record<string, unknown> = {}): SearchRow {
  const publishDate = `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`;
  return rowsOf.row(makeSummary({ id, ...vacancy, url: boards[id - 1], publishDate, ...fields }, 2_000));
}

describe('saved search alerts on a vacancy posted on several boards', () => {
  it('announce it once, as its newest posting', () => {
    const rows = [posting(3, 12), posting(2, 11), posting(1, 10)];
    const { found, next } = evaluateAlerts([storedSearch('a', 'java', { since: 1_000 })], rows, null, Date.parse('2026-03-13T09:00:00Z'));
    expect(found.map((finding) => finding.fresh)).toEqual([[3]]);
    expect(next[0]).toMatchObject({ unseen: [3] });
  });

  it('announce its newest open posting when the newest is closed, and leave it to the oldest search', () => {
    const rows = [posting(3, 12, { status: 'CLOSED' }), posting(2, 11), posting(1, 10)];
    const searches = [storedSearch('a', 'java', { since: 1_000 }), storedSearch('b', 'developer', { since: 1_000 })];
    const { found } = evaluateAlerts(searches, rows, null, Date.parse('2026-03-13T09:00:00Z'));
    expect(found.map((finding) => [finding.search.id, finding.fresh])).toEqual([['a', [2]]]);
  });
});
