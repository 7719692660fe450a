/**
 * A frame as big as its card while the card says it is dismissed: the notice is a few lines, and the
 * compact frame (or the whole record's) would leave an empty card under them. The card, only as tall
 * as its words then (style.css, `.said`), is measured once painted and again when its words change (a
 * language changed meanwhile), and its size is sent for the content script to fit the frame to it,
 * until the next layout, which for this card is its removal; should the card come back instead (its
 * asking to go failed), `fit(null)` gives the frame back the card's own size.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useLatest } from '@/utils/ui/use-latest';

/** `fit` gets the card's width and height in whole CSS pixels (null: the frame's own size again); the ref goes on the element around the card. */
export function useFitFrame(active: boolean, words: string, fit: (size: [number, number] | null) => void) {
  const around = useRef<HTMLDivElement>(null);
  const latestFit = useLatest(fit);
  const fitted = useRef(false);
  useLayoutEffect(() => {
    if (!active) {
      if (fitted.current) latestFit.current(null);
      fitted.current = false;
      return;
    }
    const box = around.current?.querySelector('.card')?.getBoundingClientRect();
    // Nothing laid out (no box yet) is nothing to fit.
    if (!box || box.width <= 0 || box.height <= 0) return;
    fitted.current = true;
    latestFit.current([Math.ceil(box.width), Math.ceil(box.height)]);
  }, [active, words, latestFit]);
  return around;
}
