import type { Translate } from '@/utils/i18n/translate';

interface Props {
  message: string;
  t: Translate;
  onRetry?: () => void;
}

/** A problem as a sentence, with a way to try again when there is one. */
export function ErrorNotice({ message, t, onRetry }: Props) {
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
