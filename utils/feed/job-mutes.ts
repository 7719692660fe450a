/**
 * The recruiter's mutes (mute-rule.ts), in a store of the index's database of their own
 * (index-schema.ts, version 4): a sync, a sweep or a worker restart never touches them. Cleared with
 * the index (another user or API, "Clear local data"). Kept in memory once read, with the test
 * every search applies, built once per change.
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import { KeptCopy } from './kept-copy';
import { muteKey, MUTES_MAX, muteTest, type MutableRow, type MuteKind, type MuteRecord } from './mute-rule';

export type MuteAdded = 'added' | 'known' | 'invalid' | 'full';

interface KeptMutes {
  /** Newest first. */
  mutes: MuteRecord[];
  test: ((row: MutableRow) => boolean) | null;
}

function kept(mutes: MuteRecord[]): KeptMutes {
  return { mutes, test: muteTest(mutes) };
}

export class JobMutes {
  private readonly copy: KeptCopy<KeptMutes>;

  constructor(private readonly db: IDBPDatabase<FeedDb>) {
    this.copy = new KeptCopy(async () => kept((await db.getAll('mutes')).sort((a, b) => b.at - a.at)));
  }

  /** Every mute, newest first: read once from the database, then kept current by the writes. */
  async list(): Promise<readonly MuteRecord[]> {
    return this.load();
  }

  /** The test of every mute (true: muted); null when nothing is muted. */
  async tester(): Promise<((row: MutableRow) => boolean) | null> {
    return (await this.copy.get()).test;
  }

  /** Mutes an employer or a keyword; a value already muted is left as it is. */
  async add(kind: MuteKind, value: string, at: number): Promise<MuteAdded> {
    const key = muteKey(kind, value);
    if (key === null) return 'invalid';
    const mutes = await this.load();
    if (mutes.some((mute) => mute.key === key)) return 'known';
    if (mutes.length >= MUTES_MAX) return 'full';
    const record: MuteRecord = { key, kind, value: value.trim().replace(/\s+/g, ' '), at };
    await this.db.put('mutes', record);
    this.keep([record, ...mutes.filter((mute) => mute.key !== key)]);
    return 'added';
  }

  /** Unmutes; a key not muted is no error (another page removed it first). */
  async remove(key: string): Promise<void> {
    const mutes = await this.load();
    await this.db.delete('mutes', key);
    this.keep(mutes.filter((mute) => mute.key !== key));
  }

  async clear(): Promise<void> {
    await this.db.clear('mutes');
    this.keep([]);
  }

  private keep(mutes: MuteRecord[]): void {
    this.copy.set(kept(mutes));
  }

  private async load(): Promise<MuteRecord[]> {
    return (await this.copy.get()).mutes;
  }
}
