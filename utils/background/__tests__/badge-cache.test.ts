import { describe, expect, it, vi } from 'vitest';
import { badgeFor, BADGE_COLORS } from '../badge';
import { JobCache } from '../job-cache';

describe('badgeFor', () => {
  it.each([
    [{ signedIn: false, apiReachable: true, newJobs: 5 }, '!', BADGE_COLORS.attention],
    [{ signedIn: true, apiReachable: false, newJobs: 5 }, 'off', BADGE_COLORS.offline],
    [{ signedIn: true, apiReachable: true, newJobs: 5 }, '5', BADGE_COLORS.news],
    [{ signedIn: true, apiReachable: null, newJobs: 1234 }, '999+', BADGE_COLORS.news],
    [{ signedIn: true, apiReachable: true, newJobs: 0 }, '', BADGE_COLORS.news],
  ])('%o → %s', (input, text, color) => {
    const badge = badgeFor(input);
    expect(badge.text).toBe(text);
    expect(badge.color).toBe(color);
    expect(badge.title).toMatch(/^Job Feed Companion/);
  });
});

describe('JobCache', () => {
  it('shares identical in-flight requests and serves from cache within the TTL', async () => {
    let now = 0;
    const cache = new JobCache<string>({ ttlMs: 1000, now: () => now });
    let resolve!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.get(1, load);
    const b = cache.get(1, load);
    resolve('job 1');
    expect(await a).toBe('job 1');
    expect(await b).toBe('job 1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 999;
    expect(await cache.get(1, load)).toBe('job 1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    const again = cache.get(1, load);
    resolve('job 1 v2');
    expect(await again).toBe('job 1 v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    const cache = new JobCache<string>();
    await expect(cache.get(1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(1, () => Promise.resolve('ok'))).toBe('ok');
  });

  it('evicts the oldest entries beyond its size', async () => {
    const cache = new JobCache<number>({ maxEntries: 2 });
    const load = vi.fn(async (id: number) => id);
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get(3, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
