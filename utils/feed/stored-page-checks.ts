/**
 * The board pages' last checks as the background keeps them in storage.session
 * (background/page-checks.ts), read by the popup before its first render with a plain storage call
 * (no storage library on its critical path) and no worker to wake. Only the background writes them:
 * content scripts cannot reach storage.session (trusted contexts only), and the addresses stay in
 * the browser (SECURITY.md#visited-urls-stay-local).
 */
import { browser } from 'wxt/browser';
import { pageAddress } from './normalize-url';

/** Their key in storage.session (storage.ts, pageChecksItem). */
export const PAGE_CHECKS_KEY = 'pageChecks';

/** A board page's last check: its address (pageAddress), when, whether a feed job was found, which. */
export type StoredPageCheck = [address: string, at: number, matched: boolean, jobId: number | null];

/**
 * Whether the stored check of the page at `url` found a feed job (its card shown or hidden): the
 * check page.current answers from, found by the same address (pageAddress), whichever tab made it.
 * A tab moved to another page since has that page's own check here, or none. With none (a page no
 * content script checks, such as the API's host; one whose check is still under way, which
 * page.current does not wait for), page.current has no job to answer either; only a running worker
 * may hold the check of an address too long to store (page-checks.ts). What is not a list of checks
 * counts as none, as in the worker; a malformed check with a job's id there counts as a job (the
 * longer wait, as before).
 */
export function checkFoundJob(stored: unknown, url: string): boolean {
  const address = pageAddress(url);
  return Array.isArray(stored) && stored.some((check) => Array.isArray(check) && check[0] === address && Number.isSafeInteger(check[3]));
}

/** checkFoundJob of what storage.session holds; fails where the browser has no storage.session. */
export async function storedCheckFoundJob(url: string): Promise<boolean> {
  const stored = await browser.storage.session.get(PAGE_CHECKS_KEY);
  return checkFoundJob((stored as Record<string, unknown>)[PAGE_CHECKS_KEY], url);
}
