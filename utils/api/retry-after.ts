/** A 429's Retry-After (RFC 9110 10.2.3): delta-seconds, or an HTTP date on the server's clock. */

/** RFC 9110's obsolete asctime form of an HTTP date, the one without a zone. */
const ASCTIME = /^[a-z]{3} [a-z]{3} [ \d]?\d \d{2}:\d{2}:\d{2} \d{4}$/i;

/** Retry-After as delta-seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  // Capped (about 31 years), so that hundreds of digits are not read as Infinity.
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), 1e9) * 1000;
  // An HTTP date names its month; Date.parse would read "-5" or "1.5" as a day in 2001 (a wait of 0).
  if (!/[a-z]{3}/i.test(trimmed)) return null;
  // asctime ("Sun Nov  6 08:49:37 1994") names no zone, and Date.parse would read it as local time: it is GMT.
  const date = Date.parse(ASCTIME.test(trimmed) ? `${trimmed} GMT` : trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait a 429's headers ask for, in milliseconds (null: none given, or unreadable). An HTTP date is
 * on the server's clock: counted from the answer's Date, a computer's clock set wrong neither ends nor
 * stretches the wait; without a readable Date, from the computer's.
 */
export function retryAfterOf(headers: Headers): number | null {
  const served = Date.parse(headers.get('Date') ?? '');
  return parseRetryAfter(headers.get('Retry-After'), Number.isNaN(served) ? Date.now() : served);
}
