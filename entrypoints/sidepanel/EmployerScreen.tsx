/**
 * The side panel on one employer (`sidepanel.html?employer=<job id>`, the card's "All jobs at this
 * employer"): read from the background's local index, with a retry when the read fails and a way
 * back to the queue.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { EmployerView as Employer } from '@/utils/feed/employer-view';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure } from '@/utils/messaging/contract';
import { describeFailure } from '@/utils/i18n/errors';
import { useI18n } from '@/utils/i18n/context';
import { EmployerView } from '@/components/sidepanel/EmployerView';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { useSettledFocus } from '@/utils/ui/use-settled-focus';

type Read = { kind: 'loading' } | { kind: 'ready'; employer: Employer | null } | { kind: 'failed'; failure: Failure };

export function EmployerScreen({
  call,
  jobId,
  now,
  onOpenJob,
}: {
  call: CallBackground;
  jobId: number;
  now: number;
  onOpenJob(id: number): void;
}) {
  const { t, locale } = useI18n();
  const [read, setRead] = useState<Read>({ kind: 'loading' });
  const load = useCallback(() => {
    setRead({ kind: 'loading' });
    void call({ type: 'jobs.employer', id: jobId }).then((result) =>
      setRead(result.ok ? { kind: 'ready', employer: result.value } : { kind: 'failed', failure: result.error }),
    );
  }, [call, jobId]);
  useEffect(load, [load]);
  // Try again goes with the loading: once the read has settled, a focus left nowhere goes to the
  // employer's heading, to Try again once more, or to the way back, not to the start of the panel.
  const retried = useSettledFocus(
    read,
    read.kind === 'loading',
    () =>
      document.getElementById('employer-heading') ??
      document.querySelector<HTMLElement>('.error-notice button') ??
      document.querySelector<HTMLElement>('.employer-back a'),
  );

  let body;
  if (read.kind === 'loading') body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  else if (read.kind === 'failed')
    body = (
      <ErrorNotice
        message={describeFailure(t, locale, read.failure, '')}
        onRetry={() => {
          retried();
          load();
        }}
      />
    );
  else if (read.employer === null) body = <p>{t('employer.notFound')}</p>;
  else body = <EmployerView employer={read.employer} now={now} onOpenJob={onOpenJob} />;
  return (
    <>
      <p class="employer-back">
        <a href="sidepanel.html">{t('employer.back')}</a>
      </p>
      {body}
    </>
  );
}
