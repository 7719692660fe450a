import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, inTime, THIS_PAGE_WAIT_MS } from '../first-render';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('inTime', () => {
  it('gives a read that comes within its wait, and undefined for one that comes later', async () => {
    const early = inTime(after(FIRST_RENDER_WAIT_MS - 10, 'snapshot'));
    const late = inTime(after(FIRST_RENDER_WAIT_MS + 10, 'snapshot'));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS);
    await expect(early).resolves.toBe('snapshot');
    await expect(late).resolves.toBeUndefined();
  });

  it('waits longer for "This page": a worker the browser stopped answers past the first wait', async () => {
    expect(THIS_PAGE_WAIT_MS).toBeGreaterThan(FIRST_RENDER_WAIT_MS);
    const answer = { job: 'Lead Applicatiebeheerder' };
    const asleep = inTime(after(250, answer), THIS_PAGE_WAIT_MS);
    const busy = inTime(after(THIS_PAGE_WAIT_MS + 500, answer), THIS_PAGE_WAIT_MS);
    let settled = false;
    void asleep.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(THIS_PAGE_WAIT_MS - FIRST_RENDER_WAIT_MS);
    await expect(asleep).resolves.toBe(answer);
    // A worker busy for longer (a sync's page) does not hold the page blank.
    await expect(busy).resolves.toBeUndefined();
  });

  it('passes on a read that fails, for the page to handle as before', async () => {
    const failed = inTime(Promise.reject(new Error('storage refused')));
    await expect(failed).rejects.toThrow('storage refused');
  });
});
