/**
 * Whether a board's page is one of its result pages: the background names the board's result links
 * to a page's content script only there, so on the board's other pages (LinkedIn's feed, messages
 * and profiles, Indeed's company overviews) the script queries and measures nothing.
 */
import { adapterRegex, httpUrl } from './match';
import type { BoardAdapter } from './types';

/** `url` is on `adapter`'s board (the caller found the board); only its path is tested here. */
export function isResultPage(adapter: BoardAdapter, url: string): boolean {
  const parsed = httpUrl(url);
  if (!parsed) return false;
  return adapter.resultPages.some((rule) => adapterRegex(rule.pathPattern)?.test(parsed.pathname) ?? false);
}
