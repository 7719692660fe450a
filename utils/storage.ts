/**
 * Every item the extension keeps in browser storage, in one place: a reader learns the whole
 * persistent state here. The feed index itself lives in IndexedDB (utils/feed/feed-index.ts); what
 * pages read with plain calls lives beside them: the popup's snapshot (feed/popup-snapshot.ts), its
 * search and the side panel's job (feed/popup-search.ts), the notes' drafts (feed/note-drafts.ts).
 *
 * SECURITY.md#token-in-background: the token is kept only in `session:` storage (trusted contexts) and, with
 * "Remember me", sealed in `local:rememberedSession` (content scripts can read `local:`, so no
 * readable token is ever there); never in `sync:` storage; the password never.
 */
import { storage } from 'wxt/utils/storage';
import type { ApiErrorInfo } from './api/errors';
import { MARK_PING_KEY, type MarkPing } from './feed/mark-ping';
import { PAGE_CHECKS_KEY } from './feed/stored-page-checks';
import type { OverlayAnchor } from './content/anchor-geometry';
import type { SealedSession } from './session/sealed';
import type { SessionEnd, StoredSession } from './session/stored-session';
import { DEFAULT_SETTINGS, migrateSettingsV1ToV2, readStoredSettings, SETTINGS_VERSION, type Settings } from './settings/schema';

export type SyncMode = 'full' | 'incremental';

/**
 * One id range of a full pass by id: the jobs with `afterId < id <= upTo` not fetched yet (null: no
 * bound). A pass has one or more, fetched side by side (utils/feed/sync-stripes.ts).
 */
export interface IdStripe {
  /** Keyset cursor: the highest job id written from this range, or its lower bound before that. */
  afterId: number | null;
  upTo: number | null;
  /** Jobs left in the range as the server last counted them (an estimate right after a split). */
  left: number | null;
}

export interface SyncState {
  status: 'idle' | 'running' | 'paused' | 'failed';
  /** The sync that is running or was last run. */
  mode: SyncMode | null;
  /** Generation stamped on every job a full sync saw; older ones are swept at its end. */
  generation: number;
  /** The id ranges the running full sync has still to fetch, lowest first; empty once all are. */
  stripes: IdStripe[];
  /** Page number of the running incremental sync (or of a full sync on a server refusing id filters). */
  page: number;
  /**
   * The size of those pages: `page` counts pages of this many jobs, so a resumed pass asks for the
   * same size. Absent in states saved before it was kept (their pages were of the id ranges' size).
   */
  pageSize?: number;
  /** The updatedDate lower bound of the running incremental sync; of a full pass, the mark before it (sync-state.ts). */
  since: string | null;
  fetched: number;
  /** Total the server reported for this sync's query, when known. */
  expected: number | null;
  startedAt: number | null;
  /** Newest updatedDate among the jobs synced so far: the next incremental sync starts here. */
  highWaterMark: string | null;
  lastSuccessAt: number | null;
  lastFullAt: number | null;
  /** Why the last sync stopped, when it failed or paused. */
  error: ApiErrorInfo | null;
  /**
   * The server refused the incremental filter: full passes until one succeeds, then incremental ones
   * again (a server that never takes it costs each sync one refused request before its full pass).
   */
  incrementalRefused: boolean;
}

export const INITIAL_SYNC_STATE: SyncState = {
  status: 'idle',
  mode: null,
  generation: 0,
  stripes: [],
  page: 0,
  since: null,
  fetched: 0,
  expected: null,
  startedAt: null,
  highWaterMark: null,
  lastSuccessAt: null,
  lastFullAt: null,
  error: null,
  incrementalRefused: false,
};

export interface FeedCount {
  count: number;
  countedAt: number;
}

export interface ApiHealth {
  /** null until the first request. */
  reachable: boolean | null;
  lastError: ApiErrorInfo | null;
  checkedAt: number | null;
}

/**
 * The user's settings (options page). Versioned so that a later schema migrates, not wipes: WXT
 * keeps the version in `local:settings$` and, when the extension starts with an older value, runs
 * the steps up to SETTINGS_VERSION before any read or write of the item. A value stored without
 * metadata counts as v1.
 */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: {
    2: migrateSettingsV1ToV2,
  },
});

/** Reads settings tolerantly: damaged fields fall back to defaults, the rest is kept. */
export async function loadSettings(): Promise<Settings> {
  return readStoredSettings(await settingsItem.getValue());
}

/** The signed-in session for this browser session (memory-backed in the worker as well). */
export const sessionItem = storage.defineItem<StoredSession | null>('session:session', { fallback: null });

