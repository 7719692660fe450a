/**
 * A job's own data kept by the background (its mark, its notes, its vacancy), as a page shows it:
 * read when the key naming the job changes, and read again when another view changed it
 * (feed/mark-ping.ts), except while this view is writing it (its own answer is on the way), and,
 * when asked, when a sync's run ends (it may have brought the job's vacancy new postings).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../messaging/contract';
import { useSyncRunEnded } from './use-background-event';
import { useLatest, useMountedRef } from './use-latest';
import { useMarkPings } from './use-mark-pings';

export interface JobRead<T> {
  /** What names the job; null: none (nothing is asked). A new key reads again. */
  key: string | number | null;
  /** The job's id, to hear of changes made in another view; null: not known. */
  jobId: number | null;
  read(): Promise<Result<T>>;
  /** Shown when the first read fails. */
  fallback: T;
  /** This view is writing: a change heard meanwhile is its own. */
  writing: boolean;
  /** Read again, keeping what is shown until the answer, each time a sync's run ends. */
  afterSync?: boolean;
  /** Read again on every ping, whichever job it names (an employer's note is all its jobs'). */
  anyPing?: boolean;
}

/** The value (undefined: not read yet) and a setter for the answers of this view's own writes. */
export function useJobRead<T>({
  key,
  jobId,
  read,
  fallback,
  writing,
  afterSync = false,
  anyPing = false,
}: JobRead<T>): [T | undefined, (value: T) => void] {
  const [value, setValue] = useState<T | undefined>(undefined);
  const mounted = useMountedRef();
  // The request and the fallback are the caller's of this render; only `key` decides when to read.
  const latest = useLatest({ read, fallback, key });

  // A read again keeps what is shown when it fails, and is dropped when the view moved to another job meanwhile.
  const readAgain = () => {
    const asked = latest.current.key;
    void latest.current.read().then((result) => {
      if (mounted.current && result.ok && latest.current.key === asked) setValue(result.value);
    });
  };

  // The job's own mark, or one set on another posting of its vacancy (which marks this one too).
  useMarkPings((ids) => {
    if (key !== null && jobId !== null && (anyPing || ids.includes(jobId)) && !writing) readAgain();
  });

  useSyncRunEnded(() => {
    if (afterSync && key !== null) readAgain();
  });

  useEffect(() => {
    setValue(undefined);
    if (key === null) return;
    let live = true;
    void latest.current.read().then((result) => {
      if (live) setValue(result.ok ? result.value : latest.current.fallback);
    });
    return () => {
      live = false;
    };
  }, [key, latest]);

  return [value, setValue];
}
