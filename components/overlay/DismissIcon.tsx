/** "Hide card for this job" as the card's small × button, named for screen readers and on hover. */
import { useI18n } from '@/utils/i18n/context';

export function DismissIcon({ onDismiss, busy }: { onDismiss: () => void; busy: boolean }) {
  const { t } = useI18n();
  return (
    <button type="button" class="icon" onClick={onDismiss} disabled={busy} aria-label={t('overlay.dismiss')} title={t('overlay.dismiss')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
