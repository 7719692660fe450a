/**
 * What the background tells outside itself: the toolbar badge (signed out, API off, saved searches'
 * new matches, new jobs, a feed job on this tab) and events to open extension pages and to tabs that show a card.
 */
import type { FeedIndex } from '../feed/feed-index';
import type { Locale } from '../i18n/locale';
import type { BackgroundEvent } from '../messaging/events';
import type { ApiHealth } from '../storage';
import { badgeFor, matchBadge } from './badge';
import type { BackgroundPorts } from './ports';
import { ticketTabs } from './tickets';

export interface NotifierOptions {
  ports: BackgroundPorts;
  signedIn: () => Promise<boolean>;
  health: () => Promise<ApiHealth>;
  lastVisit: () => Promise<number | null>;
  index: () => Promise<FeedIndex>;
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

  async refreshBadge(): Promise<void> {
    const signedIn = await this.options.signedIn();
    const health = await this.options.health();
    let newJobs = 0;
    const lastVisit = await this.options.lastVisit();
    if (signedIn && lastVisit !== null) newJobs = await (await this.options.index()).countFirstSeenAfter(lastVisit);
    const alertJobs = signedIn ? ((await this.options.alertJobs?.()) ?? 0) : 0;
    await this.options.ports.setBadge(
      badgeFor({ signedIn, apiReachable: health.reachable, newJobs, alertJobs, locale: await this.locale() }),
    );
  }

  /** The tab's own mark: a feed job is on it, or not (back to the global badge). */
  async markTab(tabId: number, matched: boolean): Promise<void> {
    if (matched) await this.options.ports.setBadge(matchBadge(await this.locale()), tabId);
    else await this.options.ports.clearTabBadge(tabId);
  }

  private async locale(): Promise<Locale> {
    return (await this.options.locale?.()) ?? 'en';
  }

  async broadcast(event: BackgroundEvent): Promise<void> {
    const { ports } = this.options;
    await ports.notifyPages(event);
    await Promise.all((await ticketTabs()).map((tabId) => ports.notifyTab(tabId, event)));
  }
}
