/**
 * Tells the content script when the page's URL has changed without a page load, once the change has
 * committed: `location.href` is then the new URL and the page's own DOM may start to follow it.
 *
 * WXT's `wxt:locationchange` is not used for this. Where the Navigation API exists (Chromium, and
 * Firefox since ESR 153) WXT dispatches it on `navigate`, which fires before the navigation commits: for
 * a back or forward traversal the URL is still the old one for another task, a navigation the page
 * cancels never commits, and a link to another document leaves the old page on screen until it
 * unloads. Acting there removed the card while the old posting was still the page's URL.
 * `currententrychange` fires once the new entry is the current one, for pushState, replaceState and
 * traversals alike. Without the Navigation API (Firefox ESR 140) there is no such event: `popstate`
 * covers back and forward, the first DOM change after a pushState covers links (single-page apps
 * render the new page), and a one-second poll catches a URL change with neither.
 */

/** The part of `window.navigation` used here (absent from the DOM typings of this TypeScript). */
interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void, options?: { signal?: AbortSignal }): void;
}

export interface UrlChangeDeps {
  win: Window & typeof globalThis;
  /** Stops every listener, observer and timer (the content script's invalidation signal). */
  signal: AbortSignal;
  onChange: (newUrl: string) => void;
  pollMs?: number;
}

export function navigationApiOf(win: Window): NavigationLike | null {
  const navigation = (win as unknown as { navigation?: Partial<NavigationLike> }).navigation;
  return typeof navigation?.addEventListener === 'function' ? (navigation as NavigationLike) : null;
}

/** A hash route (`#/…`, `#!/…`) addresses a posting of a single-page board; normalize-url.ts keeps it too. */
const HASH_ROUTE = /^#!?\//;

/**
 * Whether `from` to `to` is a move within the page: the URL is the same but for a fragment that is
 * no hash route, such as a board's "Apply" link to `#solliciteren`. Matching drops such a fragment
 * (normalize-url.ts), so the page is still the same posting and its card stays as the user left it.
 */
export function isInPageMove(from: string, to: string): boolean {
  const [a, b] = [new URL(from), new URL(to)];
  if (HASH_ROUTE.test(a.hash) || HASH_ROUTE.test(b.hash)) return false;
  a.hash = '';
  b.hash = '';
  return a.href === b.href;
}

/**
 * Calls `onChange` once for each committed change of `location.href` to another page; a move within
 * the page (isInPageMove) is not one. Returns how it listens.
 */
export function watchUrlChanges({ win, signal, onChange, pollMs = 1_000 }: UrlChangeDeps): 'navigation-api' | 'fallback' {
  let current = win.location.href;
  const report = () => {
    const href = win.location.href;
    if (href === current || signal.aborted) return;
    const inPage = isInPageMove(current, href);
    current = href;
    if (!inPage) onChange(href);
  };
  const navigation = navigationApiOf(win);
  if (navigation) {
    navigation.addEventListener('currententrychange', report, { signal });
    return 'navigation-api';
  }
  win.addEventListener('popstate', report, { signal });
  const pageChanges = new win.MutationObserver(report);
  pageChanges.observe(win.document, { childList: true, subtree: true });
  const poll = win.setInterval(report, pollMs);
  signal.addEventListener('abort', () => {
    pageChanges.disconnect();
    win.clearInterval(poll);
  });
  return 'fallback';
}
