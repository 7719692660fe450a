/**
 * A job as plain text: the "Copy" summary a recruiter pastes into a mail or a CRM, the export's
 * rows, and a description's HTML read as text (parsed into an inert document: nothing in it runs or
 * loads, and no markup comes out).
 */
import { jobState, type JobStateFields } from '@/utils/feed/job-state';
import type { JobStatus } from '@/utils/feed/job-status';
import type { JobSummary } from '@/utils/feed/summary';
import { enumLabel } from '@/utils/i18n/enum-labels';
import { closingText } from '@/utils/i18n/format';
import { closingFact, localIsoDay } from '@/utils/i18n/format-record';
import { instantMs } from '@/utils/feed/instants';
import { looksLikeHtml, markupText } from '@/utils/html/looks-like-html';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';
import { jobHours, jobPay, jobPlace, joinParts, safeHttpUrl, type PayFields, type PlaceFields } from './display';

/** What a summary and a full record both carry. */
export type TextFields = PlaceFields &
  PayFields &
  JobStateFields & {
    id: number;
    title: string | null;
    employer: string | null;
    category: string | null;
    categoryLabel?: JobSummary['categoryLabel'];
    url: string | null;
  };

function category(job: TextFields, locale: Locale): string {
  return job.categoryLabel?.[locale]?.trim() || enumLabel('category', job.category, locale);
}

/** The closing line; a job its status closed says Closed, with its date when it has one. */
function closingLine(t: Translate, locale: Locale, state: ReturnType<typeof jobState>, now: number): string {
  const fact = closingFact(t, locale, state, now);
  return state.closed && state.by === 'status' ? joinParts([closingText(t, locale, state, now), fact]) : fact;
}

/** "Title / Employer · Place / hours · rate · category / closing / mark / posting", empty lines left out. */
export function jobSummaryText(job: TextFields, status: JobStatus | null, t: Translate, locale: Locale, now: number): string {
  const lines = [
    job.title?.trim() || t('job.untitled'),
    joinParts([job.employer, jobPlace(job, locale)]),
    joinParts([jobHours(t, locale, job), jobPay(t, locale, job)?.value, category(job, locale)]),
    closingLine(t, locale, jobState(job, now), now),
    status ? `${t('status.group')}: ${t(`status.${status}`)}` : '',
    safeHttpUrl(job.url) ?? '',
  ];
  return lines.filter((line) => line.trim() !== '').join('\n');
}

const BLOCKS = 'p, div, li, ul, ol, h1, h2, h3, h4, h5, h6, tr, table, section, article, blockquote, pre';

/** Each line's whitespace folded to one space, at most one empty line in a row. */
function foldLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A description's HTML as text: paragraphs and list items on lines of their own, "• " or "1. " before items. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Plain text is not parsed as markup, as the details do not: "Jan <jan@acme.nl>" would lose its address
  // as an unknown tag. Its line ends read as a parser reads them (CR LF and CR are LF), and only its
  // character references as markup, one at a time, as the details read them.
  if (!looksLikeHtml(html)) {
    return foldLines(html.replace(/\r\n?/g, '\n').replace(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, markupText));
  }
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.querySelectorAll('script, style, template, noscript')) hidden.remove();
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  // An ordered list's items by their number, as the details show them (steps of a procedure); others with a bullet.
  for (const item of doc.querySelectorAll('li')) {
    const list = item.parentElement;
    item.prepend(list?.localName === 'ol' ? `${[...list.children].filter((el) => el.localName === 'li').indexOf(item) + 1}. ` : '• ');
  }
  // A list inside an item starts on a line of its own, not after its parent item's text.
  for (const list of doc.querySelectorAll('li > ul, li > ol')) list.prepend('\n');
  // A row's cells side by side, apart (the whitespace is folded to one space below).
  for (const cell of doc.querySelectorAll('td, th')) cell.append(' ');
  for (const block of doc.querySelectorAll(BLOCKS)) block.append('\n');
  return foldLines(doc.body.textContent ?? '');
}

/** The export's columns, in the UI's language. */
export function exportHeader(t: Translate): string[] {
  return [
    t('export.id'),
    t('export.title'),
    t('job.employer'),
    t('job.location'),
    t('job.hoursLabel'),
    t('job.rate'),
    t('job.closingDate'),
    t('job.category'),
    t('status.group'),
    t('export.note'),
    t('export.employerNote'),
    t('export.url'),
    t('job.description'),
  ];
}

/** One job's row: dates as YYYY-MM-DD (every spreadsheet reads them), the description as text. */
export function exportRow(
  job: TextFields,
  status: JobStatus | null,
  notes: { job: string; employer: string },
  description: string,
  t: Translate,
  locale: Locale,
): (string | number | null)[] {
  const closingDay = instantMs(job.closingDate);
  return [
    job.id,
    job.title?.trim() ?? '',
    job.employer?.trim() ?? '',
    jobPlace(job, locale),
    jobHours(t, locale, job),
    jobPay(t, locale, job)?.value ?? '',
    // The recruiter's day, as every view names it (23:30 UTC on the 15th closes on the 16th in the Netherlands).
    closingDay === null ? '' : localIsoDay(closingDay),
    category(job, locale),
    status ? t(`status.${status}`) : '',
    notes.job,
    notes.employer,
    safeHttpUrl(job.url) ?? '',
    description,
  ];
}
