/**
 * The content script's whole behaviour: on load, on every single-page navigation and when the
 * session changes, ask the background whether this page is a feed job; mount the overlay frame on a
 * match and keep the page untouched otherwise. Results that arrive after a newer navigation are dropped,
 * so a card never belongs to another posting than the one shown.
 *
 * Single-page apps change the URL first and their head (canonical link, og:url, JSON-LD) only once
 * their data has loaded. Hints still equal to the last ones the head showed for the previous URL are
 * therefore treated as stale and not sent; the head is watched for a short while after each check
 * (to know those last hints) and, after a stale one, the page is checked again once its hints change,
 * so the card follows what the page finally shows.
 */
import { readPageHints, type PageHints } from '../boards/match';
import { selectResults } from '../boards/page-results';
import type { PageMarker, PageMatch, RequestOf } from '../messaging/contract';
import type { BackgroundEvent } from '../messaging/events';
import { isResult } from '../messaging/result';
import { isMarked, isVisibleLink, placeMarkers, removeMarkers } from './markers';
import { mountOverlay, type OverlayHost, type OverlayPage } from './overlay-host';
import { isInPageMove } from './url-changes';

export interface PageWatcherDeps {
  doc: Document;
  send: (message: RequestOf<'page.match'> | RequestOf<'page.markers'>) => Promise<unknown>;
  /** The overlay page's URL for a ticket and the card's starting place (it starts compact). */
  frameUrl: OverlayPage['frameUrl'];
  /** How long to wait for a single-page app to bring its head up to date after a navigation. */
  hintWaitMs?: number;
  /** How long to wait before asking again after a rate-limited answer. */
  limitedRetryMs?: number;
  /** False once the extension is gone: Chrome leaves a disabled or updated extension's script running. */
  alive?: () => boolean;
}

const NO_HINTS: Required<PageHints> = { canonicalUrl: null, ogUrl: null, jsonLdId: null, jsonLdUrl: null };
const HINT_WAIT_MS = 8_000;
const HINT_SETTLE_MS = 100;
/** After a rate-limited answer, the same question is asked again this much later. */
const LIMITED_RETRY_MS = 1_000;
/** Result links a board adds are asked about once its additions have paused this long, */
const ADDED_SETTLE_MS = 300;
/** or this long after the first of them, on a page that keeps changing. */
const ADDED_MAX_MS = 1_000;
/** Past this many links asked about on one page, its additions are no longer watched. */
const MAX_ASKED = 2_000;

/** What a check's answer names of the page's results: its links' selector, and its cards without a link. */
type Results = Pick<PageMatch, 'resultCards'> & { resultLinks: string };

function wasLimited(answer: unknown): boolean {
  return isResult(answer) && !answer.ok && answer.error.code === 'limited';
}

export class PageWatcher {
  private readonly deps: PageWatcherDeps;
  private host: OverlayHost | null = null;
  private generation = 0;
  /** The URL and hints of the last check, to tell a single-page app's stale head from a fresh one. */
  private last: { url: string; hints: string } | null = null;
  /** The hints the last check took as the previous page's. */
  private staleKey: string | null = null;
  private headWatch: { stop: () => void } | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** The result links asked about on this page, the answers' (in the feed, with their marks), their language. */
  private known: [asked: Set<string>, inFeed: Map<string, string | undefined>] = [new Set(), new Map()];
  private locale = '';
  /** The results the last check's answer named: null, none. */
  private links: Results | null = null;
  /** The watch for the result links the board adds later. */
  private added: MutationObserver | undefined;
  private addedSettle: ReturnType<typeof setTimeout> | undefined;

  constructor(deps: PageWatcherDeps) {
    this.deps = deps;
  }

  /** Leaves the page as it was before any of our changes. */
  clear(): void {
    this.generation++;
    this.stopHeadWatch();
    this.stopAdded();
    clearTimeout(this.retry);
    this.host?.remove();
    this.host = null;
    removeMarkers();
  }

