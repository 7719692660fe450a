/**
 * A page's hold on one job's mark (Shortlisted, Handled, Not relevant): read through the background,
 * changed through it, and put back with a sentence when a change was not saved. One state machine
 * for both ways of naming the job: by id from an extension page (`useJobStatus`), by the card's ticket
 * from the overlay frame (`useCardStatus` in use-card-reads.ts, which may mark only its own job).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { JobStatus } from '../feed/job-status';
import { useI18n } from '../i18n/context';
import { describeFailure } from '../i18n/errors';
import type { Locale } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import type { CallBackground } from '../messaging/client';
import type { Failure, Result } from '../messaging/contract';
import { useJobRead } from './use-job-read';
import { useLeftBehind, type LeftBehind } from './left-behind';
import { useLatest, useMountedRef } from './use-latest';

/** What the Status buttons (components/job/StatusButtons.tsx) show and do. */
export interface StatusControl {
  /** null: no mark; undefined: not read yet. */
  status: JobStatus | null | undefined;
  busy: boolean;
  /** Why the last change was not saved, as a sentence; null when it was. */
  error: string | null;
  onSet(status: JobStatus | null): void;
  /** Changes not saved for jobs the view had left by their answer (a queue marked and moved on): said beside the list. */
  leftBehind: readonly LeftBehind[];
}

export interface StatusChannel {
  /** What names the job; null: none (nothing is asked). A new key reads the mark again. */
  key: string | number | null;
  read(): Promise<Result<JobStatus | null>>;
  write(status: JobStatus | null): Promise<Result<JobStatus | null>>;
  /** The job's id, to follow a mark set in another view (feed/mark-ping.ts); null: not known. */
  jobId: number | null;
  t: Translate;
  locale: Locale;
  onChanged?: (status: JobStatus | null) => void;
}

export function useStatusControl({ key, jobId, read, write, t, locale, onChanged }: StatusChannel): StatusControl {
  const [busy, setBusy] = useState(false);
  // Kept as it came, worded at each render: a change of language rewords it.
  const [failure, setFailure] = useState<Failure | null>(null);
  const mounted = useMountedRef();
  // Writes not answered yet: a mark set, then the next job's, before the first answered.
  const writes = useRef(0);
  const [status, setStatus] = useJobRead<JobStatus | null>({ key, jobId, read, fallback: null, writing: busy });
  // The requests are the caller's of this render.
  const latest = useLatest({ key, write, onChanged });
  useEffect(() => setFailure(null), [key]);

  const [leftBehind, setLeftBehind] = useLeftBehind();

  const onSet = useCallback(
    (next: JobStatus | null) => {
      if (key === null) return;
      // The job's own requests: the answer may come once the view shows another job (a queue
      // worked from the keyboard marks and moves on), and belongs to this one all the same.
      const asked = latest.current;
      const send = () => {
        // A retry from a notice, for a job not shown, leaves the shown job's buttons and words alone.
        const counted = latest.current.key === key;
        if (counted) {
          writes.current++;
          setBusy(true);
          setFailure(null);
        }
        void asked.write(next).then((result) => {
          if (!mounted.current) return;
          if (counted && --writes.current === 0) setBusy(false);
          if (result.ok) asked.onChanged?.(result.value);
          const shown = latest.current.key;
          // Kept as it came, as the buttons' failure is: the notice words it in the language of the moment.
          const unsaved = !result.ok && shown !== key ? { failure: result.error, sentence: 'status.failed' as const, retry: send } : null;
          setLeftBehind(jobId, 'status', unsaved);
          // What the buttons show is the job's now shown, which reads its own mark.
          if (shown !== key) return;
          if (result.ok) setStatus(result.value);
          else setFailure(result.error);
        });
      };
      send();
    },
    [key, jobId, latest, mounted, setStatus, setLeftBehind],
  );

  return { status, busy, error: failure && failedWords(t, locale, failure), onSet, leftBehind };
}

function failedWords(t: Translate, locale: Locale, failure: Failure): string {
  return t('status.failed', { reason: describeFailure(t, locale, failure, '') });
}

/** The mark of job `id`, from an extension page (inside its I18nProvider). */
export function useJobStatus(
  call: CallBackground,
  id: number | null,
  onChanged?: (id: number, status: JobStatus | null) => void,
): StatusControl {
  const { t, locale } = useI18n();
  return useStatusControl({
    key: id,
    jobId: id,
    read: () => call({ type: 'jobs.status', id: id! }),
    write: (status) => call({ type: 'jobs.setStatus', id: id!, status }),
    t,
    locale,
    onChanged: onChanged && id !== null ? (status) => onChanged(id, status) : undefined,
  });
}
