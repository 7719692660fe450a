/** Signing in from a page: host access first (inside the click), then the background's sign-in. */
import { useState } from 'preact/hooks';
import type { Credentials } from '@/utils/api/credentials';
import { describeFailure } from '@/utils/i18n/errors';
import { useRateLimitWait } from '@/utils/ui/use-rate-limit-wait';
import type { Failure, SessionInfo } from '@/utils/messaging/contract';
import { apiHostName, apiHostPattern, useApiAccess, type HostPermissions } from '@/utils/ui/host-permissions';
import type { CallBackground } from '@/utils/messaging/client';
import { useI18n } from '@/utils/i18n/context';

interface Options {
  call: CallBackground;
  permissions?: HostPermissions;
  apiBaseUrl: string | null;
  onSignedIn(session: SessionInfo): void;
}

/**
 * What went wrong, kept as it happened rather than as a sentence, so that a language switch while it
 * shows words it again. `api` is the address the attempt went to.
 */
type SignInProblem =
  | { kind: 'permissionUnavailable' | 'permissionDenied' | 'boardsRefused'; api: string }
  | { kind: 'failure'; api: string; failure: Failure };

export interface SignIn {
  busy: boolean;
  /** The last attempt's problem in the page's current language. */
  error: string | null;
  /** The server refused the username and password: the form marks both fields. */
  credentialsRefused: boolean;
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
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const api = apiBaseUrl ?? '';
  const host = apiHostName(api);

  const submit = (credentials: Credentials, boardOrigins: readonly string[] = []) => {
    if (busy) return;
    // Synchronously, still inside the user's gesture: asking later would be refused.
    const allowed = permission.ensure(boardOrigins);
    setBusy(true);
    setProblem(null);
    void (async () => {
      try {
        if (!(await allowed)) {
          const kind = !apiHostPattern(api) ? 'permissionUnavailable' : boardOrigins.length > 0 ? 'boardsRefused' : 'permissionDenied';
          setProblem({ kind, api });
          return;
        }
        const result = await call({ type: 'session.signIn', ...credentials });
        if (result.ok) onSignedIn(result.value);
        else setProblem({ kind: 'failure', api, failure: result.error });
      } finally {
        setBusy(false);
      }
    })();
  };

  // Worded here, at each render, in the language the page speaks now; a 429's wait counts down.
  useRateLimitWait(problem?.kind === 'failure' ? problem.failure.api : null);
  let error: string | null = null;
  if (problem?.kind === 'failure') error = describeFailure(t, locale, problem.failure, problem.api);
  else if (problem?.kind === 'permissionUnavailable') error = t('signIn.permissionUnavailable', { api: problem.api });
  else if (problem?.kind === 'boardsRefused') error = t('welcome.boards.refused', { host: apiHostName(problem.api) });
  else if (problem?.kind === 'permissionDenied' || permission.state === 'refused')
    error = t('signIn.permissionDenied', { host: apiHostName(problem?.api ?? api) });
  const credentialsRefused =
    problem?.kind === 'failure' && problem.failure.api?.kind === 'unauthorized' && problem.failure.api.badCredentials;
  const hint = permission.state === 'missing' ? t('signIn.permissionNeeded', { host }) : null;
  return { busy, error, credentialsRefused, hint, submit };
}
