import { useI18n } from '@/utils/i18n/context';

interface Props {
  message: string;
  onRetry?: () => void;
}

/** A problem as a sentence, with a way to try again when there is one. */
export function ErrorNotice({ message, onRetry }: Props) {
  const { t } = useI18n();
  return (
    <div class="notice error error-notice" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}
