import { useI18n } from '@/utils/i18n/context';

interface Props {
  message: string;
  /** The address and the technical detail, behind a "Details" disclosure. */
  detail?: string | null;
  onRetry?: () => void;
}

/** A problem as a sentence, with its technical detail one click away and a way to try again when there is one. */
export function ErrorNotice({ message, detail, onRetry }: Props) {
  const { t } = useI18n();
  return (
    <div class="notice error error-notice" role="alert">
      <p>{message}</p>
      {detail && <ProblemDetail detail={detail} />}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** The technical side of a problem (the server's address, what it answered), for whoever helps the user. */
export function ProblemDetail({ detail }: { detail: string }) {
  const { t } = useI18n();
  return (
    <details class="problem-detail">
      <summary>{t('error.details')}</summary>
      <p>{detail}</p>
    </details>
  );
}
