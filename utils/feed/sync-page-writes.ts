/**
 * The pages of a sync pass being written to the index, oldest first, each followed by the save of
 * its state. Up to two: the browser writes one while the next is queued behind it, so it never
 * waits for the worker to come back from parsing. IndexedDB runs the transactions in order, and
 * each save waits for the one before it, so saves keep the order of pages.
 */

/** Pages handed to IndexedDB and not yet written: one being written, one queued behind it. */
const MAX_PAGES_WRITING = 2;

export class SyncPageWrites {
  private readonly writes: Promise<void>[] = [];

  /** Waits, before a page is handed to IndexedDB, until it may be; throws if the oldest write failed. */
  async room(): Promise<void> {
    if (this.writes.length >= MAX_PAGES_WRITING) await this.writes.shift();
  }

  /**
   * Queues `save` to run once `written` and every page queued before it are written. Not awaited
   * here: while the browser writes this page, the next one is received and parsed.
   */
  add(written: Promise<void>, save: () => Promise<void>): void {
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
