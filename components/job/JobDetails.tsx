import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Attachment, Company, Job } from '@/utils/api/schemas';
import { jobState } from '@/utils/feed/job-state';
import { categoryLabel, enumLabel } from '@/utils/i18n/enum-labels';
import { closingText, formatNumber } from '@/utils/i18n/format';
import { closingFact, formatDate, formatDateTime, statusText } from '@/utils/i18n/format-record';
import type { Translate } from '@/utils/i18n/translate';
import { SafeHtml } from '../SafeHtml';
import { downloadAttachment, safeFileName } from './attachment';
import { jobHours, jobPay, jobPlace, joinParts, safeHttpUrl } from './display';
import { JobFacts, type Fact } from './JobFacts';
import { useI18n } from '@/utils/i18n/context';
import { PostingLink } from './PostingLink';
import { closingLook } from './closing-look';

interface Props {
  job: Job;
  now: number;
  /** Id of the heading, so that the page can move focus to it. */
  headingId?: string;
  /** The title's level: 1 where the record is the page (the full-record tab), 2 inside a popup or panel. */
  headingLevel?: 1 | 2;
  /** The recruiter's controls (mark, copy, notes), right under the title they act on. */
  actions?: ComponentChildren;
}

function yesNo(t: Translate, value: boolean | null): string {
  return value === null ? '' : value ? t('job.yes') : t('job.no');
}

function nonEmpty(values: (string | null | undefined)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value.trim() !== '').map((value) => value.trim());
}

