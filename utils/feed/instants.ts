/**
 * Instants in the index: read from the API's strings (`instantMs`), and held in memory (search rows,
 * vacancy keys) as seconds since 2020 (`epochSeconds`). A whole second from 1986 to 2054 is then a
 * small integer (31 bits in Chromium's V8), which V8 keeps in the object itself; epoch ms is not one,
 * and cost a 12-byte heap number per field and row. A fraction of a second, or a time outside those
 * years, stays a heap number, and nothing is rounded: dividing by 1000 keeps every millisecond
 * apart, so comparisons of instants are the same in seconds.
 */

/** An instant (an ISO string as the API layer normalizes it) in epoch ms; null: none, or unreadable. */
export function instantMs(date: string | null | undefined): number | null {
  if (!date) return null;
  const ms = canonicalMs(date) ?? Date.parse(date);
  return Number.isNaN(ms) ? null : ms;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of `month` (1-12) of `year`, in the Gregorian calendar that Date counts in. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/** A digit's value at `at`; NaN for anything else, which then fails every range check below. */
function digit(text: string, at: number): number {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
}

/**
 * `YYYY-MM-DDTHH:MM:SS.sssZ`, the shape the API layer gives every instant (normalizeInstant), read
 * digit by digit: the search rows' load reads two a job, and `Date.parse` took 166 ms of a 100,000-job
 * load's 1.8 s in the worker, where this takes 92 ms (test/bench/first-search.ts --profile, self time
 * of each). Only a date and time that exist are read here, where every engine agrees with Date.UTC
 * (a 30 February or an hour 24 is each engine's own reading); those, other shapes and years before 100
 * (which Date.UTC reads as 19xx) are left to Date.parse: null.
 */
function canonicalMs(text: string): number | null {
  if (text.length !== 24 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':') return null;
  if (text[19] !== '.' || text[23] !== 'Z') return null;
  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3);
  const month = digit(text, 5) * 10 + digit(text, 6);
  const day = digit(text, 8) * 10 + digit(text, 9);
  const hour = digit(text, 11) * 10 + digit(text, 12);
  const minute = digit(text, 14) * 10 + digit(text, 15);
  const second = digit(text, 17) * 10 + digit(text, 18);
  const ms = digit(text, 20) * 100 + digit(text, 21) * 10 + digit(text, 22);
  if (!(year >= 100 && month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59 && ms >= 0)) return null;
  if (day > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

const EPOCH_MS = Date.UTC(2020, 0, 1);
export const DAY_SECONDS = 86_400;

/** Epoch ms in seconds since 2020. */
export function epochSeconds(ms: number): number {
  const seconds = (ms - EPOCH_MS) / 1000;
  // `| 0` makes a whole number a small integer; the division's result is a heap number even then,
  // until V8 optimizes the code.
  const whole = seconds | 0;
  return whole === seconds ? whole : seconds;
}

/**
 * Epoch ms in whole seconds since 2020, rounded down; null kept. A small integer (31 bits in V8, up to
 * 2054), where a fraction is a heap number; and an array of numbers that holds one fraction holds
 * them all as doubles, 8 bytes each (vacancy-candidates.ts).
 */
export function wholeEpochSecondsOf(ms: number | null): number | null {
  return ms === null ? null : Math.floor(epochSeconds(ms));
}

/** epochSeconds, with null (no instant) kept. */
export function epochSecondsOf(ms: number | null): number | null {
  return ms === null ? null : epochSeconds(ms);
}
