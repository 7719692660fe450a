/**
 * The focus of an inline question ("Sign out?", "Clear local data?"): to its safe answer when it
 * opens, before paint, so a key pressed at once lands there; back to the button that asked once it
 * is answered, never to the page.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useQuestionFocus(asking: boolean) {
  const safeAnswer = useRef<HTMLButtonElement>(null);
  const asker = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useLayoutEffect(() => {
    if (asking) safeAnswer.current?.focus();
    else if (wasAsking.current) asker.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return { safeAnswer, asker };
}
