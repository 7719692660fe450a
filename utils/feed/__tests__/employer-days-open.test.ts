/**
 * An employer's median days open counts a job from its publish date: a job the feed gives no publish
 * date (placed for the grouping by its closing date) has no start, and is not a job open for 0 days.
 */
import { describe, expect, it } from 'vitest';
import { employerStats } from '../employer-view';
import { epochSeconds } from '../instants';
import { VacancyGrouping } from '../vacancy-groups';

const DAY = 86_400_000;
const START = Date.UTC(2026, 2, 1, 9);
const at = (day: number) => epochSeconds(START + day * DAY);
const row = (id: number, published: number | null, closing: number | null, closedByStatus = false) => ({
  id,
  vacancyKey: `acme\u0000planner ${id}\u0000utrecht`,
  publishedSeconds: published === null ? -Infinity : at(published),
  // As vacancy-key.ts places a job: when it was published, else when it closes.
  placedSeconds: at(published ?? closing!),
  board: 'LinkedIn Jobs',
  closedByStatus,
  closingSeconds: closing === null ? null : at(closing),
});

describe("an employer's median days open", () => {
  it('leaves out a job without a publish date', () => {
    const rows = [row(1, 0, null), row(2, null, 20, true), row(3, null, 25)];
    const stats = employerStats(rows, VacancyGrouping.of([]), 'acme', START + 30 * DAY);
    // Job 1 open 30 days; jobs 2 and 3 (closed on days 20 and 25) were published no one knows when.
    expect(stats.medianDaysOpen).toBe(30);
  });
});
