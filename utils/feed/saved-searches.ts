/**
 * The recruiter's saved searches (saved-search.ts), in a store of the index's database of their own
 * (index-schema.ts, version 5), oldest first: a job new to two searches is announced by the older
 * one. Cleared with the index (another user or API, "Clear local data"). A copy is kept in memory
 * once read, following each write once it is done: the alerts read every search after each sync,
 * when IndexedDB may take a second to answer after the sync's writes (the bench's slow rounds).
 *
 * Writes take turns, and a change is made to the copy as the writes before it left it: an alert's
 * evaluation writes what it found while the recruiter may be renaming the search or marking its
 * news seen. Each wrote back the copy it had read, so the later write undid the other's (the news
 * announced again at the next sync, or a rename lost).
 */
import type { IDBPDatabase } from 'idb';
import { turns } from './in-turn';
import type { FeedDb } from './index-schema';
import { KeptCopy } from './kept-copy';
import { newsWithout } from './news-without';
import { sameFilters, UNSEEN_MAX, withoutReshow, type StoredSearch } from './saved-search';

export class SavedSearches {
  private readonly memory: KeptCopy<Map<string, StoredSearch>>;
  /** `write` once the writes asked for before it are done. */
  private readonly inTurn = turns();

  constructor(private readonly db: IDBPDatabase<FeedDb>) {
    this.memory = new KeptCopy(async () => new Map((await db.getAll('searches')).map((search) => [search.id, search])));
  }

  private load(): Promise<Map<string, StoredSearch>> {
    return this.memory.get();
  }

  /** Every saved search, oldest first. */
  async list(): Promise<StoredSearch[]> {
    return [...(await this.load()).values()].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  async get(id: string): Promise<StoredSearch | undefined> {
    return (await this.load()).get(id);
  }

  /** Writes the searches in one transaction, and the copy kept once it is done. */
  private async write(searches: readonly StoredSearch[]): Promise<void> {
    const memory = await this.load();
    const tx = this.db.transaction('searches', 'readwrite');
    await Promise.all([...searches.map((search) => tx.store.put(search)), tx.done]);
    for (const search of searches) memory.set(search.id, search);
  }

  /** Adds (or replaces) searches whole: a new one. */
  putAll(searches: readonly StoredSearch[]): Promise<void> {
    return this.inTurn(() => this.write(searches));
  }

  /** Changes search `id` as the writes before left it; undefined when there is none (deleted meanwhile). */
  change(id: string, change: (search: StoredSearch) => StoredSearch): Promise<StoredSearch | undefined> {
    return this.inTurn(async () => {
      const search = (await this.load()).get(id);
      if (!search) return undefined;
      const next = change(search);
      if (next !== search) await this.write([next]);
      return next;
    });
  }

  /**
   * What an alert's evaluation found (each search's `since`, `unseen` and `closedOut`), in one
   * transaction, into the searches as they are now: one deleted meanwhile stays deleted, and one whose
   * query, filters or alerts were changed meanwhile keeps its own (what was found answered the search
   * as it was).
   */
  keepFound(evaluated: readonly StoredSearch[], fresh: ReadonlyMap<string, readonly number[]> = new Map()): Promise<void> {
    return this.inTurn(async () => {
      const memory = await this.load();
      const kept = evaluated.flatMap((found) => {
        const now = memory.get(found.id);
        const same =
          now !== undefined && now.query === found.query && now.alerts === found.alerts && sameFilters(now.filters, found.filters);
        if (!same) return [];
        // What was found is added to what the search has now (looked at meanwhile: none).
        const added = fresh.get(found.id) ?? [];
        const unseen = [...added, ...now.unseen.filter((id) => !added.includes(id))].slice(0, UNSEEN_MAX);
        // What it keeps as closed when they came is the evaluation's own: only an evaluation changes it.
        return [{ ...now, since: found.since, unseen, ...(found.closedOut && { closedOut: found.closedOut }) }];
      });
      if (kept.length > 0) await this.write(kept);
    });
  }

  /**
   * The jobs each search's notification names now (an alert raised it, and nothing waits to show it
   * anew), in one transaction; a search deleted meanwhile stays deleted.
   */
  announce(named: ReadonlyMap<string, readonly number[]>): Promise<void> {
    return this.inTurn(async () => {
      const memory = await this.load();
      const kept = [...named].flatMap(([id, jobs]) => {
        const search = memory.get(id);
        return search ? [{ ...withoutReshow(search), announced: [...jobs] }] : [];
      });
      if (kept.length > 0) await this.write(kept);
    });
  }

  /** Jobs that left the feed, or a mute or a mark of done took from the news (news-without.ts), are no search's news any more. */
  forgetJobs(ids: readonly number[]): Promise<void> {
    const taken = new Set(ids);
    return this.inTurn(async () => {
      const kept = newsWithout([...(await this.load()).values()], taken);
      if (kept.length > 0) await this.write(kept);
    });
  }

  remove(id: string): Promise<void> {
    return this.inTurn(async () => {
      const memory = await this.load();
      await this.db.delete('searches', id);
      memory.delete(id);
    });
  }

  clear(): Promise<void> {
    return this.inTurn(async () => {
      await this.db.clear('searches');
      this.memory.set(new Map());
    });
  }
}
