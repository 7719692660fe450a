/** The first-run page: what the extension does, the sign-in form, then what to do next. */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { callBackground } from '@/utils/messaging/client';
import type { Failure, SessionInfo } from '@/utils/messaging/contract';
import { describeFailure } from '@/utils/i18n/errors';
import { browserPermissions, type PermissionsPort } from '@/utils/ui/api-permission';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { usePreferences } from '@/utils/ui/use-preferences';
import { SignInForm } from '@/components/SignInForm';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { sessionEndMessage } from '@/components/popup/SignedOutView';
import { StatusMessage } from '@/components/popup/StatusMessage';
import type { CallBackground } from '../popup/call';
import { useSignIn } from '../popup/use-sign-in';

interface Props {
  call?: CallBackground;
  permissions?: PermissionsPort;
  openOptions?: () => void;
}

const openOptionsPage = () => void browser.runtime.openOptionsPage().catch(() => undefined);

export function Welcome({ call = callBackground, permissions = browserPermissions, openOptions = openOptionsPage }: Props) {
  const { t, locale } = usePreferences(call);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const loadSession = useCallback(async () => {
    const result = await call({ type: 'session.get' });
    if (result.ok) {
      setSession(result.value);
      setFailure(null);
    } else setFailure(result.error);
  }, [call]);

  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  useBackgroundEvent((event) => {
    if (event.event === 'session.changed') void loadSession();
  });
  useEffect(() => {
    document.title = t('welcome.title');
  }, [t]);

  const signedIn = session?.signedIn === true;
  // After signing in, focus moves to "You're all set" so that a screen reader reads what comes next.
  useEffect(() => {
    if (signedIn) document.getElementById('welcome-ready')?.focus();
  }, [signedIn]);

  const signIn = useSignIn({ call, permissions, apiBaseUrl: session?.apiBaseUrl ?? null, t, locale, onSignedIn: setSession });

  let body;
  if (!session && failure) {
    body = <ErrorNotice t={t} message={describeFailure(t, locale, failure, '')} onRetry={() => void loadSession()} />;
  } else if (!session) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (!session.signedIn) {
    const ended = sessionEndMessage(t, session.ended);
    body = (
      <section class="card" aria-labelledby="welcome-sign-in">
        <h2 id="welcome-sign-in">{t('signIn.heading')}</h2>
        <p>{t('welcome.signInFirst')}</p>
        {ended && <p class="notice warn">{ended}</p>}
        <SignInForm t={t} apiBaseUrl={session.apiBaseUrl} error={signIn.error} hint={signIn.hint} busy={signIn.busy} onSubmit={signIn.submit} idPrefix="welcome" />
      </section>
    );
  } else {
    body = (
      <section class="card ready" aria-labelledby="welcome-ready">
        <h2 id="welcome-ready" tabIndex={-1}>
          {t('welcome.ready')}
        </h2>
        {session.subject && <p class="muted">{t('session.signedInAs', { name: session.subject })}</p>}
        <p>{t('welcome.readyIntro')}</p>
        <ol class="steps">
          <li>{t('welcome.stepPopup')}</li>
          <li>{t('welcome.stepBoard')}</li>
          <li>{t('welcome.stepOptions')}</li>
        </ol>
        <p class="actions">
          <a class="button primary" href="/popup.html">
            {t('welcome.openPopup')}
          </a>
          <button type="button" onClick={openOptions}>
            {t('welcome.openOptions')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <main class="welcome">
      <header>
        <h1>{t('welcome.title')}</h1>
        <p class="lead">{t('welcome.intro')}</p>
        <p>{t('welcome.overlay')}</p>
        <p class="muted">{t('welcome.privacy')}</p>
      </header>
      <div aria-live="polite">{body}</div>
    </main>
  );
}
