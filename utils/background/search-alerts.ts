/**
 * Saved searches and their alerts, in the background: the list for pages (save, rename, alerts on
 * or off, delete, looked at), and after each sync that ended well the evaluation of what it brought
 * (feed/search-alerts.ts): one notification per search that found something, its id the search's so
 * a later one replaces it and its deletion takes it away (user-notifications.ts); a mute added
 * later has it name only the jobs it leaves, or takes it away when it leaves none; and the count of
 * new matches not yet looked at for the badge. A click on a notification opens the side panel's
 * page on those jobs. Nothing leaves the browser.
 */
import type { FeedIndex } from '../feed/feed-index';
import { SAVED_SEARCHES_MAX, savedFilters, withoutReshow, type StoredSearch } from '../feed/saved-search';
import type { AlertFinding } from '../feed/search-alerts';
import { turns } from '../feed/in-turn';
import type { MutableRow } from '../feed/mute-rule';
import { isQuiet, type QuietHours } from '../feed/quiet-hours';
import { searchFieldsOf } from '../feed/search-text';
import { measureSince } from '../feed/user-timing';
import type { Locale } from '../i18n/locale';
import * as words from '../i18n/messages/badge';
import { HandlerFailure, type Handlers } from '../messaging/dispatch';
import { AlertRewrites } from './alert-rewrites';
import { ClosingReminders } from './closing-reminders';
import { NewsTaken } from './news-taken';
import type { BackgroundPorts } from './ports';
import { clearUserNotifications, searchNotificationId, searchOfNotification } from './user-notifications';

export interface SearchAlertsOptions {
  index: () => Promise<FeedIndex>;
  ports: BackgroundPorts;
  now: () => number;
  locale: () => Promise<Locale>;
  /** The searches changed: pages hear of it, the badge is counted again. */
  changed: () => Promise<void>;
  /** A new id for a search (crypto.randomUUID in the browser). */
  newId?: () => string;
  /** Closing reminders: days before the closing day (0: off). */
  reminderDays: () => Promise<number>;
  /** No notifications then; the alerts still count on the badge. */
  quietHours: () => Promise<QuietHours | null>;
  /** Closing reminders wait while signed out. */
  signedIn: () => Promise<boolean>;
}

/** The user-timing measure of each evaluation of the saved searches, in the worker: until its finds are known (their write goes on after). */
export const ALERTS_MEASURE = 'job-feed-companion:alerts';

/** The page a notification's click opens: the side panel's, on the search's new jobs. */
export function alertPage(id: string): string {
  return `/sidepanel.html?search=${encodeURIComponent(id)}`;
}

type SearchRequest = 'searches.list' | 'searches.save' | 'searches.update' | 'searches.delete' | 'searches.seen';

/** A notification's words: "3 new jobs for Java Utrecht", and the first titles. */
export function alertText(locale: Locale, finding: AlertFinding, titles: readonly string[]): { title: string; message: string } {
  const w = words[locale];
  const count = finding.fresh.length;
  const title = (count === 1 ? w['alert.titleOne'] : w['alert.title'])
    .replace('{count}', String(count))
    // A function: the recruiter's name is put in as typed, its "$$" or "$&" not read as a pattern.
    .replace('{name}', () => finding.search.name);
  const shown = titles.slice(0, 3);
  const more = count - shown.length;
  return { title, message: [...shown, ...(more > 0 ? [w['alert.more'].replace('{count}', String(more))] : [])].join('\n') };
}

/** A saved search asked for by id that is not there (deleted in another view). */
function gone(): never {
  throw new HandlerFailure('notFound', 'This saved search no longer exists.', { reason: 'searchGone' });
}

export class SearchAlerts {
  /** The other alerts: shortlisted jobs about to close. */
  readonly reminders: ClosingReminders;
  /** An alert's notifications and what they name, or a mute's changes to them: one at a time. */
  private readonly inTray = turns();

  /** A notification that a mute changed: rewritten, or in Firefox shown anew once the mutes settle. */
  private readonly rewrites: AlertRewrites;
  /** Jobs that stop being news once announced: a mute's, a mark's. */
  private readonly news: NewsTaken;

