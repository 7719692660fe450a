/**
 * Changes not saved for jobs the view had left by the time the answer came: a queue worked from the
 * keyboard marks or notes a job and moves on before the background answers. The view shows another
 * job by then, so each failure is said beside the list, with Try again (the same change, for that
 * job), instead of being dropped with the recruiter believing it saved.
 */
import { useCallback, useState } from 'preact/hooks';

export interface LeftBehind {
  /** The job and the change (its mark; a note's scope): one notice each, the latest failure's. */
  key: string;
  jobId: number;
  /** The failure, as a sentence ("The note was not saved: …"). */
  message: string;
  /** Sends the same change for the same job again. */
  retry(): void;
  /** Another number for each failure, so that a retry failing again is said again. */
  attempt: number;
}

let attempts = 0;

/**
 * The changes not saved that a view left behind, and their setter: a failure of change `key` for
 * `jobId` (null: no job to name, nothing is kept), or null once that change was saved.
 */
export function useLeftBehind(): [
  readonly LeftBehind[],
  (jobId: number | null, key: string, failure: Pick<LeftBehind, 'message' | 'retry'> | null) => void,
] {
  const [leftBehind, setLeftBehind] = useState<readonly LeftBehind[]>([]);
  const set = useCallback((jobId: number | null, change: string, failure: Pick<LeftBehind, 'message' | 'retry'> | null) => {
    if (jobId === null) return;
    const key = `${jobId}:${change}`;
    setLeftBehind((kept) => {
      const others = kept.filter((item) => item.key !== key);
      return failure ? [...others, { key, jobId, ...failure, attempt: ++attempts }] : others.length === kept.length ? kept : others;
    });
  }, []);
  return [leftBehind, set];
}
