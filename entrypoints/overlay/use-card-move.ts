/**
 * Moving the card by its handle. A press on the handle grabs the card: through the background, the
 * page's content script moves it with the pointer and, once it is dropped, answers how far it went
 * and the viewport's size; the card then settles at the nearest anchor. The page follows the pointer
 * itself where it gets its moves (Chromium); where the frame keeps getting them instead (Firefox),
 * this page passes them on, one request at a time, the newest when one is on its way. Arrow keys
 * step the card from anchor to anchor; quick presses add up, and their layouts go out one at a time,
 * the newest when one is on its way, so the card ends where the last key sent it however the
 * answers are timed. The new anchor goes out as a layout (remembered for the board); the frame
 * learns nothing of the page but the viewport's size.
 */
import type { KeyboardEventHandler, PointerEventHandler } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { MoveHandleEvents } from '@/components/overlay/MoveHandle';
import { nearestAnchor, origin, stepAnchor, type OverlayAnchor } from '@/utils/content/anchor-geometry';
import type { CallBackground } from '@/utils/messaging/client';
import { useLatest } from '@/utils/ui/use-latest';

/** Pointer travel below this many pixels is a click on the handle, not a drag. */
const DRAG_THRESHOLD_PX = 4;

type Pointer = Pick<PointerEvent, 'screenX' | 'screenY' | 'buttons'>;

export interface CardMoveOptions {
  call: CallBackground;
  ticket: string | null;
  anchor: OverlayAnchor;
  /** Puts the card at an anchor (a layout change), also when it is the same one, to undo a drag's offset. */
  moveTo(anchor: OverlayAnchor): Promise<unknown>;
  /** The frame's own size: the card's. */
  frameSize?: () => [number, number];
}

const ownSize = (): [number, number] => [innerWidth, innerHeight];

export function useCardMove({ call, ticket, anchor, moveTo, frameSize = ownSize }: CardMoveOptions): MoveHandleEvents {
  const [dragging, setDragging] = useState(false);
  /** Where the last key sent the card, until the layout says it is there: quick presses add up. */
  const stepped = useRef<OverlayAnchor | null>(null);
  /** The key moves' layouts: one on its way at a time, and the newest target since. */
  const stepping = useRef<{ sending: boolean; next: OverlayAnchor | null }>({ sending: false, next: null });
  const latestMove = useLatest(moveTo);
  /** The pointer's moves this frame gets during a drag: the one on its way, and the newest since. */
  const passing = useRef<{ sending: boolean; next: Pointer | null } | null>(null);

  const pass = (pointer: Pointer) => {
    const state = passing.current;
    if (!ticket || !state) return;
    if (state.sending) {
      state.next = pointer;
      return;
    }
    state.sending = true;
    const { screenX, screenY, buttons } = pointer;
    void call({ type: 'overlay.drag', ticket, screenX, screenY, buttons }).finally(() => {
      state.sending = false;
      const next = state.next;
      state.next = null;
      if (next) pass(next);
    });
  };

  const onPointerDown: PointerEventHandler<HTMLButtonElement> = (event) => {
    if (event.button !== 0 || !ticket || passing.current) return;
    passing.current = { sending: false, next: null };
    setDragging(true);
    // Moves and the release that still reach this frame go to the page too, from the first one on.
    const onPointer = (moved: PointerEvent) => pass(moved);
    document.addEventListener('pointermove', onPointer);
    document.addEventListener('pointerup', onPointer);
    const { screenX, screenY } = event;
    void call({ type: 'overlay.drag', ticket, screenX, screenY, buttons: event.buttons || 1 }).then((result) => {
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('pointerup', onPointer);
      passing.current = null;
      setDragging(false);
      const drop = result.ok ? result.value.drop : null;
      // No answer: the content script is gone with its page, or never moved the card.
      if (!drop) return;
      const [dx, dy, width, height] = drop;
      const size = frameSize();
      const [x, y] = origin(anchor, [width, height], size);
      const moved = Math.abs(dx) + Math.abs(dy) >= DRAG_THRESHOLD_PX;
      void moveTo(moved ? nearestAnchor([x + dx, y + dy], size, [width, height]) : anchor);
    });
  };

  const onKeyDown: KeyboardEventHandler<HTMLButtonElement> = (event) => {
    const from = stepped.current ?? anchor;
    const next = stepAnchor(from, event.key);
    if (next === null) return;
    event.preventDefault();
    if (next === from) return;
    stepped.current = next;
    sendStep(next);
  };

  // Layouts sent at once could be answered (and applied by the page) out of order under load, and
  // leave the card at an earlier step (seen in Chromium end to end on a loaded CI machine).
  const sendStep = (target: OverlayAnchor) => {
    const state = stepping.current;
    if (state.sending) {
      state.next = target;
      return;
    }
    state.sending = true;
    void latestMove.current(target).finally(() => {
      state.sending = false;
      const next = state.next;
      state.next = null;
      if (next) sendStep(next);
      else if (stepped.current === target) stepped.current = null;
    });
  };

  return { onPointerDown, onKeyDown, dragging };
}
