/**
 * The recruiter's notes on jobs and employers, in a store of the index's database of their own
 * (index-schema.ts, version 3): a sync, a sweep or a worker restart never touches them; a job that
 * leaves the feed keeps its note. Cleared with the index (another user or API, "Clear local data").
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import type { NoteRecord } from './job-note';

export class JobNotes {
  constructor(private readonly db: IDBPDatabase<FeedDb>) {}

  /** The notes under `keys`, as text by key (none: no note). */
  async of(keys: readonly string[]): Promise<Record<string, string>> {
    const tx = this.db.transaction('notes');
    const found = await Promise.all(keys.map((key) => tx.store.get(key)));
    await tx.done;
    return Object.fromEntries(
      found.filter((record): record is NoteRecord => record !== undefined).map((record) => [record.key, record.text]),
    );
  }

  /** Writes a note; an empty (or blank) one is removed. */
  async set(key: string, text: string, at: number): Promise<void> {
    if (text.trim() === '') await this.db.delete('notes', key);
    else await this.db.put('notes', { key, text, at });
  }

  async clear(): Promise<void> {
    await this.db.clear('notes');
  }
}
