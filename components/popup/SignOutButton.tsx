/**
 * "Sign out" in the popup's header, asked twice: the first Tab of a popup used to land on it and one
 * Enter signed out at once. The first press asks ("Sign out?") with the safe answer focused; Escape
 * or "Stay signed in" puts the button back, focused.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '@/utils/i18n/context';

export function SignOutButton({ onSignOut, busy }: { onSignOut(): void; busy: boolean }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const stayRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // Before paint, so a key pressed right after the question appears lands on the safe answer.
  useLayoutEffect(() => {
    if (asking) stayRef.current?.focus();
    else if (wasAsking.current) signOutRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" ref={signOutRef} onClick={() => setAsking(true)} disabled={busy}>
        {t('session.signOut')}
      </button>
    );
  }
  return (
    <span
      class="sign-out-confirm"
      role="group"
      aria-labelledby="sign-out-question"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        setAsking(false);
      }}
    >
      <span id="sign-out-question" class="sign-out-question">
        {t('session.signOutConfirm')}
      </span>
      <button
        type="button"
        class="danger"
        onClick={() => {
          setAsking(false);
          onSignOut();
        }}
      >
        {t('session.signOutYes')}
      </button>
      <button type="button" ref={stayRef} onClick={() => setAsking(false)}>
        {t('session.signOutCancel')}
      </button>
    </span>
  );
}
