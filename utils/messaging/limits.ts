/**
 * The lengths a content script's requests may carry (contract.ts checks them), here without zod so
 * that the content script can keep to them: a value longer than its limit is left out of a request,
 * never sent to make the whole request invalid. One posting link of 5,000 characters on a result
 * page would otherwise cost every marker on it, and a long JSON-LD identifier the page's card.
 */

/** A page's address, a link on it, or an address its head gives. */
export const PAGE_URL_MAX = 4096;
/** A JSON-LD JobPosting's identifier. */
export const JSON_LD_ID_MAX = 200;
/** The posting links of a result page asked about at once. */
export const MARKER_LINKS_MAX = 500;

/** `text` when within `max` characters; else null, as if the page had not given it. */
export function within(text: string | null, max: number): string | null {
  return text !== null && text.length <= max ? text : null;
}
