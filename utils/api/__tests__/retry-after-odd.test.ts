/**
 * Retry-After is delta-seconds (digits) or an HTTP date (RFC 9110 10.2.3). The engine's Date.parse
 * reads far more than dates: "-5" as May 2001, "1.5" as 5 January 2001, "0" as the year 2000. Read
 * so, a fresh 429 said "Too many requests earlier. You can try again now." (a wait of 0) and the
 * popup asked again a second later. Such a value is unreadable, as "soon" is.
 */
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../retry-after';

describe('parseRetryAfter: values that are neither seconds nor a date', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('reads a negative number, a fraction or a signed one as unreadable, not as a date long past', () => {
    for (const value of ['-5', '-120', '1.5', '2026'])
      expect([value, parseRetryAfter(value, now)]).toEqual([value, value === '2026' ? 2_026_000 : null]);
  });

  it('still reads the three date forms HTTP allows', () => {
    for (const value of ['Sun, 22 Nov 2026 10:00:30 GMT', 'Sunday, 22-Nov-26 10:00:30 GMT', 'Sun Nov 22 10:00:30 2026'])
      expect([value, parseRetryAfter(value, now)]).toEqual([value, 30_000]);
  });
});
