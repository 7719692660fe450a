/**
 * The signed-out popup: why the last session ended and the sign-in form. Loaded on first use (see
 * App.tsx), so that the signed-in popup's first paint carries neither the form nor host-permission code.
 */
import { browser } from 'wxt/browser';
import type { SessionInfo } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { SignedOutView } from '@/components/popup/SignedOutView';
import type { CallBackground } from '@/utils/messaging/client';
import { useSignIn } from './use-sign-in';

interface Props {
  call: CallBackground;
  permissions?: HostPermissions;
  session: SessionInfo;
  onSignedIn(session: SessionInfo): void;
}

export function SignedOutScreen({ call, permissions, session, onSignedIn }: Props) {
  const signIn = useSignIn({ call, permissions, apiBaseUrl: session.apiBaseUrl, onSignedIn });
  return (
    <SignedOutView
      apiBaseUrl={session.apiBaseUrl}
      ended={session.ended}
      error={signIn.error}
      credentialsRefused={signIn.credentialsRefused}
      hint={signIn.hint}
      busy={signIn.busy}
      onSubmit={signIn.submit}
      onOpenOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />
  );
}
