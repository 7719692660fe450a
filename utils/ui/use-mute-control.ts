/**
 * Muting a job's employer from its details (popup, side panel, full-record page): the mutes as the
 * background keeps them, read while a job is shown (the popup's first paint asks for nothing more)
 * and again when any page changes them, and the toggle that adds or removes one.
 */
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n/context';
import { describeFailure } from '../i18n/errors';
import type { CallBackground } from '../messaging/client';
import type { Failure, MuteRecord } from '../messaging/contract';
import { useBackgroundValue } from './use-background-value';
import { useMountedRef } from './use-latest';

export interface MuteControl {
  /** Every mute, newest first; null until read. */
  mutes: readonly MuteRecord[] | null;
  busy: boolean;
  /** Why the last change failed, in words. */
  error: string | null;
  /** Mutes `employer` (its key `key`), or unmutes it when `muted`. */
  toggle(employer: string, key: string, muted: boolean): Promise<void>;
}

/**
 * `active`: a job is shown; the mutes are read only then. `job`: the job shown, where a view shows one
 * after another (the side panel's queue): a failure is said with the job it came from, not the next.
 */
export function useMuteControl(call: CallBackground, apiBaseUrl: string, active: boolean, job: number | null = null): MuteControl {
  const { t, locale } = useI18n();
  const { value: mutes, replace: setMutes } = useBackgroundValue(call, 'mutes.list', ['mutes.changed'], active);
  const [busy, setBusy] = useState(false);
  // The failure itself, worded at each render: a language switch while it shows says it again in the new language.
  const [error, setError] = useState<{ job: number | null; failure: Failure } | null>(null);
  const mounted = useMountedRef();
  return {
    mutes,
    busy,
    error: error?.job === job ? t('mute.failed', { reason: describeFailure(t, locale, error.failure, apiBaseUrl) }) : null,
    async toggle(employer, key, muted) {
      setBusy(true);
      setError(null);
      const result = await call(muted ? { type: 'mutes.remove', key } : { type: 'mutes.add', kind: 'employer', value: employer });
      if (!mounted.current) return;
      setBusy(false);
      if (result.ok) setMutes(result.value);
      else setError({ job, failure: result.error });
    },
  };
}
