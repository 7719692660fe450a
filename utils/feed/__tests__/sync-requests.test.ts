import { describe, expect, it } from 'vitest';
import type { JobPage, JobPageRequest } from '../../api/client';
import type { JobListing } from '../../api/schemas';
import { PageRequests } from '../sync-requests';

/** Requests answered when the test says so: `answer(page)` or `fail(page)` by the request's page number. */
function controlled() {
  const pending = new Map<number, { resolve: (page: JobPage<JobListing>) => void; reject: (error: unknown) => void }>();
  let sent = 0;
  const requests = new PageRequests(
    (request) =>
      new Promise((resolve, reject) => {
        sent++;
        pending.set(request.page, { resolve, reject });
      }),
    new AbortController().signal,
  );
  const page = (n: number): JobPage<JobListing> => ({ jobs: [], skipped: n, total: null, nextPage: null });
  return {
    requests,
    sent: () => sent,
    answer: async (n: number) => {
      pending.get(n)!.resolve(page(n));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fail: async (n: number) => {
      pending.get(n)!.reject(new Error(`page ${n} failed`));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const ask = (n: number): JobPageRequest => ({ page: n, size: 10 });

describe('PageRequests', () => {
  it('sends a request once however often it is asked', () => {
    const c = controlled();
    const keys = c.requests.ask([ask(1), ask(2)]);
    expect(c.requests.ask([ask(2), ask(1)])).toEqual([keys[1], keys[0]]);
    expect(c.sent()).toBe(2);
  });

  it('takes answers in the order they came, not in the order of the keys', async () => {
    const c = controlled();
    const keys = c.requests.ask([ask(1), ask(2), ask(3)]);
    await c.answer(3);
    await c.fail(2);
    await c.answer(1);
    const taken = [await c.requests.first(keys), await c.requests.first(keys), await c.requests.first(keys)];
    expect(taken.map((arrival) => [arrival.key, arrival.page?.skipped ?? String(arrival.error)])).toEqual([
      [keys[2], 3],
      [keys[1], 'Error: page 2 failed'],
      [keys[0], 1],
    ]);
  });

  it('does not let a range whose page is always answered first starve another: a failure is taken when it comes', async () => {
    const c = controlled();
    const [last] = c.requests.ask([ask(100)]);
    await c.fail(100);
    // The first range's next page is answered each time before the worker asks again.
    const taken: string[] = [];
    for (let n = 1; n <= 3 && !taken.includes(last!); n++) {
      const [next] = c.requests.ask([ask(n)]);
      await c.answer(n);
      taken.push((await c.requests.first([next!, last!])).key);
    }
    expect(taken).toEqual([last]);
  });

  it('waits for the first answer among the keys, leaving others for later', async () => {
    const c = controlled();
    const [one, two] = c.requests.ask([ask(1), ask(2)]);
    const taken = c.requests.first([one!]);
    await c.answer(2);
    await c.answer(1);
    expect((await taken).key).toBe(one);
    expect((await c.requests.first([one!, two!])).key).toBe(two);
  });

  it('forgets the answers of requests no longer wanted, and sends them again when asked again', async () => {
    const c = controlled();
    const [one] = c.requests.ask([ask(1), ask(2)]);
    await c.answer(2);
    c.requests.keepOnly([one!]);
    const [again] = c.requests.ask([ask(2)]);
    expect(c.sent()).toBe(3);
    const taken = c.requests.first([one!, again!]);
    await c.answer(1);
    expect((await taken).key).toBe(one);
  });

  it('refuses to wait for keys none of which is under way', async () => {
    const c = controlled();
    await expect(c.requests.first(['{"page":9}'])).rejects.toThrow(/No page request/);
  });
});
