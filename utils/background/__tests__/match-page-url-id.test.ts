import { describe, expect, it, vi } from 'vitest';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { JobSummary } from '@/utils/feed/summary';
import { matchPage } from '../match-page';

/** An index that holds a job under each posting key, and nothing by address. */
function indexOf(keys: Record<string, number>) {
  const jobs = new Map(Object.entries(keys).map(([key, id]) => [key, makeSummary({ id, postingKey: key })]));
  const find = async (asked: readonly string[]) => {
    const found = new Map<string, JobSummary>();
    for (const key of asked) if (jobs.has(key)) found.set(key, jobs.get(key)!);
    return found;
  };
  return {
    findByPostingKey: vi.fn(async (key: string) => jobs.get(key) ?? null),
    findByPostingKeys: vi.fn(find),
    findByNormalizedUrls: vi.fn(async () => new Map<string, JobSummary>()),
  };
}

// Posting 2222222222 is in the feed; the page's URL names posting 1111111111, which is not.
const index = () => indexOf({ 'linkedin:2222222222': 7, 'indeed:bbbbbbbbbbbbbbbb': 8 });

describe('matchPage: a URL that names its posting', () => {
  it("shows no other posting's card when the head still names the posting shown before (a script new on a single-page app)", async () => {
    const senderUrl = 'https://www.linkedin.com/jobs/search/?currentJobId=1111111111&keywords=java';
    const stale = {
      canonicalUrl: 'https://www.linkedin.com/jobs/view/2222222222/',
      ogUrl: 'https://www.linkedin.com/jobs/view/2222222222/',
      jsonLdId: '2222222222',
    };
    expect(await matchPage({ senderUrl, claimedUrl: null, hints: stale }, BUILTIN_BOARDS, index())).toBeNull();
    const indeed = 'https://nl.indeed.com/jobs?q=java&vjk=aaaaaaaaaaaaaaaa';
    const indeedHints = { canonicalUrl: 'https://nl.indeed.com/viewjob?jk=bbbbbbbbbbbbbbbb' };
    expect(await matchPage({ senderUrl: indeed, claimedUrl: null, hints: indeedHints }, BUILTIN_BOARDS, index())).toBeNull();
  });

  it('still matches by the URL, and by the hints where the URL names no posting', async () => {
    const hints = { canonicalUrl: 'https://www.linkedin.com/jobs/view/2222222222/' };
    const byUrl = await matchPage(
      { senderUrl: 'https://www.linkedin.com/jobs/view/2222222222/', claimedUrl: null, hints: {} },
      BUILTIN_BOARDS,
      index(),
    );
    expect(byUrl?.id).toBe(7);
    const share = await matchPage(
      { senderUrl: 'https://www.linkedin.com/jobs/search/?keywords=java', claimedUrl: null, hints },
      BUILTIN_BOARDS,
      index(),
    );
    expect(share?.id).toBe(7);
  });
});
