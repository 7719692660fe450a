/**
 * One job's full record for a page (the popup's details, the full-record tab): Get Job through the
 * background, and when that fails, the job's summary from the local index (`jobs.local`), so a page
 * offline still shows what is known with "full details unavailable" rather than only an error.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Job } from '../api/schemas';
import type { JobSummary } from '../feed/summary';
import { describeFailure, failureDetail } from '../i18n/errors';
import { useI18n } from '../i18n/context';
import type { CallBackground } from '../messaging/client';
import type { Failure } from '../messaging/contract';
import { useLatest } from './use-latest';
import { useRateLimitWait } from './use-rate-limit-wait';

export type JobLoad =
  | { status: 'loading' }
  /** `local`: the summary the index holds, shown with the error; null when the job is not in it. */
  | { status: 'error'; message: string; detail: string | null; retry: boolean; local: JobSummary | null }
  | { status: 'ready'; job: Job };

interface Options {
  call: CallBackground;
  /** null: no job wanted (nothing is asked). */
  id: number | null;
  /** A new number asks again (a Retry). */
  attempt: number;
  /** The API named in error messages. */
  apiBaseUrl: string;
  /** The background found the session gone. */
  onSignedOut?: () => void;
}

/** What the hook keeps: the failure itself, worded at each render in the page's current language. */
type Loaded = Exclude<JobLoad, { status: 'error' }> | (Omit<Extract<JobLoad, { status: 'error' }>, 'message'> & { failure: Failure });

const LOADING: { status: 'loading' } = { status: 'loading' };

/** A job the feed no longer has. */
const isGone = (failure: Failure) => failure.code === 'notFound' || failure.api?.kind === 'notFound';

export function useJobRecord({ call, id, attempt, apiBaseUrl, onSignedOut }: Options): JobLoad {
  // Kept with the id it is for: the first render for another job comes before the effect that asks
  // for it, and must not paint (or focus) the job before as if it were the new one.
  const [loaded, setLoaded] = useState<{ id: number | null; load: Loaded }>({ id, load: LOADING });
  // The callback and the address are read when the answer comes: a change of either does not reload the job.
  const latest = useLatest({ apiBaseUrl, onSignedOut });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const setLoad = (load: Loaded) => setLoaded({ id, load });
    setLoad(LOADING);
    void (async () => {
      const result = await call({ type: 'jobs.get', id });
      if (!live) return;
      if (result.ok) {
        setLoad({ status: 'ready', job: result.value });
        return;
      }
      const failure: Failure = result.error;
      if (failure.code === 'signedOut') latest.current.onSignedOut?.();
      const gone = isGone(failure);
      // A job the feed no longer has is not shown from an old copy; any other failure is.
      const local = gone || failure.code === 'signedOut' ? null : await call({ type: 'jobs.local', id });
      if (!live) return;
      const detail = gone ? null : failureDetail(failure, latest.current.apiBaseUrl);
      setLoad({ status: 'error', failure, detail, retry: !gone, local: local?.ok ? local.value : null });
    })();
    return () => {
      live = false;
    };
  }, [id, attempt, call, latest]);

  // The error's sentence in the language the page speaks now, not the one it spoke when the job
  // failed, and with a 429's wait as it stands now.
  const { t, locale } = useI18n();
  const failure = loaded.load.status === 'error' ? loaded.load.failure : null;
  useRateLimitWait(failure?.api);
  const message = failure && (isGone(failure) ? t('error.notFound') : describeFailure(t, locale, failure, apiBaseUrl));
  return useMemo(() => {
    if (loaded.id !== id) return LOADING;
    const load = loaded.load;
    if (load.status !== 'error') return load;
    return { status: 'error', message: message!, detail: load.detail, retry: load.retry, local: load.local };
  }, [loaded, id, message]);
}