/**
 * The session kept across browser restarts, only when the user chose "Remember me": sealed (see
 * `session/sealed.ts`), since content scripts can read `storage.local`. Anything else found here is
 * dropped, never used: whatever can write `storage.local` could have put it there.
 */
export const rememberedSessionItem = storage.defineItem<SealedSession | null>('local:rememberedSession', { fallback: null });

/** Why the last session ended, for the popup to explain. Cleared on sign-in. */
export const sessionEndItem = storage.defineItem<SessionEnd | null>('local:sessionEnd', { fallback: null });

/** Progress and cursor of the feed sync: survives worker restarts so a sync resumes page by page. */
export const syncStateItem = storage.defineItem<SyncState>('local:syncState', {
  fallback: INITIAL_SYNC_STATE,
  version: 2,
  migrations: {
    2: migrateSyncStateV1ToV2,
  },
});

/** Version 1 kept one cursor (`afterId`) for a full pass; version 2 keeps id ranges, here one. */
export function migrateSyncStateV1ToV2(old: Omit<SyncState, 'stripes'> & { afterId?: number | null }): SyncState {
  const { afterId = null, ...rest } = old;
  const byId = rest.mode === 'full' && rest.status !== 'idle';
  return { ...rest, stripes: byId ? [{ afterId, upTo: null, left: null }] : [] };
}

/** The last count from Count Jobs: the authoritative total, shown before the network answers. */
export const feedCountItem = storage.defineItem<FeedCount | null>('local:feedCount', { fallback: null });

/** No scheduled sync before this time (epoch ms): the API's Retry-After of a 429 (sync-runner.ts). */
export const syncNotBeforeItem = storage.defineItem<number | null>('local:syncNotBefore', { fallback: null });

/** Failed runs of the sync in a row, which the next retry waits longer after (background/sync-retry.ts); gone once one ends well. */
export const syncFailuresItem = storage.defineItem<number>('local:syncFailures', { fallback: 0 });

/** Whether the API answered lately; drives the badge's unreachable mark and the popup's notice. */
export const apiHealthItem = storage.defineItem<ApiHealth>('local:apiHealth', {
  fallback: { reachable: null, lastError: null, checkedAt: null },
});

/** The last job whose mark changed: the ping every open view of it hears (feed/mark-ping.ts). */
export const markPingItem = storage.defineItem<MarkPing | null>(`local:${MARK_PING_KEY}`, { fallback: null });

/** When the user last opened the popup (epoch ms): jobs first seen after it are "new". */
export const lastVisitItem = storage.defineItem<number | null>('local:lastVisit', { fallback: null });

/** Jobs the user opened in the last day, as `[id, openedAt]`: they are no longer marked new (feed/new-jobs.ts). */
export const openedJobsItem = storage.defineItem<unknown>('local:openedJobs', { fallback: [] });

/**
 * Whose feed the local index held, as versions before 0.1.1 kept it; read once and moved into the
 * index (feed/index-owner.ts), where no content script can write it.
 */
export const legacyIndexOwnerItem = storage.defineItem<unknown>('local:indexOwner', { fallback: null });

/**
 * The board pages' last checks (StoredPageCheck, feed/stored-page-checks.ts), for "This page" after the
 * worker was stopped and for the popup's first render (trusted contexts; gone when the browser closes).
 */
export const pageChecksItem = storage.defineItem<unknown>(`session:${PAGE_CHECKS_KEY}`, { fallback: [] });

export interface OverlayTicket {
  jobId: number;
  tabId: number;
  createdAt: number;
  /** The board of the matched page: where the user moves this card is remembered for that board. */
  boardId: string | null;
}

/**
 * Opaque tickets handed to content scripts for a matched page: the overlay frame redeems one for
 * the job, so the content script never holds job data (SECURITY.md#job-data-in-extension-frame). Session storage so that a
 * worker restart between the match and the frame's load loses nothing.
 */
export const overlayTicketsItem = storage.defineItem<Record<string, OverlayTicket>>('session:overlayTickets', {
  fallback: {},
});

export interface OverlayPrefs {
  /** Jobs whose card the user dismissed (newest last, bounded). */
  dismissedJobIds: number[];
}

/** Which cards the user dismissed; read when a matching page is opened. */
export const overlayPrefsItem = storage.defineItem<OverlayPrefs>('local:overlayPrefs', {
  fallback: { dismissedJobIds: [] },
});

/**
 * Where the user moved the card, per board id (a corner or the middle of an edge). A board with no
 * entry gets a corner clear of the page's main heading and apply button, chosen on the page.
 */
export const overlayPlacesItem = storage.defineItem<Partial<Record<string, OverlayAnchor>>>('local:overlayPlaces', {
  fallback: {},
});
