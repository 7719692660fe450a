import { afterEach, expect, it } from 'vitest';
import { exportFileName } from '../use-export';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

it("names an export by the recruiter's own date, not UTC's", () => {
  // 00:30 on 21 November in Amsterdam is still 20 November in UTC.
  const halfPastMidnight = Date.parse('2026-11-20T23:30:00Z');
  process.env.TZ = 'Europe/Amsterdam';
  expect(exportFileName(halfPastMidnight)).toBe('job-feed-2026-11-21.csv');
  process.env.TZ = 'UTC';
  expect(exportFileName(halfPastMidnight)).toBe('job-feed-2026-11-20.csv');
});
