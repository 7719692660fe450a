/**
 * The expanded overlay card: the feed's record of the posting on this page, shown when the compact
 * summary (OverlaySummary) is expanded. Props in, callbacks out; every value is rendered as text,
 * except the description, which goes through SafeHtml (SECURITY.md#untrusted-html-inert).
 */
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { jobState } from '@/utils/feed/job-state';
import { categoryLabel, enumLabel } from '@/utils/i18n/enum-labels';
import { closingText, formatNumber } from '@/utils/i18n/format';
import { closingFact, formatDate, statusText } from '@/utils/i18n/format-record';
import { jobHours, jobPay, jobPlace } from '@/components/job/display';
import { SafeHtml } from '@/components/SafeHtml';
import { loadSanitizer } from '@/utils/html/load-sanitizer';
import { cardEyebrow, type OverlayJobProps } from './OverlaySummary';
import { StatusButtons } from '../job/StatusButtons';
import type { NotesControl } from '@/utils/ui/use-job-notes';
import { NotesText } from '../job/NotesText';
import { useI18n } from '@/utils/i18n/context';
import { CollapseButton } from './CollapseButton';
import { AlsoOn, VacancyPostings } from '../job/VacancyPostings';
import { closingLook } from '../job/closing-look';

export interface OverlayCardProps extends OverlayJobProps {
  onOpenFull(): void;
  /** Opens the employer's view across the feed (shown when the job names an employer). */
  onOpenEmployer?(): void;
  onCollapse(): void;
  collapseRef?: Ref<HTMLButtonElement>;
  /** The recruiter's notes on the job and its employer, shown to read. */
  notes?: NotesControl;
}

interface Fact {
  label: string;
  value: ComponentChildren;
}

function present(value: ComponentChildren): boolean {
  return !(value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === ''));
}

