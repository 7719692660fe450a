/**
 * The pages of a sync pass being written to the index, oldest first, each followed by the save of
 * its state. Up to two: one being written while the next waits behind it, so that the worker can
 * receive and parse a third meanwhile. Each saves once its page and every page before it are written,
 * so saves keep the order of pages.
 *
 * A page's write (its IndexedDB transaction) starts only once the page before it is written, not as
 * soon as the page is parsed: IndexedDB runs a transaction that reads a store after every transaction
 * writing it that was started before, so a page being matched while a sync runs (a readonly lookup of
 * the packs) waited for both pages handed over. With one page at a time in IndexedDB's hands, it
 * waits for one: in a 100,000-job first sync, a page's lookup of a job took 214-262 ms at the median
 * (p95 338-430 ms, 7 runs) with both pages handed over, 129 and 137 ms (p95 247 and 256 ms, 2 runs)
 * with one, the sync as fast (test/bench/profile-sync.ts). The cost: between two pages, IndexedDB now
 * waits for the worker to start the next one (a task of its own, after whatever the worker is busy
 * with), where before the next page was already queued; those profiles saw no slower sync from it.
 */

/** Pages not yet written: one being written, one waiting behind it. */
const MAX_PAGES_WRITING = 2;

export class SyncPageWrites {
  private readonly writes: Promise<void>[] = [];
  /** The last page's write, ended either way: the next one starts after it. */
  private lastWrite: Promise<void> = Promise.resolve();

  /** Waits, before a page is handed over, until it may be; throws if the oldest write failed. */
  async room(): Promise<void> {
    if (this.writes.length >= MAX_PAGES_WRITING) await this.writes.shift();
  }

  /**
   * Starts `write` once the page before it is written (whether or not that write succeeded: the
   * failure is thrown where the writes are awaited), then `save` once every page before it is saved.
   * Not awaited here: while the browser writes this page, the next one is received and parsed.
   */
  add(write: () => Promise<void>, save: () => Promise<void>): void {
    const written = this.lastWrite.then(write);
    // The next page starts after this one however it ends.
    this.lastWrite = written.catch(() => undefined);
    const before = this.writes.at(-1);
    const saved = (async () => {
      await written;
      await before;
      await save();
    })();
    // A failure is handled where the write is awaited, not reported as unhandled meanwhile.
    saved.catch(() => undefined);
    this.writes.push(saved);
  }

  /** Waits for every write under way; throws the first failure once all have ended. */
  async settle(): Promise<void> {
    const results = await Promise.allSettled(this.writes.splice(0));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
