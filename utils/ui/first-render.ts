/**
 * What a page reads before its first render (the popup's and the side panel's main.tsx): the saved
 * feed, the search left, "This page". Each takes a few milliseconds, and the first render waits for
 * them, so that it paints them, with no "Loading…" render and nothing coming in later above the list.
 * A read that hangs (a worker busy with a sync) does not hold the page blank: past its wait, the page
 * renders without it, and it fills in later. The reads are all asked as the page's script starts, so
 * each one's wait ends at about the same time after that start.
 */

/** How long the first render waits for what it reads. */
export const FIRST_RENDER_WAIT_MS = 100;

/**
 * How long it waits for "This page". The page asks the background only about a board's page (a
 * built-in board's domain, or a site the extension may read: worthAsking in use-this-page.ts; activeTab
 * shows it any tab's address); elsewhere the answer, none, is there at once. A worker the
 * browser stopped (Chrome stops one idle for 30 s: most openings beside a posting read for a while)
 * answered 40-250 ms after the page asked (Chromium on this 2-core machine, busy), past the 100 ms;
 * come later, "This page" pushed the list down under the pointer. The popup waits that long only
 * beside a page whose last check found a feed job (thisPageInTime).
 */
export const THIS_PAGE_WAIT_MS = 300;

/** The read's value if it came within `ms`, else undefined. */
export function inTime<T>(read: Promise<T>, ms = FIRST_RENDER_WAIT_MS): Promise<T | undefined> {
  return Promise.race([read, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * The popup's "This page" (lookUpPage) within THIS_PAGE_WAIT_MS where `jobThere` says the background's
 * last check of the tab's page found a feed job, the one case where the bar comes in; elsewhere its
 * answer is none, no bar, and the first render does not wait past FIRST_RENDER_WAIT_MS for it.
 * `jobThere` failing keeps the longer wait, and is not waited for past it.
 */
export function thisPageInTime<T>(read: Promise<T>, jobThere: Promise<boolean>): Promise<T | undefined> {
  const long = inTime(read, THIS_PAGE_WAIT_MS);
  const short = Promise.all([inTime(read), jobThere.catch(() => true)]);
  return Promise.race([long, short.then(([value, job]) => (value === undefined && job ? long : value))]);
}
