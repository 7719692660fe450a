/**
 * One job's full record for a page (the popup's details, the full-record tab): Get Job through the
 * background, and when that fails, the job's summary from the local index (`jobs.local`), so a page
 * offline still shows what is known with "full details unavailable" rather than only an error.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Job } from '../api/schemas';
import type { JobSummary } from '../feed/summary';
import { describeFailure, failureDetail } from '../i18n/errors';
import { useI18n } from '../i18n/context';
import type { CallBackground } from '../messaging/client';
import type { Failure } from '../messaging/contract';
import { useLatest } from './use-latest';

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

const LOADING: JobLoad = { status: 'loading' };

export function useJobRecord({ call, id, attempt, apiBaseUrl, onSignedOut }: Options): JobLoad {
  // Kept with the id it is for: the first render for another job comes before the effect that asks
  // for it, and must not paint (or focus) the job before as if it were the new one.
  const [loaded, setLoaded] = useState<{ id: number | null; load: JobLoad }>({ id, load: LOADING });
  // The language and the callback only word the error: a language change does not reload the job.
  const { t, locale } = useI18n();
  const wording = useLatest({ t, locale, apiBaseUrl, onSignedOut });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const setLoad = (load: JobLoad) => setLoaded({ id, load });
    setLoad(LOADING);
    void (async () => {
      const result = await call({ type: 'jobs.get', id });
      if (!live) return;
      if (result.ok) {
        setLoad({ status: 'ready', job: result.value });
        return;
      }
      const failure: Failure = result.error;
      const words = wording.current;
      if (failure.code === 'signedOut') words.onSignedOut?.();
      const gone = failure.code === 'notFound' || failure.api?.kind === 'notFound';
      const message = gone ? words.t('error.notFound') : describeFailure(words.t, words.locale, failure, words.apiBaseUrl);
      // A job the feed no longer has is not shown from an old copy; any other failure is.
      const local = gone || failure.code === 'signedOut' ? null : await call({ type: 'jobs.local', id });
      if (!live) return;
      const detail = gone ? null : failureDetail(failure, words.apiBaseUrl);
      setLoad({ status: 'error', message, detail, retry: !gone, local: local?.ok ? local.value : null });
    })();
    return () => {
      live = false;
    };
  }, [id, attempt, call, wording]);

  return loaded.id === id ? loaded.load : LOADING;
}
