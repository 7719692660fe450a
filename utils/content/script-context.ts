/**
 * The content script's context, in place of WXT's `ContentScriptContext` (wxt.config.ts puts it there
 * in the content script's build; WXT's entry makes one and hands it to `main`): a signal that ends when
 * a newer copy of the script starts in the same frame (a board both in the manifest and registered at
 * runtime).
 *
 * WXT's context tells the older copy with a `window.postMessage` and a `document` event whose name holds
 * the extension's id. A board's page sees both: any `message` listener learned, on every page of every
 * enabled board, that this extension is there and its id, which the overlay's per-session address
 * (overlay-access.ts) is there to hide (wxt-dev/wxt#1752, open: "A website could listen for message
 * events"). The copies of one extension's content scripts in one frame share one global (Chrome's
 * isolated world, Firefox's sandbox; MDN, Content scripts: one global scope per extension per frame,
 * and Firefox's test_ext_contentscript_fission_frame.html: "CS runs in a shared Sandbox"), which the
 * page cannot reach: the newest copy stops the one before through it, and the page is told nothing.
 * test/e2e/chromium.e2e.test.ts injects a second copy into a posting's page and sees one card left.
 */

/** The global the copies share: the stop of the copy at work. Not on the page's `window`. */
interface SharedGlobal {
  jobFeedCompanionStop?: () => void;
}

export class ContentScriptContext {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;

  /** WXT's entry passes the entrypoint's name and options, which this context has no use for. */
  constructor() {
    const shared = globalThis as SharedGlobal;
    shared.jobFeedCompanionStop?.();
    shared.jobFeedCompanionStop = () => this.abort();
  }

  abort(): void {
    this.controller.abort();
  }

  /** Calls `listener` once this copy is stopped (for good: nothing takes the listener away). */
  onInvalidated(listener: () => void): void {
    this.signal.addEventListener('abort', listener);
  }
}
