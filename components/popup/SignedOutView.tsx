import { useEffect } from 'preact/hooks';
import type { Credentials } from '@/utils/api/credentials';
import { focusLost } from '@/utils/ui/focus-lost';
import type { SessionEnd } from '@/utils/session/stored-session';
import { SignInForm } from '../SignInForm';
import { sessionEndMessage } from '../session-end';
import { useI18n } from '@/utils/i18n/context';

interface Props {
  apiBaseUrl: string;
  /** Why the last session ended. */
  ended: SessionEnd | null;
  error: string | null;
  /** The error is the server refusing the username and password: both fields are marked with it. */
  credentialsRefused?: boolean;
  hint: string | null;
  busy: boolean;
  onSubmit(credentials: Credentials): void;
  /** Opens the options, where the API address is set: what a sign-in failing on the address asks for. */
  onOpenOptions(): void;
}

/** The popup while signed out: why the last session ended, and the sign-in form. */
export function SignedOutView({ apiBaseUrl, ended, error, credentialsRefused = false, hint, busy, onSubmit, onOpenOptions }: Props) {
  const { t } = useI18n();
  const endMessage = sessionEndMessage(t, ended);
  // Shown in the feed's place (Sign out, a session that ended) the focus went with the header's
  // buttons: it goes to the form's first field, not the page. Never away from where a person put it.
  useEffect(() => {
    if (focusLost()) document.getElementById('sign-in-username')?.focus();
  }, []);
  return (
    <section class="signed-out" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t('signIn.heading')}</h2>
      {endMessage && <p class="notice warn">{endMessage}</p>}
      <SignInForm
        apiBaseUrl={apiBaseUrl}
        error={error}
        credentialsRefused={credentialsRefused}
        hint={hint}
        busy={busy}
        onSubmit={onSubmit}
      />
      <p>
        <button type="button" onClick={onOpenOptions}>
          {t('signIn.openOptions')}
        </button>
      </p>
    </section>
  );
}
