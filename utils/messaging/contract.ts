/**
 * The one message contract between extension pages, content scripts and the background.
 * Every request is a zod schema; its response type is declared beside it, so a page's call and the
 * background's handler are checked against the same definition. Request names live only here; the
 * events the background sends are in events.ts, who may send which request in senders.ts.
 */
import { z } from 'zod/mini';
import type { Locale } from '../i18n/locale';
import type { ApiErrorInfo } from '../api/errors';
import type { Job } from '../api/schemas';
import type { JobSummary } from '../feed/summary';
import { JOB_STATUSES, type JobStatus } from '../feed/job-status';
import { NOTE_MAX } from '../feed/job-note';
import { MUTE_EMPLOYER_MAX, MUTE_KINDS, type MuteRecord } from '../feed/mute-rule';
import { SEARCH_NAME_MAX, type StoredSearch } from '../feed/saved-search';
import type { VacancyView } from '../feed/vacancy-view';
import type { EmployerView } from '../feed/employer-view';
import { JobFiltersSchema, jobId, type JobFilters } from './filters';
import { SettingsPatchSchema, type Settings } from '../settings/schema';
import { buttons, CardSizeSchema, OverlayAnchorSchema, screenPoint, TicketSchema } from './card-schemas';
import type {
  CountResult,
  Facets,
  HiddenCard,
  JobNotes,
  PageDiagnosis,
  PageJob,
  OverlayPreferences,
  OverlayLayout,
  PageMarker,
  PageMatch,
  PageStatus,
  SearchResult,
  SessionInfo,
  SyncStatus,
} from './answers';

export type * from './answers';

/**
 * Who sent a message, decided from the browser's `sender` object, never from the payload. The
 * overlay page is an extension page that any board page may frame, so it is a class of its own.
 */
export type SenderClass = 'extensionPage' | 'overlayFrame' | 'contentScript';

const pageUrl = z.string().check(z.maxLength(4096));
/**
 * What a content script read from its page, taken as none when it is no such value (an address over
 * 4,096 characters, an identifier over 200): the rest of the request still counts. One result link
 * that long cost every marker on the page, and a long JSON-LD identifier the posting's card, though
 * its address matched, when the whole request was refused. Checked here, not in the content script,
 * whose every byte is paid on each board page.
 */
const pageHint = <T extends z.ZodMiniType<string | null>>(schema: T) => z.catch(z.nullable(schema), null);

const searchId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));
const searchName = z.string().check(z.minLength(1), z.maxLength(SEARCH_NAME_MAX));

export { JobFiltersSchema, type JobFilters };

/** Document hints a content script read from its page, for boards whose URL lacks the posting id. */
export const PageHintsSchema = z.partial(
  z.strictObject({
    canonicalUrl: pageHint(pageUrl),
    ogUrl: pageHint(pageUrl),
    jsonLdId: pageHint(z.string().check(z.maxLength(200))),
    jsonLdUrl: pageHint(pageUrl),
  }),
);

