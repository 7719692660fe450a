/**
 * The overlay's host on a job-board page: a custom element with a closed shadow root holding an
 * iframe of the extension's own overlay page (SECURITY.md#job-data-in-extension-frame). The page can neither style the card
 * nor read it; this script only places the frame and never holds job data.
 *
 * The card sits at an anchor (anchor-geometry.ts) and follows a drag of its handle until the overlay
 * page, told where it was dropped, settles it at the nearest anchor. Without a place remembered for the
 * board, it starts in the first corner (bottom right, bottom left, top right, top left) where it
 * covers neither the page's main heading (nor any other h1) nor its apply button. The whole record
 * grows from that place only as far as it covers neither of those that the compact card leaves free.
 */
import type { OverlayLayout } from '../messaging/contract';
import { along, CORNERS, MARGIN, type OverlayAnchor } from './anchor-geometry';

/** Width and height of the compact summary and of the whole record (at most: `expandedSize`). */
export const COMPACT = [340, 212] as const;
export const EXPANDED = [360, 560] as const;
/** Followed while the card is dragged. */
const DRAG_EVENTS = ['pointermove', 'pointerup'] as const;
/** Words that start the label of a posting's apply control, in the languages of the boards we support. */
const APPLY_WORDS = /\b(apply|sollicit|reage|bewerb|postul)/i;

/** A layout as the background tells it; `size`: the card said how big it is (the short "Dismissed" notice). */
export type FrameLayout = OverlayLayout & { size?: readonly [width: number, height: number] };

/** A pointer's place on the screen and its pressed buttons, from an event of the page or the overlay page. */
export type Pointer = Pick<PointerEvent, 'screenX' | 'screenY' | 'buttons'>;

export interface OverlayHost {
  ticket: string;
  /** A null anchor keeps the card where it is; a size, the card's own, replaces the layout's while it lasts. */
  applyLayout(layout: FrameLayout): void;
  /**
   * Where the pointer is that dragged the card's handle, as the overlay page saw it. The first one
   * grabs the card: it follows the pointer (over the page, or as the page reports it) until the
   * button is released, then `drop` gets the distance and the viewport's size; true for it.
   */
  drag(pointer: Pointer, drop: (moved: [dx: number, dy: number, width: number, height: number]) => void): true | undefined;
  remove(): void;
  /** Moves the keyboard focus into the card (the focus-card shortcut). */
  focus(): void;
}

/**
 * Whether a card of `size` at an anchor covers none of `boxes`, placed where anchor-geometry's
 * `origin` puts it in the viewport of the window this script runs in: the page's.
 */
function clear(boxes: DOMRect[], anchor: OverlayAnchor, size: readonly number[]): boolean {
  const [x, y] = along(anchor).map((f, i) => MARGIN + ([innerWidth, innerHeight][i]! - size[i]! - 2 * MARGIN) * f) as [number, number];
  return !boxes.some((r) => r.left < x + size[0]! && r.right > x && r.top < y + size[1]! && r.bottom > y);
}

