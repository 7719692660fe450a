/**
 * The recruiter's saved searches (saved-search.ts), in a store of the index's database of their own
 * (index-schema.ts, version 5), oldest first: a job new to two searches is announced by the older
 * one. Cleared with the index (another user or API, "Clear local data"). A copy is kept in memory
 * once read, following each write once it is done: the alerts read every search after each sync,
 * when IndexedDB may take a second to answer after the sync's writes (the bench's slow rounds).
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import { KeptCopy } from './kept-copy';
import type { StoredSearch } from './saved-search';

export class SavedSearches {
  private readonly memory: KeptCopy<Map<string, StoredSearch>>;

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

  /** Writes the searches in one transaction: an evaluation's results land whole or not at all. */
  async putAll(searches: readonly StoredSearch[]): Promise<void> {
    const memory = await this.load();
    const tx = this.db.transaction('searches', 'readwrite');
    await Promise.all([...searches.map((search) => tx.store.put(search)), tx.done]);
    for (const search of searches) memory.set(search.id, search);
  }

  async remove(id: string): Promise<void> {
    const memory = await this.load();
    await this.db.delete('searches', id);
    memory.delete(id);
  }

  async clear(): Promise<void> {
    await this.db.clear('searches');
    this.memory.set(new Map());
  }
}
