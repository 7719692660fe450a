import { describe, expect, it, vi } from 'vitest';
import { matchPage } from '@/utils/background/match-page';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { JobSummary } from '@/utils/feed/summary';
import { BUILTIN_BOARDS } from '../builtin';
import { postingKeyFromUrl } from '../match';

// A job alert e-mail's link to a posting open beside the results: /comm/ before the search's path, as
// /comm/jobs/view/ is for a posting's own link (public code that classifies LinkedIn's mail links,
// found by code search, unnamed: '/comm/jobs/search-results/?currentJobId=4379139684' beside '/comm/jobs/view/…').
const MAIL_LINK = 'https://www.linkedin.com/comm/jobs/search-results/?currentJobId=4379139684&trackingId=abc';

describe("LinkedIn job alert e-mail's search link with a job open", () => {
  it('names its posting, as the page it leads to does', () => {
    expect(postingKeyFromUrl(MAIL_LINK, BUILTIN_BOARDS)).toBe('linkedin:4379139684');
    expect(postingKeyFromUrl('https://www.linkedin.com/comm/jobs/search?currentJobId=4379139684', BUILTIN_BOARDS)).toBe(
      'linkedin:4379139684',
    );
    expect(postingKeyFromUrl('https://www.linkedin.com/comm/jobs/search-results/?keywords=java', BUILTIN_BOARDS)).toBeNull();
  });

  it("gives the posting's page the feed job whose URL is that e-mail link", async () => {
    const job = makeSummary({ id: 5, url: MAIL_LINK, postingKey: postingKeyFromUrl(MAIL_LINK, BUILTIN_BOARDS) });
    const byKey = async (keys: readonly string[]) =>
      new Map<string, JobSummary>(keys.filter((k) => k === job.postingKey).map((k) => [k, job]));
    const index = {
      findByPostingKey: vi.fn(async (key: string) => (key === job.postingKey ? job : null)),
      findByPostingKeys: vi.fn(byKey),
      findByNormalizedUrls: vi.fn(async () => new Map<string, JobSummary>()),
    };
    const page = { senderUrl: 'https://www.linkedin.com/jobs/view/4379139684/', claimedUrl: null, hints: {} };
    expect((await matchPage(page, BUILTIN_BOARDS, index))?.id).toBe(5);
  });
});