/** The boxes of the page's headings (its main heading among them) and of its apply controls that are on screen. */
function keepClear(doc: Document): DOMRect[] {
  return [...doc.querySelectorAll('h1,a,button,[type=submit],[role=button]')]
    .filter(
      (element) =>
        element.localName === 'h1' ||
        APPLY_WORDS.test(`${element.textContent} ${element.getAttribute('aria-label')} ${(element as HTMLInputElement).value}`),
    )
    .map((element) => element.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
}

/**
 * The first corner where the compact card covers none of the page's headings (its main heading
 * among them) and none of its apply controls that are on screen; else bottom right.
 */
export function defaultAnchor(doc: Document): OverlayAnchor {
  const boxes = keepClear(doc);
  return CORNERS.find((anchor) => clear(boxes, anchor, COMPACT)) ?? CORNERS[0]!;
}

/**
 * The whole record's size at an anchor: its height the tallest, in steps of 4 px and down to the
 * compact card's, that covers no heading or apply control the compact card there leaves free. The
 * corner was chosen for the compact card, and on a short viewport the whole record would grow over
 * the apply button; shorter, it scrolls inside (the card's body does).
 */
export function expandedSize(doc: Document, anchor: OverlayAnchor): number[] {
  // Free at the record's width and the compact height: one its extra width meets, no height would clear.
  const size: number[] = [EXPANDED[0], COMPACT[1]];
  const boxes = keepClear(doc).filter((r) => clear([r], anchor, size));
  size[1] = EXPANDED[1];
  // Clear at the compact height by the filter above: the 4 px steps end there (560 - 87 x 4) at the latest.
  while (!clear(boxes, anchor, size)) size[1]! -= 4;
  return size;
}

export interface OverlayPage {
  doc: Document;
  /** The overlay page's URL for a ticket and the card's starting place. */
  frameUrl: (ticket: string, layout: { anchor: OverlayAnchor }) => string;
}

/**
 * Mounts the card. The frame's URL carries the ticket and the card's starting place (never job
 * data). The viewport is the window's this script runs in: the page's.
 */
export function mountOverlay(
  { doc, frameUrl }: OverlayPage,
  { ticket, layout: start }: { ticket: string; layout: OverlayLayout },
): OverlayHost {
  let layout: FrameLayout & { anchor: OverlayAnchor } = {
    collapsed: start.collapsed,
    anchor: start.anchor ?? defaultAnchor(doc),
  };
  const host = doc.createElement('job-feed-companion-overlay');
  // Page styles cannot reach inside the shadow root, but they can style the host element itself;
  // important, like every property set below, since `all: initial !important` would reset them
  // otherwise. Fixed, it is a block whatever its initial display.
  host.style.cssText = 'all:initial!important;position:fixed!important;z-index:2147483646!important';
  const set = (property: string, value: string) => host.style.setProperty(property, value, 'important');
  /** While the card is dragged: moves it to where the pointer is. */
  let follow: ((pointer: Pointer) => void) | undefined;
  const root = host.attachShadow({ mode: 'closed' });
  const frame = doc.createElement('iframe');
  frame.src = frameUrl(ticket, layout);
  frame.title = 'Job Feed Companion';
  frame.allow = '';
  frame.style.cssText =
    'border:0;display:block;color-scheme:normal;border-radius:12px;box-shadow:0 8px 28px #0004;max-width:calc(100vw - 32px);max-height:calc(100vh - 32px)';
  root.append(frame);

  const place = () => {
    const size = layout.size ?? (layout.collapsed ? COMPACT : expandedSize(doc, layout.anchor));
    along(layout.anchor).forEach((f, i) =>
      set(i ? 'top' : 'left', `max(${MARGIN}px,calc(${MARGIN}px + (100% - ${size[i]! + 2 * MARGIN}px)*${f}))`),
    );
    set('translate', '');
    // The frame's size attributes: the style's max-width and max-height still keep it on screen.
    [frame.width, frame.height] = size.map(String) as [string, string];
  };
  place();
  doc.documentElement.append(host);
  return {
    ticket,
    applyLayout(next) {
      layout = { ...next, anchor: next.anchor ?? layout.anchor };
      place();
    },
    drag(pointer, drop) {
      if (follow) return void follow(pointer);
      // The frame stops taking the pointer, so that the page gets its moves wherever it goes (a
      // Chromium frame gets none once the pointer leaves it, captured or not); Firefox keeps sending
      // them to the frame, which reports them. Screen coordinates are the frame's and the page's alike.
      frame.style.pointerEvents = 'none';
      const move = (event: Pointer) => {
        const dx = event.screenX - pointer.screenX;
        const dy = event.screenY - pointer.screenY;
        set('translate', `${dx}px ${dy}px`);
        // A button still pressed: still dragging. A release, or a move after a release nobody saw, drops it.
        if (event.buttons) return;
        for (const type of DRAG_EVENTS) removeEventListener(type, move, true);
        frame.style.pointerEvents = '';
        follow = undefined;
        drop([dx, dy, innerWidth, innerHeight]);
      };
      for (const type of DRAG_EVENTS) addEventListener(type, move, true);
      follow = move;
      return true;
    },
    remove: () => host.remove(),
    focus: () => frame.focus(),
  };
}
