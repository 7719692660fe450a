/**
 * When the content script starts its work: once the page has loaded, or `LOAD_WAIT_MS` after the
 * script ran, whichever comes first.
 *
 * Chromium runs a `document_idle` script as soon as the document is parsed, often before the page's
 * own images and scripts have loaded. Our work then ran inside the page's load: its first check
 * (hints read, a head observer, a request to the background) and, on a result page, the links read
 * and measured for markers. Measured on the reference board with test/bench/page-load-ab.ts and its
 * scratch forerunner (this change against the one before, interleaved, 8 runs of 25 to 40 loads
 * each), the load event's time over the page's without the extension, medians of the runs: a
 * matching posting 1.30 before, 1.20 after (lower in 6 runs, equal in 1, higher in 1); the
 * 200-posting result page 1.24 both (lower in 5 runs): there the cost is the script's being there
 * (an empty one measured 1.03-1.26). The card and the markers come no later: the background's answer
 * came after the load event anyway.
 *
 * A board whose load takes seconds (ads, trackers) would hold the card back that long, so the wait
 * has a limit: after it, the work starts while the page still loads.
 */

/** How long the work waits for the page's load event at most, from the script's start (ms). */
export const LOAD_WAIT_MS = 500;

export interface AfterLoadDeps {
  win: Pick<Window, 'document' | 'addEventListener' | 'setTimeout'>;
  /** The content script's invalidation: `start` is then never called. */
  signal: AbortSignal;
  waitMs?: number;
}

/**
 * Calls `start` once: now if the page has loaded; else in the task after its load event (so that the
 * event's end is the page's own), or at the wait's limit if that comes first. A timer or listener
 * left behind then finds the work started and does nothing.
 */
export function afterLoad({ win, signal, waitMs = LOAD_WAIT_MS }: AfterLoadDeps, start: () => void): void {
  let started = false;
  const go = () => {
    if (started || signal.aborted) return;
    started = true;
    start();
  };
  if (win.document.readyState === 'complete') return go();
  win.setTimeout(go, waitMs);
  win.addEventListener('load', () => win.setTimeout(go, 0), { once: true, signal });
}
