import { jobState } from '@/utils/feed/job-state';
import type { JobSummary } from '@/utils/feed/summary';
import { enumLabel } from '@/utils/i18n/enum-labels';
import { closingText } from '@/utils/i18n/format';
import type { Locale } from '@/utils/i18n/locale';
import { jobHours, jobPay, jobPlace, joinParts, safeHttpUrl } from './display';
import { useI18n } from '@/utils/i18n/context';
import { isDone, type JobStatus } from '@/utils/feed/job-status';
import { closingLook } from './closing-look';

interface Props {
  job: JobSummary;
  now: number;
  /** First seen after the user's previous visit. */
  isNew: boolean;
  onOpen(id: number): void;
  /** The list is one tab stop: only its current row is in the tab order (see useRovingList). */
  current?: boolean;
  /** The recruiter's mark: shown as text; handled and not relevant rows are dimmed. */
  status?: JobStatus;
  /** A mute covers the job (listed with "Show muted jobs"). */
  muted?: boolean;
  /** How many boards the job's vacancy is on (listed once for all). */
  boards?: number;
  /** The side panel's selected job. */
  selected?: boolean;
}

/** The category in the UI language: the feed's own JobCategory label, else ours. */
export function summaryCategory(job: JobSummary, locale: Locale): string {
  return job.categoryLabel?.[locale]?.trim() || enumLabel('category', job.category, locale);
}

export function jobRowId(id: number): string {
  return `job-row-${id}`;
}

/** One job in the popup's list: a button that opens its details, and a link to its posting. */
export function JobListItem({ job, now, isNew, onOpen, current = true, status, muted = false, selected = false, boards = 1 }: Props) {
  const { t, locale } = useI18n();
  const title = job.title?.trim() || t('job.untitled');
  const pay = jobPay(t, locale, job);
  const state = jobState(job, now);
  const closing = closingText(t, locale, state, now);
  const url = safeHttpUrl(job.url);
  const where = joinParts([job.employer, jobPlace(job, locale)]);
  const facts = joinParts([jobHours(t, locale, job), pay?.value, summaryCategory(job, locale)]);
  return (
    <li class="job-item">
      <button
        type="button"
        id={jobRowId(job.id)}
        tabIndex={current ? 0 : -1}
        data-row-key={job.id}
        aria-current={selected ? 'true' : undefined}
        class={['job-row', state.closed && 'job-row-closed', (isDone(status) || muted) && 'job-row-done', selected && 'job-row-selected']
          .filter(Boolean)
          .join(' ')}
        onClick={() => onOpen(job.id)}
      >
        <span class="job-heading">
          <span class="job-title">{title}</span>
          {isNew && <span class="badge badge-new">{t('job.new')}</span>}
          {status && <span class={`job-status job-status-${status}`}>{t(`status.${status}`)}</span>}
          {muted && <span class="job-status job-status-muted">{t('job.muted')}</span>}
          {boards > 1 && <span class="job-boards">{t('vacancy.boards', { count: boards })}</span>}
        </span>
        {where && <span class="job-line">{where}</span>}
        {facts && <span class="job-line muted">{facts}</span>}
        {closing && <span class={`job-line job-${closingLook(state, now)}`}>{closing}</span>}
      </button>
      {url && (
        <a class="job-link" href={url} target="_blank" rel="noopener noreferrer" title={t('job.openPosting')} tabIndex={-1}>
          <span aria-hidden="true">↗</span>
          <span class="visually-hidden">
            {t('job.openPosting')}: {title}
          </span>
        </a>
      )}
    </li>
  );
}
