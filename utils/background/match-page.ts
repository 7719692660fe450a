/**
 * Matching a visited page to a feed job: a lookup in the local index, never a request (security
 * SECURITY.md#visited-urls-stay-local). The page's URL comes from the browser's `sender`; a URL the content script claims (after
 * a single-page navigation the sender's URL can be stale) is used only when it has the same origin.
 */
import { findBoard, postingIdFromHints, postingKeyFromUrl, type BoardAdapter } from '../boards';
import type { FeedIndex } from '../feed/feed-index';
import { normalizePostingUrl } from '../feed/normalize-url';
import type { JobSummary } from '../feed/summary';
import { KEY_ADAPTERS } from '../boards/enabled';

export interface PageHintsInput {
  canonicalUrl?: string | null;
  ogUrl?: string | null;
  jsonLdId?: string | null;
  jsonLdUrl?: string | null;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

type Lookup = Pick<FeedIndex, 'findByPostingKey' | 'findByPostingKeys' | 'findByNormalizedUrls'>;

/**
 * The feed job at each of `urls` (null: none), by the posting key a known board's URL carries, else
 * by the URL normalized: two lookups of the index for any number of URLs.
 */
async function lookupUrls(urls: readonly string[], index: Lookup): Promise<(JobSummary | null)[]> {
  const keys = urls.map((url) => postingKeyFromUrl(url, KEY_ADAPTERS));
  const byKey = await index.findByPostingKeys(keys.filter((key) => key !== null));
  const found = keys.map((key) => (key === null ? null : (byKey.get(key) ?? null)));
  const normalized = urls.map((url, i) => (found[i] ? null : normalizePostingUrl(url)));
  const byUrl = await index.findByNormalizedUrls(normalized.filter((url) => url !== null));
  return found.map((job, i) => {
    const url = normalized[i];
    return job ?? (url ? (byUrl.get(url) ?? null) : null);
  });
}

async function lookupUrl(url: string, index: Lookup): Promise<JobSummary | null> {
  return (await lookupUrls([url], index))[0] ?? null;
}

/** The page's URL as checked: the one the script claims when it has the sender's origin. */
export function checkedPageUrl(senderUrl: string, claimedUrl: string | null): string {
  return claimedUrl && sameOrigin(claimedUrl, senderUrl) ? claimedUrl : senderUrl;
}

export async function matchPage(
  page: { senderUrl: string; claimedUrl: string | null; hints: PageHintsInput },
  enabled: readonly BoardAdapter[],
  index: Lookup,
): Promise<JobSummary | null> {
  const url = checkedPageUrl(page.senderUrl, page.claimedUrl);
  if (!findBoard(url, enabled)) return null;
  const direct = await lookupUrl(url, index);
  if (direct) return direct;
  // A URL that names its posting is that posting: a head naming another is the page shown before it
  // (a single-page app's, to a script that never saw it change), so it picks no other job's card.
  if (postingKeyFromUrl(url, KEY_ADAPTERS)) return null;
  // The URL lacks the posting id (share links, single-page apps): what the page says about itself.
  const adapter = findBoard(url, KEY_ADAPTERS);
  const hintedId = adapter ? postingIdFromHints(adapter, page.hints) : null;
  if (adapter && hintedId) {
    const byHint = await index.findByPostingKey(`${adapter.id}:${hintedId}`);
    if (byHint) return byHint;
  }
  const canonical = [page.hints.canonicalUrl, page.hints.ogUrl].find((u): u is string => !!u && sameOrigin(u, url));
  return canonical ? lookupUrl(canonical, index) : null;
}

/**
 * "In feed" markers for posting links on a result page: links on the page's own board only, each with
 * the feed job for the caller (which answers the page with the recruiter's mark, never the id, and
 * leaves out the jobs the recruiter muted). The board, not the origin: LinkedIn's result pages at
 * www.linkedin.com link to postings at nl.linkedin.com (its evidence in boards/builtin.ts, and
 * test/fixtures/boards/real-urls.ts).
 */
export async function markersFor(
  senderUrl: string,
  urls: readonly string[],
  enabled: readonly BoardAdapter[],
  index: Lookup,
): Promise<{ url: string; job: JobSummary }[]> {
  const board = findBoard(senderUrl, enabled);
  if (!board) return [];
  const boardUrls = [...new Set(urls)].filter((url) => findBoard(url, enabled) === board);
  const jobs = await lookupUrls(boardUrls, index);
  return boardUrls.flatMap((url, i) => (jobs[i] ? [{ url, job: jobs[i] }] : []));
}
