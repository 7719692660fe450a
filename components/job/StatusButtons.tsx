/**
 * The recruiter's mark on a job as three toggle buttons in a group labelled "Status": Shortlist,
 * Handled, Not relevant (aria-pressed). Pressing the set one again clears it.
 */
import { JOB_STATUSES } from '@/utils/feed/job-status';
import { useI18n } from '@/utils/i18n/context';
import type { StatusControl } from '@/utils/ui/use-job-status';
import { SteadyButton } from '@/components/SteadyButton';

export type { StatusControl };

export function StatusButtons({ status, busy, error, onSet }: StatusControl) {
  const { t } = useI18n();
  return (
    <div class="job-status-control">
      <div role="group" aria-label={t('status.group')} class="status-buttons">
        {JOB_STATUSES.map((value) => (
          // Busy, the pressed button keeps the focus (SteadyButton); before the status is known, none is offered.
          <SteadyButton
            type="button"
            key={value}
            aria-pressed={status === value}
            busy={busy || status === undefined}
            onClick={() => onSet(status === value ? null : value)}
          >
            {t(`status.set.${value}`)}
          </SteadyButton>
        ))}
      </div>
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
