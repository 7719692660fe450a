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
  /** The visit before the coming one: jobs first seen after it are marked new. */
  lastVisit: number | null;
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
    const value = ((await browser.storage.local.get(KEY)) as Record<string, PopupSnapshot | null | undefined>)[KEY];
    return value && typeof value === 'object' && Array.isArray(value.jobs) && typeof value.apiBaseUrl === 'string' ? value : null;
  } catch {
    return null;
  }
}
