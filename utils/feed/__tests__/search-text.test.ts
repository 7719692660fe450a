import { describe, expect, it } from 'vitest';
import { searchTextOf } from '../search-text';
import { makeSummary } from './helpers';

describe('searchTextOf', () => {
  const base = { title: 'Café Manager', employer: null, location: 'Zürich', city: null, category: null, categoryLabel: null };

  it('is the folded title, employer, location and city for a job without a category', () => {
    expect(searchTextOf(base)).toBe('cafe manager zurich');
  });

  it('adds the feed labels and the code in words, each once', () => {
    expect(searchTextOf({ ...base, category: 'ICT', categoryLabel: { en: 'ICT', nl: 'ICT' } })).toBe('cafe manager zurich ict');
    expect(searchTextOf({ ...base, category: 'NOORD_HOLLAND_JOBS', categoryLabel: null })).toBe('cafe manager zurich noord holland jobs');
    expect(searchTextOf({ ...base, category: 'FINANCE', categoryLabel: { en: 'Finance', nl: 'Financiën' } })).toBe(
      'cafe manager zurich finance financien',
    );
  });

  it('adds the labels of a summary built from the feed', () => {
    const summary = makeSummary({
      id: 101,
      title: 'Data Engineer',
      employer: 'Acme',
      city: 'Utrecht',
      category: 'ICT',
      client: { jobCategories: [{ name: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' }] },
    });
    expect(searchTextOf(summary)).toBe('data engineer acme utrecht it & digital ict & digitaal ict');
    expect(summary.searchText).toBe(searchTextOf(summary));
  });

  it('reads damaged records without throwing', () => {
    const damaged = { ...base, title: 5, category: 'ICT', categoryLabel: 'x' } as unknown as Parameters<typeof searchTextOf>[0];
    expect(searchTextOf(damaged)).toBe('zurich ict');
    expect(searchTextOf({ ...base, title: null, location: null, category: '  ' })).toBe('');
  });
});
