/** The first-run page: what the extension does, the sign-in form, then what to do next. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import type { Failure, SessionInfo } from '@/utils/messaging/contract';
import { describeFailure } from '@/utils/i18n/errors';
import { browserHostPermissions, type HostPermissions } from '@/utils/ui/host-permissions';
import { boardChoices, originsOf, togglesOf } from '@/utils/ui/board-choice';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import type { BoardAdapter } from '@/utils/boards/types';
import { useSession, useSettings } from '@/utils/ui/use-background-value';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { useI18n } from '@/utils/i18n/context';
import { SignInForm } from '@/components/SignInForm';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { sessionEndMessage } from '@/components/session-end';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { useSignIn } from '../popup/use-sign-in';

interface Props {
  call?: CallBackground;
  permissions?: HostPermissions;
  openOptions?: () => void;
  /** The built-in boards offered: the build's (a store build has no demo board). */
  boards?: readonly BoardAdapter[];
}

const openOptionsPage = () => void browser.runtime.openOptionsPage().catch(() => undefined);

function WelcomePage({
  call = callBackground,
  permissions = browserHostPermissions,
  openOptions = openOptionsPage,
  boards = BUILTIN_BOARDS,
  onRetry,
}: Props & { onRetry(): void }) {
  const { t, locale } = useI18n();
  const { value: session, failure, replace: setSession } = useSession(call);
  // Why the boards chosen here were not saved: worded at render, so that it follows a language switch.
  const [boardsNotSaved, setBoardsNotSaved] = useState<Failure | null>(null);
  /**
   * The boards ticked or unticked here. The others follow the settings, read again when they change
   * (the options page, opened from here, may switch a board meanwhile), so that signing in here does
   * not switch back on a board turned off there.
   */
  const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
  const settings = useSettings(call);
  /** The boards to ask for with the sign-in, ticked as the settings have them (their defaults if unread); null until asked. */
  const choices = useMemo(
    () =>
      settings.value || settings.failure
        ? boardChoices(boards, settings.value).map((choice) => (choice.id in ticked ? { ...choice, on: ticked[choice.id]! } : choice))
        : null,
    [boards, settings.value, settings.failure, ticked],
  );

  useEffect(() => {
    document.title = t('welcome.title');
  }, [t]);

  const signedIn = session?.signedIn === true;
  // After signing in, focus moves to "You're all set" so that a screen reader reads what comes next.
  useEffect(() => {
    if (signedIn) document.getElementById('welcome-ready')?.focus();
  }, [signedIn]);

  const onSignedIn = async (next: SessionInfo) => {
    setSession(next);
    if (!choices || choices.length === 0) return;
    // The boards ticked at sign-in are the ones switched on; their access was granted with the API's.
    const current = await call({ type: 'settings.get' });
    const toggles = { ...(current.ok ? current.value.boardToggles : {}), ...togglesOf(choices) };
    const saved = await call({ type: 'settings.update', patch: { boardToggles: toggles } });
    setBoardsNotSaved(saved.ok ? null : saved.error);
  };
  const signIn = useSignIn({
    call,
    permissions,
    apiBaseUrl: session?.apiBaseUrl ?? null,
    onSignedIn: (next) => void onSignedIn(next),
  });
  const toggle = (id: string, on: boolean) => setTicked((all) => ({ ...all, [id]: on }));

  let body;
  if (!session && failure) {
    body = <ErrorNotice message={describeFailure(t, locale, failure, '')} onRetry={onRetry} />;
  } else if (!session) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (!session.signedIn) {
    const ended = sessionEndMessage(t, session.ended);
    body = (
      <section class="card" aria-labelledby="welcome-sign-in">
        <h2 id="welcome-sign-in">{t('signIn.heading')}</h2>
        <p>{t('welcome.signInFirst')}</p>
        {ended && <p class="notice warn">{ended}</p>}
        {choices && choices.length > 0 && (
          <fieldset class="boards" aria-describedby="welcome-boards-help">
            <legend>{t('welcome.boards.legend')}</legend>
            <p id="welcome-boards-help" class="muted">
              {t('welcome.boards.help')}
            </p>
            <ul>
              {choices.map((choice) => (
                <li key={choice.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={choice.on}
                      disabled={signIn.busy}
                      onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
                    />{' '}
                    {choice.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <SignInForm
          apiBaseUrl={session.apiBaseUrl}
          error={signIn.error}
          credentialsRefused={signIn.credentialsRefused}
          hint={signIn.hint}
          busy={signIn.busy}
          onSubmit={(credentials) => signIn.submit(credentials, originsOf(choices ?? []))}
          idPrefix="welcome"
        />
        {/* The API address, the language and the boards are set there, and errors here send the recruiter there. */}
        <p class="actions">
          <button type="button" onClick={openOptions}>
            {t('signIn.openOptions')}
          </button>
        </p>
      </section>
    );
  } else {
    body = (
      <section class="card ready" aria-labelledby="welcome-ready">
        <h2 id="welcome-ready" tabIndex={-1}>
          {t('welcome.ready')}
        </h2>
        {session.subject && <p class="muted">{t('session.signedInAs', { name: session.subject })}</p>}
        {boardsNotSaved && (
          // Comes after the focus moved to the heading: an alert, so that it is heard.
          <p class="notice warn" role="alert">
            {t('welcome.boards.notSaved', { reason: describeFailure(t, locale, boardsNotSaved, '') })}
          </p>
        )}
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
            {t('signIn.openOptions')}
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
        <p class="muted">
          {t('welcome.privacy')}{' '}
          <a href="/privacy.html" target="_blank" rel="noopener">
            {t('privacy.link')}
          </a>
        </p>
        <p>
          <a href="/guide.html" target="_blank" rel="noopener">
            {t('guide.link')}
          </a>
        </p>
      </header>
      {/* No live region around it: the loading line is a status, failures are alerts, and the ready card
          takes the focus; a region around them all read the whole sign-in card out and each alert twice. */}
      {body}
    </main>
  );
}

/** The page with its language and theme, read once here for everything below. */
export function Welcome(props: Props) {
  // "Try again" after the background did not answer reads the page anew: the settings (language,
  // theme, boards) went unanswered with the session, and would otherwise wait for a reload.
  const [attempt, setAttempt] = useState(0);
  return (
    <I18nRoot key={attempt} call={props.call}>
      <WelcomePage {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </I18nRoot>
  );
}
