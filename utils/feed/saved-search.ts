/**
 * A saved search, as a value: the popup's query and filters under a name, with its alerts (on or
 * off, every new job or one per employer) and what its alerts have found and the recruiter not yet
 * looked at. Kept in the index's database (saved-searches.ts) and never sent anywhere.
 */
import type { JobFilters } from '../messaging/filters';

/**
 * The longest name a saved search may have. Here, in a module without zod, since the popup's search
 * bar needs it and the message schemas (utils/messaging/contract.ts) would bring zod to the popup.
 */
export const SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_MAX = 50;
/** New matches kept per search until looked at: more than a notification or a badge can say. */
export const UNSEEN_MAX = 200;
/** Matches closed when they came, kept per search (the newest) in case they open again: `closedOut`. */
export const CLOSED_OUT_MAX = 200;

export interface StoredSearch {
  /** Made when the search is saved; names its notification too. */
  id: string;
  name: string;
  query: string;
  /** The popup's filters, without the ones that only mean something at one moment (see `savedFilters`). */
  filters: JobFilters;
  /** Alerts on: each sync's new matches are counted, and notified when the browser allows it. */
  alerts: boolean;
  /** "Once per employer": of a sync's new matches, one job per employer. */
  perEmployer: boolean;
  createdAt: number;
  /** Jobs first seen after this time are news for the search; moved on by every evaluation. */
  since: number;
  /** New matches not yet looked at, newest first (at most UNSEEN_MAX). */
  unseen: number[];
  /**
   * Matches that were already closed when they came (no news then), never announced: one seen open at
   * a later evaluation is news then (search-alerts.ts). Newest first, at most CLOSED_OUT_MAX; none yet:
   * not there. Emptied with the news when alerts go off or the search is edited.
   */
  closedOut?: number[];
  /**
   * The jobs its notification names: the finds of its last alert shown (none yet: not there). A mute
   * that covers some of them has it name the rest (search-alerts.ts in the background). Emptied once
   * the recruiter looked at the news or clicked the notification: a mute then leaves it as it is.
   */
  announced?: number[];
  /**
   * Firefox, which can only show a notification anew: it is to be shown with the words of `announced`
   * at `at`, once the mutes that changed them settle; `first`: when the first of them came.
   */
  reshow?: { first: number; at: number };
}

/** The search with nothing waiting to be shown anew: a new alert, or the recruiter, overtook it. */
export function withoutReshow(search: StoredSearch): StoredSearch {
  const { reshow: _reshow, ...rest } = search;
  return rest;
}

/** What a saved search keeps of the filters: "new since my last visit" and "show muted" are of the moment. */
export function savedFilters(filters: JobFilters): JobFilters {
  const { seenAfter: _seen, showMuted: _muted, ...kept } = filters;
  return kept;
}

/**
 * Whether two sets of filters search alike: neither the order of their keys or of a list's values,
 * nor a filter that filters nothing (off, no bound, no value chosen), makes a difference.
 */
export function sameFilters(a: JobFilters, b: JobFilters): boolean {
  const spelled = (filters: JobFilters) =>
    JSON.stringify(
      Object.entries(filters)
        // An empty list of ids leaves every job out: it filters.
        .filter(([key, value]) => value != null && value !== false && !(Array.isArray(value) && value.length === 0 && key !== 'ids'))
        .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value])
        // By key: an entry sorts as "key,value", and no filter's name begins another's.
        .sort(),
    );
  return spelled(a) === spelled(b);
}

/** The name a search gets when none is typed: its query, else "Saved search". */
export function defaultSearchName(query: string, fallback: string): string {
  const name = query.trim().replace(/\s+/g, ' ');
  return (name === '' ? fallback : name).slice(0, SEARCH_NAME_MAX);
}
