/**
 * A frame as big as its card while the card says it is dismissed: the notice is a few lines, and the
 * compact frame (or the whole record's) would leave an empty card under them. The card, only as tall
 * as its words then (style.css, `.said`), is measured once painted and again when its words change (a
 * language changed meanwhile), and its size is sent for the content script to fit the frame to it,
 * until the next layout, which for this card is its removal.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useLatest } from '@/utils/ui/use-latest';

/** `fit` gets the card's width and height in whole CSS pixels; the ref goes on the element around the card. */
export function useFitFrame(active: boolean, words: string, fit: (size: [number, number]) => void) {
  const around = useRef<HTMLDivElement>(null);
  const latestFit = useLatest(fit);
  useLayoutEffect(() => {
    const box = active && around.current?.querySelector('.card')?.getBoundingClientRect();
    // Nothing laid out (no box yet) is nothing to fit.
    if (box && box.width > 0 && box.height > 0) latestFit.current([Math.ceil(box.width), Math.ceil(box.height)]);
  }, [active, words, latestFit]);
  return around;
}