  constructor(private readonly options: SearchAlertsOptions) {
    this.reminders = new ClosingReminders({ ...options, days: options.reminderDays, inTray: this.inTray });
    this.rewrites = new AlertRewrites({
      ...options,
      words: async (search, jobs) => alertText(await options.locale(), { search, fresh: [...jobs] }, await this.titles(jobs)),
      mayShow: (id) => this.mayShow(id),
      unmuted: async (jobs) => this.unmuted(jobs, await (await this.index()).mutes.tester()),
    });
    this.news = new NewsTaken({
      index: options.index,
      inTray: this.inTray,
      retell: (search, left, reshow) => this.rewrites.retell(search, left, reshow),
    });
  }

  handlers(): Pick<Handlers, SearchRequest> {
    return {
      'searches.list': async () => (await this.index()).searches.list(),
      'searches.save': async ({ name, query, filters, alerts, perEmployer }) => {
        const { searches } = await this.index();
        if ((await searches.list()).length >= SAVED_SEARCHES_MAX)
          throw new HandlerFailure('invalid', `At most ${SAVED_SEARCHES_MAX} searches are kept; delete one first.`, {
            reason: 'searchesFull',
            max: SAVED_SEARCHES_MAX,
          });
        const now = this.options.now();
        const id = this.options.newId?.() ?? crypto.randomUUID();
        // Jobs already in the feed are not news for a search saved now.
        const search: StoredSearch = {
          id,
          name: name.trim(),
          query: query.trim(),
          filters: savedFilters(filters),
          alerts,
          perEmployer,
          createdAt: now,
          since: now,
          unseen: [],
        };
        await searches.putAll([search]);
        return this.changed();
      },
      'searches.update': async ({ id, name, alerts, perEmployer, query, filters }) => {
        const changed = await (
          await this.index()
        ).searches.change(id, (search) => {
          // Switched off, it forgets what it found; switched on again, or searching for something
          // else, it starts from now (what it found answered the old search). Its notification (left
          // in the tray when edited) then names none of its news, nor waits to be shown anew.
          const edited = query !== undefined || filters !== undefined;
          const next = {
            ...(alerts === false || edited ? { ...withoutReshow(search), unseen: [], announced: [], closedOut: [] } : search),
            ...(name === undefined ? {} : { name: name.trim() || search.name }),
            ...(alerts === undefined ? {} : { alerts }),
            ...(perEmployer === undefined ? {} : { perEmployer }),
            ...(query === undefined ? {} : { query: query.trim() }),
            ...(filters === undefined ? {} : { filters: savedFilters(filters) }),
          };
          if ((alerts === true && !search.alerts) || edited) next.since = Math.max(search.since, this.options.now());
          return next;
        });
        if (!changed) gone();
        // Switched off, it forgot its news: the notification that named it goes with it.
        if (alerts === false) await this.options.ports.clearNotification(searchNotificationId(id));
        return this.changed();
      },
      'searches.delete': async ({ id }) => {
        // Its news leaves the tray (a click would open a search that is no more), in turn with the notifications: none shown now comes after.
        await this.inTray(async () => {
          await (await this.index()).searches.remove(id);
          await this.options.ports.clearNotification(searchNotificationId(id));
        });
        return this.changed();
      },
      'searches.seen': async ({ id }) => {
        if (!(await this.looked(id, true))) gone();
        return this.changed();
      },
    };
  }

  /** After a sync that ended well: what it brought for the searches, notified and counted; reminders due. */
  async afterSync(): Promise<void> {
    await this.reminders.run();
    const index = await this.index();
    const started = performance.now();
    const mutes = await index.mutes.tester();
    const { found, saved } = await index.evaluateAlerts(this.options.now());
    // A user-timing entry in the worker: what the benchmark reads (test/bench/run.ts).
    measureSince(ALERTS_MEASURE, started);
    if (found.length === 0) return saved;
    const locale = await this.options.locale();
    // In quiet hours the finds are only counted (the badge), not announced.
    const hushed = isQuiet(await this.options.quietHours(), this.options.now());
    await this.inTray(async () => {
      const named = new Map<string, number[]>();
      // A mute added since the evaluation read the mutes: its jobs not named (Firefox: shown twice).
      const muted = await index.mutes.tester();
      for (const finding of hushed ? [] : found) {
        const fresh = muted === mutes ? finding.fresh : await this.unmuted(finding.fresh, muted);
        const titles = await this.titles(fresh);
        const { id } = finding.search;
        if (fresh.length === 0 || !(await this.mayShow(id))) continue;
        // Without the permission the alert still counts on the badge and in the side panel.
        if (await this.options.ports.notify(searchNotificationId(id), alertText(locale, { ...finding, fresh }, titles)).catch(() => false))
          named.set(id, fresh);
      }
      // What each notification names, for a mute that covers some of it (written after the finds).
      if (named.size > 0) await index.searches.announce(named);
    });
    // The badge and the side panel count what the searches keep: once it is written.
    await saved;
    // A mute added or a job marked done while the evaluation ran (it read them before) found none of
    // these in the news yet, and the write above put them there: they are taken out now.
    await this.forgetMuted(found.flatMap((finding) => finding.fresh));
    await this.options.changed();
  }

