/**
 * A job as the local index knows it (title, employer, place, hours, pay, category, closing, the
 * posting link): what a page shows while the full record cannot be fetched.
 */
import { jobState } from '@/utils/feed/job-state';
import type { JobSummary } from '@/utils/feed/summary';
import { closingText } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import { jobHours, jobPay, jobPlace, joinParts, safeHttpUrl } from './display';
import { summaryCategory } from './JobListItem';
import { PostingLink } from './PostingLink';
import { closingLook } from './closing-look';

interface Props {
  job: JobSummary;
  now: number;
  /** Id of the heading, so that the page can move focus to it. */
  headingId?: string;
  /** The link to the posting; a card on the posting itself leaves it out. */
  postingLink?: boolean;
  /** The title's level: 1 where the job is the page (the full-record tab). */
  headingLevel?: 1 | 2;
}

export function JobSummaryView({ job, now, headingId, postingLink = true, headingLevel = 2 }: Props) {
  const { t, locale } = useI18n();
  const title = job.title?.trim() || t('job.untitled');
  const state = jobState(job, now);
  const closing = closingText(t, locale, state, now);
  const url = postingLink ? safeHttpUrl(job.url) : null;
  const where = joinParts([job.employer, jobPlace(job, locale)]);
  const facts = joinParts([jobHours(t, locale, job), jobPay(t, locale, job)?.value, summaryCategory(job, locale)]);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article class={state.closed ? 'job-summary job-row-closed' : 'job-summary'}>
      <Title id={headingId} tabIndex={-1} class="job-title">
        {title}
      </Title>
      {where && <p class="job-line">{where}</p>}
      {facts && <p class="job-line muted">{facts}</p>}
      {closing && <p class={`job-line job-${closingLook(state, now)}`}>{closing}</p>}
      {url && <PostingLink url={url} />}
    </article>
  );
}
