/**
 * How many times the page came back from the back-forward cache. A board page kept there keeps its
 * card's frame frozen: the background's messages and the storage pings of that while reach it no
 * more, so what the card shows (its job, its mark, its notes) is read again when it is shown again.
 */
import { useEffect, useState } from 'preact/hooks';

export function usePageRestores(): number {
  const [restores, setRestores] = useState(0);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => void (event.persisted && setRestores((n) => n + 1));
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);
  return restores;
}
