/**
 * Views that a page's first paint does not need, loaded with `import()` on first use so that their
 * code stays out of the chunks the page loads before it can paint.
 */
import { useEffect, useState } from 'preact/hooks';

/** One `import()` shared by every caller; a failed load (files replaced by an update) is tried again on the next call. */
export function lazyView<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export type LazyViewState<T> = { status: 'loading' } | { status: 'ready'; view: T } | { status: 'failed' };

/** Loads the view once `wanted` is true; `retry` starts a failed load again. */
export function useLazyView<T>(load: () => Promise<T>, wanted: boolean): { state: LazyViewState<T>; retry(): void } {
  // Kept in an object: state setters call a bare function (a component) as an updater.
  const [state, setState] = useState<LazyViewState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    load().then(
      (view) => live && setState({ status: 'ready', view }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, attempt, load]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
