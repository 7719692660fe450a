/**
 * SECURITY.md#no-fetch-proxy: whatever ids, filters, sorts and view ids reach the client —
 * `../`, `?`, `#`, `%2F`, absolute URLs, huge or odd numbers — every request it makes goes to the
 * configured API origin and one of the four operations' paths, or none is made at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JobFeedClient } from '../client';
import type { JobCriteria } from '../criteria';

const BASE = 'https://api.example.com/prefix/';
const ALLOWED_PATH = /^\/prefix\/api\/(?:authenticate|feed\/jobs|feed\/jobs\/count|feed\/jobs\/\d+)$/;

const hostile = fc.oneof(
  fc.constantFrom(
    '../',
    '../../admin',
    '?',
    '#',
    '%2F',
    '%2e%2e%2f',
    'https://evil.example/x',
    '//evil.example/',
    'javascript:alert(1)',
    '\\\\evil',
    '\u0000',
    'a/b?c#d',
    '..%2F..%2F',
  ),
  fc.string(),
  fc.webUrl(),
);
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, Number.NaN, Infinity, 1e300));
const anyValue = fc.oneof(hostile, anyNumber, fc.boolean(), fc.array(hostile, { maxLength: 3 }), fc.date({ noInvalidDate: false }));

function recorder() {
  const urls: URL[] = [];
  const fetchStub = (async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input instanceof Request ? input.url : input)));
    return new Response('0', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { urls, fetchStub };
}

function expectOnlyApiRequests(urls: URL[]): void {
  for (const url of urls) {
    expect(url.origin).toBe('https://api.example.com');
    expect(url.pathname).toMatch(ALLOWED_PATH);
    expect(url.hash).toBe('');
  }
}

describe('no fetch proxy', () => {
  it('keeps every Get Job request on the API origin and path, whatever the id and view id', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyNumber, hostile), fc.oneof(anyNumber, hostile, fc.constant(null)), async (id, view) => {
        runs++;
        const { urls, fetchStub } = recorder();
        const client = new JobFeedClient({ baseUrl: BASE, getToken: () => 't', fetch: fetchStub, retry: { maxRetries: 0 } });
        await client.getJob(id as number, { clientViewId: view as number }).catch(() => undefined);
        expectOnlyApiRequests(urls);
        if (urls.length) expect(urls[0]!.pathname).toBe(`/prefix/api/feed/jobs/${id as number}`);
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBe(1000);
  });

  it('keeps list and count requests on their paths, whatever the criteria and sort', async () => {
    const fields = fc.constantFrom(
      'title',
      'employer',
      'url',
      'id',
      'province',
      'updatedDate',
      'government',
      '../x',
      'title?x=1',
      'constructor',
      '__proto__',
    );
    const operators = fc.constantFrom('equals', 'in', 'contains', 'greaterThan', 'specified', 'notIn', '../', 'equals#x');
    const criteria = fc.dictionary(fields, fc.dictionary(operators, anyValue, { maxKeys: 2 }), { maxKeys: 3 });
    const sort = fc.array(fc.tuple(fc.oneof(fields, hostile), fc.constantFrom('asc', 'desc', '../', '#')), { maxLength: 2 });
    await fc.assert(
      fc.asyncProperty(criteria, sort, anyNumber, anyNumber, async (c, s, page, size) => {
        const { urls, fetchStub } = recorder();
        const client = new JobFeedClient({ baseUrl: BASE, getToken: () => 't', fetch: fetchStub, retry: { maxRetries: 0 } });
        await client.countJobs(c as JobCriteria).catch(() => undefined);
        await client
          .getJobListings({ page: page as number, size: size as number, sort: s as [string, 'asc' | 'desc'][], criteria: c as JobCriteria })
          .catch(() => undefined);
        expectOnlyApiRequests(urls);
        for (const url of urls) {
          for (const key of url.searchParams.keys()) expect(key).toMatch(/^(?:page|size|sort|[a-zA-Z]+\.[a-zA-Z]+)$/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
