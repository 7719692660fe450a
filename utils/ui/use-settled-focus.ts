/**
 * Where the focus goes after a control that starts a load goes away with it (Try again, shown only
 * while the load has failed): once the load has settled, a focus left nowhere (focus-lost.ts) goes to
 * `target()` (the view's heading, or Try again once more), never to the page's start; a focus the
 * person has since put somewhere stays there.
 */
import { useCallback, useLayoutEffect, useRef } from 'preact/hooks';
import { focusLost } from './focus-lost';
import { useLatest } from './use-latest';

/**
 * `state`: the load's state, a new value each time it changes; `loading`: whether it is still under
 * way. Returns what the control calls as it starts the load.
 */
export function useSettledFocus(state: unknown, loading: boolean, target: () => HTMLElement | null | undefined): () => void {
  const started = useRef(false);
  const focusTarget = useLatest(target);
  useLayoutEffect(() => {
    if (!started.current || loading) return;
    started.current = false;
    if (focusLost()) focusTarget.current()?.focus();
  }, [state, loading, focusTarget]);
  return useCallback(() => void (started.current = true), []);
}
