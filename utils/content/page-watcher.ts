/**
 * The content script's whole behaviour: on load, on every single-page navigation and when the
 * session changes, ask the background whether this page is a feed job; mount the overlay frame on a
 * match and keep the page untouched otherwise. Results that arrive after a newer navigation are dropped,
 * so a card never belongs to another posting than the one shown.
 */
import { findBoard, readPageHints, resultPostingLinks, type BoardAdapter } from '../boards';
import type { PageMarker, PageMatch, RequestOf } from '../messaging/contract';
import { isResult } from '../messaging/result';
import { placeMarkers, removeMarkers } from './markers';
import { mountOverlay, type OverlayHost } from './overlay-host';

export interface PageWatcherDeps {
  doc: Document;
  send: (message: RequestOf<'page.match'> | RequestOf<'page.markers'>) => Promise<unknown>;
  /** The overlay page's URL for a ticket and the card's starting layout. */
  frameUrl: (ticket: string, layout: { collapsed: boolean; side: 'left' | 'right' }) => string;
  /** Boards whose result pages get markers. */
  boards: readonly BoardAdapter[];
  viewportWidth: () => number;
  language: string;
}

export class PageWatcher {
  private readonly deps: PageWatcherDeps;
  private host: OverlayHost | null = null;
  private generation = 0;

  constructor(deps: PageWatcherDeps) {
    this.deps = deps;
  }

  /** Leaves the page as it was before any of our changes. */
  clear(): void {
    this.generation++;
    this.host?.remove();
    this.host = null;
    removeMarkers(this.deps.doc);
  }

  async check(url: string): Promise<void> {
    const generation = ++this.generation;
    const hints = readPageHints(this.deps.doc);
    const answer = await this.deps.send({ type: 'page.match', url, hints }).catch(() => null);
    if (generation !== this.generation) return;
    const match: PageMatch | null = isResult<PageMatch>(answer) && answer.ok ? answer.value : null;
    this.host?.remove();
    this.host = null;
    if (match?.matched) {
      this.host = mountOverlay(this.deps.doc, (layout) => this.deps.frameUrl(match.ticket, layout), match.ticket, match.layout, this.deps.viewportWidth());
    }
    await this.markResults(url, generation);
  }

  private async markResults(url: string, generation: number): Promise<void> {
    const board = findBoard(url, this.deps.boards);
    const links = board ? resultPostingLinks(board, this.deps.doc) : [];
    if (links.length === 0) return;
    const answer = await this.deps.send({ type: 'page.markers', urls: links.slice(0, 500).map((a) => a.href) }).catch(() => null);
    if (generation !== this.generation || !isResult<{ markers: PageMarker[] }>(answer) || !answer.ok) return;
    if (answer.value.markers.length > 0) placeMarkers(links, answer.value.markers, this.deps.language);
  }

  /** Events from the background (only the extension can send to a content script). */
  onEvent(event: unknown, currentUrl: string): void {
    if (event === null || typeof event !== 'object') return;
    const e = event as { event?: unknown; ticket?: unknown; collapsed?: unknown; side?: unknown; dismissed?: unknown };
    if (e.event === 'session.changed') {
      void this.check(currentUrl);
    } else if (e.event === 'overlay.layout' && this.host && e.ticket === this.host.ticket) {
      if (e.dismissed === true) {
        this.host.remove();
        this.host = null;
      } else {
        this.host.applyLayout({ collapsed: e.collapsed === true, side: e.side === 'left' ? 'left' : 'right' });
      }
    }
  }
}
