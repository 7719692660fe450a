/**
 * The board pages' last checks (when, whether a feed job was found, and which), by the address
 * checked (pageAddress): "This page" in the popup and the side panel reads them. Kept in memory and
 * in `storage.session` (trusted contexts only, never on disk, gone when the browser closes), since
 * the browser stops an idle service worker after 30 s: a recruiter who read a posting for a minute
 * before opening the popup found no "This page" there, and the side panel said the page had not been
 * checked since the browser started. The addresses stay in the browser
 * (SECURITY.md#visited-urls-stay-local); the newest CHECKED_PAGES are kept; a sign-out removes them.
 */
import type { StoredPageCheck } from '../feed/stored-page-checks';
import { pageChecksItem } from '../storage';

export interface PageCheck {
  at: number;
  matched: boolean;
  jobId: number | null;
}

/** How many pages' last check are remembered, newest kept. */
export const CHECKED_PAGES = 200;

/**
 * The longest address stored (what a content script may claim, contract.ts): a board page can make
 * its own address megabytes long, and storage.session's 10 MB hold the session and the cards' tickets
 * too. A longer one's check stays in this worker's memory only.
 */
const STORED_ADDRESS_MAX = 4096;

const isCheck = (entry: unknown): entry is StoredPageCheck =>
  Array.isArray(entry) &&
  entry.length === 4 &&
  typeof entry[0] === 'string' &&
  Number.isFinite(entry[1]) &&
  typeof entry[2] === 'boolean' &&
  (entry[3] === null || Number.isSafeInteger(entry[3]));

export class PageChecks {
  private memory: Promise<Map<string, PageCheck>> | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Counts the clears: a check begun before one records nothing (`begin`). */
  private cleared = 0;

  /** The checks, read from storage.session once per worker (what this worker checked before the read comes after). */
  private checks(): Promise<Map<string, PageCheck>> {
    this.memory ??= pageChecksItem.getValue().then(
      (stored) =>
        new Map(
          (Array.isArray(stored) ? stored : [])
            .filter(isCheck)
            .slice(-CHECKED_PAGES)
            .map(([address, at, matched, jobId]) => [address, { at, matched, jobId }]),
        ),
      // A browser without storage.session: this worker's checks only.
      () => new Map(),
    );
    return this.memory;
  }

  async get(address: string): Promise<PageCheck | undefined> {
    return (await this.checks()).get(address);
  }

  /** Records a page's newest check (newest last, the oldest beyond CHECKED_PAGES dropped) and stores them all. */
  async set(address: string, check: PageCheck): Promise<void> {
    const checks = await this.checks();
    checks.delete(address);
    checks.set(address, check);
    if (checks.size > CHECKED_PAGES) checks.delete(checks.keys().next().value!);
    await this.store(checks);
  }

  /**
   * For a page check about to look its page up: records its answer (`set`), unless the checks were
   * cleared since it began. A lookup under way as the recruiter signed out wrote its answer after the
   * sign-out had cleared them: the next user's popup found a job of the last user's feed on that page.
   */
  begin(): (address: string, check: PageCheck) => Promise<void> {
    const cleared = this.cleared;
    return async (address, check) => {
      if (cleared === this.cleared) await this.set(address, check);
    };
  }

  /** Forgets every check (a sign-out: the next user learns nothing of the pages checked before). */
  async clear(): Promise<void> {
    this.cleared++;
    const checks = await this.checks();
    checks.clear();
    await this.store(checks);
  }

  /** Writes the checks as they are when the write's turn comes: writes in turn, the last one wins. */
  private store(checks: Map<string, PageCheck>): Promise<void> {
    const write = this.writing.then(() =>
      pageChecksItem.setValue(
        [...checks]
          .filter(([address]) => address.length <= STORED_ADDRESS_MAX)
          .map(([address, { at, matched, jobId }]) => [address, at, matched, jobId]),
      ),
    );
    this.writing = write.catch(() => undefined);
    return this.writing;
  }
}
