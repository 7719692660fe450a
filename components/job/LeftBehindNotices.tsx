/**
 * Changes not saved for jobs the view had left by their answer (utils/ui/left-behind.ts): each said
 * with its job's title, as an alert, with Try again.
 */
import { useI18n } from '@/utils/i18n/context';
import type { JobSummary } from '@/utils/feed/summary';
import type { LeftBehind } from '@/utils/ui/left-behind';
import { ErrorNotice } from '@/components/popup/ErrorNotice';

export function LeftBehindNotices({ items, jobs }: { items: readonly (LeftBehind | null)[]; jobs: readonly JobSummary[] }) {
  const { t } = useI18n();
  return (
    <>
      {items.map(
        (item, i) =>
          item && (
            <ErrorNotice
              key={i}
              message={t('job.leftBehind', {
                title: jobs.find((job) => job.id === item.jobId)?.title?.trim() || t('job.untitled'),
                message: item.message,
              })}
              onRetry={item.retry}
            />
          ),
      )}
    </>
  );
}
