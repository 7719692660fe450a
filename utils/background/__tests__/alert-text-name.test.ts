/**
 * A saved search's name in its notification's title exactly as the recruiter typed it: a name with
 * a dollar sign ("Freelance $$ Java", "Sales $'") is not read as a replacement pattern.
 */
import { expect, it } from 'vitest';
import { alertText } from '@/utils/background/search-alerts';
import type { StoredSearch } from '@/utils/feed/saved-search';

const search = (name: string): StoredSearch => ({
  id: 'search-0001',
  name,
  query: 'java',
  filters: {},
  alerts: true,
  perEmployer: false,
  createdAt: 0,
  since: 0,
  unseen: [],
});

it.each([
  ['en', 'Freelance $$ Java', '2 new jobs for Freelance $$ Java'],
  ['en', "Sales $' & $& $`", "2 new jobs for Sales $' & $& $`"],
  ['nl', 'Tarief $$ hoog', '2 nieuwe vacatures voor Tarief $$ hoog'],
] as const)('names the search %s "%s" as typed', (locale, name, title) => {
  expect(alertText(locale, { search: search(name), fresh: [1, 2] }, ['A', 'B']).title).toBe(title);
});
