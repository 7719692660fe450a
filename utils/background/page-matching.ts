/**
 * What a board page's content script may ask: whether its page is a feed job (answered with an
 * opaque ticket for the card, never job data) and which of its posting links are in the feed.
 * Lookups are in the local index only; no page URL ever goes to the API.
 */
import { findBoard, isResultPage, type BoardAdapter } from '../boards';
import type { FeedIndex } from '../feed/feed-index';
import { pageAddress } from '../feed/normalize-url';
import { browser } from 'wxt/browser';
import type { Locale } from '../i18n/locale';
import type { PageDiagnosis, PageJob, PageMatch, PageStatus, RequestOf, Responses } from '../messaging/contract';
import { HandlerFailure } from '../messaging/dispatch';
import type { MessageSenderLike } from '../messaging/senders';
import { checkedPageUrl, markersFor, matchPage } from './match-page';
import { CHECKED_PAGES, PageChecks } from './page-checks';
import { diagnosePage } from './page-diagnosis';
import type { Notifier } from './notifier';
import type { OverlayCards } from './overlay-cards';
import { PAGE_MARKERS_LIMIT, PAGE_MATCH_LIMIT, TabRateLimiter } from './rate-limit';

export interface PageMatchingOptions {
  index: () => Promise<FeedIndex>;
  boards: () => Promise<BoardAdapter[]>;
  signedIn: () => Promise<boolean>;
  overlay: OverlayCards;
  notifier: Notifier;
  /** The user's "In feed" markers setting, and the extension's language for their words (not the page's). */
  markers: () => Promise<{ show: boolean; locale: Locale }>;
  /** When the last sync ended well, for "This page". */
  lastSyncAt: () => Promise<number | null>;
  /** Whether the extension may read these host patterns; the browser's answer by default. */
  granted?: (patterns: string[]) => Promise<boolean>;
  now?: () => number;
}

/** A page that asks too often is refused before any lookup, so probing the feed stays slow. */
function limited(): never {
  throw new HandlerFailure('limited', 'Too many requests from this tab; try again in a moment.');
}

export class PageMatching {
  private readonly options: PageMatchingOptions;
  private readonly matchLimit: TabRateLimiter;
  private readonly markersLimit: TabRateLimiter;
  /** The pages checked in this browser session, by the address checked (pageAddress): when, the answer, and the feed job found (card hidden or not). */
  readonly checked = new PageChecks();

  /**
   * Each tab's newest page check, by number: only the newest sets the tab's ✓. A check still looking
   * up a posting when the tab's page moved on (a redirect to the board's search page, refused off a
   * board) set the ✓ again after the newer check had cleared it.
   */
  private readonly tabChecks = new Map<number, number>();
  private checks = 0;

  private newCheck(tabId: number): () => boolean {
    const check = ++this.checks;
    this.tabChecks.delete(tabId);
    this.tabChecks.set(tabId, check);
    if (this.tabChecks.size > CHECKED_PAGES) this.tabChecks.delete(this.tabChecks.keys().next().value!);
    return () => this.tabChecks.get(tabId) === check;
  }

  constructor(options: PageMatchingOptions) {
    this.options = options;
    this.matchLimit = new TabRateLimiter(PAGE_MATCH_LIMIT, options.now);
    this.markersLimit = new TabRateLimiter(PAGE_MARKERS_LIMIT, options.now);
  }

  async match(request: RequestOf<'page.match'>, sender: MessageSenderLike): Promise<PageMatch> {
    // Taken before the lookup: a sign-out while it looks clears the checks, and this one then records nothing.
    const record = this.checked.begin();
    const { answer, jobId } = await this.answerMatch(request, sender);
    const checked = request.url ?? sender.url;
    if (checked) {
      // The tab's address once the recruiter followed a link within the page still finds this check.
      // Not waited for: the page has its answer first (PageChecks reads and writes in turn).
      void record(pageAddress(checked), { at: (this.options.now ?? Date.now)(), matched: answer.matched, jobId });
    }
    return answer;
  }

  /** The last answered check of a page. */
  async status({ url }: RequestOf<'page.status'>): Promise<PageStatus> {
    const last = await this.checked.get(pageAddress(url));
    return { checkedAt: last?.at ?? null, matched: last?.matched ?? false };
  }

  /**
   * The feed job a page showed when its content script last checked it, for the popup's "This page"
   * (the active tab's URL, read by the popup where the browser lets it): the job as the index holds
   * it, and whether its card is hidden. null: not checked in this browser session, or no feed job.
   */
  async current({ url }: RequestOf<'page.current'>): Promise<PageJob | null> {
    const jobId = (await this.checked.get(pageAddress(url)))?.jobId ?? null;
    if (jobId === null) return null;
    // A check from before the board was switched off or its access taken back: no script or card is
    // there now, and the popup then asks the diagnosis, which says why (no access, and the way to give it).
    const board = findBoard(url, await this.options.boards());
    if (!board || !(await this.granted(board.matches))) return null;
    const job = await (await this.options.index()).get(jobId);
    if (!job) return null;
    return { job, hidden: (await this.options.overlay.prefs()).dismissedJobIds.includes(jobId) };
  }

  /** Whether the extension may read these host patterns; false when the browser cannot say. */
  private granted(patterns: string[]): Promise<boolean> {
    const { granted = (origins) => browser.permissions.contains({ origins }) } = this.options;
    return granted(patterns).catch(() => false);
  }

