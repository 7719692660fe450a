/**
 * RFC 9110 (5.6.7) has a recipient read three forms of an HTTP date, all of them GMT: IMF-fixdate,
 * RFC 850 and asctime. asctime's ("Sun Nov  6 08:49:37 1994") names no zone, and Date.parse reads a
 * date without one as the computer's local time: a recruiter in Amsterdam would wait an hour more than
 * the server asked, one in New York five hours less (retrying at once, into another 429).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../retry-after';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('parseRetryAfter: an asctime date', () => {
  const now = Date.UTC(1994, 10, 6, 8, 48, 37);

  it.each(['America/New_York', 'Europe/Amsterdam', 'UTC'])('is GMT, on a computer in %s', (tz) => {
    process.env.TZ = tz;
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).toBe(60_000);
    // The other two forms, for comparison.
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(60_000);
  });
});