  /**
   * A mute was added (or, `among`: an evaluation's finds, a mute or a mark came while it ran): a job it
   * covers, or one marked done, is no search's news any more, and the badge and the side panel count
   * without it at once (news-taken.ts). Tells no one: true when it took news away, and the caller
   * tells the pages and counts the badge, once.
   */
  forgetMuted(among?: readonly number[]): Promise<boolean> {
    return this.news.unwanted(among);
  }

  /** Jobs `ids` were marked Handled or Not relevant: no search's news any more (news-taken.ts); the pages and the badge hear of it. */
  async forgetDone(ids: readonly number[]): Promise<void> {
    if (await this.news.marked(ids)) await this.options.changed();
  }

  /**
   * Whether search `id`'s notification may be shown (now, after the awaits before it): not after the
   * session ended, whose end cleared the tray for the next user of the computer; not for a search
   * deleted or switched off meanwhile, which took its notification away.
   */
  private async mayShow(id: string): Promise<boolean> {
    return (await this.options.signedIn()) && ((await (await this.index()).searches.get(id))?.alerts ?? false);
  }

  /** Of `jobs`, those still in the feed that `muted` does not cover (one gone is no news, as forgetMuted has it). */
  private async unmuted(jobs: readonly number[], muted: ((row: MutableRow) => boolean) | null): Promise<number[]> {
    const index = await this.index();
    const read = await Promise.all(jobs.map(async (id) => [id, await index.get(id)] as const));
    return read.flatMap(([id, job]) => (job === null || muted?.(searchFieldsOf(job)) ? [] : [id]));
  }

  /** The titles a notification shows of `jobs`: the first three. */
  private async titles(jobs: readonly number[]): Promise<string[]> {
    const index = await this.index();
    return Promise.all(jobs.slice(0, 3).map(async (id) => (await index.get(id))?.title?.trim() || `#${id}`));
  }

  /** The alarms' and the start's: the closing reminders due, and the notifications to show anew (Firefox). */
  async due(): Promise<void> {
    await this.reminders.run();
    await this.inTray(() => this.rewrites.due());
  }

  /** New matches not yet looked at, over every search with alerts on: the badge's number. */
  async unseen(): Promise<number> {
    const searches = await (await this.index()).searches.list();
    return searches.reduce((sum, search) => sum + (search.alerts ? search.unseen.length : 0), 0);
  }

  /** A notification was clicked: a search's new jobs, in the side panel's page; a reminder's job. */
  async clicked(notificationId: string): Promise<void> {
    const search = searchOfNotification(notificationId);
    if ((await this.reminders.clicked(notificationId)) || search === null) return;
    await this.options.ports.openPage(alertPage(search));
    await this.looked(search, false);
  }

  /**
   * The recruiter looked at search `id`'s news (`unseen`: in the popup or the side panel, which
   * counts it read) or at its notification (clicked): a mute later leaves that notification as it
   * is, about news already seen. In turn with the notifications' changes, so none rewrites it after.
   */
  private looked(id: string, unseen: boolean): Promise<StoredSearch | undefined> {
    return this.inTray(async () =>
      (await this.index()).searches.change(id, (search) =>
        (unseen && search.unseen.length > 0) || (search.announced?.length ?? 0) > 0 || search.reshow
          ? { ...withoutReshow(search), ...(unseen && { unseen: [] }), announced: [] }
          : search,
      ),
    );
  }

  /** The feed's notifications, searches' and reminders', leave the tray (in turn: one being shown now too, not after it). */
  clearNotifications(): Promise<void> {
    return this.inTray(() => clearUserNotifications(this.options.ports));
  }

  private index(): Promise<FeedIndex> {
    return this.options.index();
  }

  private async changed(): Promise<StoredSearch[]> {
    await this.options.changed();
    return (await this.index()).searches.list();
  }
}
