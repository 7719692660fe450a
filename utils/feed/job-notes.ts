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

  /** The most recently written of the notes under `keys`; null: none. */
  async newest(keys: readonly string[]): Promise<NoteRecord | null> {
    const tx = this.db.transaction('notes');
    const found = await Promise.all(keys.map((key) => tx.store.get(key)));
    await tx.done;
    return found.reduce<NoteRecord | null>((newest, record) => (record && (!newest || record.at > newest.at) ? record : newest), null);
  }

  /**
   * Writes a note; an empty (or blank) one is removed. The notes under `replaces` (the same vacancy's
   * on its other postings: popup-view.ts) go in the same transaction, so no older one shows through.
   */
  async set(key: string, text: string, at: number, replaces: readonly string[] = []): Promise<void> {
    const tx = this.db.transaction('notes', 'readwrite');
    const removed = replaces.filter((other) => other !== key).map((other) => tx.store.delete(other));
    const written = text.trim() === '' ? tx.store.delete(key) : tx.store.put({ key, text, at });
    await Promise.all([...removed, written, tx.done]);
  }

  async clear(): Promise<void> {
    await this.db.clear('notes');
  }
}
