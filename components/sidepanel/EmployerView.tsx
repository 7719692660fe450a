/**
 * One employer across the feed (utils/feed/employer-view.ts), from the local index only: its open
 * jobs, how many of its vacancies were posted more than once, the median days its jobs stay open,
 * and the boards it uses; then its open jobs, each opening its full record.
 */
import type { EmployerView as Employer } from '@/utils/feed/employer-view';
import { formatNumber } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import { JobListItem } from '../job/JobListItem';

export interface EmployerViewProps {
  employer: Employer;
  now: number;
  onOpenJob(id: number): void;
}

export function EmployerView({ employer, now, onOpenJob }: EmployerViewProps) {
  const { t, locale } = useI18n();
  const number = (value: number) => formatNumber(locale, value);
  const facts: [string, string][] = [
    [t('employer.openJobs'), number(employer.openIds.length)],
    [t('employer.vacancies'), number(employer.openVacancies)],
    [t('employer.reposted'), number(employer.reposted)],
    [
      t('employer.medianDays'),
      employer.medianDaysOpen === null
        ? t('state.unknown')
        : t(employer.medianDaysOpen === 1 ? 'employer.daysOne' : 'employer.days', { count: number(employer.medianDaysOpen) }),
    ],
    [
      t('employer.boards'),
      employer.boards.map(({ board, jobs }) => t('employer.boardJobs', { board, count: number(jobs) })).join(', ') || t('state.unknown'),
    ],
  ];
  return (
    <section class="employer-view" aria-labelledby="employer-heading">
      <h2 id="employer-heading" tabIndex={-1}>
        {t('employer.heading', { name: employer.name })}
      </h2>
      <p class="muted">{t(employer.jobs === 1 ? 'employer.localOne' : 'employer.local', { count: number(employer.jobs) })}</p>
      <dl class="facts">
        {facts.map(([label, value]) => (
          <div class="fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {employer.open.length > 0 ? (
        <>
          <h3>{t('employer.openHeading')}</h3>
          <ul class="job-list">
            {employer.open.map((job) => (
              <JobListItem key={job.id} job={job} now={now} isNew={false} onOpen={onOpenJob} />
            ))}
          </ul>
          {employer.openIds.length > employer.open.length && (
            <p class="muted">{t('employer.more', { count: number(employer.openIds.length - employer.open.length) })}</p>
          )}
        </>
      ) : (
        <p>{t('employer.noneOpen')}</p>
      )}
    </section>
  );
}
