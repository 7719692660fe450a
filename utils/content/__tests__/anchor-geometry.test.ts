import { describe, expect, it } from 'vitest';
import { ANCHORS, CORNERS, nearestAnchor, origin, OVERLAY_ANCHORS, stepAnchor, type OverlayAnchor } from '../anchor-geometry';

const VIEW = [1024, 640] as const;
const CARD = [340, 224] as const;

describe('the anchors', () => {
  it('are every anchor of the contract, once, the corners first', () => {
    expect([...ANCHORS].sort()).toEqual([...OVERLAY_ANCHORS].sort());
    expect(ANCHORS.slice(0, 4)).toEqual(CORNERS);
    expect(CORNERS.every((corner) => corner.includes('-'))).toBe(true);
  });
});

describe('origin: where the card sits at each anchor', () => {
  it.each<[OverlayAnchor, [number, number]]>([
    ['top-left', [16, 16]],
    ['top', [342, 16]],
    ['top-right', [668, 16]],
    ['right', [668, 208]],
    ['bottom-right', [668, 400]],
    ['bottom', [342, 400]],
    ['bottom-left', [16, 400]],
    ['left', [16, 208]],
  ])('%s', (anchor, expected) => {
    expect(origin(anchor, VIEW, CARD)).toEqual(expected);
  });

  it('never closer than the margin to the top or left edge, in a viewport smaller than the card', () => {
    for (const anchor of ANCHORS) expect(origin(anchor, [300, 200], CARD)).toEqual([16, 16]);
  });
});

describe('nearestAnchor: where a dropped card settles', () => {
  it('settles a card not moved (or hardly) where it was', () => {
    for (const anchor of ANCHORS) {
      const [x, y] = origin(anchor, VIEW, CARD);
      expect(nearestAnchor([x + 3, y - 2], CARD, VIEW)).toBe(anchor);
    }
  });

  it('settles a card dragged across the screen at the corner or edge it was dropped near', () => {
    const start = origin('bottom-right', VIEW, CARD);
    expect(nearestAnchor([start[0] - 640, start[1] - 380], CARD, VIEW)).toBe('top-left');
    expect(nearestAnchor([start[0] - 300, start[1] - 10], CARD, VIEW)).toBe('bottom');
    expect(nearestAnchor([start[0] + 40, start[1] - 200], CARD, VIEW)).toBe('right');
  });

  it('keeps a tall card that fills the height at the top when nudged there', () => {
    // The whole record (360 x 560) on a 1024 x 640 screen: its top and middle places nearly coincide.
    expect(nearestAnchor([650, 18], [360, 560], VIEW)).toBe('top-right');
  });
});

describe('stepAnchor: the arrow keys on the drag handle', () => {
  it.each<[OverlayAnchor, string, OverlayAnchor]>([
    ['bottom-right', 'ArrowLeft', 'bottom'],
    ['bottom', 'ArrowLeft', 'bottom-left'],
    ['bottom-left', 'ArrowUp', 'left'],
    ['left', 'ArrowUp', 'top-left'],
    ['top-left', 'ArrowRight', 'top'],
    ['top', 'ArrowRight', 'top-right'],
    ['top-right', 'ArrowDown', 'right'],
    ['right', 'ArrowDown', 'bottom-right'],
    // Across the middle, which is no place for the card, to the opposite edge.
    ['top', 'ArrowDown', 'bottom'],
    ['left', 'ArrowRight', 'right'],
    // No further than a corner.
    ['top-left', 'ArrowLeft', 'top-left'],
    ['bottom-right', 'ArrowDown', 'bottom-right'],
  ])('%s + %s = %s', (anchor, key, expected) => {
    expect(stepAnchor(anchor, key)).toBe(expected);
  });

  it('ignores keys that are not arrows', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Home']) expect(stepAnchor('top', key)).toBeNull();
  });
});
