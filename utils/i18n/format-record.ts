/**
 * What only a job's full record reads (the details view, the card, a job's page, the export): its
 * dates, its closing fact and its status, in the UI language. Apart from format.ts so that the
 * popup, whose list loads that at first paint, loads these only with the details view.
 */
import { statusCode, type JobState } from '../feed/job-state';
import { ENUM_LABELS, enumLabel } from './enum-labels';
import { cached, closingText, dateFormat, INTL_LOCALE } from './format';
import type { Locale } from './locale';
import type { Translate } from './translate';

const dateTimeFormat = (locale: Locale) =>
  cached(`dt:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }));

/** A calendar date ("12 Nov 2026", "12 nov 2026"); '' for missing or unreadable input. */
export function formatDate(locale: Locale, iso: string | null | undefined): string {
  const date = parseInstant(iso);
  return date ? dateFormat(locale).format(date) : '';
}

/** A date and time ("12 Nov 2026, 14:05"); '' for missing or unreadable input. */
export function formatDateTime(locale: Locale, iso: string | number | null | undefined): string {
  const date = typeof iso === 'number' ? new Date(iso) : parseInstant(iso);
  return date ? dateTimeFormat(locale).format(date) : '';
}

/**
 * The closing-date fact of a full record: "Closes in 3 days (17 Nov 2026)", "Closed 17 Nov 2026",
 * or the bare date for a job its status closed before that date. '' without a closing date.
 */
export function closingFact(t: Translate, locale: Locale, state: JobState, now: number): string {
  const at = state.closingAt;
  if (at === null) return '';
  const date = dateFormat(locale).format(new Date(at));
  if (state.closed) return at <= now ? t('job.closedOn', { date }) : date;
  return `${closingText(t, locale, state, now)} (${date})`;
}

/**
 * A free-text code such as a job's status: `OPEN` or `ON_HOLD` reads "Open", "On hold"; text
 * that is not a code (mixed case, punctuation) is shown as it is. '' for no value.
 */
export function codeLabel(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const trimmed = value.trim();
  if (!/^[A-Z][A-Z0-9]*(?:[_\s-]+[A-Z0-9]+)*$/.test(trimmed)) return trimmed;
  const words = trimmed.toLowerCase().split(/[_\s-]+/);
  return [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}

/** The status as the job gives it, in the UI language: "Open", "Gesloten", "On hold"; free text as sent. */
export function statusLabel(locale: Locale, status: string | null | undefined): string {
  const code = statusCode(status);
  // The labels name every known status (enum-labels.ts is typed so): the pages need no list of members.
  return Object.hasOwn(ENUM_LABELS.jobStatus, code) ? enumLabel('jobStatus', code, locale) : codeLabel(status);
}

/**
 * The status fact: the job's own status, unless the closing date has closed a job whose status
 * still says otherwise ("Closed (closing date passed)"), so a card never reads "Status: Open" beside
 * a past closing date.
 */
export function statusText(t: Translate, locale: Locale, status: string | null | undefined, state: JobState): string {
  if (state.closed && state.by === 'date') return t('job.closedByDate');
  return statusLabel(locale, status);
}

/** The recruiter's calendar day of `ms` as YYYY-MM-DD, not UTC's: what spreadsheets and file names read. */
export function localIsoDay(ms: number): string {
  const day = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

function parseInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
