/**
 * A saved search's notification after a mute covered some of the jobs it names (search-alerts.ts,
 * `forgetMuted`): it names the rest, or leaves the tray when none is left. Chrome changes it in place
 * at once, neither popping up nor sounding. Firefox can only show it anew, a pop-up each time: there
 * the new words wait until the mutes settle (RESHOW_SETTLE_MS after the last, at most RESHOW_MAX_MS
 * after the first), so muting three employers in a row shows it once, with the last words. The wait
 * is kept with the search (`reshow`, in the index's database) and an alarm wakes the background for
 * it: Firefox unloads its event page at any moment. In quiet hours it goes instead, at once.
 */
import type { FeedIndex } from '../feed/feed-index';
import { isQuiet, type QuietHours } from '../feed/quiet-hours';
import type { StoredSearch } from '../feed/saved-search';
import type { BackgroundPorts } from './ports';
import { searchNotificationId } from './user-notifications';

export const RESHOW_ALARM = 'search-alert-reshow';
/** Firefox: a notification's new words are shown this long after the last mute that changed them, */
export const RESHOW_SETTLE_MS = 5_000;
/** and no later than this after the first: a long run of mutes does not keep the old words up. */
export const RESHOW_MAX_MS = 30_000;

export interface AlertRewritesOptions {
  index: () => Promise<FeedIndex>;
  ports: BackgroundPorts;
  now: () => number;
  quietHours: () => Promise<QuietHours | null>;
  /** The words of search `search`'s notification naming `jobs`. */
  words: (search: StoredSearch, jobs: readonly number[]) => Promise<{ title: string; message: string }>;
  /** Whether search `id`'s notification may be shown now (signed in, the search there with alerts on). */
  mayShow: (id: string) => Promise<boolean>;
  /** Of `jobs`, those no mute covers now (one stored, its own turn to rewrite not come yet). */
  unmuted: (jobs: readonly number[]) => Promise<number[]>;
}

/** Each call in turn with the alerts' notifications (the caller's `inTray`). */
export class AlertRewrites {
  constructor(private readonly options: AlertRewritesOptions) {}

  /**
   * Search `search`'s notification names `left` of its jobs now, a mute having covered the others or
   * marks having done with them. `reshow` false (marks): where it can only be shown anew (Firefox) it
   * goes instead, as the recruiter marking jobs one by one in the extension would get a pop-up a mark.
   */
  async retell(search: StoredSearch, left: readonly number[], reshow = true): Promise<void> {
    const id = searchNotificationId(search.id);
    if (left.length > 0) {
      const words = await this.options.words(search, left);
      const answer = await this.options.ports.updateNotification(id, words).catch(() => 'absent' as const);
      if (answer === 'updated') return this.names(search.id, left);
      if (answer === 'replaceOnly' && reshow && !(await this.quiet())) return this.wait(search.id, left);
    }
    // None left; closed meanwhile, and it stays closed; or, in Firefox, quiet hours or marks.
    await this.gone(search.id);
  }

  /** The notifications whose mutes settled are shown anew, naming what they name now; one closed meanwhile is not. */
  async due(): Promise<void> {
    const { ports } = this.options;
    const index = await this.options.index();
    const now = this.options.now();
    for (const waiting of await index.searches.list()) {
      if (!waiting.reshow || waiting.reshow.at > now) continue;
      const search = await index.searches.change(waiting.id, ({ reshow: _, ...rest }) => rest);
      const id = searchNotificationId(waiting.id);
      if (!search || !(await ports.notificationIds()).includes(id)) continue;
      // A mute stored while its turn to rewrite has not come yet: what it covers is not named, rather
      // than shown and taken away (or shown once more) at that turn.
      const named = await this.options.unmuted(search.announced ?? []);
      const words = named.length > 0 && !(await this.quiet()) ? await this.options.words(search, named) : null;
      // Checked last, as an alert is: a sign-out or a deletion meanwhile took it away.
      if (words && (await this.options.mayShow(search.id))) {
        await ports.notify(id, words).catch(() => false);
        await this.names(search.id, named);
      } else await this.gone(search.id);
    }
    await this.schedule();
  }

  /** Firefox: the notification is to name `left`, shown anew once the mutes settle. */
  private async wait(searchId: string, left: readonly number[]): Promise<void> {
    const now = this.options.now();
    await (
      await this.options.index()
    ).searches.change(searchId, (search) => {
      const first = search.reshow?.first ?? now;
      return { ...search, announced: [...left], reshow: { first, at: Math.min(now + RESHOW_SETTLE_MS, first + RESHOW_MAX_MS) } };
    });
    await this.schedule();
  }

  /** The alarm for the next notification to show anew; none when none waits. */
  private async schedule(): Promise<void> {
    const { ports } = this.options;
    const waits = (await (await this.options.index()).searches.list()).flatMap((search) => (search.reshow ? [search.reshow.at] : []));
    if (waits.length === 0) await ports.clearAlarm(RESHOW_ALARM);
    else await ports.createAlarm(RESHOW_ALARM, { when: Math.min(...waits) });
  }

  /** The notification leaves the tray (or stays out of it), naming nothing. */
  private async gone(searchId: string): Promise<void> {
    await this.options.ports.clearNotification(searchNotificationId(searchId));
    await this.names(searchId, []);
  }

  /** What search `searchId`'s notification names now; nothing waits to be shown. */
  private async names(searchId: string, jobs: readonly number[]): Promise<void> {
    await (await this.options.index()).searches.change(searchId, ({ reshow: _, ...search }) => ({ ...search, announced: [...jobs] }));
  }

  private async quiet(): Promise<boolean> {
    return isQuiet(await this.options.quietHours(), this.options.now());
  }
}