export const RequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('session.get') }),
  z.strictObject({
    type: z.literal('session.signIn'),
    // The spec's limits are checked again by the API client with per-field messages.
    username: z.string().check(z.maxLength(1000)),
    password: z.string().check(z.maxLength(1000)),
    rememberMe: z.boolean(),
  }),
  z.strictObject({ type: z.literal('session.signOut') }),
  z.strictObject({ type: z.literal('jobs.count'), refresh: z.boolean() }),
  z.strictObject({
    type: z.literal('jobs.search'),
    query: z.string().check(z.maxLength(200)),
    filters: JobFiltersSchema,
    offset: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    limit: z.int().check(z.minimum(1), z.maximum(200)),
    /**
     * A list on screen brought up to date (a sync ended, a mark changed elsewhere), not a question
     * typed: where the worker does not hold the search rows (utils/feed/held-rows.ts), a blank search
     * is answered from the newest jobs it keeps rather than by a read of every row.
     */
    unasked: z.optional(z.boolean()),
  }),
  /** `unasked`: answered only from search rows held, else null (the caller keeps what it has). */
  z.strictObject({ type: z.literal('jobs.facets'), unasked: z.optional(z.boolean()) }),
  /** `opened: false`: read for an export, not looked at, so the job stays "new". */
  z.strictObject({ type: z.literal('jobs.get'), id: jobId, opened: z.optional(z.boolean()) }),
  /** The recruiter's mark on a job; null removes it (SECURITY.md#messages-validated: pages only). */
  z.strictObject({ type: z.literal('jobs.setStatus'), id: jobId, status: z.nullable(z.enum(JOB_STATUSES)) }),
  z.strictObject({ type: z.literal('jobs.status'), id: jobId }),
  /** The recruiter's plain-text notes on a job and on its employer; a blank text removes one. */
  z.strictObject({ type: z.literal('notes.get'), id: jobId }),
  z.strictObject({
    type: z.literal('notes.set'),
    id: jobId,
    scope: z.enum(['job', 'employer']),
    text: z.string().check(z.maxLength(NOTE_MAX)),
  }),
  /** The employers and keywords muted (newest first); adding or removing one answers the list after it. */
  z.strictObject({ type: z.literal('mutes.list') }),
  z.strictObject({
    type: z.literal('mutes.add'),
    kind: z.enum(MUTE_KINDS),
    // An employer as the feed names it (the longer cap); the Options form keeps a keyword to MUTE_VALUE_MAX.
    value: z.string().check(z.minLength(1), z.maxLength(MUTE_EMPLOYER_MAX)),
  }),
  z.strictObject({ type: z.literal('mutes.remove'), key: z.string().check(z.maxLength(MUTE_EMPLOYER_MAX * 4)) }),
  /** The saved searches, oldest first; each change answers the list after it. */
  z.strictObject({ type: z.literal('searches.list') }),
  z.strictObject({
    type: z.literal('searches.save'),
    name: searchName,
    query: z.string().check(z.maxLength(200)),
    filters: JobFiltersSchema,
    alerts: z.boolean(),
    perEmployer: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('searches.update'),
    id: searchId,
    name: z.optional(searchName),
    alerts: z.optional(z.boolean()),
    perEmployer: z.optional(z.boolean()),
    /** Edited: the search on screen replaces the saved one's words and filters. */
    query: z.optional(z.string().check(z.maxLength(200))),
    filters: z.optional(JobFiltersSchema),
  }),
  z.strictObject({ type: z.literal('searches.delete'), id: searchId }),
  /** The search's new matches were looked at: its count on the badge goes. */
  z.strictObject({ type: z.literal('searches.seen'), id: searchId }),
  /** A job's summary from the local index (no request to the API): what a page shows while the API cannot answer. */
  z.strictObject({ type: z.literal('jobs.local'), id: jobId }),
  /** The job's vacancy: its postings on every board, from the local index (vacancy-view.ts). */
  z.strictObject({ type: z.literal('jobs.vacancy'), id: jobId }),
  /** The employer of a job across the feed: open jobs, reposts, days open, boards (employer-view.ts). */
  z.strictObject({ type: z.literal('jobs.employer'), id: jobId }),
  z.strictObject({ type: z.literal('settings.get') }),
  z.strictObject({ type: z.literal('settings.update'), patch: SettingsPatchSchema }),
  z.strictObject({ type: z.literal('sync.now'), full: z.boolean() }),
  z.strictObject({ type: z.literal('sync.status') }),
  z.strictObject({ type: z.literal('popup.opened') }),
  z.strictObject({ type: z.literal('data.clear') }),
  z.strictObject({ type: z.literal('overlay.job'), ticket: TicketSchema }),
  z.strictObject({ type: z.literal('overlay.summary'), ticket: TicketSchema }),
  /** The mark on the card's own job (the ticket's), read or set by its card. */
  z.strictObject({ type: z.literal('overlay.status'), ticket: TicketSchema }),
  z.strictObject({ type: z.literal('overlay.setStatus'), ticket: TicketSchema, status: z.nullable(z.enum(JOB_STATUSES)) }),
  /** The notes on the card's own job and its employer, to read. */
  z.strictObject({ type: z.literal('overlay.notes'), ticket: TicketSchema }),
  /** The vacancy of the card's own job: "Also on" and its history. */
  z.strictObject({ type: z.literal('overlay.vacancy'), ticket: TicketSchema }),
  z.strictObject({ type: z.literal('cards.hidden') }),
  /** Shows a hidden card again on its job's postings; null: every hidden card. */
  z.strictObject({ type: z.literal('cards.show'), id: z.nullable(jobId) }),
  z.strictObject({ type: z.literal('overlay.preferences') }),
  z.strictObject({
    type: z.literal('overlay.layout'),
    ticket: TicketSchema,
    collapsed: z.boolean(),
    /** A new place the user moved the card to (remembered for the board); null leaves it where it is. */
    anchor: z.nullable(OverlayAnchorSchema),
    dismissed: z.boolean(),
    /**
     * With `dismissed`: remembered now, while the card says so, and its page told to take it away by
     * the same request without `keep`, a moment later. A card out of date is taken away at once.
     */
    keep: z.optional(z.literal(true)),
    /** The card's own size, for its frame to fit it (the "Dismissed" notice), until the next layout. */
    size: z.optional(CardSizeSchema),
  }),
  /**
   * One of the extension's pages in a new tab, for the card's own job: its full record, its employer's
   * jobs, or the sign-in. The background opens it: in Firefox the card's frame has no `tabs`.
   */
  z.strictObject({ type: z.literal('overlay.open'), ticket: TicketSchema, target: z.enum(['job', 'employer', 'signIn']) }),
  /** The pointer dragging the card's handle, as the frame saw it: the first grabs the card, answered once it is dropped. */
  z.strictObject({ type: z.literal('overlay.drag'), ticket: TicketSchema, screenX: screenPoint, screenY: screenPoint, buttons }),
  z.strictObject({
    type: z.literal('page.match'),
    /** The page's URL as the script sees it after a single-page navigation; checked against the sender (none: the sender's). */
    url: pageHint(pageUrl),
    hints: PageHintsSchema,
  }),
  z.strictObject({
    type: z.literal('page.markers'),
    /** Posting links on a result page; only links to postings on the page's own board are considered. */
    urls: z.array(pageHint(pageUrl)).check(z.maxLength(500)),
  }),
  /** The feed job on the active tab's page, as its content script last checked it. */
  z.strictObject({ type: z.literal('page.current'), url: pageUrl }),
  z.strictObject({ type: z.literal('page.diagnose'), url: pageUrl }),
  z.strictObject({
    type: z.literal('page.status'),
    /** A board page's URL, as its content script checked it. */
    url: pageUrl,
  }),
]);

