/**
 * A page's hold on one job's mark (Shortlisted, Handled, Not relevant): read through the background,
 * changed through it, and put back with a sentence when a change was not saved.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { JobStatus } from '../feed/job-status';
import { useI18n } from '../i18n/context';
import { describeFailure } from '../i18n/errors';
import type { CallBackground } from '../messaging/client';
import { useMountedRef } from './use-latest';

export interface JobStatusState {
  status: JobStatus | null | undefined;
  busy: boolean;
  error: string | null;
  set(status: JobStatus | null): void;
}

export function useJobStatus(
  call: CallBackground,
  id: number | null,
  onChanged?: (id: number, status: JobStatus | null) => void,
): JobStatusState {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<JobStatus | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useMountedRef();

  useEffect(() => {
    setStatus(undefined);
    setError(null);
    if (id === null) return;
    let live = true;
    void call({ type: 'jobs.status', id }).then((result) => {
      if (live) setStatus(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [call, id]);

  const set = useCallback(
    (next: JobStatus | null) => {
      if (id === null) return;
      setBusy(true);
      setError(null);
      void call({ type: 'jobs.setStatus', id, status: next }).then((result) => {
        if (!mounted.current) return;
        setBusy(false);
        if (result.ok) {
          setStatus(result.value);
          onChanged?.(id, result.value);
        } else setError(t('status.failed', { reason: describeFailure(t, locale, result.error, '') }));
      });
    },
    [call, id, mounted, onChanged, t, locale],
  );

  return { status, busy, error, set };
}
