/** The header's "collapse" button of the expanded card and of the notice card: back to the summary. */
import type { Ref } from 'preact';
import { useI18n } from '@/utils/i18n/context';

export function CollapseButton({
  onCollapse,
  disabled,
  buttonRef,
}: {
  onCollapse: () => void;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      class="icon"
      ref={buttonRef}
      onClick={onCollapse}
      disabled={disabled}
      aria-expanded={true}
      aria-label={t('overlay.collapse')}
      title={t('overlay.collapse')}
    >
      <span aria-hidden="true">–</span>
    </button>
  );
}
