import type { JobLoad } from '@/utils/ui/use-job-record';
import { useI18n } from '@/utils/i18n/context';
import { ErrorNotice } from '../popup/ErrorNotice';
import { StatusMessage } from '../popup/StatusMessage';
import { JobDetails } from './JobDetails';
import { JobSummaryView } from './JobSummaryView';
import { StatusButtons, type StatusControl } from './StatusButtons';
import { CopySummary } from './CopySummary';
import type { TextFields } from './job-text';
import { JobNotesView, type NotesControl } from './JobNotesView';
import { MuteEmployer, type MuteControl } from './MuteEmployer';
import type { VacancyView } from '@/utils/feed/vacancy-view';
import { VacancyPostings } from './VacancyPostings';

/**
 * The record as loaded: the full record; or, when it could not be fetched, the error with a retry
 * and what the local index holds of the job (offline is not a blank page). The recruiter's controls
 * come after the job's title, so that what they act on is read first.
 */
export function JobRecord({
  load,
  now,
  onRetry,
  status,
  notes,
  mute,
  vacancy = null,
  headingLevel = 2,
}: {
  load: JobLoad;
  now: number;
  onRetry(): void;
  status?: StatusControl;
  notes?: NotesControl;
  /** Muting the job's employer. */
  mute?: MuteControl;
  /** The job's vacancy on every board (posted once, or not read yet: null). */
  vacancy?: VacancyView | null;
  /** The job title's level: 1 where the record is the page (the full-record tab), 2 in the popup and the side panel. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useI18n();
  // The recruiter's mark and "Copy" go with the job, whether the record or only the local copy is shown.
  const actions = (job: TextFields & { id: number }) => (
    <div class="job-actions">
      {status && <StatusButtons {...status} />}
      <CopySummary job={job} status={status?.status ?? null} now={now} />
      {mute && <MuteEmployer employer={job.employer ?? null} control={mute} />}
      {notes && <JobNotesView key={job.id} control={notes} />}
      <VacancyPostings vacancy={vacancy} jobId={job.id} headingLevel={headingLevel === 1 ? 2 : 3} />
    </div>
  );
  if (load.status === 'loading') return <StatusMessage busy>{t('details.loading')}</StatusMessage>;
  if (load.status === 'ready')
    return <JobDetails job={load.job} now={now} headingId="job-details-heading" headingLevel={headingLevel} actions={actions(load.job)} />;
  const retry = load.retry ? onRetry : undefined;
  if (load.local === null) return <ErrorNotice message={load.message} detail={load.detail} onRetry={retry} />;
  return (
    <>
      <ErrorNotice message={t('job.unavailable', { reason: load.message })} detail={load.detail} onRetry={retry} />
      <section class="job-local-copy" aria-label={t('details.localCopy')}>
        <JobSummaryView job={load.local} now={now} headingId="job-details-heading" headingLevel={headingLevel} />
      </section>
      {actions(load.local)}
    </>
  );
}
