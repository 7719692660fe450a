import { useEffect, useRef, useState } from 'preact/hooks';
import { apiBaseUrlProblem } from '@/utils/api/base-url';
import { PASSWORD_LENGTH, USERNAME_LENGTH, validateCredentials, type Credentials } from '@/utils/api/credentials';
import type { Translate } from '@/utils/i18n/translate';
import { describedBy, Field, type FieldAria } from './form/Field';
import { SteadyButton } from './SteadyButton';
import { useI18n } from '@/utils/i18n/context';

interface Props {
  /** The API the form signs in to, shown to the user. */
  apiBaseUrl: string;
  /** A sentence about the last attempt (server refusal, unreachable, permission refused). */
  error: string | null;
  /** The server refused this username and password: both fields are marked and point to the alert. */
  credentialsRefused?: boolean;
  /** A hint shown before the first attempt (the browser is going to ask for access). */
  hint?: string | null;
  busy: boolean;
  /** Called synchronously in the submit event, so that the parent can still ask for permissions. */
  onSubmit(credentials: Credentials): void;
  /** Distinguishes element ids when a page shows more than one form. */
  idPrefix?: string;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The spec's limits, checked before any request, in the UI language. */
export function credentialErrors(t: Translate, username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of validateCredentials({ username, password })) {
    if (field === 'username') {
      errors.username = username.length === 0 ? t('signIn.usernameRequired') : t('signIn.usernameTooLong', { max: USERNAME_LENGTH.max });
    } else if (field === 'password') {
      errors.password =
        password.length < PASSWORD_LENGTH.min
          ? t('signIn.passwordTooShort', { min: PASSWORD_LENGTH.min })
          : t('signIn.passwordTooLong', { max: PASSWORD_LENGTH.max });
    }
  }
  return errors;
}

/** Username, password and "Remember me"; field errors appear beside their field. */
export function SignInForm({ apiBaseUrl, error, credentialsRefused = false, hint, busy, onSubmit, idPrefix = 'sign-in' }: Props) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [checked, setChecked] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = checked ? credentialErrors(t, username.trim(), password) : {};
  const id = (name: string) => `${idPrefix}-${name}`;
  // A refusal is about both fields: they say so, point to the alert, and the password is there to retype.
  const refused = credentialsRefused && error !== null;
  const refusal = (aria: FieldAria): FieldAria =>
    refused ? { ...aria, 'aria-invalid': 'true', 'aria-describedby': describedBy([aria['aria-describedby'], id('alert')]) } : aria;
  useEffect(() => {
    if (refused) passwordRef.current?.focus();
  }, [refused]);

  // The password goes nowhere that is not https or this computer, whatever built or stored the address.
  const addressProblem = apiBaseUrlProblem(apiBaseUrl);

  const submit = (event: Event) => {
    event.preventDefault();
    if (busy || addressProblem) return;
    // A username pasted with a space is refused by the server as a wrong password: the spaces go.
    const name = username.trim();
    const found = credentialErrors(t, name, password);
    setChecked(true);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    if (found.username || found.password) return;
    onSubmit({ username: name, password, rememberMe });
  };

  return (
    <form class="sign-in" onSubmit={submit} noValidate aria-busy={busy}>
      <p class="muted sign-in-api">{t('signIn.api', { api: apiBaseUrl })}</p>
      <Field
        id={id('username')}
        label={t('signIn.username')}
        error={errors.username}
        input={(aria) => (
          <input
            {...refusal(aria)}
            ref={usernameRef}
            name="username"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck={false}
            value={username}
            onInput={(e) => setUsername(e.currentTarget.value)}
            required
          />
        )}
      />
      <Field
        id={id('password')}
        label={t('signIn.password')}
        error={errors.password}
        input={(aria) => (
          <input
            {...refusal(aria)}
            ref={passwordRef}
            name="password"
            type="password"
            autocomplete="current-password"
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
            required
          />
        )}
      />
      <div class="field field-check">
        <input
          id={id('remember')}
          type="checkbox"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.currentTarget.checked)}
          aria-describedby={id('remember-hint')}
        />
        <label for={id('remember')}>{t('signIn.rememberMe')}</label>
        <p class="muted field-hint" id={id('remember-hint')}>
          {t('signIn.rememberMeHint')}
        </p>
      </div>
      {hint && !error && <p class="muted">{hint}</p>}
      <div role="alert" class="sign-in-alert" id={id('alert')}>
        {addressProblem ? <p class="notice error">{t(`api.problem.${addressProblem}`)}</p> : error && <p class="notice error">{error}</p>}
      </div>
      {/* Not `disabled` while busy: that drops a keyboard user's focus to the body, and no error puts it back. */}
      <SteadyButton type="submit" class="primary" busy={busy || addressProblem !== null}>
        {busy ? t('signIn.submitting') : t('session.signIn')}
      </SteadyButton>
    </form>
  );
}
