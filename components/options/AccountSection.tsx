/** Who is signed in, and signing out; or a way to sign in. */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusLost } from '@/utils/ui/focus-lost';
import { formatDateTime } from '@/utils/i18n/format-record';
import type { SessionInfo } from '@/utils/messaging/contract';
import { OptionsSection, type SaveState } from './OptionsSection';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { useI18n } from '@/utils/i18n/context';

export interface AccountSectionProps {
  /** null while loading. */
  session: SessionInfo | null;
  /** Why the session could not be read, while it is unknown: said with a way to read it again. */
  problem?: string | null;
  onRetry?(): void;
  status: SaveState;
  signInHref: string;
  onSignOut(): void;
}

export function AccountSection({ session, problem = null, onRetry, status, signInHref, onSignOut }: AccountSectionProps) {
  const { t, locale } = useI18n();
  const signIn = useRef<HTMLAnchorElement>(null);
  const signedIn = session?.signedIn ?? null;
  const wasSignedIn = useRef(signedIn);
  // Sign out goes with the session it ended: the focus it had goes to Sign in, in its place, not to the page.
  useLayoutEffect(() => {
    if (wasSignedIn.current === true && signedIn === false && focusLost()) signIn.current?.focus();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  let body;
  if (!session && problem) {
    body = (
      <ErrorNotice
        message={problem}
        onRetry={() => {
          // The button goes with the problem once the session is read: the focus goes to the section's heading.
          document.getElementById('account-heading')?.focus();
          onRetry?.();
        }}
      />
    );
  } else if (!session) body = <p class="muted">{t('state.loading')}</p>;
  else if (session.signedIn) {
    body = (
      <>
        <p>
          {t('options.account.signedInAs', { subject: session.subject ?? t('state.unknown') })}
          {session.expiresAt !== null && <> {t('options.account.expires', { date: formatDateTime(locale, session.expiresAt) })}</>}
        </p>
        <button type="button" onClick={onSignOut} disabled={status.kind === 'saving'}>
          {t('session.signOut')}
        </button>
      </>
    );
  } else {
    body = (
      <p>
        {t('options.account.signedOut')}{' '}
        <a ref={signIn} href={signInHref} target="_blank" rel="noopener">
          {t('options.account.signIn')}
        </a>
      </p>
    );
  }
  return (
    <OptionsSection id="account" title={t('options.account.heading')} status={status}>
      {body}
    </OptionsSection>
  );
}
