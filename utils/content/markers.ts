/**
 * "In your feed" markers on result pages. The board's page can see that a marker is there (a bare host
 * element after the link) and nothing else: its label lives in a closed shadow root, and the content
 * script never receives more than the fact that a link is in the feed and the recruiter's mark on it.
 * The mark shows as a sign in a slot of fixed size (★ shortlisted, ✓ handled, ✕ not relevant; handled
 * and not relevant ones greyed), its words for screen readers and in its tooltip: every marker of a
 * page has the same box, so the page cannot read the mark from the host's width, as it could when the
 * mark was written out. Only links a person can see are asked about or
 * marked, so links a page plants out of sight to probe the feed get no answer.
 */

import type { PageResult } from '../boards/page-results';

export const MARKER_CLASS = 'job-feed-companion-marker';

/** Smaller than this in either direction, a link is nothing a person could read or click. */
const MIN_LINK_SIZE_PX = 4;

const placed = new Set<HTMLElement>();
/**
 * The results (links, cards' titles) marked since the markers were last removed, with the address each
 * was marked for: a marker the page takes away is not put back, unless the page made it another posting's.
 */
let markedLinks = new WeakMap<Element, string>();
/** Each marker's result. */
const linkOf = new WeakMap<HTMLElement, PageResult>();

/**
 * Whether a person can see `link`: attached to the document that is shown (not a template, a
 * detached tree or another document), of real size, inside the page's scrollable area (not parked
 * off-screen), and not hidden by style, the `hidden` attribute, `inert` or `aria-hidden`.
 */
export function isVisibleLink(link: Element, doc: Document): boolean {
  const view = doc.defaultView;
  if (!view || !link.isConnected || link.ownerDocument !== doc || link.closest('[hidden],[inert],[aria-hidden="true"]')) return false;
  const { left, top, width, height } = link.getBoundingClientRect();
  const x = left + view.scrollX;
  const y = top + view.scrollY;
  const root = doc.documentElement;
  return (
    width >= MIN_LINK_SIZE_PX &&
    height >= MIN_LINK_SIZE_PX &&
    x + width > 0 &&
    y + height > 0 &&
    x < Math.max(root.scrollWidth, view.innerWidth) &&
    y < Math.max(root.scrollHeight, view.innerHeight) &&
    // display, visibility and opacity of the link and its ancestors (every supported browser has it).
    link.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
}

/**
 * The marker's words in English, then Dutch, as the UI's tables have them (a test holds them equal),
 * without their weight: the one term the UI uses for a feed job, and each mark's sign and words.
 */
export const MARKER_LABELS = ['In your feed', 'In je feed'] as const;
export const MARKS: ReadonlyMap<string | undefined, readonly [sign: string, en: string, nl: string]> = new Map([
  ['shortlisted', ['★', 'Shortlisted', 'Op shortlist']],
  ['handled', ['✓', 'Handled', 'Afgehandeld']],
  ['notRelevant', ['✕', 'Not relevant', 'Niet relevant']],
]);

/**
 * Marks the results whose URL is in `inFeed` (with the recruiter's mark on the job, if any); returns
 * how many it marked.
 */
export function placeMarkers(links: readonly PageResult[], inFeed: ReadonlyMap<string, string | undefined>, language: string): number {
  let count = 0;
  const dutch = /^nl/i.test(language) ? 1 : 0;
  // Markers the page took away on their own are no longer ours to keep. One in a row the page took
  // out (a list that keeps its rows out of view, to put them back) leaves that row, which comes back
  // without it and is marked anew: kept there, it would outlive the next answer and a sign-out. One
  // whose link the page reused for another posting (a virtualised list), or put another link in the
  // place of, goes: that link is marked anew if its posting is in the feed. The same for a card.
  for (const host of placed) {
    const link = linkOf.get(host)!;
    if (host.isConnected && link.at.nextElementSibling === host && markedLinks.get(link.at) === link.url()) continue;
    placed.delete(host);
    if (host.parentNode === null) continue;
    host.remove();
    markedLinks.delete(link.at);
  }
  for (const link of links) {
    const url = link.url();
    if (!inFeed.has(url) || markedLinks.get(link.at) === url) continue;
    const mark = inFeed.get(url);
    // Anything else the answer might name is no mark.
    const known = MARKS.get(mark);
    const doc = link.at.ownerDocument;
    const host = doc.createElement('span');
    host.className = MARKER_CLASS;
    // Page styles can reach the host only, not its shadow root.
    host.style.cssText = 'all:initial!important;display:inline-block!important;margin-left:6px!important;vertical-align:middle!important';
    const root = host.attachShadow({ mode: 'closed' });
    const badge = doc.createElement('span');
    badge.textContent = MARKER_LABELS[dutch];
    badge.style.cssText = `display:inline-block;padding:1px 6px;border-radius:8px;font:600 12px/16px system-ui,sans-serif;${
      known && mark !== 'shortlisted' ? 'background:#eceff3;color:#57606a;' : 'background:#e6f4ea;color:#0d652d;'
    }`;
    const slot = doc.createElement('span');
    slot.style.cssText = 'display:inline-block;width:14px;vertical-align:top;text-align:right';
    if (known) {
      slot.textContent = known[0];
      // An image named by its title: the name screen readers read, and the tooltip.
      slot.role = 'img';
      slot.title = known[1 + dutch]!;
    }
    badge.append(slot);
    root.append(badge);
    link.at.after(host);
    placed.add(host);
    linkOf.set(host, link);
    markedLinks.set(link.at, url);
    count++;
  }
  return count;
}

/** Whether `link` has its marker after it, for the posting it names now. */
export function isMarked({ at, url }: PageResult): boolean {
  return placed.has(at.nextElementSibling as HTMLElement) && markedLinks.get(at) === url();
}

/** Removes every marker this script placed. */
export function removeMarkers(): void {
  for (const host of placed) host.remove();
  placed.clear();
  markedLinks = new WeakMap();
}
