import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, inTime, THIS_PAGE_WAIT_MS, thisPageInTime } from '../first-render';

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

describe('thisPageInTime', () => {
  const answer = { job: 'Lead Applicatiebeheerder' };
  const never = new Promise<never>(() => undefined);

  /** When `read` settles, in ms from now (Infinity: not within the longer wait). */
  async function settlesAt(read: Promise<unknown>): Promise<number> {
    const start = Date.now();
    let at = Infinity;
    void read.then(() => (at = Date.now() - start));
    for (let ms = 0; ms <= THIS_PAGE_WAIT_MS && at === Infinity; ms += 10) await vi.advanceTimersByTimeAsync(10);
    return at;
  }

  it("does not wait past the first wait for a worker that does not answer, where the page's last check found no job", async () => {
    const read = thisPageInTime(never, Promise.resolve(false));
    expect(await settlesAt(read)).toBe(FIRST_RENDER_WAIT_MS);
    await expect(read).resolves.toBeUndefined();
  });

  it('waits the longer wait where it found a job, for a worker the browser stopped', async () => {
    expect(await settlesAt(thisPageInTime(never, Promise.resolve(true)))).toBe(THIS_PAGE_WAIT_MS);
    const asleep = thisPageInTime(after(250, answer), Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(250);
    await expect(asleep).resolves.toBe(answer);
  });

  it('keeps the longer wait where the checks cannot be read, and no longer where their read hangs', async () => {
    expect(await settlesAt(thisPageInTime(never, Promise.reject(new Error('no storage.session'))))).toBe(THIS_PAGE_WAIT_MS);
    expect(await settlesAt(thisPageInTime(never, never))).toBe(THIS_PAGE_WAIT_MS);
  });

  it('gives an answer that came within the first wait, whatever the checks say', async () => {
    for (const job of [true, false]) {
      const read = thisPageInTime(after(40, answer), Promise.resolve(job));
      expect(await settlesAt(read)).toBe(40);
      await expect(read).resolves.toBe(answer);
    }
  });
});
