/**
 * JobListingSchema (listing.ts) as a plain function: the same allowlist, the same tolerance, the same
 * output, for the hundred thousand jobs a sync reads. In an extension, zod cannot compile its parsers
 * (the CSP forbids `new Function`), so its generic path parses every field with an issue list and a
 * result object of its own: about 950 MB allocated and a second of the worker's time in a 100,000-job
 * sync (test/bench/profile-sync.ts). The schema stays the definition: listing-reader.test.ts holds
 * this reader to it, generated jobs of every shape (odd types, credentials, broken lists) compared
 * output for output, so a field added to one and not the other fails there.
 */
import { isPlainObject } from './fields';
import { normalizeInstant } from './timestamps';
import type { JobListing, ListingCategory } from './listing';

type Fields = Record<string, unknown>;

/** fields.ts's `text`. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** fields.ts's `integer` (`z.int()`: a safe integer). */
function integer(value: unknown): number | null {
  return Number.isSafeInteger(value) ? (value as number) : null;
}

/** fields.ts's `bool`. */
function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/** fields.ts's `enumeration`: trimmed, 1 to 100 characters. */
function enumeration<T extends string>(value: unknown): T | null {
  if (typeof value !== 'string') return null;
  const member = value.trim();
  return member.length >= 1 && member.length <= 100 ? (member as T) : null;
}

/** fields.ts's `instant`. */
function instant(value: unknown): string | null {
  return typeof value === 'string' ? normalizeInstant(value) : null;
}

/** listing.ts's category record: name and labels. */
function category(value: unknown): ListingCategory | null {
  return isPlainObject(value) ? { name: text(value.name), en: text(value.en), nl: text(value.nl) } : null;
}

/** listing.ts's `listingCategories`: the records of a list; an element that is not one drops only itself. */
function categories(value: unknown): ListingCategory[] | null {
  if (!Array.isArray(value)) return null;
  const records: ListingCategory[] = [];
  for (const item of value) {
    const record = category(item);
    if (record !== null) records.push(record);
  }
  return records;
}

function data(value: unknown): JobListing['data'] {
  if (!isPlainObject(value)) return null;
  const source = value.clientDataSource;
  if (!isPlainObject(source)) return { clientDataSource: null };
  const dataSource = source.dataSource;
  return {
    clientDataSource: {
      jobCategory: category(source.jobCategory),
      dataSource: isPlainObject(dataSource) ? { jobCategories: categories(dataSource.jobCategories) } : null,
    },
  };
}

/** A Get All Jobs element as a listing (JobListingSchema's output), or null where the schema refuses it. */
export function readListing(job: Fields): JobListing | null {
  const id = job.id;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) return null;
  const client = job.client;
  return {
    id: id as number,
    title: text(job.title),
    description: text(job.description),
    url: text(job.url),
    employer: text(job.employer),
    location: text(job.location),
    city: text(job.city),
    province: enumeration(job.province),
    category: enumeration(job.category),
    employmentType: enumeration(job.employmentType),
    seniorityLevel: enumeration(job.seniorityLevel),
    freelancerAllowed: enumeration(job.freelancerAllowed),
    government: bool(job.government),
    hoursMinimum: integer(job.hoursMinimum),
    hoursMaximum: integer(job.hoursMaximum),
    salaryMinimum: integer(job.salaryMinimum),
    salaryMaximum: integer(job.salaryMaximum),
    salaryPeriod: enumeration(job.salaryPeriod),
    status: text(job.status),
    publishDate: instant(job.publishDate),
    createdDate: instant(job.createdDate),
    updatedDate: instant(job.updatedDate),
    closingDate: instant(job.closingDate),
    startDate: instant(job.startDate),
    data: data(job.data),
    client: isPlainObject(client) ? { jobCategories: categories(client.jobCategories) } : null,
  };
}
