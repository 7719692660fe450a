/**
 * The compact card's frame no taller than its words. The frame opens at the compact size, room for
 * a two-line title, the vacancy's other boards and an error; a one-line title left a blank band of
 * about 50 px over the posting above "Show details". Each render and each resize of the frame
 * measures the card (style.css: its body takes the height of its lines, not the frame's) and, when
 * the height differs from what the frame was last told, sends it, up to the compact height: the
 * card's corner, picked for the compact size to leave the page's heading and apply button free,
 * never grows. A new layout (expanded and back, moved) gives the frame the compact size again, and
 * so is told again; leaving the summary (a notice, the whole record) gives the frame back its own.
 * A move carries the size told (returned): at the new corner the card has its height at once.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { COMPACT } from '@/utils/content/overlay-host';
import { useLatest } from '@/utils/ui/use-latest';

/**
 * `fit` gets the frame's width and height in whole CSS pixels (null: its own size again); `around`
 * holds the card. Returns the size last told for the summary shown (undefined: none told).
 */
export function useFitSummary(
  around: RefObject<HTMLElement | null>,
  active: boolean,
  layout: object,
  fit: (size: [number, number] | null) => void,
): () => [number, number] | undefined {
  const told = useRef<{ layout: object; height: number } | null>(null);
  const measure = useLatest(() => {
    if (!active) {
      // A new layout gave the frame its own size already.
      if (told.current?.layout === layout) fit(null);
      told.current = null;
      return;
    }
    // A frame wider than the compact one is the whole record's, grown before this card heard it was
    // expanded: its lines wrap otherwise, and a fit sent then (marked collapsed) shrank that frame back.
    if (innerWidth > COMPACT[0]) return;
    const card = around.current?.querySelector('.summary');
    const body = card?.querySelector('.summary-body');
    const actions = card?.querySelector('.summary-actions');
    if (!card || !body || !actions) return;
    // The card without the room above its button, and with the lines the frame cut.
    const room = actions.getBoundingClientRect().top - body.getBoundingClientRect().bottom;
    const height = Math.min(COMPACT[1], Math.ceil(card.getBoundingClientRect().height - room - body.clientHeight + body.scrollHeight));
    // Nothing laid out is nothing to fit.
    if (!(height > 0) || (told.current?.layout === layout && told.current.height === height)) return;
    told.current = { layout, height };
    fit([COMPACT[0], height]);
  });
  useLayoutEffect(() => measure.current());
  useEffect(() => {
    const onResize = () => measure.current();
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [measure]);
  return useCallback(() => (told.current ? [COMPACT[0], told.current.height] : undefined), []);
}
