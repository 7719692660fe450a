/**
 * The overlay's host on a job-board page: a custom element with a closed shadow root holding an
 * iframe of the extension's own overlay page (security rule 7). The page can neither style the card
 * nor read it; this script only places the frame and never holds job data.
 */
import type { OverlayLayout, OverlaySide } from '../messaging/contract';

const HOST_TAG = 'job-feed-companion-overlay';
const CARD = { width: 360, height: 560 } as const;
const PILL = { width: 220, height: 48 } as const;
const MARGIN = 16;
/** Words on a posting's apply control, in the languages of the boards we support. */
const APPLY_WORDS = /\b(apply|solliciteer|solliciteren|reageer|reageren|bewerben|postuler)\b/i;

export interface OverlayHost {
  ticket: string;
  applyLayout(layout: { collapsed: boolean; side: OverlaySide }): void;
  remove(): void;
}

function rectsOverlap(a: DOMRect, b: { left: number; top: number; right: number; bottom: number }): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** The side whose card area does not cover a visible apply button; right unless right covers one. */
export function sideAvoidingApplyButton(doc: Document, viewportWidth: number): OverlaySide {
  const right = { left: viewportWidth - CARD.width - MARGIN, top: MARGIN, right: viewportWidth - MARGIN, bottom: MARGIN + CARD.height };
  const controls = doc.querySelectorAll('a, button, input[type="submit"], [role="button"]');
  for (const control of controls) {
    const label = `${control.textContent ?? ''} ${control.getAttribute('aria-label') ?? ''} ${(control as HTMLInputElement).value ?? ''}`;
    if (!APPLY_WORDS.test(label)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && rectsOverlap(rect, right)) return 'left';
  }
  return 'right';
}

function placeFrame(host: HTMLElement, frame: HTMLIFrameElement, layout: { collapsed: boolean; side: OverlaySide }): void {
  const size = layout.collapsed ? PILL : CARD;
  // Important, like the rest of the host's style: `all: initial !important` would reset them otherwise.
  host.style.setProperty(layout.side === 'left' ? 'left' : 'right', `${MARGIN}px`, 'important');
  host.style.removeProperty(layout.side === 'left' ? 'right' : 'left');
  frame.style.width = `${size.width}px`;
  frame.style.height = layout.collapsed ? `${size.height}px` : `min(${size.height}px, calc(100vh - ${2 * MARGIN}px))`;
}

/**
 * Mounts the card. The frame's URL carries the ticket and the card's starting layout (never job
 * data), so the overlay page knows which side it sits on and whether it starts as a pill.
 */
export function mountOverlay(
  doc: Document,
  frameUrl: (layout: { collapsed: boolean; side: OverlaySide }) => string,
  ticket: string,
  layout: OverlayLayout,
  viewportWidth: number,
): OverlayHost {
  const side = layout.side ?? sideAvoidingApplyButton(doc, viewportWidth);
  const host = doc.createElement(HOST_TAG);
  // Page styles cannot reach inside the shadow root, but they can style the host element itself.
  host.style.cssText = `all: initial !important; position: fixed !important; top: ${MARGIN}px !important; z-index: 2147483646 !important; display: block !important;`;
  const root = host.attachShadow({ mode: 'closed' });
  const frame = doc.createElement('iframe');
  frame.src = frameUrl({ collapsed: layout.collapsed, side });
  frame.title = 'Job Feed Companion';
  frame.setAttribute('allow', '');
  frame.style.cssText =
    'border: 0; display: block; background: transparent; color-scheme: normal; border-radius: 12px; box-shadow: 0 8px 28px rgba(0,0,0,.28);';
  root.append(frame);
  placeFrame(host, frame, { collapsed: layout.collapsed, side });
  doc.documentElement.append(host);
  return {
    ticket,
    applyLayout: (next) => placeFrame(host, frame, next),
    remove: () => host.remove(),
  };
}
