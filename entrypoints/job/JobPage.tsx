/**
 * One job's full record in a tab of its own (`job.html?id=<id>`), opened from a card's "Open full
 * record": a page layout that uses the tab's width, titled with the job's title (its one h1). While
 * the API cannot answer it shows what the local index holds (use-job-record.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import { useI18n } from '@/utils/i18n/context';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { useSession } from '@/utils/ui/use-background-value';
import { useJobRecord } from '@/utils/ui/use-job-record';
import { useJobStatus } from '@/utils/ui/use-job-status';
import { useJobNotes } from '@/utils/ui/use-job-notes';
import { useVacancy } from '@/utils/ui/use-vacancy';
import { useMuteControl } from '@/utils/ui/use-mute-control';
import { parseJobId } from '@/utils/ui/job-id';
import { useClosingClock } from '@/utils/ui/use-closing-clock';
import { useSettledFocus } from '@/utils/ui/use-settled-focus';
import { JobRecord } from '@/components/job/JobRecord';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { describeFailure } from '@/utils/i18n/errors';

interface Props {
  call?: CallBackground;
  /** The page's query string (`?id=123`). */
  search?: string;
  now?: () => number;
}

/** `?id=123` → 123; anything else → null. */
export function jobIdFromSearch(search: string): number | null {
  return parseJobId(new URLSearchParams(search).get('id'));
}

function RecordPage({ call = callBackground, search = location.search, now = Date.now }: Props) {
  const { t, locale } = useI18n();
  const id = jobIdFromSearch(search);
  const { value: session, failure, reload } = useSession(call);
  const [attempt, setAttempt] = useState(0);
  const signedIn = session?.signedIn === true;
  const load = useJobRecord({
    call,
    id: signedIn ? id : null,
    attempt,
    apiBaseUrl: session?.apiBaseUrl ?? '',
    onSignedOut: () => void reload(),
  });

  // Try again takes its own button away while the job loads: once the answer shows, a focus left nowhere
  // goes to the job's heading, or to Try again once more, not to the start of the page.
  const retried = useSettledFocus(
    load,
    load.status === 'loading',
    () => document.getElementById('job-details-heading') ?? document.querySelector<HTMLElement>('.error-notice button'),
  );

  const mark = useJobStatus(call, signedIn ? id : null);
  const notes = useJobNotes(call, signedIn ? id : null);
  const vacancy = useVacancy(call, signedIn ? id : null);
  const mute = useMuteControl(call, session?.apiBaseUrl ?? '', signedIn);
  // A record left open in its tab turns Closed as its job closes.
  useClosingClock(load.status === 'ready' ? load.job.closingDate : load.status === 'error' ? load.local?.closingDate : null, now);
  const title = load.status === 'ready' ? load.job.title?.trim() : load.status === 'error' && load.local ? load.local.title?.trim() : null;
  useEffect(() => {
    document.title = title ? t('record.title', { title }) : t('app.name');
  }, [title, t]);

  let body;
  if (id === null) body = <p class="notice warn">{t('record.noJob')}</p>;
  // The background did not answer (a worker being restarted dropped the question twice): why, and a retry.
  else if (session === null && failure)
    body = <ErrorNotice message={describeFailure(t, locale, failure, '')} onRetry={() => void reload()} />;
  else if (session === null) body = <StatusMessage busy>{t('details.loading')}</StatusMessage>;
  else if (!signedIn)
    body = (
      <div class="record-signed-out">
        <p>{t('record.signedOut')}</p>
        <a class="button primary" href="/welcome.html">
          {t('record.signIn')}
        </a>
      </div>
    );
  else
    body = (
      <JobRecord
        load={load}
        now={now()}
        onRetry={() => {
          retried();
          setAttempt((n) => n + 1);
        }}
        status={mark}
        notes={notes}
        mute={mute}
        vacancy={vacancy}
        headingLevel={1}
      />
    );

  // The job's title is the page's heading once a record shows; until then, and without one, the app's name.
  const recordShown = signedIn && id !== null && (load.status === 'ready' || (load.status === 'error' && load.local !== null));
  const AppName = recordShown ? 'p' : 'h1';
  return (
    <div class="record-page">
      <header>
        <AppName class="record-app muted">{t('app.name')}</AppName>
      </header>
      <main>{body}</main>
    </div>
  );
}

export function JobPage(props: Props) {
  return (
    <I18nRoot call={props.call}>
      <RecordPage {...props} />
    </I18nRoot>
  );
}