  /**
   * Whether the extension may still read the page at `url`: a page whose site access was taken back
   * keeps its content script until it loads again (the browsers stop none), and its checks then got
   * cards and markers, on a single-page board for as long as the tab stayed open.
   */
  private readable(url: string): Promise<boolean> {
    const { protocol, hostname } = new URL(url);
    return this.granted([`${protocol}//${hostname}/*`]);
  }

  /** Why the page at `url` has or has no card: the side panel's "This page" (page-diagnosis.ts). */
  async diagnose({ url }: RequestOf<'page.diagnose'>): Promise<PageDiagnosis> {
    const { options } = this;
    const [index, enabled, signedIn, lastSyncAt, prefs, last] = await Promise.all([
      options.index(),
      options.boards(),
      options.signedIn(),
      options.lastSyncAt(),
      options.overlay.prefs(),
      this.checked.get(pageAddress(url)),
    ]);
    return diagnosePage(url, {
      enabled,
      granted: (patterns) => this.granted(patterns),
      lookup: (address) => matchPage({ senderUrl: address, claimedUrl: null, hints: {} }, enabled, index),
      lastCheck: last ? { at: last.at, jobId: last.jobId } : null,
      get: (id) => index.get(id),
      hidden: async (id) => prefs.dismissedJobIds.includes(id),
      signedIn,
      lastSyncAt,
      indexed: await index.count(),
    });
  }

  private async answerMatch(
    { url, hints }: RequestOf<'page.match'>,
    sender: MessageSenderLike,
  ): Promise<{ answer: PageMatch; jobId: number | null }> {
    const { overlay, notifier } = this.options;
    const tabId = sender.tab?.id;
    if (tabId === undefined || !sender.url) return { answer: { matched: false }, jobId: null };
    if (!this.matchLimit.take(tabId)) limited();
    const newest = this.newCheck(tabId);
    const readable = await this.readable(sender.url);
    const index = await this.options.index();
    const boards = await this.options.boards();
    const job = readable ? await matchPage({ senderUrl: sender.url, claimedUrl: url, hints }, boards, index) : null;
    // The toolbar mark is cosmetic: a browser refusing it must not leave the page without its answer.
    if (newest()) await notifier.markTab(tabId, job !== null).catch(() => undefined);
    if (!readable) return { answer: { matched: false }, jobId: null };
    const checked = checkedPageUrl(sender.url, url);
    const board = findBoard(checked, boards);
    // Markers on the built-in boards' result pages only: a custom board's selector is every link, and
    // the content script of a board's other pages (LinkedIn's feed, an Indeed company) looks at no links.
    const resultPage = board?.builtIn && board.resultLinkSelector && isResultPage(board, checked);
    // And its result cards without a link (LinkedIn's redesigned search): data, as the selector is.
    const links =
      resultPage && (await this.options.markers()).show
        ? { resultLinks: board.resultLinkSelector, ...(board.resultCards && { resultCards: board.resultCards }) }
        : {};
    if (!job) return { answer: { matched: false, ...links }, jobId: null };
    // The toolbar still marks a dismissed job's tab; only the card stays away.
    const prefs = await overlay.prefs();
    if (prefs.dismissedJobIds.includes(job.id)) return { answer: { matched: false, ...links }, jobId: job.id };
    const boardId = board?.id ?? null;
    const ticket = await overlay.issue(job.id, tabId, boardId);
    // The card opens as its compact summary, where the user last put it on this board.
    const layout = { collapsed: true, anchor: await overlay.place(boardId) };
    return { answer: { matched: true, ticket, signedIn: await this.options.signedIn(), layout, ...links }, jobId: job.id };
  }

  /**
   * A page check from a content script of ours that the dispatcher refused, because its page is on
   * no enabled board any more: an in-page navigation left the path a custom board is limited to
   * (`…/vacatures/*`), or the board was turned off. Its card is gone (the refusal is no match), and so
   * goes the tab's ✓ that the page's last answer set. Nothing is looked up, and no answer is given.
   */
  async leftBoard(message: unknown, sender: MessageSenderLike): Promise<void> {
    const tabId = sender.tab?.id;
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    if (type !== 'page.match' || tabId === undefined || sender.frameId !== 0 || !this.matchLimit.take(tabId)) return;
    this.newCheck(tabId);
    await this.options.notifier.markTab(tabId, false);
  }

  async markers({ urls }: RequestOf<'page.markers'>, sender: MessageSenderLike): Promise<Responses['page.markers']> {
    const tabId = sender.tab?.id;
    if (tabId === undefined || !sender.url) return { markers: [], locale: 'en' };
    if (!this.markersLimit.take(tabId)) limited();
    const { show, locale } = await this.options.markers();
    if (!show || !(await this.readable(sender.url))) return { markers: [], locale };
    const index = await this.options.index();
    // A link too long to be one was taken as none (contract.ts, pageHint).
    const links = urls.filter((url) => url !== null);
    const found = await markersFor(sender.url, links, await this.options.boards(), index);
    // A muted job gets no marker; the recruiter's mark shows on the others (in their closed shadow
    // root), and the job's id stays here.
    const muted = await Promise.all(found.map(({ job }) => index.isMuted(job)));
    const shown = found.filter((_, i) => !muted[i]);
    const marks = await index.statuses.of(shown.map(({ job }) => job.id));
    return { markers: shown.map(({ url, job: { id } }) => (marks[id] ? { url, status: marks[id] } : { url })), locale };
  }
}
