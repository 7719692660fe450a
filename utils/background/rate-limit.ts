/**
 * Per-tab token buckets for what a board page can make the content script ask (page matching,
 * markers). A page that plants links or pushes ids to probe which postings are in the feed learns
 * at most `refillPerSecond` answers a second after a short burst; a person browsing never gets near.
 * In memory only: a worker restart refills every bucket, which a page cannot cause.
 */

export interface RateLimit {
  /** Requests a tab may make at once. */
  burst: number;
  /** Requests a tab regains per second, up to `burst`. */
  refillPerSecond: number;
}

/** Buckets kept before idle (full) ones are dropped; a full bucket is the same as no bucket. */
const MAX_TRACKED = 200;

export class TabRateLimiter {
  private readonly limit: RateLimit;
  private readonly now: () => number;
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(limit: RateLimit, now: () => number = Date.now) {
    this.limit = limit;
    this.now = now;
  }

  /** Takes one request's token for `tabId`; false when the tab has none left (ask nothing then). */
  take(tabId: number): boolean {
    const now = this.now();
    const bucket = this.refilled(tabId, now);
    if (bucket.tokens < 1) {
      this.buckets.set(tabId, bucket);
      return false;
    }
    this.buckets.set(tabId, { tokens: bucket.tokens - 1, at: now });
    if (this.buckets.size > MAX_TRACKED) this.dropIdle(now);
    return true;
  }

  /** How many tabs have a bucket that is not full. */
  get trackedTabs(): number {
    return this.buckets.size;
  }

  /** Forgets a closed tab. */
  forget(tabId: number): void {
    this.buckets.delete(tabId);
  }

  private refilled(tabId: number, now: number): { tokens: number; at: number } {
    const bucket = this.buckets.get(tabId);
    if (!bucket) return { tokens: this.limit.burst, at: now };
    // A clock that went back refills nothing rather than a negative amount.
    const elapsed = Math.max(0, now - bucket.at) / 1000;
    return { tokens: Math.min(this.limit.burst, bucket.tokens + elapsed * this.limit.refillPerSecond), at: now };
  }

  private dropIdle(now: number): void {
    for (const tabId of [...this.buckets.keys()]) {
      if (this.refilled(tabId, now).tokens >= this.limit.burst) this.buckets.delete(tabId);
    }
  }
}

/**
 * Page matching: one request per load or single-page navigation, plus a recheck when the head
 * settles or the session changes. 20 at once and two a second after that is faster than a person
 * reads postings, and thousands of times slower than a script could probe without it.
 */
export const PAGE_MATCH_LIMIT: RateLimit = { burst: 20, refillPerSecond: 2 };
/** Markers: one request per result page, but up to 500 links each, so fewer of them. */
export const PAGE_MARKERS_LIMIT: RateLimit = { burst: 10, refillPerSecond: 0.5 };
