/**
 * The side panel (Chrome `side_panel`, Firefox `sidebar_action`): the work view beside the board.
 * Signed in, the queue (WorkScreen); signed out, a way to sign in. "This page" in both.
 */
import { useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import type { SavedSearch } from '@/utils/feed/popup-search';
import { describeFailure } from '@/utils/i18n/errors';
import { useI18n } from '@/utils/i18n/context';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { sessionEndMessage } from '@/components/session-end';
import { useSnapshotSession } from '@/utils/ui/use-snapshot-session';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { usePageDiagnosis, type PageState } from '@/utils/ui/feed/use-page-diagnosis';
import type { TabsPort } from '@/utils/ui/feed/use-this-page';
import { besideTabs, openBeside } from '@/utils/ui/feed/page-beside';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { useSettledFocus } from '@/utils/ui/use-settled-focus';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { PageDiagnosisView, type DiagnosisActions } from '@/components/sidepanel/PageDiagnosisView';
import { WorkScreen } from './WorkScreen';
import { EmployerScreen } from './EmployerScreen';

export interface AppProps {
  call?: CallBackground;
  now?: () => number;
  savedSearch?: SavedSearch | null;
  /** The job selected when the panel was last open in this browser session. */
  selected?: number | null;
  tabs?: TabsPort;
  permissions?: HostPermissions;
  /** Where the "Open" actions go; the browser's by default. */
  pages?: Pages;
  /** Where the export's file goes (tests keep it); a browser download by default. */
  save?: (name: string, text: string, type: string) => void;
  /** The saved search whose notification opened this page (`?search=<id>`). */
  alertSearch?: string | null;
  /** The job whose employer this page shows instead of the queue (`?employer=<job id>`). */
  employerOf?: number | null;
  /** The popup's saved feed, painted until the background answers (as in the popup: its AppProps). */
  snapshot?: PopupSnapshot | null;
  loadSnapshot?: () => Promise<PopupSnapshot | null>;
  /** "This page", asked before the first render (diagnosePage); undefined: not answered then, asked later. */
  thisPage?: PageState;
}

export interface Pages {
  options(): void;
  signIn(): void;
  /** Loads a posting in the page beside the panel (page-beside.ts). */
  posting(url: string): void;
  /** Opens a job's full record. */
  job(id: number): void;
}

export const browserPages: Pages = {
  options: () => void browser.runtime.openOptionsPage(),
  signIn: () => void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }),
  posting: (url) => void openBeside(url).catch(() => undefined),
  job: (id) => void browser.tabs.create({ url: browser.runtime.getURL(`/job.html?id=${id}`) }),
};

function SidePanel({
  call = callBackground,
  now = Date.now,
  savedSearch = null,
  selected = null,
  tabs = besideTabs,
  permissions,
  pages = browserPages,
  save,
  alertSearch = null,
  employerOf = null,
  snapshot: readSnapshot,
  loadSnapshot,
  thisPage,
}: AppProps) {
  const { t, locale } = useI18n();
  const { value: answered, failure, reload, shown: session, snapshot } = useSnapshotSession(call, readSnapshot, loadSnapshot);
  const page = usePageDiagnosis(call, tabs, permissions, thisPage);
  // The job kept from the panel's last opening is the session's it was kept in: once that session
  // ends (or another user's shows), the next recruiter's queue starts on none of it.
  const restored = useRef<{ id: number | null; subject?: string | null }>({ id: selected });
  if (session) {
    const kept = restored.current;
    if (!session.signedIn || ('subject' in kept && kept.subject !== session.subject)) kept.id = null;
    else kept.subject = session.subject;
  }
  const actions: DiagnosisActions = {
    onRecheck: page.recheck,
    onOpenOptions: pages.options,
    onSignIn: pages.signIn,
    onAllowAccess: page.allowAccess,
    onShowCard: page.showCardAgain,
    onSyncNow: () => void call({ type: 'sync.now', full: false }).then(page.recheck),
    onOpenJob: () => undefined,
  };

  // Try again goes once the background answers: a focus left nowhere then goes to the panel's heading,
  // not to the start of the page. Failed again, Try again stays, and keeps it.
  const retried = useSettledFocus(answered ?? failure, false, () => document.getElementById('panel-heading'));
  const ended = session && !session.signedIn ? sessionEndMessage(t, session.ended) : null;
  let body;
  if (!answered && failure)
    body = (
      <ErrorNotice
        message={describeFailure(t, locale, failure, '')}
        onRetry={() => {
          retried();
          void reload();
        }}
      />
    );
  else if (!session) body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  else if (!session.signedIn)
    body = (
      <>
        <PageDiagnosisView state={page.state} now={now()} {...actions} />
        <section class="panel-signed-out">
          {ended && <p class="notice warn">{ended}</p>}
          <p>{t('panel.signedOut')}</p>
          <button type="button" class="primary" onClick={pages.signIn}>
            {t('session.signIn')}
          </button>
        </section>
      </>
    );
  else if (employerOf !== null) body = <EmployerScreen call={call} jobId={employerOf} now={now()} onOpenJob={pages.job} />;
  else
    body = (
      <WorkScreen
        key={session.subject ?? ''}
        call={call}
        clock={now}
        session={session}
        snapshot={snapshot}
        savedSearch={savedSearch}
        initialSelected={restored.current.id}
        page={page}
        actions={actions}
        openPosting={pages.posting}
        onSignedOut={() => void reload()}
        save={save}
        alertSearch={alertSearch}
      />
    );

  return (
    <div class="panel">
      <header class="panel-header">
        <h1 id="panel-heading" tabIndex={-1}>
          {t('panel.title')}
        </h1>
        {session?.signedIn && session.subject && (
          <span class="muted account-name" title={t('session.signedInAs', { name: session.subject })}>
            {t('session.signedInAs', { name: session.subject })}
          </span>
        )}
      </header>
      <main class="panel-main">{body}</main>
    </div>
  );
}

export function App(props: AppProps) {
  return (
    <I18nRoot call={props.call}>
      <SidePanel {...props} />
    </I18nRoot>
  );
}
