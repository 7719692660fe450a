import { describe, expect, it } from 'vitest';
import { PAGE_MARKERS_LIMIT, PAGE_MATCH_LIMIT, TabRateLimiter } from '../rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function takeMany(limiter: TabRateLimiter, tabId: number, n: number): boolean[] {
  return Array.from({ length: n }, () => limiter.take(tabId));
}

describe('TabRateLimiter', () => {
  it('allows a burst, then refuses until tokens come back at the refill rate', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 3, refillPerSecond: 2 }, time.now);
    expect(takeMany(limiter, 1, 4)).toEqual([true, true, true, false]);
    time.advance(499);
    expect(limiter.take(1)).toBe(false);
    time.advance(1);
    expect(limiter.take(1)).toBe(true);
    expect(limiter.take(1)).toBe(false);
    time.advance(1000);
    expect(takeMany(limiter, 1, 3)).toEqual([true, true, false]);
  });

  it('never stores more than the burst, however long a tab was idle', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 2, refillPerSecond: 1 }, time.now);
    limiter.take(1);
    time.advance(3_600_000);
    expect(takeMany(limiter, 1, 3)).toEqual([true, true, false]);
  });

  it('keeps one bucket per tab: a probing tab does not starve another', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 2, refillPerSecond: 1 }, time.now);
    expect(takeMany(limiter, 1, 5)).toEqual([true, true, false, false, false]);
    expect(takeMany(limiter, 2, 2)).toEqual([true, true]);
  });

  it('refused requests do not earn anything: hammering stays refused', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 1, refillPerSecond: 1 }, time.now);
    limiter.take(1);
    let allowed = 0;
    for (let i = 0; i < 100; i++) {
      time.advance(10);
      if (limiter.take(1)) allowed++;
    }
    // One second of hammering in 10 ms steps earns exactly the one refilled token.
    expect(allowed).toBe(1);
  });

  it('a clock that goes back refills nothing', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 1, refillPerSecond: 1 }, time.now);
    limiter.take(1);
    time.advance(-60_000);
    expect(limiter.take(1)).toBe(false);
  });

  it('forgets a closed tab, and drops idle buckets when many tabs were seen', () => {
    const time = clock();
    const limiter = new TabRateLimiter({ burst: 1, refillPerSecond: 1 }, time.now);
    limiter.take(7);
    limiter.forget(7);
    expect(limiter.take(7)).toBe(true);
    for (let tab = 100; tab < 400; tab++) limiter.take(tab);
    expect(limiter.trackedTabs).toBeGreaterThan(200);
    time.advance(2_000);
    // Every bucket has refilled: the next new tab drops them all but its own.
    expect(limiter.take(1)).toBe(true);
    expect(limiter.trackedTabs).toBe(1);
    expect(limiter.take(1)).toBe(false);
  });

  it('bounds what a page can probe in a minute', () => {
    const time = clock();
    const match = new TabRateLimiter(PAGE_MATCH_LIMIT, time.now);
    const markers = new TabRateLimiter(PAGE_MARKERS_LIMIT, time.now);
    let matches = 0;
    let markerRequests = 0;
    for (let ms = 0; ms < 60_000; ms += 5) {
      time.advance(5);
      if (match.take(1)) matches++;
      if (markers.take(1)) markerRequests++;
    }
    expect(matches).toBeLessThanOrEqual(PAGE_MATCH_LIMIT.burst + 60 * PAGE_MATCH_LIMIT.refillPerSecond);
    expect(matches).toBeGreaterThanOrEqual(PAGE_MATCH_LIMIT.burst + 60 * PAGE_MATCH_LIMIT.refillPerSecond - 1);
    expect(markerRequests).toBeLessThanOrEqual(PAGE_MARKERS_LIMIT.burst + 60 * PAGE_MARKERS_LIMIT.refillPerSecond);
  });
});
