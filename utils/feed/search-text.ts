/**
 * The text the popup's search box looks in, one per job: title, employer, location and city, and
 * the job's category: the feed's own JobCategory labels in English and Dutch, as the popup's rows
 * show them, our own labels of a known code (i18n/category-labels.ts) and the code in words
 * (`ICT`, `HEALTHCARE`), so a job whose feed has no labels is found by its category too, in either
 * language. Folded like queries.
 *
 * Held field by field (`SearchFields`): a search row keeps only its title's text of its own, and
 * shares its employer's, place's and category's with the other jobs that have the same, where one
 * string a job repeated them all (a heap snapshot at 200,000 jobs: 95 bytes a job of the worker's 369,
 * test/bench/heap-profile.ts). A term, or a mute's phrase, is found within one field, never across
 * two: a title's last word and the employer's first are not a phrase.
 *
 * Made from the summary's own fields when its row is made: a summary keeps no search text (the
 * index's records of before still hold one, `searchText`, which nothing reads). No label tables are
 * imported: this runs in the background, whose bundle stays small.
 */
import { CATEGORY_LABELS } from '../i18n/category-labels';
import { employerKeyOf, foldText, searchFold } from './fold-text';
import type { JobSummary } from './summary';

export type SearchTextFields = Pick<JobSummary, 'title' | 'employer' | 'location' | 'city' | 'category' | 'categoryLabel'>;

/** What a search term and a keyword mute look in, folded; null (or '' for the title): nothing there. */
export interface SearchFields {
  titleText: string;
  /** The employer folded (employerKeyOf): what employer mutes and notes compare, too. */
  employerKey: string | null;
  /** Location and city. */
  placeText: string | null;
  /** The category's labels and its code in words (`categoryWords`). */
  categoryText: string | null;
}

/** Typed loosely on purpose: a record read back from the index may hold a field of another type. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The folded words of parts that are text, one space between, as search reads them (searchFold); '' for none. */
function folded(...parts: unknown[]): string {
  return searchFold(
    foldText(
      parts
        .map(text)
        .filter((part) => part !== null)
        .join(' '),
    ),
  );
}

/** A category's labels as a record may hold them: anything but an object holds none. */
function labelsOf(categoryLabel: unknown): Partial<Record<'en' | 'nl', unknown>> {
  return categoryLabel !== null && typeof categoryLabel === 'object' ? categoryLabel : {};
}

/** A category's labels (English, Dutch) and its code in words, each once; null: no category. */
export function categoryWords(category: unknown, categoryLabel: unknown): string | null {
  const code = text(category);
  if (code === null || code.trim() === '') return null;
  const label = labelsOf(categoryLabel);
  // Our own labels of a known code too: a record without labels is found by "zorg" all the same.
  const known = Object.hasOwn(CATEGORY_LABELS, code) ? CATEGORY_LABELS[code as keyof typeof CATEGORY_LABELS] : null;
  const words: string[] = [];
  for (const part of [text(label.en), text(label.nl), known?.en ?? null, known?.nl ?? null, code.replace(/_+/g, ' ')]) {
    const word = part === null ? '' : searchFold(foldText(part));
    if (word !== '' && !words.includes(word)) words.push(word);
  }
  return words.length === 0 ? null : words.join(' ');
}

/**
 * `categoryWords` remembered per category as of its latest labels, each text passed through `keep`
 * (an interning): the labels are folded once, and the rows of a category share one string.
 */
export function cachedCategoryWords(keep: (text: string | null) => string | null): typeof categoryWords {
  const known = new Map<string, { en: unknown; nl: unknown; text: string | null }>();
  return (category, categoryLabel) => {
    if (typeof category !== 'string') return null;
    const { en, nl } = labelsOf(categoryLabel);
    const last = known.get(category);
    if (last !== undefined && last.en === en && last.nl === nl) return last.text;
    const text = keep(categoryWords(category, categoryLabel));
    known.set(category, { en, nl, text });
    return text;
  };
}

/** The search fields of a job; `words` makes the category's (a caller's cache of `categoryWords`). */
export function searchFieldsOf(job: SearchTextFields, words: typeof categoryWords = categoryWords): SearchFields {
  return {
    titleText: folded(job.title),
    employerKey: employerKeyOf(text(job.employer)),
    placeText: folded(job.location, job.city) || null,
    categoryText: words(job.category, job.categoryLabel),
  };
}

/**
 * A test of the fields, true when `has` is for one of them. With `remember`, its answer for a shared
 * field (employer, place, category) is kept per text for the test's life (a search's scan; a mute
 * list's, until it changes: a map as large as the feed's employers and places), so a costly `has`
 * runs once per employer, not once per job: a synonym group's four members in four fields were 16
 * searches of a row. A single `includes` costs less than the lookup. Scans of 300,000 rows in Node
 * (median of 9, against one text a row): "developer", a group, 50 ms against 61; one plain word 22
 * to 24 against 24 to 27; two words, the second short, 52 to 54 against 48.
 */
export function fieldsTest(has: (text: string) => boolean, remember = true): (fields: SearchFields) => boolean {
  const answers = new Map<string, boolean>();
  const shared = (text: string | null, read: (text: string) => string = (same) => same): boolean => {
    if (text === null) return false;
    if (!remember) return has(read(text));
    let answer = answers.get(text);
    if (answer === undefined) answers.set(text, (answer = has(read(text))));
    return answer;
  };
  // The employer's key is kept as folded (notes and employer mutes compare it); search reads it as the other fields.
  return (fields) =>
    has(fields.titleText) || shared(fields.employerKey, searchFold) || shared(fields.placeText) || shared(fields.categoryText);
}
