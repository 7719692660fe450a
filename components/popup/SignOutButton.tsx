/**
 * "Sign out" in the popup's header, asked twice: the first Tab of a popup used to land on it and one
 * Enter signed out at once. The first press asks ("Sign out?") with the safe answer focused; Escape
 * or "Stay signed in" puts the button back, focused.
 */
import { useState } from 'preact/hooks';
import { useQuestionFocus } from '@/utils/ui/use-question-focus';
import { useI18n } from '@/utils/i18n/context';

export function SignOutButton({ onSignOut, busy }: { onSignOut(): void; busy: boolean }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const { safeAnswer: stayRef, asker: signOutRef } = useQuestionFocus(asking);

  if (!asking) {
    return (
      // Not disabled while it signs out (aria-disabled): a disabled button cannot take the focus given back to it.
      <button type="button" ref={signOutRef} onClick={() => !busy && setAsking(true)} aria-disabled={busy}>
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