/** A part of the record, its heading one level under the record's title. */
function Section({ level, title, children }: { level: 2 | 3; title: string; children: ComponentChildren }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class="job-section">
      <Heading class="job-section-heading">{title}</Heading>
      {children}
    </section>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <ul class="job-text-list">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function Attachments({ attachments }: { attachments: Attachment[] }) {
  const { t } = useI18n();
  return (
    <ul class="job-attachments">
      {attachments.map((attachment, i) => {
        const name = safeFileName(attachment.name, `${t('details.untitledAttachment')} ${i + 1}`);
        const content = attachment.content;
        return (
          <li key={attachment.id ?? i}>
            <span class="attachment-name">{name}</span>
            {attachment.mimeType && (
              <span class="muted">
                {' '}
                ({t('details.attachmentType')}: {attachment.mimeType})
              </span>
            )}{' '}
            {content ? (
              <button type="button" class="link-button" onClick={() => downloadAttachment(content, attachment.mimeType, name)}>
                {t('job.download')}
                <span class="visually-hidden"> {name}</span>
              </button>
            ) : (
              <span class="muted">— {t('details.attachmentNoContent')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The employer's logo, or nothing: a logo that fails to load (gone, blocked, not an image) leaves no
 * broken-image box and no clipped alt text behind; the name beside it says who it is.
 */
function CompanyLogo({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return null;
  return (
    <img class="company-logo" src={url} alt={alt} width={40} height={40} referrerpolicy="no-referrer" onError={() => setFailed(url)} />
  );
}

function CompanyCard({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const logo = safeHttpUrl(company.logoUrl);
  const name = company.name?.trim() ?? '';
  const facts: Fact[] = [
    { label: t('job.location'), value: joinParts([company.location?.trim() || company.city, company.countryCode]) },
    { label: t('job.industry'), value: company.industry ?? '' },
    {
      label: t('job.companySize'),
      value:
        company.employeeCount !== null
          ? t(company.employeeCount === 1 ? 'details.employeesOne' : 'details.employees', {
              count: formatNumber(locale, company.employeeCount),
            })
          : '',
    },
  ];
  return (
    <div class="company">
      <div class="company-head">
        {logo && <CompanyLogo url={logo} alt={t('details.companyLogo', { name: name || t('job.company') })} />}
        {name && <p class="company-name">{name}</p>}
      </div>
      <JobFacts facts={facts} />
      {company.summary && <SafeHtml value={company.summary} class="rich-text" />}
      {company.description && company.description !== company.summary && <SafeHtml value={company.description} class="rich-text" />}
    </div>
  );
}

/** The full record of one job, readable: words for enumerations, dates and ranges in the UI language. */
export function JobDetails({ job, now, headingId, headingLevel = 2, actions }: Props) {
  const { t, locale } = useI18n();
  const title = job.title?.trim() || t('job.untitled');
  const url = safeHttpUrl(job.url);
  const pay = jobPay(t, locale, job);
  const state = jobState(job, now);
  const closing = closingFact(t, locale, state, now);
  const start = joinParts([formatDate(locale, job.startDate), job.startDateText]);
  const place = joinParts([
    job.address,
    nonEmpty([job.postalCode, job.city]).join(' '),
    enumLabel('province', job.province, locale),
    job.countryCode,
  ]);

  const facts: Fact[] = [
    { label: t('job.employer'), value: job.employer ?? '' },
    { label: t('job.location'), value: jobPlace(job, locale) },
    { label: t('details.address'), value: place },
    { label: t('job.hoursLabel'), value: jobHours(t, locale, job) },
    { label: pay?.label ?? t('job.salary'), value: pay?.value ?? '' },
    { label: t('details.salaryScale'), value: job.salaryScale ?? '' },
    { label: t('job.category'), value: categoryLabel(job, locale) },
    { label: t('job.employmentType'), value: enumLabel('employmentType', job.employmentType, locale) },
    { label: t('job.seniority'), value: enumLabel('seniorityLevel', job.seniorityLevel, locale) },
    { label: t('job.freelancerAllowed'), value: enumLabel('freelancerAllowed', job.freelancerAllowed, locale) },
    { label: t('job.government'), value: yesNo(t, job.government) },
    { label: t('job.language'), value: enumLabel('language', job.language, locale) },
    { label: t('job.status'), value: statusText(t, locale, job.status, state) },
    { label: t('details.duration'), value: job.duration ?? '' },
    { label: t('details.extensionOption'), value: job.extensionOption ?? '' },
    { label: t('details.maximumCandidates'), value: job.maximumCandidates !== null ? formatNumber(locale, job.maximumCandidates) : '' },
    { label: t('details.maximumSubmissions'), value: job.maximumSubmissions !== null ? formatNumber(locale, job.maximumSubmissions) : '' },
    { label: t('details.client'), value: job.client?.name ?? '' },
    {
      label: t('job.source'),
      value: joinParts([
        enumLabel('platform', job.platform, locale),
        job.source !== job.platform ? enumLabel('platform', job.source, locale) : null,
      ]),
    },
    { label: t('job.reference'), value: job.sourceId ?? '' },
  ];
  const dates: Fact[] = [
    { label: t('job.publishDate'), value: formatDate(locale, job.publishDate) },
    { label: t('job.closingDate'), value: closing && <span class={`job-${closingLook(state, now)}`}>{closing}</span> },
    { label: t('details.askQuestionsDueDate'), value: formatDateTime(locale, job.askQuestionsDueDate) },
    { label: t('details.expectedAwardDate'), value: formatDate(locale, job.expectedAwardDate) },
    { label: t('job.startDate'), value: start },
    { label: t('job.endDate'), value: formatDate(locale, job.endDate) },
    { label: t('job.createdDate'), value: formatDateTime(locale, job.createdDate) },
    { label: t('job.updatedDate'), value: formatDateTime(locale, job.updatedDate) },
  ];
  const competences = nonEmpty((job.competences ?? []).map((c) => c.text));
  const educations = nonEmpty((job.educations ?? []).map((e) => enumLabel('educationLevel', e.level, locale)));
  const activities = nonEmpty((job.activities ?? []).map((a) => a.text));
  const attachments = job.attachments ?? [];

  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const level = headingLevel === 1 ? 2 : 3;
  return (
    <article class="job-details" aria-labelledby={headingId}>
      <header class="job-details-head">
        <Title id={headingId} tabIndex={-1} class={state.closed ? 'job-details-title title-closed' : 'job-details-title'}>
          {title}
        </Title>
        <p class="muted">{joinParts([job.employer, jobPlace(job, locale)])}</p>
        {state.closed && <p class="job-state-closed">{closingText(t, locale, state, now)}</p>}
        {url && <PostingLink url={url} />}
      </header>
      {actions}
      {/* The facts first in a narrow column; beside the texts where a page is wide (the full-record tab). */}
      <div class="job-details-side">
        <Section level={level} title={t('details.facts')}>
          <JobFacts facts={facts} />
        </Section>
        <Section level={level} title={t('details.dates')}>
          <JobFacts facts={dates} />
        </Section>
      </div>
      <div class="job-details-main">
        <Section level={level} title={t('job.description')}>
          {job.description?.trim() ? (
            <SafeHtml value={job.description} class="rich-text" />
          ) : (
            <p class="muted">{t('details.noDescription')}</p>
          )}
        </Section>
        {job.candidateDescription?.trim() && (
          <Section level={level} title={t('job.candidateDescription')}>
            <SafeHtml value={job.candidateDescription} class="rich-text" />
          </Section>
        )}
        {competences.length > 0 && (
          <Section level={level} title={t('job.competences')}>
            <TextList items={competences} />
          </Section>
        )}
        {educations.length > 0 && (
          <Section level={level} title={t('job.educations')}>
            <TextList items={educations} />
          </Section>
        )}
        {activities.length > 0 && (
          <Section level={level} title={t('job.activities')}>
            <TextList items={activities} />
          </Section>
        )}
        {attachments.length > 0 && (
          <Section level={level} title={t('job.attachments')}>
            <Attachments attachments={attachments} />
          </Section>
        )}
        {job.company && (job.company.name || job.company.summary || job.company.industry) && (
          <Section level={level} title={t('job.company')}>
            <CompanyCard company={job.company} />
          </Section>
        )}
      </div>
    </article>
  );
}
