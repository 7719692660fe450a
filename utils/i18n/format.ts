/**
 * Numbers, dates, ranges and countdowns in the UI language, through Intl. Pure functions: the
 * locale and "now" are parameters, so the views and their tests agree.
 */
import { enumLabel, type Locale } from '../api/enums';
import type { Translate } from './translate';

const DAY_MS = 86_400_000;
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/**
 * Intl formatters are costly to build (a list of 50 jobs would build hundreds) and immutable, so
 * each locale-and-options pair is built once.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: Locale) => cached(`n:${locale}`, () => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'nl-NL'));
const dateFormat = (locale: Locale) => cached(`d:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric' }));
const dateTimeFormat = (locale: Locale) => cached(`dt:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }));
const relativeFormat = (locale: Locale) => cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' }));
const euroFormat = (locale: Locale) => cached(`eur:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** A calendar date ("12 Nov 2026", "12 nov 2026"); '' for missing or unreadable input. */
export function formatDate(locale: Locale, iso: string | null | undefined): string {
  const date = parseInstant(iso);
  return date ? dateFormat(locale).format(date) : '';
}

export function formatDateTime(locale: Locale, iso: string | number | null | undefined): string {
  const date = typeof iso === 'number' ? new Date(iso) : parseInstant(iso);
  return date ? dateTimeFormat(locale).format(date) : '';
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
 * The closing date as a countdown in whole calendar days: "closes in 3 days", "closes today",
 * "closed 2 days ago". '' when there is no closing date.
 */
export function closingCountdown(t: Translate, locale: Locale, closingDate: string | null | undefined, now: number): string {
  const date = parseInstant(closingDate);
  if (!date) return '';
  const days = Math.round((startOfDay(date.getTime()) - startOfDay(now)) / DAY_MS);
  if (days === 0) return t('job.closesToday');
  const relative = relativeFormat(locale).format(days, 'day');
  return days > 0 ? t('job.closes', { relative }) : t('job.closed', { relative });
}

/** "32–40", "36", '' */
export function formatRange(locale: Locale, min: number | null | undefined, max: number | null | undefined, unit?: (n: number) => string): string {
  const show = unit ?? ((n: number) => formatNumber(locale, n));
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return min === max ? show(min) : `${show(min)}–${show(max)}`;
  if (hasMin) return `≥ ${show(min)}`;
  if (hasMax) return `≤ ${show(max)}`;
  return '';
}

export function formatHours(t: Translate, locale: Locale, min: number | null | undefined, max: number | null | undefined): string {
  const hours = formatRange(locale, min, max);
  return hours ? t('job.hours', { hours }) : '';
}

/** "€85–€110 per hour"; the period word comes from the salaryPeriod enumeration. */
export function formatSalary(locale: Locale, min: number | null | undefined, max: number | null | undefined, period: string | null | undefined): string {
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

function startOfDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

function parseInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
