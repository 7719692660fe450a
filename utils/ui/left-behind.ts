/**
 * A change not saved for a job the view had left by the time the answer came: a queue worked from the
 * keyboard marks or notes a job and moves on before the background answers. The view shows another
 * job by then, so the failure is said beside the list, with Try again (the same change, for that
 * job), instead of being dropped with the recruiter believing it saved.
 */
import { useCallback, useState } from 'preact/hooks';

export interface LeftBehind {
  jobId: number;
  /** The failure, as a sentence ("The note was not saved: …"). */
  message: string;
  /** Sends the same change for the same job again. */
  retry(): void;
}

/**
 * The change not saved that a view left behind, newest only, and its setter: a failure for `jobId`
 * (null: no job to name, the failure is not kept) or null when a change for that job was saved.
 */
export function useLeftBehind(): [LeftBehind | null, (jobId: number | null, failure: Omit<LeftBehind, 'jobId'> | null) => void] {
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);
  const set = useCallback((jobId: number | null, failure: Omit<LeftBehind, 'jobId'> | null) => {
    if (jobId === null) return;
    setLeftBehind((kept) => (failure ? { jobId, ...failure } : kept?.jobId === jobId ? null : kept));
  }, []);
  return [leftBehind, set];
}
