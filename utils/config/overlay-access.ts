/**
 * Which pages may frame the overlay (`web_accessible_resources`). Pure: imported at build time.
 *
 * A card must load on every board the user may switch on, and custom boards can be any http(s) site
 * the user grants later, while this list is fixed at build time. So the overlay is web-accessible on
 * http(s) pages, and what keeps other sites from using it is that they cannot find it or get
 * anything from it:
 * - Chrome serves it only at a dynamic URL (`use_dynamic_url`), a new random id each browser session
 *   that only our content script learns from `runtime.getURL`; the static URL is blocked everywhere,
 *   so a site can neither probe for the extension nor frame the card by guessing.
 * - Firefox does not know `use_dynamic_url` (its manifest schema has no such key, and web-ext lint
 *   would flag it), but there the extension's origin is already a random UUID per installation.
 * - A frame some site still placed is the `overlayFrame` sender class: it may ask only for a card by
 *   ticket, and a ticket is random, short-lived and good only in the tab it was issued to.
 * No other file is web-accessible.
 */
export const OVERLAY_RESOURCE = 'overlay.html';

/** The pages a custom board can be on, as the options page accepts them. */
const WEB_PAGES = ['https://*/*', 'http://*/*'];

export interface WebAccessibleResource {
  resources: string[];
  matches: string[];
  use_dynamic_url?: boolean;
}

export function overlayWebAccessibleResources(browser: string): WebAccessibleResource[] {
  const entry: WebAccessibleResource = { resources: [OVERLAY_RESOURCE], matches: WEB_PAGES };
  return [browser === 'firefox' ? entry : { ...entry, use_dynamic_url: true }];
}
