import { describe, expect, it, vi } from 'vitest';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { JobSummary } from '@/utils/feed/summary';
import { REAL_URLS } from '@/test/fixtures/boards/real-urls';
import { markersFor } from '../match-page';

/** An index that holds a job under each of `keys` (posting keys), and nothing by address. */
function indexOf(keys: string[]) {
  const jobs = new Map(keys.map((key, i) => [key, makeSummary({ id: i + 1, postingKey: key })]));
  return {
    findByPostingKey: vi.fn(async (key: string) => jobs.get(key) ?? null),
    findByPostingKeys: vi.fn(async (asked: readonly string[]) => {
      const found = new Map<string, JobSummary>();
      for (const key of asked) if (jobs.has(key)) found.set(key, jobs.get(key)!);
      return found;
    }),
    findByNormalizedUrls: vi.fn(async () => new Map<string, JobSummary>()),
  };
}

describe('markersFor', () => {
  it("marks a LinkedIn result page's links to its postings on another of LinkedIn's hosts", async () => {
    // Recorded: the result page at www.linkedin.com links its postings at nl.linkedin.com.
    const { url, links } = REAL_URLS.linkedin!.resultPage;
    const found = await markersFor(
      url,
      links.map(([href]) => href),
      BUILTIN_BOARDS,
      indexOf(links.map(([, id]) => `linkedin:${id}`)),
    );
    expect(found.map((marker) => marker.url)).toEqual(links.map(([href]) => href));
  });

  it("asks about the page's own board only: a link to another board is not looked up", async () => {
    const { url, links } = REAL_URLS.linkedin!.resultPage;
    const [indeedPosting, indeedId] = REAL_URLS.indeed!.postings[0]!;
    const index = indexOf([`linkedin:${links[0]![1]}`, `indeed:${indeedId}`]);
    const found = await markersFor(url, [links[0]![0], indeedPosting], BUILTIN_BOARDS, index);
    expect(found.map((marker) => marker.url)).toEqual([links[0]![0]]);
    expect(index.findByPostingKeys.mock.calls.flatMap(([keys]) => keys)).not.toContain(`indeed:${indeedId}`);
    // A page on no enabled board asks nothing.
    expect(await markersFor(url, [links[0]![0]], [], index)).toEqual([]);
  });
});
