/**
 * How a job's closing looks, the same in every view (list rows, details, the overlay card, the
 * offline summary): `closed` in muted grey and bold, `soon` (open, closing within SOON_DAYS) in the
 * warning colour, `later` plain muted. job-state.ts decides open or closed; the views add the look
 * to a class name ("job-soon", "countdown soon").
 */
import type { JobState } from '@/utils/feed/job-state';
import { daysUntil } from '@/utils/i18n/format';

/** The last day on which "Closes in N days" reads as soon: a week. */
export const SOON_DAYS = 7;

export type ClosingLook = 'closed' | 'soon' | 'later';

export function closingLook(state: JobState, now: number): ClosingLook {
  if (state.closed) return 'closed';
  // The days closingText counts for "Closes in N days": the words and their colour agree.
  return state.closingAt !== null && daysUntil(state.closingAt, now) <= SOON_DAYS ? 'soon' : 'later';
}
