import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { typesText } from '@/utils/ui/types-text';
import type { JobLoad } from '@/utils/ui/use-job-record';
import { JobRecord } from '../job/JobRecord';
import type { StatusControl } from '../job/StatusButtons';
import type { NotesControl } from '../job/JobNotesView';
import type { MuteControl } from '../job/MuteEmployer';
import type { VacancyView } from '@/utils/feed/vacancy-view';
import { useI18n } from '@/utils/i18n/context';

export type { JobLoad };

interface Props {
  now: number;
  load: JobLoad;
  onBack(): void;
  onRetry(): void;
  /** The recruiter's mark on the job. */
  status?: StatusControl;
  /** The recruiter's notes on the job and its employer. */
  notes?: NotesControl;
  /** Muting the job's employer. */
  mute?: MuteControl;
  /** The job's vacancy on every board. */
  vacancy?: VacancyView | null;
}

/** One job's details with a way back; Escape goes back too. */
export function JobDetailsView({ now, load, onBack, onRetry, status, notes, mute, vacancy }: Props) {
  const { t } = useI18n();
  const backRef = useRef<HTMLButtonElement>(null);
  const ready = load.status === 'ready' || (load.status === 'error' && load.local !== null);

  // A layout effect: Escape works from the first frame the view is on screen.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not from a field: Escape there leaves the field (or closes an input method), and must not take
      // the recruiter away from a note being typed.
      if (event.key === 'Escape' && !event.defaultPrevented && !typesText(event.target)) {
        event.preventDefault();
        onBack();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onBack]);

  // Focus follows the view: the job's heading once it is there, the back button meanwhile.
  useEffect(() => {
    const heading = ready ? document.getElementById('job-details-heading') : null;
    (heading ?? backRef.current)?.focus();
  }, [ready]);

  return (
    <div class="details-view">
      <button type="button" ref={backRef} class="back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('details.back')}
      </button>
      <JobRecord load={load} now={now} onRetry={onRetry} status={status} notes={notes} mute={mute} vacancy={vacancy} />
    </div>
  );
}
