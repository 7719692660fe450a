/**
 * Changes not saved for jobs the view had left by the time the answer came: a queue worked from the
 * keyboard marks or notes a job and moves on before the background answers. The view shows another
 * job by then, so each failure is said beside the list, with Try again (the same change, for that
 * job), instead of being dropped with the recruiter believing it saved.
 */
import { useCallback, useState } from 'preact/hooks';
import type { Failure } from '../messaging/contract';

export interface LeftBehind {
  /** The job and the change (its mark; a note's scope): one notice each, the latest failure's. */
  key: string;
  jobId: number;
  /**
   * The failure as it came, and the sentence that says it (its `{reason}` the failure's): worded
   * where the notice shows, at each render, so a change of language rewords it.
   */
  failure: Failure;
  sentence: 'status.failed' | 'notes.failed';
  /** Sends the same change for the same job again. */
  retry(): void;
  /** Another number for each failure, so that a retry failing again is said again. */
  attempt: number;
}

let attempts = 0;

/** A change not saved, as its hook tells it: what failed, the sentence for it, and its retry. */
export type Unsaved = Pick<LeftBehind, 'failure' | 'sentence' | 'retry'>;

/**
 * The changes not saved that a view left behind, and their setter: a failure of change `key` for
 * `jobId` (null: no job to name, nothing is kept), or null once that change was saved.
 */
export function useLeftBehind(): [readonly LeftBehind[], (jobId: number | null, key: string, unsaved: Unsaved | null) => void] {
  const [leftBehind, setLeftBehind] = useState<readonly LeftBehind[]>([]);
  const set = useCallback((jobId: number | null, change: string, unsaved: Unsaved | null) => {
    if (jobId === null) return;
    const key = `${jobId}:${change}`;
    setLeftBehind((kept) => {
      const others = kept.filter((item) => item.key !== key);
      return unsaved ? [...others, { key, jobId, ...unsaved, attempt: ++attempts }] : others.length === kept.length ? kept : others;
    });
  }, []);
  return [leftBehind, set];
}