function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => present(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl class="facts">
      {shown.map((fact) => (
        <div class="fact" key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

export function OverlayCard({
  job,
  now,
  handle,
  busy = false,
  notice = null,
  onOpenFull,
  onOpenEmployer,
  onCollapse,
  onDismiss,
  collapseRef,
  mark,
  notes,
  vacancy = null,
}: OverlayCardProps) {
  const { t, locale } = useI18n();
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  const title = text(job.title) || t('job.untitled');
  const place = jobPlace(job, locale);
  const province = enumLabel('province', job.province, locale);
  const pay = jobPay(t, locale, job);
  const description = text(job.description);
  const competences = (job.competences ?? []).map((c) => text(c.text)).filter((c) => c !== '');
  const educations = (job.educations ?? []).map((e) => enumLabel('educationLevel', e.level, locale)).filter((e) => e !== '');
  const attachments = (job.attachments ?? []).filter((a) => text(a.name) !== '' || text(a.mimeType) !== '');
  const company = job.company;
  const companyPlace = text(company?.location) || text(company?.city);
  const freelancer = enumLabel('freelancerAllowed', job.freelancerAllowed, locale);
  const state = jobState(job, now);

  // The card paints without the sanitizer; it is fetched once the card is up, before a reader asks.
  useEffect(() => {
    const timer = setTimeout(() => void loadSanitizer().catch(() => undefined), 200);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section class="card" aria-label={t('overlay.region', { title })}>
      <header class="card-header">
        {handle}
        <div class="card-heading">
          <p class="eyebrow">{cardEyebrow(t, mark?.status)}</p>
          <h1 class={state.closed ? 'title title-closed' : 'title'}>{title}</h1>
          {text(job.employer) && <p class="employer">{text(job.employer)}</p>}
          {text(job.employer) && onOpenEmployer && (
            <button type="button" class="link-button" onClick={onOpenEmployer}>
              {t('employer.link')}
            </button>
          )}
          {state.closed && <p class="state-closed">{closingText(t, locale, state, now)}</p>}
        </div>
        <CollapseButton onCollapse={onCollapse} disabled={busy} buttonRef={collapseRef} />
      </header>

      <div class="card-body">
        <AlsoOn vacancy={vacancy} jobId={job.id} now={now} />
        {notes && <NotesText notes={notes.notes} />}
        <h2 class="visually-hidden">{t('overlay.facts')}</h2>
        <Facts
          facts={[
            { label: t('job.location'), value: place },
            { label: t('job.province'), value: province && province !== place ? province : '' },
            { label: t('job.hoursLabel'), value: jobHours(t, locale, job) },
            { label: pay?.label ?? t('job.salary'), value: pay?.value ?? '' },
            { label: t('job.status'), value: statusText(t, locale, job.status, state) },
            { label: t('job.category'), value: categoryLabel(job, locale) },
            { label: t('job.seniority'), value: enumLabel('seniorityLevel', job.seniorityLevel, locale) },
            { label: t('job.employmentType'), value: enumLabel('employmentType', job.employmentType, locale) },
            { label: t('job.freelancerAllowed'), value: freelancer },
          ]}
        />

        {(job.closingDate || job.publishDate || job.startDate) && (
          <>
            <h2>{t('overlay.dates')}</h2>
            <Facts
              facts={[
                {
                  label: t('job.closingDate'),
                  value:
                    state.closingAt !== null && job.closingDate ? (
                      <time class={`countdown ${closingLook(state, now)}`} dateTime={job.closingDate}>
                        {closingFact(t, locale, state, now)}
                      </time>
                    ) : null,
                },
                {
                  label: t('job.publishDate'),
                  value: job.publishDate ? <time dateTime={job.publishDate}>{formatDate(locale, job.publishDate)}</time> : null,
                },
                {
                  label: t('job.startDate'),
                  value: job.startDate ? <time dateTime={job.startDate}>{formatDate(locale, job.startDate)}</time> : null,
                },
              ]}
            />
          </>
        )}

        <VacancyPostings vacancy={vacancy} jobId={job.id} />

        {competences.length > 0 && (
          <>
            <h2>{t('job.competences')}</h2>
            <ul class="chips">
              {competences.map((competence, i) => (
                <li key={i}>{competence}</li>
              ))}
            </ul>
          </>
        )}
        {educations.length > 0 && (
          <>
            <h2>{t('job.educations')}</h2>
            <ul class="chips">
              {educations.map((education, i) => (
                <li key={i}>{education}</li>
              ))}
            </ul>
          </>
        )}

        {description !== '' && (
          <>
            <h2>
              <button
                type="button"
                class="disclosure"
                aria-expanded={descriptionOpen}
                aria-controls="job-description"
                onClick={() => setDescriptionOpen((open) => !open)}
              >
                <span aria-hidden="true">{descriptionOpen ? '▾' : '▸'}</span> {t('job.description')}
              </button>
            </h2>
            <div id="job-description" class="description" hidden={!descriptionOpen}>
              {descriptionOpen && <SafeHtml value={description} />}
            </div>
          </>
        )}

        {attachments.length > 0 && (
          <>
            <h2>{t('job.attachments')}</h2>
            <ul class="attachments">
              {attachments.map((attachment, i) => (
                <li key={attachment.id ?? i}>
                  {text(attachment.name) || t('state.unknown')}
                  {text(attachment.mimeType) && (
                    <span class="muted"> ({t('overlay.attachmentType', { type: text(attachment.mimeType) })})</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}

        {company && (text(company.name) || companyPlace || text(company.industry) || company.employeeCount !== null) && (
          <>
            <h2>{t('job.company')}</h2>
            <Facts
              facts={[
                { label: t('job.employer'), value: text(company.name) },
                { label: t('job.location'), value: companyPlace },
                { label: t('job.industry'), value: text(company.industry) },
                {
                  label: t('job.companySize'),
                  value:
                    company.employeeCount !== null
                      ? t(company.employeeCount === 1 ? 'overlay.employeesOne' : 'overlay.employees', {
                          count: formatNumber(locale, company.employeeCount),
                        })
                      : '',
                },
              ]}
            />
          </>
        )}
      </div>

      <footer class="card-actions">
        {notice && (
          <p class="notice error" role="alert">
            {notice}
          </p>
        )}
        {mark && <StatusButtons {...mark} />}
        <div role="group" aria-label={t('overlay.actions')} class="action-row">
          <button type="button" class="primary" onClick={onOpenFull}>
            {t('overlay.openFull')}
          </button>
          <button type="button" onClick={onDismiss} disabled={busy}>
            {t('overlay.dismiss')}
          </button>
        </div>
      </footer>
    </section>
  );
}
