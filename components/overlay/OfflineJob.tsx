/**
 * What an offline card shows under "Full details unavailable right now": why, one click away (the
 * sentence and the technical detail), and the job as the local index holds it. The posting link is
 * left out: the card sits on the posting.
 */
import type { JobSummary } from '@/utils/feed/summary';
import { useI18n } from '@/utils/i18n/context';
import { JobSummaryView } from '../job/JobSummaryView';

export function OfflineJob({ job, now, reason, detail }: { job: JobSummary; now: number; reason: string; detail: string }) {
  const { t } = useI18n();
  return (
    <>
      <details class="offline-why">
        <summary>{t('overlay.offlineWhy')}</summary>
        <p>{reason}</p>
        <p>{detail}</p>
      </details>
      <JobSummaryView job={job} now={now} postingLink={false} />
    </>
  );
}
