/**
 * Closing reminders, as values: for a shortlisted job with a closing date, one reminder at 09:00
 * local time `days` days before the day it closes (at once when that moment has passed and the job
 * is still open; after the quiet hours when it falls in them). A job closed, without a closing date, no longer shortlisted or gone from the feed
 * is not reminded; one already reminded for this closing date is not reminded again (a new date is
 * news). Pure: the background reads the marks and the jobs, and keeps what was sent (job-statuses.ts).
 */
import { statusSaysClosed } from './job-state';
import { instantMs } from './instants';
import { isQuiet, quietEnd, type QuietHours } from './quiet-hours';

/** The hour of the day reminders are sent at, local time. */
export const REMINDER_HOUR = 9;
export const REMINDER_DAYS = { min: 0, max: 30, default: 2 } as const;

export interface ReminderCandidate {
  id: number;
  closingDate: string | null;
  status: string | null;
  /** The closing instant a reminder was last sent for; absent: none sent. */
  remindedFor?: number;
}

/** 09:00 local, `days` days before the local day of `closingAt`. */
export function reminderAt(closingAt: number, days: number): number {
  const at = new Date(closingAt);
  at.setDate(at.getDate() - days);
  at.setHours(REMINDER_HOUR, 0, 0, 0);
  return at.getTime();
}

export interface ReminderPlan {
  /** Jobs to remind now, with the closing instant each is reminded for. */
  due: { id: number; closingAt: number }[];
  /** When the next reminder is due; null: none to come. */
  next: number | null;
}

/** `days` 0: reminders are off. In quiet hours nothing is due: what would be waits for their end. */
export function planReminders(
  candidates: readonly ReminderCandidate[],
  days: number,
  now: number,
  quiet: QuietHours | null = null,
): ReminderPlan {
  const hushed = isQuiet(quiet, now);
  const due: ReminderPlan['due'] = [];
  let next: number | null = null;
  if (days <= 0) return { due, next };
  for (const job of candidates) {
    const closingAt = instantMs(job.closingDate);
    if (closingAt === null || closingAt <= now || statusSaysClosed(job.status) || job.remindedFor === closingAt) continue;
    const at = reminderAt(closingAt, days);
    const when = at <= now && hushed ? quietEnd(quiet, now) : at;
    if (when <= now) due.push({ id: job.id, closingAt });
    else next = next === null ? when : Math.min(next, when);
  }
  return { due, next };
}
