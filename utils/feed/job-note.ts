/**
 * The recruiter's notes, as values: one per job and one per employer, plain text of at most
 * NOTE_MAX characters, kept in the index's database (job-notes.ts) and never sent anywhere.
 */
import { employerKeyOf } from './fold-text';

export const NOTE_MAX = 2000;

export type NoteScope = 'job' | 'employer';

export interface NoteRecord {
  /** `job:<id>` or `employer:<folded name>`. */
  key: string;
  text: string;
  /** When it was written (epoch ms). */
  at: number;
}

export function jobNoteKey(id: number): string {
  return `job:${id}`;
}

/** One employer however the feed writes it: case, accents and spacing folded. null: no employer. */
export function employerNoteKey(employer: string | null | undefined): string | null {
  const folded = employerKeyOf(employer);
  return folded === null ? null : `employer:${folded}`;
}
