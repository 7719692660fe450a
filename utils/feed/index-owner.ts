/**
 * Whose feed the local index holds: the user and the API of the last sign-in. A sign-in as someone
 * else, or to another API, clears the index first, so one user's feed, marks and notes never show
 * for another. The record is kept in the index's own `meta` store, beside the work it guards: in
 * storage.local, where it was kept before, any content script could write it, and a value planted
 * there made the next sign-in wipe the recruiter's marks, notes, mutes and saved searches.
 */
import { unwrap, type IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';

export interface IndexOwner {
  subject: string | null;
  apiBaseUrl: string;
}

const META_OWNER = 'owner';

/** Whether `value` is an owner record (a stored value is checked as it is read). */
export function isIndexOwner(value: unknown): value is IndexOwner {
  if (value === null || typeof value !== 'object') return false;
  const { subject, apiBaseUrl } = value as Record<string, unknown>;
  return (subject === null || typeof subject === 'string') && typeof apiBaseUrl === 'string' && apiBaseUrl !== '';
}

/** Puts the owner back in `meta` in its transaction, after the requests issued beside this call (a clear of the store): read before them. */
export async function keepOwner(meta: {
  get(key: never): Promise<unknown>;
  put(value: never, key: never): Promise<unknown>;
}): Promise<void> {
  const owner = await meta.get(META_OWNER as never);
  if (isIndexOwner(owner)) await meta.put(owner as never, META_OWNER as never);
}

export class IndexOwnerRecord {
  constructor(private readonly db: IDBPDatabase<FeedDb>) {}

  /** The owner, or null when none is kept (a new or cleared index). */
  async get(): Promise<IndexOwner | null> {
    // The schema types `meta` as counts: this record is read and written apart from them.
    const kept: unknown = await this.db.get('meta', META_OWNER as never);
    return isIndexOwner(kept) ? { subject: kept.subject, apiBaseUrl: kept.apiBaseUrl } : null;
  }

  /** Keeps `owner` (null: removes the record). */
  async set(owner: IndexOwner | null): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite');
    const meta = unwrap(tx.store);
    if (owner === null) meta.delete(META_OWNER);
    else meta.put({ subject: owner.subject, apiBaseUrl: owner.apiBaseUrl }, META_OWNER);
    await tx.done;
  }
}
