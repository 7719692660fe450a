/**
 * Where the focus goes when the row whose button had it leaves a list (Unmute, Show again, Delete):
 * to the same kind of button now in that row's place, else the one before, else `fallback` (the
 * section's heading, focusable by script), never to the page's body. Only once the row has left the
 * list, and only if the focus was lost with it: a removal not saved moves no focus, then or later,
 * nor does one the person has since moved on from.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusLost } from './focus-lost';

/**
 * `keys`: the rows' keys as shown (null while unknown); `buttons`: the rows' buttons of that kind, in
 * order; `fallback`: where the focus goes when none is left. Returns what a row's button calls with
 * the row's key (null: every row) and the removal's outcome (true once saved).
 */
export function useRemovalFocus(
  keys: readonly string[] | null,
  buttons: () => ArrayLike<HTMLElement> | undefined,
  fallback: () => HTMLElement | null,
): (key: string | null, saved: Promise<boolean>) => void {
  const removed = useRef<{ key: string | null; index: number } | null>(null);
  useLayoutEffect(() => {
    const gone = removed.current;
    if (!gone || !keys || (gone.key === null ? keys.length > 0 : keys.includes(gone.key))) return;
    removed.current = null;
    if (!focusLost()) return;
    const left = buttons() ?? [];
    (left[Math.min(gone.index, left.length - 1)] ?? fallback())?.focus();
  });
  return (key, saved) => {
    const asked = { key, index: key === null ? 0 : Math.max(0, keys?.indexOf(key) ?? 0) };
    removed.current = asked;
    void saved.then((done) => {
      if (!done && removed.current === asked) removed.current = null;
    });
  };
}
