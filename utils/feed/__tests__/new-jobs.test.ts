import { describe, expect, it } from 'vitest';
import { isNewJob, KNOWN_FROM_START, MAX_OPENED, NEW_FOR_MS, withOpened } from '../new-jobs';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 60 * 60_000;

describe('new jobs', () => {
  it('marks a job new for a day after it came in, unless the feed first loaded it or it was opened', () => {
    const none = new Set<number>();
    expect(isNewJob({ id: 1, firstSeenAt: NOW - HOUR }, NOW, none)).toBe(true);
    expect(isNewJob({ id: 1, firstSeenAt: NOW - NEW_FOR_MS + 1 }, NOW, none)).toBe(true);
    expect(isNewJob({ id: 1, firstSeenAt: NOW - NEW_FOR_MS }, NOW, none)).toBe(false);
    expect(isNewJob({ id: 1, firstSeenAt: KNOWN_FROM_START }, NOW, none)).toBe(false);
    expect(isNewJob({ id: 1, firstSeenAt: NOW - HOUR }, NOW, new Set([1]))).toBe(false);
    expect(isNewJob({ id: 2, firstSeenAt: NOW - HOUR }, NOW, new Set([1]))).toBe(true);
  });

  it('keeps opened jobs for a day, each once, the newest MAX_OPENED', () => {
    expect(withOpened(undefined, 7, NOW)).toEqual([[7, NOW]]);
    expect(
      withOpened(
        [
          [7, NOW - 2 * HOUR],
          [8, NOW - NEW_FOR_MS - 1],
        ],
        7,
        NOW,
      ),
    ).toEqual([[7, NOW]]);
    expect(withOpened([[9, NOW - HOUR]], null, NOW)).toEqual([[9, NOW - HOUR]]);
    // What is not a pair of numbers is dropped, never passed on.
    expect(withOpened(['x', [1], [2, 'y'], [1.5, NOW], [3, NOW - 1]], null, NOW)).toEqual([[3, NOW - 1]]);
    const many = Array.from({ length: MAX_OPENED + 20 }, (_, i) => [i + 1, NOW - 1000 + i]);
    const kept = withOpened(many, 99_999, NOW);
    expect(kept).toHaveLength(MAX_OPENED);
    expect(kept.at(-1)).toEqual([99_999, NOW]);
  });
});
