/**
 * The recruiter's notes on jobs and employers, in a store of the index's database of their own
 * (index-schema.ts, version 3): a sync, a sweep or a worker restart never touches them; a job that
 * leaves the feed keeps its note. Cleared with the index (another user or API, "Clear local data").
 */
import type { IDBPDatabase } from 'idb';
import type { HeldRows } from './held-rows';
import type { FeedDb } from './index-schema';
import { jobNoteKey, type NoteRecord } from './job-note';

const JOB_NOTES = IDBKeyRange.bound('job:', 'job:\uffff');

export class JobNotes {
  constructor(
    private readonly db: IDBPDatabase<FeedDb>,
    private readonly rows: HeldRows,
  ) {}

  /**
   * Before a sweep of the packs older than `generation`: a job note is its vacancy's (popup-view.ts
   * reads it under every posting of a vacancy on several boards), so a noted posting the sweep removes
   * hands its note to the postings of its vacancy that stay; else the row, now one of those, would
   * lose it. Moved, not copied: back in the feed, the posting reads the vacancy's note as it is then,
   * not one removed since. The grouping is asked for only when a noted job is leaving.
   */
  async keepLeaving(generation: number): Promise<void> {
    const notes = await this.db.getAll('notes', JOB_NOTES);
    if (notes.length === 0) return;
    const tx = this.db.transaction(['packs', 'heads']);
    const packs = tx.objectStore('packs').index('ids');
    const leaving = new Map<number, NoteRecord>();
    for (const note of notes) {
      const id = Number(note.key.slice('job:'.length));
      const heads = await Promise.all((await packs.getAllKeys(IDBKeyRange.only(id))).map((key) => tx.objectStore('heads').get(key)));
      if (heads.length > 0 && heads.every((head) => head !== undefined && head.generation < generation)) leaving.set(id, note);
    }
    await tx.done;
    if (leaving.size === 0) return;
    const groups = (await this.rows.ask()).groups();
    const byKey = new Map(notes.map((note) => [note.key, note]));
    const kept: NoteRecord[] = [];
    const moved: string[] = [];
    // Oldest first: of two notes leaving one vacancy, the newer is written last.
    for (const [id, note] of [...leaving].sort(([, a], [, b]) => a.at - b.at)) {
      if (groups.boardsOf(id) < 2) continue;
      const staying = groups.groupOf(id).filter((other) => !leaving.has(other));
      // A posting that stays with a note as new was written on since: that note is the vacancy's.
      if (staying.some((other) => (byKey.get(jobNoteKey(other))?.at ?? -Infinity) >= note.at)) continue;
      for (const other of staying) kept.push({ ...note, key: jobNoteKey(other) });
      if (staying.length > 0) moved.push(note.key);
    }
    if (kept.length === 0) return;
    const write = this.db.transaction('notes', 'readwrite');
    await Promise.all([...moved.map((key) => write.store.delete(key)), ...kept.map((record) => write.store.put(record)), write.done]);
  }

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
