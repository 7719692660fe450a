/**
 * "In feed" markers on result pages: text only, next to the links of postings that are in the feed.
 * They reveal nothing beyond the marker and the closing date.
 */
import type { PageMarker } from '../messaging/contract';

export const MARKER_CLASS = 'job-feed-companion-marker';

function markerText(marker: PageMarker, language: string): string {
  const dutch = language.toLowerCase().startsWith('nl');
  const label = dutch ? 'In de feed' : 'In feed';
  if (!marker.closingDate) return label;
  const date = new Date(marker.closingDate);
  if (Number.isNaN(date.getTime())) return label;
  const formatted = new Intl.DateTimeFormat(dutch ? 'nl-NL' : 'en-GB', { day: 'numeric', month: 'short' }).format(date);
  return `${label} · ${dutch ? 'sluit' : 'closes'} ${formatted}`;
}

export function placeMarkers(links: readonly HTMLAnchorElement[], markers: readonly PageMarker[], language: string): number {
  const byUrl = new Map(markers.map((m) => [m.url, m]));
  let placed = 0;
  for (const link of links) {
    const marker = byUrl.get(link.href);
    if (!marker || link.nextElementSibling?.classList.contains(MARKER_CLASS)) continue;
    const badge = link.ownerDocument.createElement('span');
    badge.className = MARKER_CLASS;
    badge.textContent = markerText(marker, language);
    badge.style.cssText =
      'display:inline-block;margin-left:6px;padding:1px 6px;border-radius:8px;font:600 11px/1.6 system-ui,sans-serif;background:#e6f4ea;color:#0d652d;vertical-align:middle;';
    link.after(badge);
    placed++;
  }
  return placed;
}

export function removeMarkers(doc: Document): void {
  doc.querySelectorAll(`.${MARKER_CLASS}`).forEach((el) => el.remove());
}
