/** The toolbar popup: signed out, the sign-in form; signed in, the feed. Never blank. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import { describeFailure } from '@/utils/i18n/errors';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import type { PageLook, TabsPort } from '@/utils/ui/feed/use-this-page';
import type { SavedSearch } from '@/utils/feed/popup-search';
import { lazyView, useLazyView } from '@/utils/ui/lazy-view';
import { useSnapshotSession } from '@/utils/ui/use-snapshot-session';
import { useSidePanelOpener } from '@/utils/ui/side-panel';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { useI18n } from '@/utils/i18n/context';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { SignOutButton } from '@/components/popup/SignOutButton';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { FeedScreen, jobIdFromHash } from './FeedScreen';

/** The sign-in form and its host-permission code: not part of a signed-in popup's first paint. */
const loadSignedOutScreen = lazyView(() => import('./SignedOutScreen').then((module) => module.SignedOutScreen));

export interface AppProps {
  call?: CallBackground;
  permissions?: HostPermissions;
  now?: () => number;
  /** The page's hash at start (`#job=<id>` opens that job). */
  hash?: string;
  /** What the background saved for the popup to paint first, read without waiting for it. */
  loadSnapshot?: () => Promise<PopupSnapshot | null>;
  /**
   * That snapshot when it was read before the first render (null: there is none), so the first render
   * already paints it; undefined: not read yet, `loadSnapshot` is asked.
   */
  snapshot?: PopupSnapshot | null;
  /** The active tab, for "This page"; the browser's by default. */
  tabs?: TabsPort;
  /** "This page", asked before the first render (lookUpPage); undefined: not answered then, asked later. */
  thisPage?: PageLook | null;
  /** The search left in this browser session, read before the first render (popup-search.ts). */
  savedSearch?: SavedSearch | null;
}

function PopupPage({
  call = callBackground,
  permissions,
  now = Date.now,
  hash = location.hash,
  loadSnapshot,
  snapshot: readSnapshot,
  tabs,
  thisPage,
  savedSearch = null,
  onRetry,
}: AppProps & { onRetry(): void }) {
  const { t, locale } = useI18n();
  const {
    value: session,
    failure,
    reload: loadSession,
    replace: setSession,
    shown,
    snapshot: usableSnapshot,
  } = useSnapshotSession(call, readSnapshot, loadSnapshot);
  const [signingOut, setSigningOut] = useState(false);
  const openPanel = useSidePanelOpener();
  const [initialJobId] = useState(() => jobIdFromHash(hash));
  // "This page" as asked before the first render is the first feed's, with no sign-in between: a feed
  // shown after one (another account, or the same one with the card shown meanwhile) asks anew.
  const earlyPage = useRef(thisPage);

  const signOut = () => {
    setSigningOut(true);
    void call({ type: 'session.signOut' }).then((result) => {
      setSigningOut(false);
      if (result.ok) setSession(result.value);
      else void loadSession();
    });
  };

  // Loaded as soon as the popup is not known to be signed in: without a snapshot that is the likely case.
  const signedOut = useLazyView(loadSignedOutScreen, !shown?.signedIn);
  if (shown && !shown.signedIn) earlyPage.current = undefined;
  useEffect(() => {
    // Taken by the feed just shown (its first state); one shown later asks.
    if (shown?.signedIn) earlyPage.current = undefined;
  }, [shown?.signedIn]);

  let body;
  if (!session && failure) {
    body = <ErrorNotice message={describeFailure(t, locale, failure, '')} onRetry={onRetry} />;
  } else if (!shown) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (!shown.signedIn) {
    if (signedOut.state.status === 'ready') {
      const SignedOut = signedOut.state.view;
      body = <SignedOut call={call} permissions={permissions} session={shown} onSignedIn={setSession} />;
    } else if (signedOut.state.status === 'failed') {
      body = <ErrorNotice message={t('error.internal')} onRetry={signedOut.retry} />;
    } else {
      body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
    }
  } else {
    body = (
      <FeedScreen
        key={shown.subject ?? ''}
        call={call}
        clock={now}
        session={shown}
        snapshot={usableSnapshot}
        initialJobId={initialJobId}
        onSignedOut={() => void loadSession()}
        tabs={tabs}
        permissions={permissions}
        thisPage={earlyPage.current}
        savedSearch={savedSearch}
      />
    );
  }

  return (
    <div class="popup">
      <header class="popup-header">
        <h1>{t('app.name')}</h1>
        {shown?.signedIn && (
          <div class="account">
            {openPanel && (
              <button type="button" class="open-panel" onClick={openPanel} title={t('panel.openHint')}>
                {t('panel.open')}
              </button>
            )}
            <SignOutButton onSignOut={signOut} busy={signingOut} />
          </div>
        )}
        {/* Who is signed in, on a line of its own under the title and the buttons. */}
        {shown?.signedIn && shown.subject && (
          <p class="muted account-name" title={t('session.signedInAs', { name: shown.subject })}>
            {t('session.signedInAs', { name: shown.subject })}
          </p>
        )}
      </header>
      <main class="popup-main">{body}</main>
    </div>
  );
}

/** The page with its language and theme, read once here for everything below. */
export function App(props: AppProps) {
  // "Try again" after the first reads failed reads the whole popup anew: the root's language and
  // theme failed with them, and would otherwise wait for the popup to be opened again.
  const [attempt, setAttempt] = useState(0);
  return (
    <I18nRoot key={attempt} call={props.call}>
      <PopupPage {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </I18nRoot>
  );
}
