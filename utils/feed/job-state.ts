/**
 * Open or closed: the one rule every view asks (popup rows and details, the overlay card and pill,
 * the "Hide closed" filter), so that no two places can disagree about the same job.
 *
 * A job is **closed** when either
 *   1. its status says so: `CLOSED`, `FILLED`, `CANCELLED`/`CANCELED` or `EXPIRED`, ignoring case,
 *      spaces, hyphens and underscores, whatever its dates say; or
 *   2. its closing date has passed (the closing instant is at or before now), whatever its status
 *      says: `OPEN` with yesterday's closing date is closed.
 * Otherwise it is **open**: status `OPEN`, `ON_HOLD`, any other text or none, with a closing date
 * still to come or none. A closing date that cannot be read counts as none.
 *
 * The API's status is free text (the spec types it "string (free text)"; the reference feed sends
 * `OPEN`, `CLOSED` and `ON_HOLD`), so only words known to mean "closed" close a job by status: an
 * unknown status never hides a job that may still be open.
 */
import { instantMs } from './instants';

export interface JobStateFields {
  status: string | null | undefined;
  closingDate: string | null | undefined;
}

export type ClosedBy = 'status' | 'date';

export type JobState =
  /** `closingAt`: the closing instant (epoch ms) still to come, or null when the job names none. */
  | { closed: false; closingAt: number | null }
  /** `closingAt`: the closing instant as the job gives it (past or, when closed by status, future), or null. */
  | { closed: true; by: ClosedBy; closingAt: number | null };

const CLOSED_STATUSES = new Set(['CLOSED', 'FILLED', 'CANCELLED', 'CANCELED', 'EXPIRED']);

/** `Closed`, ` closed `, `ON-HOLD` and `on hold` all read as their code: CLOSED, ON_HOLD. */
export function statusCode(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '_');
}

/** Part 1 of the rule: the status alone closes the job. */
export function statusSaysClosed(status: string | null | undefined): boolean {
  return CLOSED_STATUSES.has(statusCode(status));
}

/**
 * The rule from its two inputs as the index keeps them (part 1 worked out once per job, the closing
 * instant), so that a search over many jobs need not read each status again.
 */
export function stateOf(closedByStatus: boolean, closingAt: number | null, now: number): JobState {
  if (closedByStatus) return { closed: true, by: 'status', closingAt };
  if (isClosedAt(false, closingAt, now)) return { closed: true, by: 'date', closingAt };
  return { closed: false, closingAt };
}

/** The verdict of `stateOf` alone, without building a state: for a scan over every job. */
export function isClosedAt(closedByStatus: boolean, closingAt: number | null, now: number): boolean {
  return closedByStatus || (closingAt !== null && closingAt <= now);
}

/** The rule above, for a job at `now` (epoch ms). */
export function jobState(job: JobStateFields, now: number): JobState {
  return stateOf(statusSaysClosed(job.status), instantMs(job.closingDate), now);
}
