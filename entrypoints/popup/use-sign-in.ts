/** Signing in from a page: host access first (inside the click), then the background's sign-in. */
import { useState } from 'preact/hooks';
import type { Credentials } from '@/utils/api/credentials';
import { describeFailure } from '@/utils/i18n/errors';
import type { SessionInfo } from '@/utils/messaging/contract';
import { apiHostName, apiHostPattern, useApiAccess, type HostPermissions } from '@/utils/ui/host-permissions';
import type { CallBackground } from '@/utils/messaging/client';
import { useI18n } from '@/utils/i18n/context';

interface Options {
  call: CallBackground;
  permissions?: HostPermissions;
  apiBaseUrl: string | null;
  onSignedIn(session: SessionInfo): void;
}

export interface SignIn {
  busy: boolean;
  error: string | null;
  /** Said before the first attempt when the browser is going to ask for access. */
  hint: string | null;
  /**
   * Call synchronously from the form's submit event. `boardOrigins` (the first run's job boards) are
   * asked for in the same permission request as the API.
   */
  submit(credentials: Credentials, boardOrigins?: readonly string[]): void;
}

export function useSignIn({ call, permissions, apiBaseUrl, onSignedIn }: Options): SignIn {
  const { t, locale } = useI18n();
  const permission = useApiAccess(apiBaseUrl, permissions);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const api = apiBaseUrl ?? '';
  const host = apiHostName(api);

  const submit = (credentials: Credentials, boardOrigins: readonly string[] = []) => {
    if (busy) return;
    // Synchronously, still inside the user's gesture: asking later would be refused.
    const allowed = permission.ensure(boardOrigins);
    setBusy(true);
    setError(null);
    void (async () => {
      try {
        if (!(await allowed)) {
          if (!apiHostPattern(api)) setError(t('signIn.permissionUnavailable', { api }));
          else setError(boardOrigins.length > 0 ? t('welcome.boards.refused', { host }) : t('signIn.permissionDenied', { host }));
          return;
        }
        const result = await call({ type: 'session.signIn', ...credentials });
        if (result.ok) onSignedIn(result.value);
        else setError(describeFailure(t, locale, result.error, api));
      } finally {
        setBusy(false);
      }
    })();
  };

  const hint = permission.state === 'missing' ? t('signIn.permissionNeeded', { host }) : null;
  return { busy, error: error ?? (permission.state === 'refused' ? t('signIn.permissionDenied', { host }) : null), hint, submit };
}
