/**
 * The recruiter's saved searches (saved-search.ts), in a store of the index's database of their own
 * (index-schema.ts, version 5), oldest first: a job new to two searches is announced by the older
 * one. Cleared with the index (another user or API, "Clear local data").
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import type { StoredSearch } from './saved-search';

export class SavedSearches {
  constructor(private readonly db: IDBPDatabase<FeedDb>) {}

  /** Every saved search, oldest first. */
  async list(): Promise<StoredSearch[]> {
    return (await this.db.getAll('searches')).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  get(id: string): Promise<StoredSearch | undefined> {
    return this.db.get('searches', id);
  }

  /** Writes the searches in one transaction: an evaluation's results land whole or not at all. */
  async putAll(searches: readonly StoredSearch[]): Promise<void> {
    const tx = this.db.transaction('searches', 'readwrite');
    await Promise.all([...searches.map((search) => tx.store.put(search)), tx.done]);
  }

  async remove(id: string): Promise<void> {
    await this.db.delete('searches', id);
  }

  async clear(): Promise<void> {
    await this.db.clear('searches');
  }
}
