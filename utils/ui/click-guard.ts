/**
 * Clickjacking guard for the card, the one page of ours that web pages frame. A board's page cannot
 * read the card, but it knows where the frame is and can paint a decoy over it that lets clicks
 * through (`pointer-events: none`), so that a click meant for the decoy marks the job, hides the card
 * or opens it. A pointer's click reaches the card only when the card has been seen whole and
 * unobstructed for a moment:
 *
 * - Chromium's IntersectionObserver v2 (`trackVisibility`) says whether anything covers the frame,
 *   also from the page around it, or makes it see-through, filtered or transformed. A click while it
 *   says so is dropped, as is one within `SETTLE_MS` of the card becoming visible again.
 * - Browsers without it (Firefox) get the settling time after the card comes on screen only.
 *
 * A click from the keyboard (Enter or Space on a focused button: `detail` 0) is the recruiter's own
 * and always passes; the page cannot type into the card's frame. So does the move handle (marked
 * `data-unguarded`): moving the card changes nothing of the job, and gets it out from under whatever
 * of the page covers it (a chat button at the highest z-index, say), where no click would count.
 */

/** How long the card must have been seen, whole, before a pointer's click counts. */
export const SETTLE_MS = 500;

/** On a control a pointer may always use (the card's move handle). */
export const UNGUARDED_ATTRIBUTE = 'data-unguarded';

/** Set on the guarded root while a pointer's click counts. */
export const READY_ATTRIBUTE = 'data-pointer-ready';

/**
 * Dispatched on the guarded root when a pointer's click is dropped because something of the page
 * covers the card (not while it settles): the card says so (entrypoints/overlay/use-covered-hint.ts),
 * where a dropped click would otherwise do nothing, without a word, on a card that looks usable (a
 * chat widget's or a banner's see-through box over a corner of it, say).
 */
export const COVERED_CLICK_EVENT = 'job-feed-companion:covered-click';

/** The pointer events that start an action: each is dropped while the card is not seen. */
const GUARDED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'dblclick', 'contextmenu'] as const;

interface VisibilityEntry {
  isIntersecting: boolean;
  /** IntersectionObserver v2: undefined where the browser does not track visibility. */
  isVisible?: boolean;
}

export interface ClickGuardOptions {
  now?: () => number;
  /** The browser's IntersectionObserver; none: the card counts as seen from the start. */
  observer?: typeof IntersectionObserver | undefined;
}

/** Guards `target` (the card's root) in its document; returns the way to stop guarding. */
export function guardClicks(
  target: Element,
  { now = Date.now, observer = globalThis.IntersectionObserver }: ClickGuardOptions = {},
): () => void {
  const doc = target.ownerDocument;
  /** Since when the card has been seen whole; null: it is not. */
  let seenSince: number | null = null;
  /** On screen, but covered or made see-through by the page (IntersectionObserver v2). */
  let covered = false;
  let ready: ReturnType<typeof setTimeout> | undefined;
  /** The card seen or not: `data-pointer-ready` on the card's root says when a pointer's click counts (tests wait for it). */
  const seen = (yes: boolean) => {
    if (yes && seenSince !== null) return;
    clearTimeout(ready);
    target.removeAttribute(READY_ATTRIBUTE);
    seenSince = yes ? now() : null;
    if (yes) ready = setTimeout(() => target.setAttribute(READY_ATTRIBUTE, ''), SETTLE_MS);
  };
  const watcher = observer
    ? new observer(
        (entries) => {
          const entry = entries.at(-1) as VisibilityEntry | undefined;
          if (!entry) return;
          covered = entry.isIntersecting && entry.isVisible === false;
          seen(entry.isIntersecting && entry.isVisible !== false);
        },
        // Chromium only: the delay is the least it allows for tracking visibility.
        { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
    : null;
  if (watcher) watcher.observe(target);
  else seen(true);

  const guard = (event: Event) => {
    if (event.type === 'click' && (event as MouseEvent).detail === 0) return;
    // Moving the card does nothing to the job, and is how a card that the page covers is got out from under it.
    if (event.target instanceof Element && event.target.closest(`[${UNGUARDED_ATTRIBUTE}]`)) return;
    if (seenSince !== null && now() - seenSince >= SETTLE_MS) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' && covered) target.dispatchEvent(new Event(COVERED_CLICK_EVENT));
  };
  for (const type of GUARDED) doc.addEventListener(type, guard, { capture: true });
  return () => {
    clearTimeout(ready);
    watcher?.disconnect();
    for (const type of GUARDED) doc.removeEventListener(type, guard, { capture: true });
  };
}
