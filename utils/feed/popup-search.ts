/**
 * The popup's search and filters, kept for the browser session (storage.session: gone when the
 * browser closes), so a popup opened again shows the list the user left. Read before the first
 * render like the snapshot (popup-snapshot.ts), with plain storage calls and a check by hand, not
 * zod, on the popup's critical path; the background parses the search again when it is run, so a
 * stored value that passes here and is still wrong is refused there, and the popup starts empty.
 */
import { browser } from 'wxt/browser';
import type { JobFilters } from '../messaging/contract';
import { isRecord } from './popup-snapshot';

export interface SavedSearch {
  query: string;
  filters: JobFilters;
}

const KEY = 'popupSearch';
const LISTS = ['provinces', 'categories', 'employmentTypes', 'seniorityLevels', 'freelancerAllowed'] as const;

function isFilters(value: unknown): value is JobFilters {
  return (
    isRecord(value) &&
    Object.entries(value).every(([key, field]) => {
      if ((LISTS as readonly string[]).includes(key)) return Array.isArray(field) && field.every((item) => typeof item === 'string');
      if (key === 'hoursMin' || key === 'hoursMax') return field === null || Number.isInteger(field);
      return (key === 'hideClosed' || key === 'hideDone' || key === 'showMuted') && typeof field === 'boolean';
    })
  );
}

/** The saved search; null when there is none, it is unreadable, or it is the empty one. */
export async function readPopupSearch(): Promise<SavedSearch | null> {
  try {
    const value: unknown = ((await browser.storage.session.get(KEY)) as Record<string, unknown>)[KEY];
    if (!isRecord(value)) return null;
    const { query, filters } = value;
    if (typeof query !== 'string' || query.length > 200 || !isFilters(filters)) return null;
    return query === '' && Object.keys(filters).length === 0 ? null : { query, filters };
  } catch {
    return null;
  }
}

/**
 * Keeps the search for the popup's next opening. "New since my last visit" is not kept: the next
 * opening has another last visit; nor is a list of an alert's jobs.
 */
export async function savePopupSearch({ query, filters }: SavedSearch): Promise<void> {
  const { seenAfter: _dropped, ids: _alerted, ...kept } = filters;
  try {
    if (query === '' && Object.keys(kept).length === 0) await browser.storage.session.remove(KEY);
    else await browser.storage.session.set({ [KEY]: { query, filters: kept } });
  } catch {
    // A browser without storage.session for pages: the popup simply starts empty next time.
  }
}
