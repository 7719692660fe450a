/**
 * What the background tells outside itself: the toolbar badge (signed out, API off, saved searches'
 * new matches, new jobs still open that no mute covers and not marked done, a feed job on this tab),
 * events to open extension pages and to tabs that show a card, and a nudge to board pages to check
 * again after a sync brought new jobs.
 */
import type { FeedIndex } from '../feed/feed-index';
import type { Locale } from '../i18n/locale';
import type { BackgroundEvent } from '../messaging/events';
import type { ApiHealth } from '../storage';
import { badgeFor, matchBadge } from './badge';
import type { BackgroundPorts } from './ports';
import { ticketTabs } from './tickets';

/** A sync that ended well, as the board pages' recheck reads it. */
export interface SyncRun {
  /** When it began (SyncState.startedAt). */
  startedAt: number | null;
  /** It brought jobs the feed changed since the run before (sync-state.ts, broughtChanges). */
  changed: boolean;
}

export interface NotifierOptions {
  ports: BackgroundPorts;
  signedIn: () => Promise<boolean>;
  health: () => Promise<ApiHealth>;
  lastVisit: () => Promise<number | null>;
  index: () => Promise<FeedIndex>;
  /** The time a job's "closed" is judged at when the badge is counted. */
  now: () => number;
  /** The UI language, for the button's tooltip; English when not given. */
  locale?: () => Promise<Locale>;
  /** New matches of saved searches not yet looked at (search-alerts.ts); none when not given. */
  alertJobs?: () => Promise<number>;
}

export class Notifier {
  private readonly options: NotifierOptions;

  constructor(options: NotifierOptions) {
    this.options = options;
  }

  /** The badge counts begun: one ended after a later one began sets nothing (its count reads packs, and may end last). */
  private counts = 0;

  async refreshBadge(): Promise<void> {
    const count = ++this.counts;
    const signedIn = await this.options.signedIn();
    const health = await this.options.health();
    let newJobs = 0;
    const lastVisit = await this.options.lastVisit();
    // As the alerts count news: not a muted job, nor one closed by now, nor one marked done.
    const openAt = this.options.now();
    if (signedIn && lastVisit !== null)
      newJobs = await (await this.options.index()).countFirstSeenAfter(lastVisit, { unmuted: true, openAt, undone: true });
    const alertJobs = signedIn ? ((await this.options.alertJobs?.()) ?? 0) : 0;
    const badge = badgeFor({ signedIn, apiReachable: health.reachable, newJobs, alertJobs, locale: await this.locale() });
    if (count === this.counts) await this.options.ports.setBadge(badge);
  }

  /**
   * A change of what the badge counts (saved searches' news, mutes): each event told as `broadcast`
   * does, then the badge counted again, once for them all.
   */
  async recount(...events: BackgroundEvent[]): Promise<void> {
    for (const event of events) await this.broadcast(event);
    await this.refreshBadge();
  }

  /** The tab's own mark: a feed job is on it, or not (back to the global badge). */
  async markTab(tabId: number, matched: boolean): Promise<void> {
    if (matched) await this.options.ports.setBadge(matchBadge(await this.locale()), tabId);
    else await this.options.ports.clearTabBadge(tabId);
  }

  private async locale(): Promise<Locale> {
    return (await this.options.locale?.()) ?? 'en';
  }

  /**
   * After a sync that ended well: when the run brought jobs the index did not hold, or jobs the feed
   * changed since the run before (its high-water mark moved: a posting's address may be among the
   * changes), every board page the extension may read checks itself again, so a posting the index did
   * not match shows its card without a reload, and result pages mark the links now in the feed. A page
   * that shows a card keeps it, and marks its result links again (page-watcher.ts). A run that brought
   * nothing new or changed tells no page.
   */
  async recheckBoardPages({ startedAt, changed }: SyncRun): Promise<void> {
    if (startedAt === null) return;
    if (!changed && (await (await this.options.index()).countFirstSeenAfter(startedAt - 1)) === 0) return;
    await this.recheckPages();
  }

  /**
   * Every board page the extension may read checks itself again: after a sync (recheckBoardPages), and
   * after a mark, a mute or the settings changed, so that a result page's markers show the mark set in
   * the side panel beside it, leave a job just muted, or go when switched off. A page that shows a card
   * keeps it, and marks its result links again (page-watcher.ts).
   */
  async recheckPages(): Promise<void> {
    const { ports } = this.options;
    await Promise.all((await ports.readableTabs()).map((tabId) => ports.notifyTab(tabId, { event: 'page.recheck' })));
  }

  /**
   * To the extension's pages and the tabs that show a card; a change of session to every board page
   * too, whose markers of the feed before (signed out, another account's) are then taken away.
   */
  async broadcast(event: BackgroundEvent): Promise<void> {
    const { ports } = this.options;
    await ports.notifyPages(event);
    const cards = new Set(await ticketTabs());
    const tabs = new Set(cards);
    if (event.event === 'session.changed') for (const tabId of await ports.readableTabs()) tabs.add(tabId);
    await Promise.all([...tabs].map((tabId) => ports.notifyTab(tabId, event, cards.has(tabId))));
    // What the markers show: a job muted or unmuted, the markers switched off or on, their language.
    if (event.event === 'mutes.changed' || event.event === 'settings.changed') await this.recheckPages();
  }
}
