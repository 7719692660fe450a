import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../fold-text';
import { cachedCategoryWords, categoryWords, searchFieldsOf, type SearchTextFields } from '../search-text';
import { fieldsHave, makeSummary } from './helpers';

/** The fields as one text, as summaries kept it before (`searchText`): what the older tests read. */
const joined = (job: SearchTextFields) => {
  const { titleText, employerKey, placeText, categoryText } = searchFieldsOf(job);
  return [titleText, employerKey, placeText, categoryText].filter((part) => part !== null && part !== '').join(' ');
};

describe('the search fields, joined', () => {
  const base = { title: 'Café Manager', employer: null, location: 'Zürich', city: null, category: null, categoryLabel: null };

  it('are the folded title, employer, location and city for a job without a category', () => {
    expect(joined(base)).toBe('cafe manager zurich');
  });

  it('add the feed labels and the code in words, each once', () => {
    expect(joined({ ...base, category: 'ICT', categoryLabel: { en: 'ICT', nl: 'ICT' } })).toBe('cafe manager zurich ict');
    expect(joined({ ...base, category: 'NOORD_HOLLAND_JOBS', categoryLabel: null })).toBe('cafe manager zurich noord holland jobs');
    expect(joined({ ...base, category: 'FINANCE', categoryLabel: { en: 'Finance', nl: 'Financiën' } })).toBe(
      'cafe manager zurich finance financien',
    );
  });

  it('add the labels of a summary built from the feed, which keeps no search text of its own', () => {
    const summary = makeSummary({
      id: 101,
      title: 'Data Engineer',
      employer: 'Acme',
      city: 'Utrecht',
      category: 'ICT',
      client: { jobCategories: [{ name: 'ICT', en: 'IT & digital', nl: 'ICT & digitaal' }] },
    });
    expect(joined(summary)).toBe('data engineer acme utrecht it & digital ict & digitaal ict');
    expect(summary).not.toHaveProperty('searchText');
  });

  it('read damaged records without throwing', () => {
    const damaged = { ...base, title: 5, category: 'ICT', categoryLabel: 'x' } as unknown as SearchTextFields;
    expect(joined(damaged)).toBe('zurich ict');
    expect(joined({ ...base, title: null, location: null, category: '  ' })).toBe('');
  });
});

describe('searchFieldsOf', () => {
  const job = { title: 'Café Manager', employer: 'ACME  B.V.', location: 'Zürich', city: 'Zürich', category: 'ICT', categoryLabel: null };

  it('folds each field apart: title, employer (as mutes key it), place, category', () => {
    expect(searchFieldsOf(job)).toEqual({
      titleText: 'cafe manager',
      employerKey: 'acme b.v.',
      placeText: 'zurich zurich',
      categoryText: 'ict',
    });
    expect(searchFieldsOf({ ...job, title: null, employer: ' ', location: null, city: null, category: null })).toEqual({
      titleText: '',
      employerKey: null,
      placeText: null,
      categoryText: null,
    });
  });

  it('finds a term within one field only', () => {
    const fields = searchFieldsOf(job);
    for (const term of ['cafe', 'manager', 'acme', 'zurich', 'ict', 'fe man']) expect(fieldsHave(fields, term)).toBe(true);
    // Across title and employer, or employer and place.
    for (const term of ['manager acme', 'b.v. zurich', 'zurich ict']) expect(fieldsHave(fields, term)).toBe(false);
  });

  // The text summaries kept before the fields, as it was built: the four fields folded as one
  // string, then the category's words. Any word found in there is found in a field.
  const oneText = (j: SearchTextFields) =>
    [
      foldText([j.title, j.employer, j.location, j.city].filter((part) => part !== null).join(' ')),
      categoryWords(j.category, j.categoryLabel),
    ]
      .filter((part) => part !== null && part !== '')
      .join(' ');
  // Parts of letters, marks (a combining accent too), dots, dashes and runs of spaces.
  const chars = fc.constantFrom(' ', ' ', 'a', 'B', 'é', 'Ö', '.', 'ß', '-', '\u0301', 'z');
  const part = fc.option(
    fc.array(chars, { maxLength: 12 }).map((list) => list.join('')),
    { nil: null },
  );

  it('joined, are the text a summary kept, and find every word that text found', () => {
    fc.assert(
      fc.property(
        part,
        part,
        part,
        part,
        fc.option(fc.constantFrom('ICT', 'ZORG_EN_WELZIJN', ' '), { nil: null }),
        (title, employer, location, city, category) => {
          const j = { title, employer, location, city, category, categoryLabel: { en: 'IT', nl: 'Zorg' } };
          expect(joined(j)).toBe(oneText(j));
          const fields = searchFieldsOf(j);
          for (const word of oneText(j).split(' ')) if (word !== '') expect(fieldsHave(fields, word)).toBe(true);
        },
      ),
    );
  });

  it("has a category's words made once per labels, and again when they change", () => {
    const kept: string[] = [];
    const words = cachedCategoryWords((text) => (text === null ? null : (kept.push(text), text)));
    expect(words('FINANCE', { en: 'Finance', nl: 'Financiën' })).toBe('finance financien');
    expect(words('FINANCE', { en: 'Finance', nl: 'Financiën' })).toBe('finance financien');
    expect(kept).toEqual(['finance financien']);
    expect(words('FINANCE', { en: 'Money', nl: 'Financiën' })).toBe('money financien finance');
    // Without labels, ours of the code: found by "financien" all the same.
    expect(words('FINANCE', null)).toBe('finance financien');
    expect(words(5, null)).toBeNull();
    expect(kept).toEqual(['finance financien', 'money financien finance', 'finance financien']);
  });

  it("finds a job whose record names its category without labels by either language's word for it", () => {
    for (const [category, terms] of [
      ['HEALTHCARE', ['zorg', 'healthcare']],
      ['CONSTRUCTION', ['bouw', 'construction']],
      ['HUMAN_RESOURCES', ['personeelszaken', 'human resources']],
    ] as const) {
      const fields = searchFieldsOf({ ...job, category, categoryLabel: null });
      for (const term of terms) expect(fieldsHave(fields, term), `${category}: ${term}`).toBe(true);
    }
    // A code we do not know keeps its own words only.
    expect(searchFieldsOf({ ...job, category: 'ZORG_EN_WELZIJN', categoryLabel: null }).categoryText).toBe('zorg en welzijn');
    expect(searchFieldsOf({ ...job, category: 'constructor', categoryLabel: null }).categoryText).toBe('constructor');
  });
});
