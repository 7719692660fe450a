/**
 * Closing reminders in the background (feed/closing-reminders.ts): the shortlisted jobs read from
 * the index, the reminders due sent as notifications (id `reminder:<job id>`, a click opens the
 * job's full record) and noted with the job's mark, and one alarm set for the next one. Run at
 * start-up, after each sync, when a mark changes and when the alarm fires, so the alarm is always
 * rebuilt from the index and survives worker and browser restarts. Signed out, none are sent and no
 * alarm is set.
 */
import type { FeedIndex } from '../feed/feed-index';
import type { JobSummary } from '../feed/summary';
import { planReminders, type ReminderCandidate } from '../feed/closing-reminders';
import { cityGroupKey } from '../feed/vacancy-key';
import type { QuietHours } from '../feed/quiet-hours';
import type { Locale } from '../i18n/locale';
import * as words from '../i18n/messages/badge';
import { oneAtATime } from './one-at-a-time';
import type { BackgroundPorts } from './ports';

export const REMINDER_ALARM = 'closing-reminder';
export const REMINDER_PREFIX = 'reminder:';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClosingRemindersOptions {
  index: () => Promise<FeedIndex>;
  ports: BackgroundPorts;
  now: () => number;
  locale: () => Promise<Locale>;
  /** Days before the closing day; 0: off. */
  days: () => Promise<number>;
  /**
   * Signed out, no reminders (a shared computer's next user is not told of this one's shortlist, and
   * a click could not open the record): those due wait, and go out after the sign-in's sync.
   */
  signedIn: () => Promise<boolean>;
  /** No notifications then (feed/quiet-hours.ts). */
  quietHours: () => Promise<QuietHours | null>;
  /** The turns of the tray's changes (search-alerts.ts): a reminder is shown in one, as the tray is cleared in one. */
  inTray?: <T>(change: () => Promise<T>) => Promise<T>;
}

/** The local calendar day of `ms`, as midnight UTC of that date: days apart are whole multiples of DAY_MS. */
function dayNumber(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A reminder's words: "Closes in 2 days: <title>", and the employer with the closing date. */
export function reminderText(
  locale: Locale,
  job: { title: string | null; employer: string | null },
  closingAt: number,
  now: number,
): { title: string; message: string } {
  const w = words[locale];
  // Calendar days on the recruiter's clock, not spans of 24 hours: a job closing at 13:00 the day
  // after tomorrow closes in 2 days, also when reminded at 09:00.
  const days = Math.max(0, Math.round((dayNumber(closingAt) - dayNumber(now)) / DAY_MS));
  const when = days === 0 ? w['reminder.today'] : days === 1 ? w['reminder.tomorrow'] : w['reminder.days'].replace('{count}', String(days));
  const date = new Date(closingAt).toLocaleDateString(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return {
    title: `${when}: ${job.title?.trim() || '—'}`,
    message: [job.employer?.trim(), w['reminder.closes'].replace('{date}', date)].filter(Boolean).join(' · '),
  };
}

export class ClosingReminders {
  constructor(private readonly options: ClosingRemindersOptions) {}

  /** Sends the reminders due and sets the alarm for the next; one run at a time, a request meanwhile runs once after it. */
  readonly run: () => Promise<void> = oneAtATime(() => this.once());

  private async once(): Promise<void> {
    const { ports, now: clock } = this.options;
    const index = await this.options.index();
    const days = (await this.options.signedIn()) ? await this.options.days() : 0;
    const now = clock();
    const marked = days > 0 ? await index.statuses.withStatus('shortlisted') : [];
    const jobs = new Map((await Promise.all(marked.map((record) => index.get(record.id)))).flatMap((job) => (job ? [[job.id, job]] : [])));
    const candidates: ReminderCandidate[] = marked.flatMap((record) => {
      const job = jobs.get(record.id);
      return job ? [{ id: job.id, closingDate: job.closingDate, status: job.status, remindedFor: record.remindedFor }] : [];
    });
    const { due, next } = planReminders(candidates, days, now, await this.options.quietHours());
    const locale = due.length > 0 ? await this.options.locale() : 'en';
    // A vacancy shortlisted on several boards (a mark follows the vacancy: mark-spread.ts) has one
    // reminder: its postings of the same employer, title and closing instant share it, also with a
    // posting reminded in an earlier run (one that took the mark since, or was marked again). The city
    // is the vacancy's too (vacancy-key.ts): the same title in another city is a vacancy of its own.
    // An agency's copy (no employer) has the key of a posting of its vacancy that names one: the
    // grouping is asked for only when such a copy is shortlisted and a reminder is due.
    const named = (job: JobSummary) => job.vacancyEmployer !== null && job.vacancyTitle !== null;
    const standIns = new Map<number, JobSummary>();
    for (const copy of due.length > 0 ? [...jobs.values()].filter((job) => !named(job)) : []) {
      const stand = (await index.vacancy(copy.id)).filter(named).sort((a, b) => a.id - b.id)[0];
      if (stand) standIns.set(copy.id, stand);
    }
    const vacancyOf = (job: JobSummary, closingAt: number) => {
      const keyed = named(job) ? job : standIns.get(job.id);
      return keyed ? `${keyed.vacancyEmployer}|${keyed.vacancyTitle}|${cityGroupKey(keyed.city)}|${closingAt}` : `job:${job.id}`;
    };
    const sent = new Set(
      marked.flatMap((record) => {
        const job = jobs.get(record.id);
        return job && typeof record.remindedFor === 'number' ? [vacancyOf(job, record.remindedFor)] : [];
      }),
    );
    const inTray = this.options.inTray ?? ((change) => change());
    for (const { id, closingAt } of due) {
      const job = jobs.get(id)!;
      const vacancy = vacancyOf(job, closingAt);
      // The session ended while this run read (its end cleared the tray for the next user of the
      // computer): the reminders due wait, unsent and not noted, for the sign-in's run. In turn with
      // the tray: a reminder being shown as the session ends is cleared after it, not left there.
      // Noted only once shown (or its vacancy's): one the browser did not show (no permission yet) is
      // still due, and goes out at a later run (the next sync) once it can.
      const shown = await inTray(async () => {
        if (!(await this.options.signedIn())) return null;
        if (sent.has(vacancy)) return true;
        const notified = await ports.notify(`${REMINDER_PREFIX}${id}`, reminderText(locale, job, closingAt, now)).catch(() => false);
        if (notified) sent.add(vacancy);
        return notified;
      });
      if (shown === null) {
        await ports.clearAlarm(REMINDER_ALARM);
        return;
      }
      if (shown) await index.statuses.reminded(id, closingAt);
    }
    if (next === null) await ports.clearAlarm(REMINDER_ALARM);
    else await ports.createAlarm(REMINDER_ALARM, { when: next });
  }

  /** A reminder was clicked: the job's full record. */
  async clicked(notificationId: string): Promise<boolean> {
    if (!notificationId.startsWith(REMINDER_PREFIX)) return false;
    await this.options.ports.openPage(`/job.html?id=${Number(notificationId.slice(REMINDER_PREFIX.length))}`);
    return true;
  }
}
