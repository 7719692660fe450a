/** The toolbar popup: signed out, the sign-in form; signed in, the feed. Never blank. */
import { useCallback, useEffect, useState } from 'preact/hooks';
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
}

export function App({ call = callBackground, permissions = browserPermissions, now = Date.now, hash = location.hash }: AppProps) {
  const { t, locale } = usePreferences(call);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [initialJobId] = useState(() => jobIdFromHash(hash));

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

  let body;
  if (!session && failure) {
    body = <ErrorNotice t={t} message={describeFailure(t, locale, failure, '')} onRetry={() => void loadSession()} />;
  } else if (!session) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (!session.signedIn) {
    body = (
      <SignedOutView
        t={t}
        apiBaseUrl={session.apiBaseUrl}
        ended={session.ended}
        error={signIn.error}
        hint={signIn.hint}
        busy={signIn.busy}
        onSubmit={signIn.submit}
      />
    );
  } else {
    body = (
      <FeedScreen
        key={session.subject ?? ''}
        call={call}
        t={t}
        locale={locale}
        now={now()}
        session={session}
        initialJobId={initialJobId}
        onSignedOut={() => void loadSession()}
      />
    );
  }

  return (
    <div class="popup">
      <header class="popup-header">
        <h1>{t('app.name')}</h1>
        {session?.signedIn && (
          <div class="account">
            {session.subject && <span class="muted account-name">{t('session.signedInAs', { name: session.subject })}</span>}
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