  /** Asks again once the tab's rate limit has let some time pass, unless the page moved on. */
  private retryLater(generation: number, ask: () => void): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (generation === this.generation) ask();
    }, this.deps.limitedRetryMs ?? LIMITED_RETRY_MS);
  }

  async check(url: string): Promise<void> {
    const generation = ++this.generation;
    this.stopHeadWatch();
    this.stopAdded();
    clearTimeout(this.retry);
    const read = readPageHints(this.deps.doc);
    const key = JSON.stringify(read);
    // Told to check the same URL again (a sync, a sign-in) before the app's head changed: still stale.
    const last = this.last;
    // A move within the page (an "Apply" link's #fragment) is the same page, whose head is its own.
    const moved = last !== null && last.url !== url && !isInPageMove(last.url, url);
    const stale = last !== null && key !== JSON.stringify(NO_HINTS) && (moved ? last.hints === key : this.staleKey === key);
    this.staleKey = stale ? key : null;
    this.last = { url, hints: key };
    const hints = stale ? NO_HINTS : read;
    const progress = { matched: false };
    this.watchHead(url, stale ? key : null, generation, progress);
    const answer = await this.deps.send({ type: 'page.match', url, hints }).catch(() => null);
    if (generation !== this.generation) return;
    if (wasLimited(answer)) {
      this.retryLater(generation, () => void this.check(url));
      return;
    }
    const match: PageMatch | null = isResult<PageMatch>(answer) && answer.ok ? answer.value : null;
    this.host?.remove();
    this.host = null;
    if (match?.matched) {
      progress.matched = true;
      this.host = mountOverlay(this.deps, match);
    }
    // The board's result links, when the background names a selector for this page (its boards' rules
    // and the markers setting stay there): no selector, no DOM work but taking away the markers of an
    // answer before (signed out, another account's feed).
    this.links = typeof match?.resultLinks === 'string' ? (match as Results) : null;
    if (this.links) await this.markResults(this.links, generation);
    else removeMarkers();
  }

  /**
   * Reads (never writes) the head for a few seconds after a check. Its latest hints become the
   * baseline that tells the next page's stale head from a fresh one, also when the next navigation
   * comes before the head has settled (else the next page would send this page's hints). After a
   * check that found the previous page's head (`staleKey`), a page that has not matched (yet) is
   * checked again once its hints have changed and settled.
   */
  private watchHead(url: string, staleKey: string | null, generation: number, progress: { matched: boolean }): void {
    const view = this.deps.doc.defaultView;
    const head = this.deps.doc.head;
    if (!view || !head || typeof view.MutationObserver !== 'function') return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const observer = new view.MutationObserver(() => {
      if (generation !== this.generation) return;
      const fresh = JSON.stringify(readPageHints(this.deps.doc));
      this.last = { url, hints: fresh };
      if (staleKey === null || fresh === staleKey) return;
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (generation === this.generation && !progress.matched) void this.check(url);
      }, HINT_SETTLE_MS);
    });
    observer.observe(head, { childList: true, subtree: true, attributes: true, characterData: true });
    const deadline = setTimeout(() => this.stopHeadWatch(), this.deps.hintWaitMs ?? HINT_WAIT_MS);
    this.headWatch = {
      stop: () => {
        observer.disconnect();
        clearTimeout(settle);
        clearTimeout(deadline);
      },
    };
  }

  private stopHeadWatch(): void {
    this.headWatch?.stop();
    this.headWatch = null;
  }

  /**
   * Only links a person can see are asked about (and so marked): planted hidden links learn nothing.
   * `added`: only the links not asked about yet on this page are asked about; the answers kept mark
   * the others, also where the board drew a link anew (a list that renders the rows in view).
   */
  private async markResults(named: Results, generation: number, added?: boolean): Promise<void> {
    const doc = this.deps.doc;
    if (!added) this.known = [new Set(), new Map()];
    const [asked, inFeed] = this.known;
    // After additions, only the links that may need something are measured (a layout of the page):
    // not those answered already and marked, or not in the feed, on a page that changes all the time.
    const found = selectResults(doc, named.resultLinks, named.resultCards);
    const open = added ? found.filter((link) => !asked.has(link.url()) || (inFeed.has(link.url()) && !isMarked(link))) : found;
    // A card whose attribute names no posting (now) is none.
    const links = open.filter((link) => link.url() && isVisibleLink(link.at, doc));
    const urls = [...new Set(links.map((a) => a.url()))].filter((url) => !asked.has(url)).slice(0, 500);
    for (const url of urls) asked.add(url);
    const answer = urls.length && (await this.deps.send({ type: 'page.markers', urls }).catch(() => null));
    // A newer check, or a full marking begun since (a mark, a mute), has the newer answers.
    if (generation !== this.generation || this.known[0] !== asked) return;
    if (wasLimited(answer)) {
      for (const url of urls) asked.delete(url);
      this.retryLater(generation, () => void this.markResults(named, generation, added));
      return;
    }
    if (!added) {
      // This answer's markers replace the last one's: a job muted, marked again or gone from the feed since.
      removeMarkers();
      this.watchAdded(named, generation);
    }
    if (asked.size >= MAX_ASKED) this.stopAdded();
    if (isResult<{ markers: PageMarker[]; locale: string }>(answer) && answer.ok) {
      this.locale = answer.value.locale;
      for (const marker of answer.value.markers) inFeed.set(marker.url, marker.status);
    }
    placeMarkers(links, inFeed, this.locale);
  }

  /**
   * Boards add result cards after the page has loaded: LinkedIn's guest search appends the cards of
   * its seeMoreJobPostings fragments as the page scrolls ("See more jobs"; newones
   * docs/sources/linkedin.md, ryanlissedev/newones-job-intelligence@ae9f405; scrapers scroll its
   * search page for more cards, harry012112345/gitHub_test selenium-crawler-scrolling.py). The new
   * links are asked about once the additions pause, or a second after the first of them on a page
   * that never stops changing; the callback itself only sets that one timer.
   */
  private watchAdded(named: Results, generation: number): void {
    this.stopAdded();
    const view = this.deps.doc.defaultView;
    if (!view) return;
    let first = 0;
    const changed = () => {
      const now = Date.now();
      if (!this.addedSettle) first = now;
      clearTimeout(this.addedSettle);
      this.addedSettle = setTimeout(
        () => {
          this.addedSettle = undefined;
          // Left running without its extension: its answers are old, and the page is left as it was.
          if (this.deps.alive?.() === false) return this.clear();
          void this.markResults(named, generation, true);
        },
        Math.min(ADDED_SETTLE_MS, first + ADDED_MAX_MS - now),
      );
    };
    this.added = new view.MutationObserver(changed);
    // A list that reuses a link for another posting may change only its address and words in place
    // (React sets a lone text node's value): the address is watched too, and a card's posting attribute.
    this.added.observe(this.deps.doc, {
      childList: true,
      subtree: true,
      attributeFilter: ['href', named.resultCards?.attribute ?? 'href'],
    });
    // Links the board added while the first answer was on its way came before the observer: look once.
    changed();
  }

  private stopAdded(): void {
    this.added?.disconnect();
    clearTimeout(this.addedSettle);
    this.addedSettle = undefined;
  }

  /**
   * Events from the background: only the extension can send to a content script, and it sends
   * only events its contract parsed. The grab of a card is answered once it is dropped, through
   * `reply` (true: the answer comes later).
   */
  onEvent(event: unknown, currentUrl: string, reply: (answer: unknown) => void): true | undefined {
    const e = event as BackgroundEvent | null;
    const host = this.host;
    // A page that shows its card has nothing to look for after a sync: checking again would only mount the card again.
    if (e?.event === 'session.changed' || (e?.event === 'page.recheck' && !host)) {
      void this.check(currentUrl);
    } else if (e?.event === 'page.recheck') {
      // A page that shows its card keeps it; its result links (LinkedIn's search with a job open) are
      // marked again, for a mark, a mute or a sync since.
      if (this.links) void this.markResults(this.links, this.generation);
    } else if (e?.event === 'card.focus') {
      host?.focus();
    } else if (host && (e as { ticket?: string } | null)?.ticket === host.ticket) {
      // Only the card's own events carry its ticket.
      const card = e as Extract<BackgroundEvent, { ticket: string }>;
      if (card.event === 'overlay.drag') return host.drag(card, reply);
      if (card.dismissed) {
        host.remove();
        this.host = null;
      } else {
        host.applyLayout(card);
      }
    }
  }
}
