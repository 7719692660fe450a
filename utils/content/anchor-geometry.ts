/**
 * Where the overlay card sits for each anchor: a corner or the middle of an edge, 16 px in from the
 * viewport's edges. One rule for the content script, which places the frame (and picks the first
 * corner for a board), and for the overlay page, which finds the anchor nearest to a dragged card.
 * Plain arithmetic and no imports, so the content script stays small.
 */
/** The places the card can sit: the corners and the middles of the edges (the contract parses them). */
export const OVERLAY_ANCHORS = ['top-left', 'top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'] as const;
export type OverlayAnchor = (typeof OVERLAY_ANCHORS)[number];

export const MARGIN = 16;

/** The corners, bottom right (out of the way of most postings) first. */
export const CORNERS: readonly OverlayAnchor[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];
/** Every anchor: the corners as above, then the middles of the edges. */
export const ANCHORS: readonly OverlayAnchor[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'top', 'right', 'bottom', 'left'];

/** How far along each axis an anchor sits: 0 at the left (top) edge, 1 at the right (bottom), 0.5 between. */
export const along = (anchor: OverlayAnchor): [number, number] => [
  anchor.includes('left') ? 0 : anchor.includes('right') ? 1 : 0.5,
  anchor.includes('top') ? 0 : anchor.includes('bottom') ? 1 : 0.5,
];

/**
 * The card's top-left corner at an anchor, for a viewport and a card size (width, height): the
 * margin from the anchored edges, centred between them for the middle of an edge, and never closer
 * than the margin to the top or left edge. The content script's `max(…)` style says the same.
 */
export const origin = (anchor: OverlayAnchor, viewport: readonly number[], size: readonly number[]) =>
  along(anchor).map((f, i) => Math.max(MARGIN, MARGIN + (viewport[i]! - size[i]! - 2 * MARGIN) * f)) as [number, number];

/** The anchor whose place is nearest to a card of `size` whose top-left corner is at `at`. */
export function nearestAnchor(
  at: readonly [number, number],
  size: readonly [number, number],
  viewport: readonly [number, number],
): OverlayAnchor {
  const distance = (anchor: OverlayAnchor) => {
    const [x, y] = origin(anchor, viewport, size);
    return (x - at[0]) ** 2 + (y - at[1]) ** 2;
  };
  return ANCHORS.reduce((best, anchor) => (distance(anchor) < distance(best) ? anchor : best));
}

const STEPS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-0.5, 0],
  ArrowRight: [0.5, 0],
  ArrowUp: [0, -0.5],
  ArrowDown: [0, 0.5],
};

/**
 * The anchor an arrow key moves the card to: one step along the corners and edges around the
 * viewport, across the middle (which is no place for the card) to the opposite edge, and no further
 * than a corner. null for a key that is not an arrow.
 */
export function stepAnchor(anchor: OverlayAnchor, key: string): OverlayAnchor | null {
  const step = STEPS[key];
  if (!step) return null;
  let [x, y] = along(anchor);
  do {
    x = Math.min(1, Math.max(0, x + step[0]));
    y = Math.min(1, Math.max(0, y + step[1]));
  } while (x === 0.5 && y === 0.5);
  return ANCHORS.find((candidate) => along(candidate).join() === `${x},${y}`)!;
}
