/**
 * Hooks for values that effects and callbacks read but must not restart on: the latest props
 * (a parent's inline callback, the language of an error message), whether the component is
 * still mounted when an answer arrives, and a value that changed since the render before.
 */
import { useEffect, useRef } from 'preact/hooks';

/** A box whose `current` is read later, unlike a value captured by a closure. */
export interface Box<T> {
  current: T;
}

/** A ref that always holds this render's value; reading it in a callback never sees a stale one. */
export function useLatest<T>(value: T): Box<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** A ref that is true while mounted: an answer arriving after unmount is dropped. */
export function useMountedRef(): Box<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * Calls `onChange` as a render finds `key` changed since the render before (never at the first), so
 * that the state it sets is in that very render's output. A form that shows a saved value takes a new
 * one into the same fields, which keep the focus, where a remount keyed on the value took the focus
 * to the page; and what is typed after the new value is shown is not undone by a late effect.
 */
export function useOnChange(key: string | number | null, onChange: () => void): void {
  const last = useRef(key);
  if (last.current !== key) {
    last.current = key;
    onChange();
  }
}
