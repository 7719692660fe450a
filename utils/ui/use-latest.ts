/**
 * Hooks for values that effects and callbacks read but must not restart on: the latest props
 * (a parent's inline callback, the language of an error message) and whether the component is
 * still mounted when an answer arrives.
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
