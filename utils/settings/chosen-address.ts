/**
 * The API address the recruiter chose in the options, kept where only the extension's own pages and
 * background can write it: the extension origin's IndexedDB. The settings live in `storage.local`,
 * which any content script can write (`storage.local` has no access level in Chrome or Firefox): an
 * address planted there would get the next sign-in's password. The background writes this record
 * before the settings, and where the two disagree this one is the address it uses.
 */
import { openDB, type IDBPDatabase } from 'idb';

const STORE = 'chosen';
const KEY = 'apiBaseUrl';

/** What was chosen: an address, or null for the build's default (as in the settings). */
export interface Chosen {
  apiBaseUrl: string | null;
}

function chosenOf(kept: unknown): Chosen | null {
  if (kept === null || typeof kept !== 'object' || !('apiBaseUrl' in kept)) return null;
  const { apiBaseUrl } = kept;
  return apiBaseUrl === null || (typeof apiBaseUrl === 'string' && apiBaseUrl !== '') ? { apiBaseUrl } : null;
}

export class ChosenAddress {
  private database: Promise<IDBPDatabase> | null = null;

  /** `name`: the database's; the background's index name with a suffix, so that tests keep apart. */
  constructor(private readonly name = 'job-feed-settings') {}

  /**
   * The chosen address; when none is recorded yet, `stored` becomes it, in the same transaction, so
   * that an address saved meanwhile is never written over. Throws when IndexedDB cannot be used.
   */
  async adopt(stored: string | null): Promise<Chosen> {
    const tx = (await this.db()).transaction(STORE, 'readwrite');
    const kept = chosenOf(await tx.store.get(KEY));
    if (kept === null) void tx.store.put({ apiBaseUrl: stored }, KEY);
    await tx.done;
    return kept ?? { apiBaseUrl: stored };
  }

  /** Records `apiBaseUrl` (null: the build's default). Throws when IndexedDB refuses it. */
  async write(apiBaseUrl: string | null): Promise<void> {
    await (await this.db()).put(STORE, { apiBaseUrl }, KEY);
  }

  private db(): Promise<IDBPDatabase> {
    this.database ??= openDB(this.name, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
    }).catch((error: unknown) => {
      this.database = null;
      throw error;
    });
    return this.database;
  }
}
