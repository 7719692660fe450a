/**
 * The values the background answers with, one type per answer (utils/messaging/contract.ts pairs
 * each request with one of these). Plain data: everything here crosses the message boundary.
 */
import type { ApiErrorInfo } from '../api/errors';
import type { JobSummary } from '../feed/summary';
import type { JobStatus } from '../feed/job-status';
import type { SessionEnd } from '../session/stored-session';
import type { Settings } from '../settings/schema';
import type { OverlayAnchor } from '../content/anchor-geometry';
import type { FeedCount, SyncState } from '../storage';
import type { ResultCards } from '../boards/types';

export interface SessionInfo {
  signedIn: boolean;
  subject: string | null;
  expiresAt: number | null;
  rememberMe: boolean;
  /** The session ends within the warning window. */
  expiringSoon: boolean;
  /** The API the extension signs in to. */
  apiBaseUrl: string;
  /** Why the last session ended, while signed out. */
  ended: SessionEnd | null;
}

export interface SearchResult {
  jobs: JobSummary[];
  /** Jobs matching query and filters. */
  matches: number;
  /** Jobs in the local index. */
  indexed: number;
  /** When the user last opened the popup before now (the "new since my last visit" filter). */
  lastVisit: number | null;
  /** Jobs opened in the last day: no longer marked new (feed/new-jobs.ts). */
  opened: number[];
  /** The recruiter's marks on the jobs of this page (none: no mark). */
  statuses: Record<number, JobStatus>;
  worked: Worked;
  /** Jobs matching query and filters that the recruiter's mutes leave out (0 when muted jobs are shown). */
  mutedOut: number;
  /** Of `jobs`, the muted ones (listed with "show muted"). */
  mutedIds: number[];
  /** Of `jobs`, those whose vacancy is on more than one board: how many (utils/feed/search-scan.ts). */
  boards?: Record<number, number>;
  /**
   * Read without the vacancy grouping (a refresh nobody asked for, rows not held): a row per posting,
   * so the next page is not at this one's length in the grouped list.
   */
  ungrouped?: true;
}

/** A work queue's progress: of the jobs matching a search (done ones included), how many are done (handled or not relevant). */
export interface Worked {
  done: number;
  of: number;
}

export interface Facets {
  provinces: string[];
  categories: { value: string; en: string | null; nl: string | null }[];
  employmentTypes: string[];
  seniorityLevels: string[];
  freelancerAllowed: string[];
}

export interface SyncStatus {
  state: SyncState;
  indexed: number;
  count: FeedCount | null;
  apiReachable: boolean | null;
  apiError: ApiErrorInfo | null;
}

export interface CountResult {
  count: FeedCount | null;
  /** Why the count could not be refreshed, when it could not. */
  error: ApiErrorInfo | null;
}

/** Where and how the card sits; the overlay page decides, the content script applies. */
export interface OverlayLayout {
  /** The card shows its compact summary (the default) rather than the whole record. */
  collapsed: boolean;
  /**
   * The place remembered for the board, or (answering a move) the card's new place. null: the
   * content script picks a corner clear of the page's main heading and apply button.
   */
  anchor: OverlayAnchor | null;
}

export type PageMatch = (
  | { matched: false }
  /** A feed job is on this page: the overlay frame gets an opaque ticket, never job data. */
  | { matched: true; ticket: string; signedIn: boolean; layout: OverlayLayout }
) & {
  /**
   * The CSS selector of the board's posting links, when the page is on a built-in board with result
   * pages and the user wants markers: the content script asks about the visible links it selects. The
   * boards' rules stay in the background, so the content script carries none of them.
   */
  resultLinks?: string;
  /** Beside them, where the board's result cards link nowhere (LinkedIn's redesigned search): how to read their postings. */
  resultCards?: ResultCards;
};

/**
 * Whether a board page's content script has had its check answered since the worker started: when,
 * and whether the page is a feed job. For extension pages (the popup's view of the current tab, and
 * tests that must know a page was checked before they say nothing happened on it).
 */
export interface PageStatus {
  /** When the last `page.match` for this URL was answered (ms since the epoch), or null if none was. */
  checkedAt: number | null;
  matched: boolean;
}

/** A posting link that is in the feed: presence only, no detail the page could read from a marker. */
export interface PageMarker {
  url: string;
  /** The recruiter's mark on the job, shown on the marker. */
  status?: JobStatus;
}

/** What the overlay page needs of the settings: its language, theme and the API named in errors. */
export type OverlayPreferences = Pick<Settings, 'language' | 'theme' | 'apiBaseUrl'>;

/** A card the user hid on a job's postings, with the job as the local index holds it (null: not there). */
export interface HiddenCard {
  id: number;
  job: JobSummary | null;
}

/** The feed job on a page the content script checked, for the popup's "This page". */
/** The recruiter's notes on a job and on its employer (empty: none). */
export interface JobNotes {
  job: string;
  employer: string;
  /** The employer as the feed names it; null: the job names none (or is no longer in the feed), so no employer note. */
  employerName: string | null;
}

/** Why the active tab has or has no card (the side panel's "This page"; page-diagnosis.ts). */
export interface PageDiagnosis {
  /** The board the address belongs to (switched on or not), with the patterns access is asked for; null: no board we know. */
  board: { id: string; name: string; patterns: string[] } | null;
  /** The board is switched on in Options. */
  boardOn: boolean;
  /** The extension may read the board's pages. */
  access: boolean;
  /** The posting id read from the address; null: none (a result page, or an address without one). */
  postingId: string | null;
  /** When the page's script last checked this address; null: not since the background started. */
  checkedAt: number | null;
  /** The feed job the page shows. */
  job: JobSummary | null;
  /** Its card is hidden. */
  hidden: boolean;
  signedIn: boolean;
  lastSyncAt: number | null;
  /** Jobs in the local index. */
  indexed: number;
}

export interface PageJob {
  job: JobSummary;
  /** The user dismissed its card. */
  hidden: boolean;
}
export type { MuteKind, MuteRecord } from '../feed/mute-rule';
export type { StoredSearch } from '../feed/saved-search';
