/**
 * The recruiter's mark on the card's own job: read and set through the card's ticket (the background
 * lets a card mark its own job only), put back with a sentence when a change was not saved.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { JobStatus } from '@/utils/feed/job-status';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';
import { describeFailure } from '@/utils/i18n/errors';
import type { CallBackground } from '@/utils/messaging/client';
import type { StatusControl } from '@/components/job/StatusButtons';
import { useMountedRef } from '@/utils/ui/use-latest';

/**
 * `ready`: the card shows its job (before that, nothing is asked). `t` and `locale` come from the
 * card's own preferences: the overlay's App provides the language below itself.
 */
export function useCardStatus(call: CallBackground, ticket: string | null, ready: boolean, t: Translate, locale: Locale): StatusControl {
  const [status, setStatus] = useState<JobStatus | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useMountedRef();

  useEffect(() => {
    if (!ticket || !ready) return;
    let live = true;
    void call({ type: 'overlay.status', ticket }).then((result) => {
      if (live) setStatus(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [call, ticket, ready]);

  const onSet = useCallback(
    (next: JobStatus | null) => {
      if (!ticket) return;
      setBusy(true);
      setError(null);
      void call({ type: 'overlay.setStatus', ticket, status: next }).then((result) => {
        if (!mounted.current) return;
        setBusy(false);
        if (result.ok) setStatus(result.value);
        else setError(t('status.failed', { reason: describeFailure(t, locale, result.error, '') }));
      });
    },
    [call, ticket, mounted, t, locale],
  );

  return { status, busy, error, onSet };
}
