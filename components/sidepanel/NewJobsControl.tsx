/**
 * "3 new jobs – Show" beside the queue's heading: a sync's new jobs, held back while the recruiter
 * works the list (utils/ui/feed/use-held-jobs.ts). A polite live region kept in the page, so that a
 * screen reader says it when it comes; the button is in the tab order, pressed with Enter or Space.
 */
import { formatNumber } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';

export function NewJobsControl({ count, onShow }: { count: number; onShow(): void }) {
  const { t, locale } = useI18n();
  return (
    <span class="new-jobs" role="status">
      {count > 0 && (
        <button type="button" class="link-button" onClick={onShow}>
          {t(count === 1 ? 'panel.newJobsOne' : 'panel.newJobs', { count: formatNumber(locale, count) })}
        </button>
      )}
    </span>
  );
}
