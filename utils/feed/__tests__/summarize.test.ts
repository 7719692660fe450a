import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CANARY_PREFIX, fullJob, hostileJob, jobFixtures } from '../../../test/fixtures';
import { parseJob } from '../../api/parse';
import { BUILTIN_BOARDS, postingKeyFromUrl } from '../../boards';
import { normalizePostingUrl } from '../normalize-url';
import { searchFieldsOf } from '../search-text';
import { recencyKey, toJobSummary } from '../summarize';
import { JobSummarySchema } from '../summary';
import { makeJob } from './helpers';

const SUMMARY_KEYS = Object.keys(JobSummarySchema.shape).sort();

describe('toJobSummary', () => {
  it.each(Object.entries(jobFixtures))('keeps only JobSummary keys and no credential (%s)', (_name, body) => {
    const summary = toJobSummary(parseJob(body), BUILTIN_BOARDS, 5);
    expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS);
    expect(z.strictObject(JobSummarySchema.shape).safeParse(summary).success).toBe(true);
    expect(JSON.stringify(summary)).not.toContain(CANARY_PREFIX);
  });

  it('summarizes the full fixture', () => {
    const summary = toJobSummary(parseJob(fullJob), BUILTIN_BOARDS, 42);
    expect(summary).toMatchObject({
      id: 12345,
      title: 'Interim Projectleider Digitale Transformatie',
      category: 'ICT',
      categoryLabel: { en: 'IT & digital', nl: 'ICT & digitaal' },
      normalizedUrl: 'striive.com/nl/opdrachten/interim-projectleider-digitale-transformatie-12345',
      firstSeenAt: 42,
    });
  });

  it('keeps the hostile fixture as inert text', () => {
    const summary = toJobSummary(parseJob(hostileJob), BUILTIN_BOARDS, 1);
    expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS);
  });

  it.each([
    [
      'the source’s own category',
      { data: { clientDataSource: { jobCategory: { name: 'ICT', en: 'IT', nl: 'ICT nl' } } } },
      { en: 'IT', nl: 'ICT nl' },
    ],
    [
      'the data source’s categories',
      { data: { clientDataSource: { dataSource: { jobCategories: [{ name: 'X' }, { name: 'ICT', en: 'IT', nl: null }] } } } },
      { en: 'IT', nl: null },
    ],
    [
      'the client’s categories',
      { client: { jobCategories: [{ name: 'ICT', en: null, nl: 'Informatica' }] } },
      { en: null, nl: 'Informatica' },
    ],
    ['no record of that name', { client: { jobCategories: [{ name: 'FINANCE', en: 'Finance', nl: 'Financiën' }] } }, null],
    ['a record without labels', { client: { jobCategories: [{ name: 'ICT' }] } }, null],
  ])('takes the category label from %s', (_what, embedded, label) => {
    expect(toJobSummary(makeJob({ id: 1, category: 'ICT', ...embedded }), [], 0).categoryLabel).toEqual(label);
  });

  it('has no category label without a category', () => {
    expect(toJobSummary(makeJob({ id: 1, client: { jobCategories: [{ name: 'ICT', en: 'IT' }] } }), [], 0).categoryLabel).toBeNull();
  });

  it('computes the matching keys from the url', () => {
    const summary = toJobSummary(
      makeJob({ id: 1, url: 'https://www.linkedin.com/jobs/view/3912345678/?trk=abc&utm_source=x' }),
      BUILTIN_BOARDS,
      0,
    );
    expect(summary.normalizedUrl).toBe('linkedin.com/jobs/view/3912345678');
    expect(summary.postingKey).toBe('linkedin:3912345678');
    const other = toJobSummary(makeJob({ id: 2, url: 'https://example.org/vacature/1' }), BUILTIN_BOARDS, 0);
    expect(other).toMatchObject({ normalizedUrl: 'example.org/vacature/1', postingKey: null });
    expect(toJobSummary(makeJob({ id: 3, url: 'javascript:alert(1)' }), BUILTIN_BOARDS, 0)).toMatchObject({
      normalizedUrl: null,
      postingKey: null,
    });
    expect(toJobSummary(makeJob({ id: 4 }), BUILTIN_BOARDS, 0)).toMatchObject({ url: null, normalizedUrl: null, postingKey: null });
  });

  it('keys any url as a visited page with that url is keyed (match-page.ts), so the two meet', () => {
    const board = fc.constantFrom(
      ...BUILTIN_BOARDS.flatMap((b) => b.matches.map((pattern) => pattern.replace(/^\*:/, 'https:').replaceAll('*', '4821'))),
    );
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      board,
      fc.string(),
      fc.constantFrom('javascript:alert(1)', ' https://WWW.LinkedIn.com./jobs/view/12/ ', 'ftp://a.nl/x', 'https://'),
    );
    fc.assert(
      fc.property(url, (raw) => {
        const summary = toJobSummary(makeJob({ id: 1, url: raw }), BUILTIN_BOARDS, 0);
        const trimmed = raw.trim();
        expect(summary.normalizedUrl).toBe(trimmed ? normalizePostingUrl(trimmed) : null);
        expect(summary.postingKey).toBe(trimmed ? postingKeyFromUrl(trimmed, BUILTIN_BOARDS) : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the fields search folds, and no search text of its own (search-text.ts)', () => {
    const summary = toJobSummary(makeJob({ id: 1, title: 'Café-Manager  Één', employer: null, city: 'Zürich' }), [], 0);
    expect(searchFieldsOf(summary)).toMatchObject({ titleText: 'cafe-manager een', employerKey: null, placeText: 'zurich' });
    expect(summary).not.toHaveProperty('searchText');
  });

  it('orders recency newest first by publish date, then created date, then id', () => {
    const keys = [
      recencyKey({ id: 1, publishDate: '2026-01-02T00:00:00.000Z', createdDate: null }),
      recencyKey({ id: 2, publishDate: '2026-01-01T00:00:00.000Z', createdDate: '2026-01-05T00:00:00.000Z' }),
      recencyKey({ id: 3, publishDate: '2026-01-01T00:00:00.000Z', createdDate: '2026-01-04T00:00:00.000Z' }),
      recencyKey({ id: 10, publishDate: '2026-01-01T00:00:00.000Z', createdDate: null }),
      recencyKey({ id: 9, publishDate: '2026-01-01T00:00:00.000Z', createdDate: null }),
      recencyKey({ id: 99, publishDate: null, createdDate: '2027-01-01T00:00:00.000Z' }),
      recencyKey({ id: 98, publishDate: null, createdDate: null }),
    ];
    expect([...keys].sort().reverse()).toEqual(keys);
  });
});
