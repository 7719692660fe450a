/**
 * What a page reads before its first render (the popup's and the side panel's main.tsx): the saved
 * feed, the search left, "This page". Each takes a few milliseconds, and the first render waits for
 * them, so that it paints them, with no "Loading…" render and nothing coming in later above the list.
 * A read that hangs (a worker asleep) does not hold the page blank: past the wait, the page renders
 * without it, and it fills in later.
 */

/** How long the first render waits for what it reads. */
export const FIRST_RENDER_WAIT_MS = 100;

/** One wait for all of a page's reads: each read's value if it came within it, else undefined. */
export function firstRenderWait(): <T>(read: Promise<T>) => Promise<T | undefined> {
  const waited = new Promise<undefined>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return (read) => Promise.race([read, waited]);
}
