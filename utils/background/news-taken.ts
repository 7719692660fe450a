/**
 * Jobs that stop being a saved search's news after it announced them: a mute added covers them, or
 * the recruiter marked them Handled or Not relevant (or a posting took its vacancy's mark of done).
 * They leave every search's news at once (the badge's count, the "New jobs" lists), not only when the
 * search is looked at, and a notification that named them names the rest, or leaves the tray when
 * none is left (alert-rewrites.ts). A mute removed or a mark taken off later does not bring them
 * back: a job is announced once (feed/search-alerts.ts). The news is written in the index's searches
 * store, so a restarted worker counts without them too.
 */
import type { FeedIndex } from '../feed/feed-index';
import { isDone } from '../feed/job-status';
import { newsHoldsAny } from '../feed/news-without';
import type { StoredSearch } from '../feed/saved-search';
import { searchFieldsOf } from '../feed/search-text';

export interface NewsTakenOptions {
  index: () => Promise<FeedIndex>;
  /** The alerts' turns with the notifications (search-alerts.ts): an alert shown meanwhile names news of its own. */
  inTray: <T>(change: () => Promise<T>) => Promise<T>;
  /** Search `search`'s notification is to name `left` of its jobs now (AlertRewrites.retell, called in turn). */
  retell: (search: StoredSearch, left: readonly number[], reshow: boolean) => Promise<void>;
}

export class NewsTaken {
  constructor(private readonly options: NewsTakenOptions) {}

  /**
   * The jobs a mute covers or a mark has done with, among `among` (an evaluation's finds; else every
   * search's news) and those the notifications name (past the news' cap, UNSEEN_MAX, a job named is
   * not in `unseen`). True when it took news away.
   */
  async unwanted(among?: readonly number[]): Promise<boolean> {
    const index = await this.options.index();
    const [searches, muted, marks] = await Promise.all([index.searches.list(), index.mutes.tester(), index.statuses.load()]);
    const announced = searches.flatMap((search) => search.announced ?? []);
    const news = [...new Set([...(among ?? searches.flatMap((search) => search.unseen)), ...announced])];
    if (muted === null && !news.some((id) => isDone(marks.get(id)))) return false;
    const jobs = await Promise.all(news.map(async (id) => [id, await index.get(id)] as const));
    const unwanted = ([id, job]: (typeof jobs)[number]) =>
      job !== null && (isDone(marks.get(id)) || (muted?.(searchFieldsOf(job)) ?? false));
    return this.take(new Set(jobs.filter(unwanted).map(([id]) => id)), searches);
  }

  /** Jobs `ids` were marked done: none is news any more, whatever their mark later. True when it took news away. */
  marked(ids: readonly number[]): Promise<boolean> {
    return this.take(new Set(ids), undefined, false);
  }

  /**
   * `taken` leave the searches' news, then their notifications (`before`: the searches as read before;
   * `reshow`: a notification that can only be shown anew is, as for a mute, else it goes).
   */
  private async take(taken: ReadonlySet<number>, before?: readonly StoredSearch[], reshow = true): Promise<boolean> {
    const index = await this.options.index();
    const searches = before ?? (await index.searches.list());
    if (!newsHoldsAny(searches, taken)) return false;
    await index.searches.forgetJobs([...taken]);
    // Read after the write, in turn with the alerts: one raised meanwhile names news of its own.
    await this.options.inTray(async () => {
      for (const search of await index.searches.list()) {
        // Kept before notifications' jobs were (no `announced`): what its news was, as it named then.
        const named = search.announced ?? searches.find((kept) => kept.id === search.id)?.unseen ?? [];
        if (!named.some((id) => taken.has(id))) continue;
        // Named, but gone from the feed since: not news any more either.
        const left = await Promise.all(named.map(async (id) => (taken.has(id) || (await index.get(id)) === null ? [] : [id])));
        await this.options.retell(search, left.flat(), reshow);
      }
    });
    return true;
  }
}
