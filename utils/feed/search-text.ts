/**
 * The text the popup's search box looks in, one per job: title, employer, location and city, and
 * the job's category: the feed's own JobCategory labels in English and Dutch, as the popup's rows
 * show them, and the category's code in words (`ICT`, `HEALTHCARE`), so a job whose feed has no
 * labels is found by its category too. Folded like queries.
 *
 * Built from the summary's own fields, so an upgrade step of the index (index-schema.ts) can
 * derive it again for the records it holds without asking the API. No label tables are imported:
 * this runs in the background, whose bundle stays small.
 */
import { foldText } from './fold-text';
import type { JobSummary } from './summary';

export type SearchTextFields = Pick<JobSummary, 'title' | 'employer' | 'location' | 'city' | 'category' | 'categoryLabel'>;

/** Typed loosely on purpose: a record read back from the index may hold a field of another type. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function searchTextOf(job: SearchTextFields): string {
  const base = foldText(
    [job.title, job.employer, job.location, job.city]
      .map(text)
      .filter((part) => part !== null)
      .join(' '),
  );
  const words = base === '' ? [] : [base];
  const category = text(job.category);
  if (category !== null && category.trim() !== '') {
    const label: Partial<Record<'en' | 'nl', unknown>> =
      job.categoryLabel !== null && typeof job.categoryLabel === 'object' ? job.categoryLabel : {};
    const seen = new Set<string>();
    for (const part of [text(label.en), text(label.nl), category.replace(/_+/g, ' ')]) {
      const folded = part === null ? '' : foldText(part);
      if (folded === '' || seen.has(folded)) continue;
      seen.add(folded);
      words.push(folded);
    }
  }
  return words.join(' ');
}
