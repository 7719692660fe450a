/**
 * The recruiter's mutes, as values: an employer, or a keyword. A muted job leaves the lists, the
 * result-page markers and the alerts; "Show muted jobs" lists it again, marked. Kept in the index's
 * database (job-mutes.ts) and never sent anywhere.
 *
 * - An employer is matched however the feed writes it: case, accents and spacing folded, as the
 *   employer notes are (job-note.ts).
 * - A keyword (a word or a phrase) is matched as whole words in a field the search box looks in:
 *   title, employer, place or category (search-text.ts). "stage" mutes "Stage marketing" and not
 *   "Stagecoach"; unlike the search box, no synonyms: a mute hides exactly what it says.
 */
import { foldText, searchFold } from './fold-text';
import { fieldsTest, type SearchFields } from './search-text';

export const MUTE_KINDS = ['employer', 'keyword'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

/** The longest keyword kept (characters, as typed). */
export const MUTE_VALUE_MAX = 100;
/**
 * The longest employer name kept: the feed caps none, and "Mute employer" sends the job's own (a
 * ministry's directorate runs past 100 characters), which must be kept whole to match its jobs.
 */
export const MUTE_EMPLOYER_MAX = 300;
/** A keyword is at least this long once folded: one letter would mute half the feed. */
export const KEYWORD_MIN = 2;
/** How many mutes are kept; adding one more is refused with a sentence saying so. */
export const MUTES_MAX = 500;

export interface MuteRecord {
  /** `employer:<folded name>` or `keyword:<folded words>`: one record per thing muted. */
  key: string;
  kind: MuteKind;
  /** As the recruiter typed it (or as the feed names the employer), for the list in Options. */
  value: string;
  /** When it was added (epoch ms). */
  at: number;
}

/** The fields of an index row a mute looks at (search-rows.ts): the employer, and for a keyword each search field. */
export type MutableRow = SearchFields;

/** The key of a mute; null when the value cannot be one (blank, or a keyword too short). */
export function muteKey(kind: MuteKind, value: string): string | null {
  const folded = foldText(value);
  if (folded === '' || (kind === 'keyword' && folded.length < KEYWORD_MIN)) return null;
  return `${kind}:${folded}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The test of every mute at once: true for a muted row. null when nothing is muted, so a search
 * without mutes pays nothing. One regular expression for all keywords, built once per list.
 */
export function muteTest(mutes: readonly MuteRecord[]): ((row: MutableRow) => boolean) | null {
  if (mutes.length === 0) return null;
  const employers = new Set<string>();
  const keywords: string[] = [];
  for (const { key, kind } of mutes) {
    const folded = key.slice(kind.length + 1);
    if (kind === 'employer') employers.add(folded);
    // Matched against the fields as search reads them, whatever apostrophe the keyword was kept with.
    else keywords.push(escapeRegExp(searchFold(folded)));
  }
  // Longest first, so a phrase is tried before a word it starts with.
  keywords.sort((a, b) => b.length - a.length);
  const words = keywords.length === 0 ? null : new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${keywords.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  const said = words === null ? null : fieldsTest((text) => words.test(text));
  return (row) => (row.employerKey !== null && employers.has(row.employerKey)) || (said !== null && said(row));
}
