/**
 * The card as it opens on a posting: a compact summary (title, employer, open or closed and when it
 * closes, hours and rate) that covers little of the page, and a button that shows the whole record.
 * Every value is rendered as text.
 */
import type { ComponentChildren, Ref } from 'preact';
import type { Job } from '@/utils/api/schemas';
import { jobState } from '@/utils/feed/job-state';
import { statusLabel } from '@/utils/i18n/format-record';
import { jobHours, jobPay, joinParts } from '@/components/job/display';
import { ClosingCountdown } from './ClosingCountdown';
import { useI18n } from '@/utils/i18n/context';
import { DismissIcon } from './DismissIcon';
import type { JobStatus } from '@/utils/feed/job-status';
import type { Translate } from '@/utils/i18n/translate';
import type { StatusControl } from '../job/StatusButtons';
import type { VacancyView } from '@/utils/feed/vacancy-view';
import { AlsoOn } from '../job/VacancyPostings';

/** What the card shows in either state: the job, the words, the handle and how the last action went. */
export interface OverlayJobProps {
  job: Job;
  now: number;
  /** The drag handle, first in the header. */
  handle?: ComponentChildren;
  /** A layout change is on its way to the background. */
  busy?: boolean;
  /** Why the last action failed. */
  notice?: string | null;
  onDismiss(): void;
  /** The recruiter's mark on the job: named in the card's header, set on the expanded card. */
  mark?: StatusControl;
  /** The job's vacancy on other boards ("Also on"); null: posted once, or not read yet. */
  vacancy?: VacancyView | null;
}

/** "In your feed", and the recruiter's mark when there is one: "In your feed · Shortlisted". */
export function cardEyebrow(t: Translate, status: JobStatus | null | undefined): string {
  return status ? `${t('overlay.inFeed')} · ${t(`status.${status}`)}` : t('overlay.inFeed');
}

export interface OverlaySummaryProps extends OverlayJobProps {
  onExpand(): void;
  expandRef?: Ref<HTMLButtonElement>;
}

export function OverlaySummary({
  job,
  now,
  handle,
  busy = false,
  notice = null,
  onExpand,
  onDismiss,
  expandRef,
  mark,
  vacancy = null,
}: OverlaySummaryProps) {
  const { t, locale } = useI18n();
  const title = job.title?.trim() || t('job.untitled');
  const employer = job.employer?.trim();
  const state = jobState(job, now);
  // A closed job reads as closed, once; an open one says its status beside when it closes.
  const status = state.closed ? '' : statusLabel(locale, job.status);
  const terms = joinParts([jobHours(t, locale, job), jobPay(t, locale, job)?.value]);
  return (
    <section class="card summary" aria-label={t('overlay.region', { title })}>
      <header class="card-header">
        {handle}
        <p class="eyebrow">{cardEyebrow(t, mark?.status)}</p>
        <DismissIcon onDismiss={onDismiss} busy={busy} />
      </header>
      <div class="summary-body">
        <h1 class={state.closed ? 'title title-closed' : 'title'}>{title}</h1>
        {employer && <p class="employer">{employer}</p>}
        <p class="summary-line">
          {status && <span class="summary-status">{status}</span>}
          {status && state.closingAt !== null && ' · '}
          <ClosingCountdown status={job.status} closingDate={job.closingDate} now={now} />
        </p>
        {terms && <p class="summary-line">{terms}</p>}
        <AlsoOn vacancy={vacancy} jobId={job.id} now={now} compact />
      </div>
      <footer class="summary-actions">
        {notice && (
          <p class="notice error" role="alert">
            {notice}
          </p>
        )}
        <button type="button" class="primary" ref={expandRef} onClick={onExpand} disabled={busy} aria-expanded={false}>
          {t('overlay.expand')}
        </button>
      </footer>
    </section>
  );
}
