/**
 * Whether the card should say that the page covers it: for a while after a pointer's click was
 * dropped for that (utils/ui/click-guard.ts). Without it, a click on a card that looks usable would
 * do nothing, without a word.
 */
import { useEffect, useState } from 'preact/hooks';
import { COVERED_CLICK_EVENT } from '@/utils/ui/click-guard';

/** How long the card says so after the last click dropped: long enough to read two short sentences. */
export const COVERED_HINT_MS = 8000;

/** True from a click dropped on the covered card (an event on `root`) until COVERED_HINT_MS after the last. */
export function useCoveredHint(root: EventTarget = document.documentElement): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onCovered = () => {
      setShown(true);
      clearTimeout(timer);
      timer = setTimeout(() => setShown(false), COVERED_HINT_MS);
    };
    root.addEventListener(COVERED_CLICK_EVENT, onCovered);
    return () => {
      clearTimeout(timer);
      root.removeEventListener(COVERED_CLICK_EVENT, onCovered);
    };
  }, [root]);
  return shown;
}
