/**
 * "In feed" markers on result pages. The board's page can see that a marker is there (a bare host
 * element after the link) and nothing else: its label lives in a closed shadow root, and the content
 * script never receives more than the fact that a link is in the feed. Only links a person can see
 * are asked about or marked, so links a page plants out of sight to probe the feed get no answer.
 */

export const MARKER_CLASS = 'job-feed-companion-marker';

/** Smaller than this in either direction, a link is nothing a person could read or click. */
const MIN_LINK_SIZE_PX = 4;

const placed = new Set<HTMLElement>();

function hiddenByStyle(element: Element, view: Window): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse' || style.opacity === '0') return true;
  }
  return false;
}

/**
 * Whether a person can see `link`: attached to the document that is shown (not a template, a
 * detached tree or another document), of real size, inside the page's scrollable area (not parked
 * off-screen), and not hidden by style, the `hidden` attribute, `inert` or `aria-hidden`.
 */
export function isVisibleLink(link: HTMLAnchorElement, doc: Document): boolean {
  const view = doc.defaultView;
  if (!view || !link.isConnected || link.ownerDocument !== doc) return false;
  if (link.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  const rect = link.getBoundingClientRect();
  if (rect.width < MIN_LINK_SIZE_PX || rect.height < MIN_LINK_SIZE_PX) return false;
  const root = doc.documentElement;
  const left = rect.left + view.scrollX;
  const top = rect.top + view.scrollY;
  if (left + rect.width <= 0 || top + rect.height <= 0) return false;
  if (left >= Math.max(root.scrollWidth, view.innerWidth) || top >= Math.max(root.scrollHeight, view.innerHeight)) return false;
  const check = (link as { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (typeof check === 'function' && !check.call(link, { opacityProperty: true, visibilityProperty: true })) return false;
  return !hiddenByStyle(link, view);
}

function markerLabel(language: string): string {
  return language.toLowerCase().startsWith('nl') ? 'In de feed' : 'In feed';
}

/** Marks the links whose URL is in `inFeed`; returns how many it marked. */
export function placeMarkers(links: readonly HTMLAnchorElement[], inFeed: ReadonlySet<string>, language: string): number {
  let count = 0;
  for (const link of links) {
    if (!inFeed.has(link.href) || placed.has(link.nextElementSibling as HTMLElement)) continue;
    const doc = link.ownerDocument;
    const host = doc.createElement('span');
    host.className = MARKER_CLASS;
    // Page styles can reach the host only, not its shadow root.
    host.style.cssText = 'all: initial !important; display: inline-block !important; margin-left: 6px !important; vertical-align: middle !important;';
    const root = host.attachShadow({ mode: 'closed' });
    const badge = doc.createElement('span');
    badge.textContent = markerLabel(language);
    badge.style.cssText = 'display:inline-block;padding:1px 6px;border-radius:8px;font:600 11px/1.6 system-ui,sans-serif;background:#e6f4ea;color:#0d652d;';
    root.append(badge);
    link.after(host);
    placed.add(host);
    count++;
  }
  return count;
}

/** Removes every marker this script placed. */
export function removeMarkers(): void {
  for (const host of placed) host.remove();
  placed.clear();
}
