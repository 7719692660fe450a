/**
 * Numbers, dates, ranges and countdowns in the UI language, through Intl. Pure functions: the
 * locale and "now" are parameters, so the views and their tests agree. What only a job's full record
 * reads (its dates, closing fact and status) is in format-record.ts, out of the popup's first paint.
 */
import type { JobState } from '../feed/job-state';
import { enumLabel } from './enum-labels';
import type { Locale } from './locale';
import type { Translate } from './translate';

const DAY_MS = 86_400_000;
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * Intl formatters are costly to build (a list of 50 jobs would build hundreds) and immutable, so
 * each locale-and-options pair is built once.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: Locale) => cached(`n:${locale}`, () => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'nl-NL'));
export const dateFormat = (locale: Locale) =>
  cached(`d:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric' }));
const shortDateFormat = (locale: Locale) =>
  cached(`sd:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short' }));
const relativeFormat = (locale: Locale) =>
  cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' }));
const euroFormat = (locale: Locale) =>
  cached(
    `eur:${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  );

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** "in 3 days", "2 hours ago", "over 3 dagen": the nearest sensible unit. */
export function formatRelative(locale: Locale, target: number, now: number): string {
  const rtf = relativeFormat(locale);
  const diff = target - now;
  const abs = Math.abs(diff);
  if (abs < 60_000) return rtf.format(Math.round(diff / 1000), 'second');
  if (abs < 3_600_000) return rtf.format(Math.round(diff / 60_000), 'minute');
  if (abs < DAY_MS) return rtf.format(Math.round(diff / 3_600_000), 'hour');
  return rtf.format(Math.round(diff / DAY_MS), 'day');
}

/**
 * How a job's closing reads, from its state (utils/feed/job-state.ts decides open or closed):
 * open: "Closes in 3 days", "Closes today"; closed with a past closing date: "Closed 17 Nov"
 * (with the year when it is not this year's); closed by its status alone: "Closed". Never "closes"
 * with a past date. '' for an open job without a closing date.
 */
export function closingText(t: Translate, locale: Locale, state: JobState, now: number): string {
  const at = state.closingAt;
  if (state.closed) return at !== null && at <= now ? t('job.closedOn', { date: shortDate(locale, at, now) }) : t('job.closedState');
  if (at === null) return '';
  const days = daysUntil(at, now);
  if (days <= 0) return t('job.closesToday');
  return t('job.closes', { relative: relativeFormat(locale).format(days, 'day') });
}

/** "17 Nov" this year, "17 Nov 2025" another year. */
export function shortDate(locale: Locale, at: number, now: number): string {
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return (sameYear ? shortDateFormat(locale) : dateFormat(locale)).format(new Date(at));
}

/** "32–40", "36", '' */
export function formatRange(
  locale: Locale,
  min: number | null | undefined,
  max: number | null | undefined,
  unit?: (n: number) => string,
): string {
  const show = unit ?? ((n: number) => formatNumber(locale, n));
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  // Low to high, whichever way round the feed sent them.
  if (hasMin && hasMax) return min === max ? show(min) : `${show(Math.min(min, max))}–${show(Math.max(min, max))}`;
  if (hasMin) return `≥ ${show(min)}`;
  if (hasMax) return `≤ ${show(max)}`;
  return '';
}

export function formatHours(t: Translate, locale: Locale, min: number | null | undefined, max: number | null | undefined): string {
  const hours = formatRange(locale, min, max);
  return hours ? t('job.hours', { hours }) : '';
}

/** "€85–€110 per hour"; the period word comes from the salaryPeriod enumeration. */
export function formatSalary(
  locale: Locale,
  min: number | null | undefined,
  max: number | null | undefined,
  period: string | null | undefined,
): string {
  const euro = euroFormat(locale);
  const range = formatRange(locale, min, max, (n) => euro.format(n));
  if (!range) return '';
  const per = enumLabel('salaryPeriod', period, locale);
  return per ? `${range} ${per}` : range;
}

/** Whether a salary is a rate (per hour or day), which recruiters call "rate", not "salary". */
export function isRate(period: string | null | undefined): boolean {
  return period === 'HOURLY' || period === 'DAILY';
}

/** Calendar days on the recruiter's clock from `now` to `at` (a clock change or not): the N of "Closes in N days". */
export function daysUntil(at: number, now: number): number {
  return Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);
}

function startOfDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}
