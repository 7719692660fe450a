/**
 * The API's timestamps and dates, normalized. Parsed by hand rather than with `Date.parse`, whose
 * leniency differs between engines (day 31 of February, more than three fraction digits).
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * What the API sends nearly always, `Date#toISOString()`'s own shape: only the date needs checking.
 * A sync reads five timestamps a job, so this path is worth its lines (a second of 100,000 jobs' sync
 * went to the general parse in the worker's profile).
 */
const CANONICAL = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{3})?Z$/;

/**
 * An ISO 8601 date-time as a UTC ISO string (`Date#toISOString()`), or null when it is not one. A
 * value without offset is UTC, as the spec says all timestamps are; a date alone is its midnight UTC.
 */
export function normalizeInstant(value: string): string | null {
  const canonical = CANONICAL.exec(value);
  if (canonical) {
    const [, y, mo, d, fraction] = canonical;
    if (!validCalendarDate(Number(y), Number(mo), Number(d))) return null;
    return fraction === undefined ? `${value.slice(0, -1)}.000Z` : value;
  }
  return parseInstant(value);
}

/** normalizeInstant for every other shape: offsets, no seconds, a date alone, more fraction digits. */
export function parseInstant(value: string): string | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [offH, offM] = [Number(offsetHours), Number(offsetMinutes)];
  if (!validCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59 || offH > 23 || offM > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const offsetMs = (sign === '-' ? -1 : 1) * (offH * 60 + offM) * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString();
}

/** A calendar date as `YYYY-MM-DD`; of a date-time, the date as written (a date has no time zone). */
export function normalizeCalendarDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ].*)?$/.exec(value.trim());
  if (!match) return null;
  const [, y = '', mo = '', d = ''] = match;
  return validCalendarDate(Number(y), Number(mo), Number(d)) ? `${y}-${mo}-${d}` : null;
}
