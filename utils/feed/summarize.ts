/**
 * toJobSummary: the slim record the feed index keeps of one job. Built field by field from an
 * allowlist (SECURITY.md#credentials-dropped-at-parse): nothing nested and no credential can reach the index, whatever the
 * parsed Job carries.
 */
import { httpUrl, postingKeyFromParsed, type BoardAdapter } from '../boards';
import type { JobListing, ListingCategory } from '../api/schemas';
import { descriptionHash } from './description-hash';
import { normalizeParsedUrl } from './normalize-url';
import type { JobSummary } from './summary';
import { employerGroupKey, titleGroupKey } from './vacancy-key';

/** Stands in for a missing date in `recency`: the width of an ISO instant, below every real one. */
const NO_DATE = '0000-00-00T00:00:00.000Z';

/** `Number.MAX_SAFE_INTEGER` has 16 digits: padded ids sort as numbers. */
const ID_DIGITS = 16;

/** The job's embedded category records, most specific first (its source's own category). */
function embeddedCategories(job: JobListing): ListingCategory[] {
  const source = job.data?.clientDataSource;
  return [
    ...(source?.jobCategory ? [source.jobCategory] : []),
    ...(source?.dataSource?.jobCategories ?? []),
    ...(job.client?.jobCategories ?? []),
  ];
}

function categoryLabel(job: JobListing): JobSummary['categoryLabel'] {
  if (job.category === null) return null;
  const record = embeddedCategories(job).find((c) => c.name === job.category && (c.en !== null || c.nl !== null));
  return record ? { en: record.en, nl: record.nl } : null;
}

/** Sorts newest first when read in descending order: publish date, then created date, then id. */
export function recencyKey(job: Pick<JobListing, 'id' | 'publishDate' | 'createdDate'>): string {
  return `${job.publishDate ?? NO_DATE}|${job.createdDate ?? NO_DATE}|${String(job.id).padStart(ID_DIGITS, '0')}`;
}

/** From a full Job or a listing: both carry every field read here. */
export function toJobSummary(job: JobListing, adapters: readonly BoardAdapter[], firstSeenAt: number): JobSummary {
  const url = job.url?.trim() || null;
  // Parsed once for both keys: a sync parses every job's URL.
  const parsed = httpUrl(url);
  return {
    id: job.id,
    title: job.title,
    employer: job.employer,
    location: job.location,
    city: job.city,
    province: job.province,
    category: job.category,
    categoryLabel: categoryLabel(job),
    employmentType: job.employmentType,
    seniorityLevel: job.seniorityLevel,
    freelancerAllowed: job.freelancerAllowed,
    government: job.government,
    hoursMinimum: job.hoursMinimum,
    hoursMaximum: job.hoursMaximum,
    salaryMinimum: job.salaryMinimum,
    salaryMaximum: job.salaryMaximum,
    salaryPeriod: job.salaryPeriod,
    status: job.status,
    publishDate: job.publishDate,
    createdDate: job.createdDate,
    updatedDate: job.updatedDate,
    closingDate: job.closingDate,
    startDate: job.startDate,
    url,
    normalizedUrl: parsed ? normalizeParsedUrl(parsed) : null,
    postingKey: parsed ? postingKeyFromParsed(parsed, adapters) : null,
    recency: recencyKey(job),
    vacancyEmployer: employerGroupKey(job.employer),
    vacancyTitle: titleGroupKey(job.title, job.city),
    descriptionHash: descriptionHash(job.description),
    firstSeenAt,
  };
}
