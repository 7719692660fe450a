/**
 * Whether a page of Get All Jobs has a next one, from what the server says: a Link header, a page
 * object, a total, or nothing at all (a bare array).
 */
import { describe, expect, it } from 'vitest';
import { fullJob } from '@/test/fixtures';
import { JobFeedClient } from '../client';

/** A client whose server answers every list request with `jobs` copies of a job, and `headers`. */
function answering(jobs: number, headers: Record<string, string> = {}) {
  const body = JSON.stringify(Array.from({ length: jobs }, (_, i) => ({ ...(fullJob as object), id: i + 1 })));
  return new JobFeedClient({
    baseUrl: 'https://api.example',
    getToken: () => 'eyJ.token.x',
    fetch: async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }),
  });
}

const request = { page: 0, size: 10, sort: [['id', 'asc']] as [string, 'asc'][] };

describe('the next page', () => {
  it('of a bare array goes on after a page shorter than asked (a server may cap the size), and ends at an empty one', async () => {
    expect((await answering(10).getJobListings(request)).nextPage).toBe(1);
    expect((await answering(4).getJobListings(request)).nextPage).toBe(1);
    expect((await answering(0).getJobListings(request)).nextPage).toBeNull();
  });

  it('with a total, counts pages in the size served, which a server may cap below the size asked', async () => {
    // Pages of 4 where 10 were asked: page 5 reaches job 24 of 25, page 6 the last.
    expect((await answering(4, { 'X-Total-Count': '25' }).getJobListings({ ...request, page: 5 })).nextPage).toBe(6);
    expect((await answering(1, { 'X-Total-Count': '25' }).getJobListings({ ...request, page: 6 })).nextPage).toBe(7);
    expect((await answering(0, { 'X-Total-Count': '25' }).getJobListings({ ...request, page: 7 })).nextPage).toBeNull();
  });

  it('follows a total or a Link header where the server gives one', async () => {
    expect((await answering(4, { 'X-Total-Count': '4' }).getJobListings(request)).nextPage).toBeNull();
    expect((await answering(10, { 'X-Total-Count': '25' }).getJobListings(request)).nextPage).toBe(1);
    expect((await answering(4, { Link: '<https://api.example/api/feed/jobs?page=1>; rel="next"' }).getJobListings(request)).nextPage).toBe(
      1,
    );
    expect(
      (await answering(10, { Link: '<https://api.example/api/feed/jobs?page=0>; rel="first"' }).getJobListings(request)).nextPage,
    ).toBeNull();
  });
});
