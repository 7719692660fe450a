/**
 * The response bodies of the four operations, parsed into our types. A body is refused (ApiError
 * 'malformed') only when it is not that operation's answer at all; inside a job, anything odd is
 * tolerated by the schemas. Messages describe the shape, never the content: a body may hold a token.
 */
import { z } from 'zod/mini';
import { ApiError } from './errors';
import { JobSchema, type Job } from './schemas';
import { isPlainObject } from './schemas/fields';

/** What a Spring `Page` body says about the result beyond its content; null fields were absent. */
export interface PageInfo {
  totalElements: number | null;
  totalPages: number | null;
  /** The page's index, from 0. */
  number: number | null;
  size: number | null;
  last: boolean | null;
}

export interface JobList<T = Job> {
  jobs: T[];
  /** Elements that were not jobs (not an object, or no valid id): left out and counted. */
  skipped: number;
  page: PageInfo | null;
}

const count = z.int().check(z.nonnegative());
const optionalCount = z.catch(z.nullable(count), null);

const PageSchema = z.object({
  content: z.array(z.unknown()),
  totalElements: optionalCount,
  totalPages: optionalCount,
  number: optionalCount,
  size: optionalCount,
  last: z.catch(z.nullable(z.boolean()), null),
});

function malformed(message: string): ApiError {
  return new ApiError({ kind: 'malformed', message });
}

/**
 * Get Job's body. A string id (`{"id": "12"}`) is refused like a missing one: JHipster writes Java
 * longs as JSON numbers, so a string id means a different API, not a variation of this one.
 */
export function parseJob(body: unknown): Job {
  if (!isPlainObject(body)) throw malformed(`The job is ${describe(body)}, not an object`);
  const result = JobSchema.safeParse(body);
  if (!result.success) throw malformed('The job has no valid id (a positive whole number)');
  return result.data;
}

/** Reads one element of a job list: the job, or null when it is not one (no valid id). */
export type JobReader<T> = (item: Record<string, unknown>) => T | null;

function readJob(item: Record<string, unknown>): Job | null {
  const result = JobSchema.safeParse(item);
  return result.success ? result.data : null;
}

/**
 * Get All Jobs' body: a bare array of jobs (JHipster) or a Spring Page object. Each element that is
 * an object goes through `read` (full Jobs by default; the sync reads listings: readListing).
 */
export function parseJobList(body: unknown): JobList;
export function parseJobList<T>(body: unknown, read: JobReader<T>): JobList<T>;
export function parseJobList(body: unknown, read: JobReader<unknown> = readJob): JobList<unknown> {
  let elements: unknown[];
  let page: PageInfo | null = null;
  if (Array.isArray(body)) {
    elements = body;
  } else {
    const result = PageSchema.safeParse(body);
    if (!result.success) throw malformed(`The job list is ${describe(body)}, neither an array nor a page object`);
    const { content, ...info } = result.data;
    elements = content;
    page = info;
  }
  const jobs: unknown[] = [];
  for (const item of elements) {
    const job = isPlainObject(item) ? read(item) : null;
    if (job !== null) jobs.push(job);
  }
  return { jobs, skipped: elements.length - jobs.length, page };
}

/** Count Jobs' body: a bare number (JHipster) or `{"count": n}`. */
export function parseCount(body: unknown): number {
  const bare = count.safeParse(body);
  if (bare.success) return bare.data;
  if (isPlainObject(body)) {
    const wrapped = count.safeParse(body.count);
    if (wrapped.success) return wrapped.data;
  }
  throw malformed(`The count is ${describe(body)}, not a whole number of 0 or more`);
}

/** Authorize's body: `{"id_token": "<JWT>"}`. The message never quotes the body: it may be a token. */
export function parseAuthResponse(body: unknown): string {
  const token = isPlainObject(body) ? body.id_token : undefined;
  if (typeof token === 'string' && token.trim() !== '') return token.trim();
  throw malformed('The sign-in answer has no id_token');
}

/** The kind of a value, for messages that must not quote it. */
function describe(value: unknown): string {
  if (value === undefined) return 'empty';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
