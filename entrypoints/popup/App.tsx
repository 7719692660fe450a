/** The toolbar popup: signed out, the sign-in form; signed in, the feed. Never blank. */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { readPopupSnapshot, type PopupSnapshot } from '@/utils/feed/popup-snapshot';
import { callBackground } from '@/utils/messaging/client';
import type { Failure, SessionInfo } from '@/utils/messaging/contract';
import { describeFailure } from '@/utils/i18n/errors';
import { browserPermissions, type PermissionsPort } from '@/utils/ui/api-permission';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { usePreferences } from '@/utils/ui/use-preferences';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { SignedOutView } from '@/components/popup/SignedOutView';
import { StatusMessage } from '@/components/popup/StatusMessage';
import type { CallBackground } from './call';
import { FeedScreen, jobIdFromHash } from './FeedScreen';
import { useSignIn } from './use-sign-in';

export interface AppProps {
  call?: CallBackground;
  permissions?: PermissionsPort;
  now?: () => number;
  /** The page's hash at start (`#job=<id>` opens that job). */
  hash?: string;
  /** What the background saved for the popup to paint first, read without waiting for it. */
  loadSnapshot?: () => Promise<PopupSnapshot | null>;
}

export function App({ call = callBackground, permissions = browserPermissions, now = Date.now, hash = location.hash, loadSnapshot = readPopupSnapshot }: AppProps) {
  const { t, locale } = usePreferences(call);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [initialJobId] = useState(() => jobIdFromHash(hash));
  const [snapshot, setSnapshot] = useState<PopupSnapshot | null>(null);

  useEffect(() => {
    let live = true;
    void loadSnapshot().then((value) => {
      if (live) setSnapshot(value);
    });
    return () => {
      live = false;
    };
  }, [loadSnapshot]);

  const loadSession = useCallback(async () => {
    const result = await call({ type: 'session.get' });
    if (result.ok) {
      setSession(result.value);
      setFailure(null);
    } else {
      setFailure(result.error);
    }
  }, [call]);

  useEffect(() => {
    void loadSession();
  }, [loadSession]);

  useBackgroundEvent((event) => {
    if (event.event === 'session.changed') void loadSession();
  });

  const signIn = useSignIn({ call, permissions, apiBaseUrl: session?.apiBaseUrl ?? null, t, locale, onSignedIn: setSession });

  const signOut = () => {
    setSigningOut(true);
    void call({ type: 'session.signOut' }).then((result) => {
      setSigningOut(false);
      if (result.ok) setSession(result.value);
      else void loadSession();
    });
  };

  // Until the background answers, a saved snapshot stands in for the session it was saved under;
  // the answer then confirms it (same subject: the feed stays as it is) or replaces it.
  const provisional: SessionInfo | null =
    !session && snapshot ? { signedIn: true, subject: snapshot.subject, expiresAt: null, rememberMe: false, expiringSoon: false, apiBaseUrl: snapshot.apiBaseUrl, ended: null } : null;
  const shown = session ?? provisional;
  const usableSnapshot = snapshot && shown?.signedIn && snapshot.subject === shown.subject && snapshot.apiBaseUrl === shown.apiBaseUrl ? snapshot : null;

  let body;
  if (!session && failure) {
    body = <ErrorNotice t={t} message={describeFailure(t, locale, failure, '')} onRetry={() => void loadSession()} />;
  } else if (!shown) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (!shown.signedIn) {
    body = (
      <SignedOutView
        t={t}
        apiBaseUrl={shown.apiBaseUrl}
        ended={shown.ended}
        error={signIn.error}
        hint={signIn.hint}
        busy={signIn.busy}
        onSubmit={signIn.submit}
      />
    );
  } else {
    body = (
      <FeedScreen
        key={shown.subject ?? ''}
        call={call}
        t={t}
        locale={locale}
        clock={now}
        session={shown}
        snapshot={usableSnapshot}
        initialJobId={initialJobId}
        onSignedOut={() => void loadSession()}
      />
    );
  }

  return (
    <div class="popup">
      <header class="popup-header">
        <h1>{t('app.name')}</h1>
        {shown?.signedIn && (
          <div class="account">
            {shown.subject && <span class="muted account-name">{t('session.signedInAs', { name: shown.subject })}</span>}
            <button type="button" onClick={signOut} disabled={signingOut}>
              {t('session.signOut')}
            </button>
          </div>
        )}
      </header>
      <main class="popup-main">{body}</main>
    </div>
  );
}
