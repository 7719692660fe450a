/**
 * What the popup shows first: the count and the newest jobs as the background last saw them. The
 * popup reads it straight from `storage.local`, without waking or waiting for the background, so
 * it paints at once even while the worker starts, syncs or waits on a slow API; the live answers
 * replace it moments later. Written by the background while signed in, removed when the session
 * ends or local data is cleared. Feed data only: no token, no credential field.
 */
import { browser } from 'wxt/browser';
import type { FeedCount } from '../storage';
import type { JobSummary } from './summary';
import { MAX_OPENED } from './new-jobs';
import { JOB_STATUSES, type JobStatus } from './job-status';

/**
 * A popup's height of jobs and some: fewer rows paint sooner (measured: list painted at about 127 ms
 * instead of 155 ms with 50), and the rest of the first page follows from the background.
 */
export const SNAPSHOT_JOBS = 20;

export interface PopupSnapshot {
  /** Whose feed: the popup shows a snapshot only as this user's. */
  subject: string | null;
  apiBaseUrl: string;
  count: FeedCount | null;
  /** The newest jobs, unfiltered, as the first page of `jobs.search` would give them. */
  jobs: JobSummary[];
  matches: number;
  indexed: number;
  /** The visit before the coming one (the "new since my last visit" filter). */
  lastVisit: number | null;
  /** Jobs opened in the last day, not marked new (absent in older snapshots). */
  opened?: number[];
  /** The recruiter's marks on these jobs (absent in older snapshots). */
  statuses?: Record<number, JobStatus>;
  /** When the last sync finished, shown until the background answers (absent in older snapshots). */
  lastSyncAt?: number | null;
  savedAt: number;
}

// Plain storage calls rather than a WXT storage item: the popup reads this on its critical path
// and should not carry the storage library for it.
const KEY = 'popupSnapshot';

export async function storePopupSnapshot(snapshot: PopupSnapshot): Promise<void> {
  await browser.storage.local.set({ [KEY]: snapshot });
}

export async function removePopupSnapshot(): Promise<void> {
  await browser.storage.local.remove(KEY);
}

/** The stored snapshot, or null when there is none or it is unreadable (the popup then asks the background). */
export async function readPopupSnapshot(): Promise<PopupSnapshot | null> {
  try {
    const value: unknown = ((await browser.storage.local.get(KEY)) as Record<string, unknown>)[KEY];
    return isPopupSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

/*
 * Checked by hand rather than with the zod schemas: this runs before the popup's first paint, and zod
 * with the job schemas would be most of the popup's code. Only our background writes the snapshot,
 * from jobs it parsed with those schemas; but storage.local can also be reached from our content
 * scripts, which live in web pages, so the popup does not take the shape on trust: every field it
 * reads from the snapshot must have the type it reads it as (a few typeof checks per job, microseconds
 * for the 20 jobs). A snapshot that fails is ignored, and the popup waits for the background instead.
 */

type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => value === null || typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number';
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

/** What the list shows of a job (JobListItem) and the id it opens. */
const ROW_TEXT = ['title', 'employer', 'location', 'city', 'province', 'category', 'salaryPeriod', 'closingDate', 'url'] as const;
const ROW_NUMBERS = ['hoursMinimum', 'hoursMaximum', 'salaryMinimum', 'salaryMaximum'] as const;

function isListedJob(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { id, firstSeenAt, categoryLabel } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || !isNumber(firstSeenAt)) return false;
  if (categoryLabel !== null && !(isRecord(categoryLabel) && isText(categoryLabel.en) && isText(categoryLabel.nl))) return false;
  return ROW_TEXT.every((key) => isText(value[key])) && ROW_NUMBERS.every((key) => isNumberOrNull(value[key]));
}

function isFeedCount(value: unknown): boolean {
  return value === null || (isRecord(value) && isNumber(value.count) && isNumber(value.countedAt));
}

export function isPopupSnapshot(value: unknown): value is PopupSnapshot {
  if (!isRecord(value)) return false;
  const { subject, apiBaseUrl, count, jobs, matches, indexed, lastVisit, opened, statuses, lastSyncAt, savedAt } = value;
  return (
    isText(subject) &&
    typeof apiBaseUrl === 'string' &&
    isFeedCount(count) &&
    Array.isArray(jobs) &&
    jobs.length <= SNAPSHOT_JOBS &&
    jobs.every(isListedJob) &&
    isNumber(matches) &&
    isNumber(indexed) &&
    isNumberOrNull(lastVisit) &&
    (lastSyncAt === undefined || isNumberOrNull(lastSyncAt)) &&
    (opened === undefined || (Array.isArray(opened) && opened.length <= MAX_OPENED && opened.every(isNumber))) &&
    (statuses === undefined ||
      (isRecord(statuses) && Object.values(statuses).every((s) => (JOB_STATUSES as readonly unknown[]).includes(s)))) &&
    isNumber(savedAt)
  );
}