export type Request = z.infer<typeof RequestSchema>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

export interface Responses {
  'session.get': SessionInfo;
  'session.signIn': SessionInfo;
  'session.signOut': SessionInfo;
  'jobs.count': CountResult;
  'jobs.search': SearchResult;
  /** null: asked `unasked`, and no search rows held. */
  'jobs.facets': Facets | null;
  'jobs.get': Job;
  /** null: the job is not in the local index. */
  'jobs.local': JobSummary | null;
  'jobs.vacancy': VacancyView;
  'jobs.employer': EmployerView | null;
  'jobs.setStatus': JobStatus | null;
  'jobs.status': JobStatus | null;
  'notes.get': JobNotes;
  'notes.set': JobNotes;
  'mutes.list': MuteRecord[];
  'mutes.add': MuteRecord[];
  'mutes.remove': MuteRecord[];
  'searches.list': StoredSearch[];
  'searches.save': StoredSearch[];
  'searches.update': StoredSearch[];
  'searches.delete': StoredSearch[];
  'searches.seen': StoredSearch[];
  'settings.get': Settings;
  'settings.update': Settings;
  'sync.now': SyncStatus;
  'sync.status': SyncStatus;
  'popup.opened': { lastVisit: number | null };
  'data.clear': SyncStatus;
  'overlay.job': Job;
  /** The ticket's job from the local index, for the card while Get Job fails; null if not there. */
  'overlay.summary': JobSummary | null;
  'overlay.status': JobStatus | null;
  'overlay.notes': JobNotes;
  'overlay.vacancy': VacancyView;
  'overlay.setStatus': JobStatus | null;
  'cards.hidden': HiddenCard[];
  'cards.show': HiddenCard[];
  'overlay.preferences': OverlayPreferences;
  'overlay.layout': OverlayLayout;
  'overlay.open': null;
  /** Where the card was dropped (dx, dy, the viewport's width and height), for the overlay to settle it; null if unknown. */
  'overlay.drag': { drop: [number, number, number, number] | null };
  'page.match': PageMatch;
  /** `locale`: the extension's language (its setting, else the browser's), for the markers' words. */
  'page.markers': { markers: PageMarker[]; locale: Locale };
  'page.status': PageStatus;
  'page.current': PageJob | null;
  'page.diagnose': PageDiagnosis;
}

export type FailureCode =
  /** The sender may not send this request. */
  | 'refused'
  /** The payload is not a valid request. */
  | 'invalid'
  /** Signed out or the session ended. */
  | 'signedOut'
  /** The API answered with an error or not at all; `api` says which. */
  | 'api'
  /** Something the request names does not exist (an unknown ticket). */
  | 'notFound'
  /** The sender asked too often; nothing was looked up. */
  | 'limited'
  | 'internal';

/**
 * Why, where a page words it in its language (utils/i18n/errors.ts); `message` is the extension's
 * own English, for the details. `max`: the limit a full list reached.
 */
export type FailureReason = 'noAnswer' | 'searchesFull' | 'mutesFull' | 'noEmployer' | 'searchGone';

export interface Failure {
  code: FailureCode;
  message: string;
  api?: ApiErrorInfo;
  reason?: FailureReason;
  max?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Failure };

export type ResponseOf<T extends RequestType> = Result<Responses[T]>;
