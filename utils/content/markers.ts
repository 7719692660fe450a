/**
 * "In your feed" markers on result pages. The board's page can see that a marker is there (a bare host
 * element after the link) and nothing else: its label lives in a closed shadow root, and the content
 * script never receives more than the fact that a link is in the feed and the recruiter's mark on it
 * ("In your feed · Handled"; handled and not relevant ones greyed). Only links a person can see
 * are asked about or marked, so links a page plants out of sight to probe the feed get no answer.
 */

export const MARKER_CLASS = 'job-feed-companion-marker';

/** Smaller than this in either direction, a link is nothing a person could read or click. */
const MIN_LINK_SIZE_PX = 4;

const placed = new Set<HTMLElement>();

/**
 * Whether a person can see `link`: attached to the document that is shown (not a template, a
 * detached tree or another document), of real size, inside the page's scrollable area (not parked
 * off-screen), and not hidden by style, the `hidden` attribute, `inert` or `aria-hidden`.
 */
export function isVisibleLink(link: HTMLAnchorElement, doc: Document): boolean {
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

/** The one term the UI uses for a feed job ("In your feed" / "In je feed"), without the i18n tables' weight. */
export function markerLabel(language: string): string {
  return language.toLowerCase().startsWith('nl') ? 'In je feed' : 'In your feed';
}

type Mark = 'shortlisted' | 'handled' | 'notRelevant';

/** The marks' words, as the UI's tables have them (a test holds them equal), without their weight. */
export const MARK_WORDS: Readonly<Record<'en' | 'nl', Readonly<Record<Mark, string>>>> = {
  en: { shortlisted: 'Shortlisted', handled: 'Handled', notRelevant: 'Not relevant' },
  nl: { shortlisted: 'Op shortlist', handled: 'Afgehandeld', notRelevant: 'Niet relevant' },
};

/** The marker's words: "In your feed", with the mark after a middle dot when there is one. */
export function markerText(language: string, mark: string | null | undefined): string {
  const words = MARK_WORDS[language.toLowerCase().startsWith('nl') ? 'nl' : 'en'];
  const known = mark && Object.hasOwn(words, mark) ? words[mark as Mark] : null;
  return known ? `${markerLabel(language)} · ${known}` : markerLabel(language);
}

/**
 * Marks the links whose URL is in `inFeed` (with the recruiter's mark on the job, if any); returns
 * how many it marked.
 */
export function placeMarkers(
  links: readonly HTMLAnchorElement[],
  inFeed: ReadonlyMap<string, string | undefined>,
  language: string,
): number {
  let count = 0;
  for (const link of links) {
    if (!inFeed.has(link.href) || placed.has(link.nextElementSibling as HTMLElement)) continue;
    const mark = inFeed.get(link.href);
    const done = mark === 'handled' || mark === 'notRelevant';
    const doc = link.ownerDocument;
    const host = doc.createElement('span');
    host.className = MARKER_CLASS;
    // Page styles can reach the host only, not its shadow root.
    host.style.cssText = 'all:initial!important;display:inline-block!important;margin-left:6px!important;vertical-align:middle!important';
    const root = host.attachShadow({ mode: 'closed' });
    const badge = doc.createElement('span');
    badge.textContent = markerText(language, mark);
    badge.style.cssText = `display:inline-block;padding:1px 6px;border-radius:8px;font:600 11px/1.6 system-ui,sans-serif;${
      done ? 'background:#eceff3;color:#57606a;' : 'background:#e6f4ea;color:#0d652d;'
    }`;
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
