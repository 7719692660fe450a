/** The link to a job's posting on its board, opened in a new tab that cannot reach back to ours. */
import { useI18n } from '@/utils/i18n/context';

export function PostingLink({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('job.openPosting')}
      </a>
    </p>
  );
}
