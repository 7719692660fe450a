/**
 * The background's service: the one place that holds the token and talks to the API. It composes
 * the session, the API client, the feed index and its sync, and answers the message contract's
 * handler table. Browser APIs it needs beyond storage come in through `BackgroundPorts`, so that the
 * same service runs in the worker and, against fakes, in tests.
 */
import { JobFeedClient, type Credentials } from '../api/client';
import { ApiError, type ApiErrorInfo } from '../api/errors';
import type { Job } from '../api/schemas';
import type { BoardAdapter } from '../boards';
import { FeedIndex } from '../feed/index-db';
import { readPopupSnapshot, removePopupSnapshot, SNAPSHOT_JOBS, storePopupSnapshot } from '../feed/popup-snapshot';
import { FeedSync } from '../feed/sync';
import type { BackgroundEvent, Facets, SessionInfo, SyncStatus } from '../messaging/contract';
import { HandlerFailure, type Handlers } from '../messaging/dispatch';
import type { SenderPolicy } from '../messaging/senders';
import { SettingsSchema, type Settings } from '../settings/schema';
import { SessionStore } from '../session/session';
import {
  INITIAL_SYNC_STATE,
  apiHealthItem,
  feedCountItem,
  indexOwnerItem,
  lastVisitItem,
  loadSettings,
  overlayPrefsItem,
  settingsItem,
  syncStateItem,
  type ApiHealth,
  type StoredSession,
  type SyncState,
} from '../storage';
import { badgeFor, MATCH_BADGE, type Badge } from './badge';
import { enabledBoards, isBoardUrl, KEY_ADAPTERS } from './boards';
import { JobCache } from './job-cache';
import { matchPage, markersFor } from './match-page';
import { clearTickets, issueTicket, redeemTicket, ticketTabs } from './tickets';

export const ALARMS = {
  sync: 'sync',
  syncRetry: 'sync-retry',
  sessionWarning: 'session-warning',
  sessionExpiry: 'session-expiry',
} as const;

/** The browser APIs the service uses beyond storage. */
export interface BackgroundPorts {
  extensionId: string;
  extensionOrigin: string;
  setBadge(badge: Badge, tabId?: number): Promise<void>;
  clearTabBadge(tabId: number): Promise<void>;
  createAlarm(name: string, info: { when?: number; delayInMinutes?: number; periodInMinutes?: number }): Promise<void>;
  clearAlarm(name: string): Promise<void>;
  getAlarm(name: string): Promise<{ periodInMinutes?: number; scheduledTime: number } | undefined>;
  /** Tells open extension pages; must not throw when none listens. */
  notifyPages(event: BackgroundEvent): Promise<void>;
  notifyTab(tabId: number, event: BackgroundEvent): Promise<void>;
}

export interface BackgroundOptions {
  /** The build's WXT_API_BASE_URL. */
  defaultApiBaseUrl: string;
  /** The build's WXT_JOB_BOARDS patterns. */
  buildBoardPatterns: string[];
  ports: BackgroundPorts;
  now?: () => number;
  fetch?: typeof fetch;
  indexName?: string;
  pageSize?: number;
  onUnexpected?: (error: unknown) => void;
}

function isTransient(info: ApiErrorInfo): boolean {
  return info.kind === 'network' || info.kind === 'timeout' || info.kind === 'server' || info.kind === 'rateLimited' || info.kind === 'malformed';
}

export class BackgroundService {
  readonly session: SessionStore;
  private readonly options: BackgroundOptions;
  private readonly ports: BackgroundPorts;
  private readonly now: () => number;
  private readonly jobCache = new JobCache<Job>();
  private indexPromise: Promise<FeedIndex> | null = null;
  private snapshotSaving: Promise<void> | null = null;
  private snapshotDirty = false;
  private syncAbort: AbortController | null = null;
  private syncRun: Promise<SyncState> | null = null;
  private clientCache: { baseUrl: string; client: JobFeedClient } | null = null;
  private settingsCache: Settings | null = null;

  constructor(options: BackgroundOptions) {
    this.options = options;
    this.ports = options.ports;
    this.now = options.now ?? Date.now;
    this.session = new SessionStore({ now: this.now });
  }

  // ---- state the handlers share -------------------------------------------------------------

  async settings(): Promise<Settings> {
    this.settingsCache ??= await loadSettings();
    return this.settingsCache;
  }

  /** Settings changed in storage (another page, or sync across the worker's restart). */
  forgetSettings(): void {
    this.settingsCache = null;
  }

  async apiBaseUrl(): Promise<string> {
    return (await this.settings()).apiBaseUrl ?? this.options.defaultApiBaseUrl;
  }

  async boards(): Promise<BoardAdapter[]> {
    return enabledBoards(await this.settings(), this.options.buildBoardPatterns);
  }

  /** The sender policy needs to answer synchronously; it uses the last settings read. */
  senderPolicy(): SenderPolicy {
    const settings = this.settingsCache;
    return {
      extensionId: this.ports.extensionId,
      extensionOrigin: this.ports.extensionOrigin,
      isBoardUrl: (url) => isBoardUrl(url, settings, this.options.buildBoardPatterns),
    };
  }

  index(): Promise<FeedIndex> {
    this.indexPromise ??= FeedIndex.open(this.options.indexName);
    return this.indexPromise;
  }

  private async client(): Promise<JobFeedClient> {
    const baseUrl = await this.apiBaseUrl();
    if (this.clientCache?.baseUrl !== baseUrl) {
      this.clientCache = { baseUrl, client: new JobFeedClient({ baseUrl, getToken: () => this.session.token(), fetch: this.options.fetch }) };
    }
    return this.clientCache.client;
  }

  /**
   * Every API call goes through here: it records whether the API is reachable, and a 401 ends the
   * session with the server's reason (security rule 12) before the error goes on to the caller.
   */
  private async callApi<T>(call: (client: JobFeedClient) => Promise<T>): Promise<T> {
    const client = await this.client();
    try {
      const result = await call(client);
      await this.recordHealth({ reachable: true, lastError: null, checkedAt: this.now() });
      return result;
    } catch (error) {
      if (error instanceof ApiError) {
        const info = error.info;
        const unreachable = info.kind === 'network' || info.kind === 'timeout';
        await this.recordHealth({ reachable: !unreachable, lastError: info, checkedAt: this.now() });
        if (info.kind === 'unauthorized' && !(info.reason === 'Not signed in')) {
          await this.endSession('unauthorized', info.reason);
        }
      }
      throw error;
    }
  }

  private async recordHealth(health: ApiHealth): Promise<void> {
    const before = await apiHealthItem.getValue();
    await apiHealthItem.setValue(health);
    if (before.reachable !== health.reachable) await this.refreshBadge();
  }

  private async requireSession(): Promise<StoredSession> {
    const session = await this.session.current();
    if (!session) throw new HandlerFailure('signedOut', 'You are signed out.');
    return session;
  }

  // ---- session ------------------------------------------------------------------------------

  async sessionInfo(): Promise<SessionInfo> {
    const session = await this.session.current();
    return {
      signedIn: session !== null,
      subject: session?.subject ?? null,
      expiresAt: session?.expiresAt ?? null,
      rememberMe: session?.rememberMe ?? false,
      expiringSoon: session ? this.session.expiringSoon(session) : false,
      apiBaseUrl: await this.apiBaseUrl(),
      ended: session ? null : await this.session.lastEnd(),
    };
  }

  async signIn(credentials: Credentials): Promise<SessionInfo> {
    const apiBaseUrl = await this.apiBaseUrl();
    const issued = await this.callApi((client) => client.authorize(credentials));
    const owner = await indexOwnerItem.getValue();
    if (owner && (owner.subject !== issued.claims.subject || owner.apiBaseUrl !== apiBaseUrl)) {
      // Another user's or another API's feed must never show for this one.
      await this.clearLocalData();
    }
    await indexOwnerItem.setValue({ subject: issued.claims.subject, apiBaseUrl });
    await this.session.start(issued, { rememberMe: credentials.rememberMe, apiBaseUrl });
    await this.scheduleSessionAlarms();
    await this.ensureSyncAlarm();
    await this.broadcast({ event: 'session.changed' });
    await this.refreshBadge();
    this.startSync(false);
    return this.sessionInfo();
  }

  async signOut(): Promise<SessionInfo> {
    await this.endSession('signedOut', null);
    return this.sessionInfo();
  }

  /** Stops a running sync where it is; its saved cursor lets the next run continue. */
  cancelSync(): void {
    this.syncAbort?.abort(new Error('Sync cancelled'));
  }

  private async endSession(reason: 'signedOut' | 'expired' | 'unauthorized', detail: string | null): Promise<void> {
    this.cancelSync();
    await this.session.end(reason, detail);
    this.jobCache.clear();
    await removePopupSnapshot();
    await Promise.all([this.ports.clearAlarm(ALARMS.sessionWarning), this.ports.clearAlarm(ALARMS.sessionExpiry)]);
    await this.broadcast({ event: 'session.changed' });
    await this.refreshBadge();
  }

  private async scheduleSessionAlarms(): Promise<void> {
    const session = await this.session.current();
    if (!session) return;
    const warnAt = session.expiresAt - 10 * 60 * 1000;
    if (warnAt > this.now()) await this.ports.createAlarm(ALARMS.sessionWarning, { when: warnAt });
    await this.ports.createAlarm(ALARMS.sessionExpiry, { when: Math.max(session.expiresAt, this.now() + 1000) });
  }

  // ---- feed: count, search, details ---------------------------------------------------------

  async count(refresh: boolean): Promise<{ count: Awaited<ReturnType<typeof feedCountItem.getValue>>; error: ApiErrorInfo | null }> {
    await this.requireSession();
    if (!refresh) return { count: await feedCountItem.getValue(), error: null };
    try {
      const count = await this.callApi((client) => client.countJobs());
      const stored = { count, countedAt: this.now() };
      await feedCountItem.setValue(stored);
      await this.savePopupSnapshot();
      return { count: stored, error: null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.info.kind === 'unauthorized') throw error;
      return { count: await feedCountItem.getValue(), error: error.info };
    }
  }

  async job(id: number): Promise<Job> {
    await this.requireSession();
    const { clientViewId } = await this.settings();
    return this.jobCache.get(id, (jobId) => this.callApi((client) => client.getJob(jobId, { clientViewId })));
  }

  async facets(): Promise<Facets> {
    await this.requireSession();
    return (await this.index()).facets();
  }

  // ---- sync ---------------------------------------------------------------------------------

  private async feedSync(): Promise<FeedSync> {
    const index = await this.index();
    return new FeedSync({
      client: {
        countJobs: (criteria, options) => this.callApi((client) => client.countJobs(criteria, options)),
        getAllJobs: (request, options) => this.callApi((client) => client.getJobListings(request, options)),
      },
      index,
      loadState: () => syncStateItem.getValue(),
      saveState: (state) => syncStateItem.setValue(state),
      saveCount: (count) => feedCountItem.setValue(count),
      adapters: () => KEY_ADAPTERS,
      now: this.now,
      pageSize: this.options.pageSize,
      onProgress: () => {
        void this.broadcast({ event: 'sync.progress' });
      },
    });
  }

  /** Starts a sync unless one runs; the caller does not wait (progress comes as events). */
  startSync(full: boolean): Promise<SyncState> {
    this.syncRun ??= this.runSync(full).finally(() => {
      this.syncRun = null;
    });
    return this.syncRun;
  }

  private async runSync(full: boolean): Promise<SyncState> {
    if (!(await this.session.current())) return syncStateItem.getValue();
    const controller = new AbortController();
    this.syncAbort = controller;
    // If the worker is stopped mid-sync, this alarm wakes it to resume from the saved cursor.
    await this.ports.createAlarm(ALARMS.syncRetry, { delayInMinutes: 1 });
    try {
      const state = await (await this.feedSync()).run({ full, signal: controller.signal });
      await this.ports.clearAlarm(ALARMS.syncRetry);
      await this.savePopupSnapshot();
      await this.refreshBadge();
      await this.broadcast({ event: 'sync.progress' });
      return state;
    } catch (error) {
      const state = await syncStateItem.getValue();
      // Whatever the failed run did add is kept, and shown first next time.
      await this.savePopupSnapshot().catch(() => undefined);
      if (error instanceof ApiError && isTransient(error.info)) {
        const retryAfter = error.info.kind === 'rateLimited' ? error.info.retryAfterMs : null;
        await this.ports.createAlarm(ALARMS.syncRetry, { delayInMinutes: Math.max(1, Math.ceil((retryAfter ?? 60_000) / 60_000)) });
      } else {
        await this.ports.clearAlarm(ALARMS.syncRetry);
        if (!(error instanceof ApiError)) this.options.onUnexpected?.(error);
      }
      await this.broadcast({ event: 'sync.progress' });
      return state;
    } finally {
      if (this.syncAbort === controller) this.syncAbort = null;
    }
  }

  /**
   * Saves what the popup paints first (see popup-snapshot.ts); removes it when signed out. Saves
   * run one at a time and a request during a save runs once more afterwards, so a slow save that
   * read the index mid-sync can never overwrite a newer one.
   */
  savePopupSnapshot(): Promise<void> {
    this.snapshotDirty = true;
    this.snapshotSaving ??= (async () => {
      try {
        while (this.snapshotDirty) {
          this.snapshotDirty = false;
          await this.writePopupSnapshot();
        }
      } finally {
        this.snapshotSaving = null;
      }
    })();
    return this.snapshotSaving;
  }

  private async writePopupSnapshot(): Promise<void> {
    const session = await this.session.current();
    if (!session) {
      await removePopupSnapshot();
      return;
    }
    const [{ jobs, matches, indexed, lastVisit }, count, apiBaseUrl, syncState] = await Promise.all([
      this.searchIndex({ query: '', filters: {}, offset: 0, limit: SNAPSHOT_JOBS }),
      feedCountItem.getValue(),
      this.apiBaseUrl(),
      syncStateItem.getValue(),
    ]);
    // The session may have ended while the index was read: a signed-out popup shows no feed.
    if (!(await this.session.current())) {
      await removePopupSnapshot();
      return;
    }
    await storePopupSnapshot({ subject: session.subject, apiBaseUrl, count, jobs, matches, indexed, lastVisit, lastSyncAt: syncState.lastSuccessAt, savedAt: this.now() });
  }

  /** A page of the index's search with what the list shows beside it: the popup's answer and its snapshot. */
  private async searchIndex(params: Parameters<FeedIndex['search']>[0]) {
    const index = await this.index();
    const [{ jobs, matches }, indexed, lastVisit] = await Promise.all([index.search(params), index.count(), lastVisitItem.getValue()]);
    return { jobs, matches, indexed, lastVisit };
  }

    async syncStatus(): Promise<SyncStatus> {
    const [state, count, health] = await Promise.all([syncStateItem.getValue(), feedCountItem.getValue(), apiHealthItem.getValue()]);
    const indexed = await (await this.index()).count();
    return { state, indexed, count, apiReachable: health.reachable, apiError: health.lastError };
  }

  async clearLocalData(): Promise<void> {
    this.cancelSync();
    await this.syncRun?.catch(() => undefined);
    await (await this.index()).clear();
    await Promise.all([
      syncStateItem.setValue(INITIAL_SYNC_STATE),
      feedCountItem.removeValue(),
      lastVisitItem.removeValue(),
      indexOwnerItem.removeValue(),
      removePopupSnapshot(),
      clearTickets(),
    ]);
    this.jobCache.clear();
    await this.refreshBadge();
  }

  // ---- settings -----------------------------------------------------------------------------

  async updateSettings(patch: Partial<Settings>): Promise<Settings> {
    const before = await this.settings();
    const next = SettingsSchema.parse({ ...before, ...patch });
    await settingsItem.setValue(next);
    this.settingsCache = next;
    if ((before.apiBaseUrl ?? this.options.defaultApiBaseUrl) !== (next.apiBaseUrl ?? this.options.defaultApiBaseUrl)) {
      // A token is only ever sent to the API that issued it; another API is another feed.
      if (await this.session.current()) await this.endSession('signedOut', null);
      await this.clearLocalData();
    }
    if (before.syncIntervalMinutes !== next.syncIntervalMinutes) await this.ensureSyncAlarm(true);
    if (before.clientViewId !== next.clientViewId) this.jobCache.clear();
    await this.broadcast({ event: 'settings.changed' });
    return next;
  }

  // ---- alarms, badge, events ----------------------------------------------------------------

  /** Alarms are re-created on install, update and browser start, and when the interval changes. */
  async ensureSyncAlarm(replace = false): Promise<void> {
    const { syncIntervalMinutes } = await this.settings();
    const existing = await this.ports.getAlarm(ALARMS.sync);
    if (!replace && existing?.periodInMinutes === syncIntervalMinutes) return;
    await this.ports.createAlarm(ALARMS.sync, { delayInMinutes: syncIntervalMinutes, periodInMinutes: syncIntervalMinutes });
  }

  async restoreAlarms(): Promise<void> {
    await this.ensureSyncAlarm();
    await this.scheduleSessionAlarms();
    const state = await syncStateItem.getValue();
    if (state.status === 'running' || state.status === 'paused' || state.status === 'failed') {
      await this.ports.createAlarm(ALARMS.syncRetry, { delayInMinutes: 1 });
    }
  }

  async onAlarm(name: string): Promise<void> {
    switch (name) {
      case ALARMS.sync:
      case ALARMS.syncRetry:
        await this.startSync(false);
        return;
      case ALARMS.sessionWarning:
        await this.broadcast({ event: 'session.changed' });
        return;
      case ALARMS.sessionExpiry: {
        const session = await this.session.current();
        if (session && session.expiresAt <= this.now()) await this.endSession('expired', null);
        else if (!session) await this.broadcast({ event: 'session.changed' });
        return;
      }
    }
  }

  /** The worker started (fresh or after being stopped): pick up a sync that was under way. */
  async resume(): Promise<void> {
    await this.settings();
    if (!(await readPopupSnapshot())) await this.savePopupSnapshot();
    const state = await syncStateItem.getValue();
    if (state.status === 'running' && (await this.session.current())) void this.startSync(false);
  }

  async refreshBadge(): Promise<void> {
    const session = await this.session.current();
    const health = await apiHealthItem.getValue();
    let newJobs = 0;
    const lastVisit = await lastVisitItem.getValue();
    if (session && lastVisit !== null) newJobs = await (await this.index()).countFirstSeenAfter(lastVisit);
    await this.ports.setBadge(badgeFor({ signedIn: session !== null, apiReachable: health.reachable, newJobs }));
  }

  async popupOpened(): Promise<{ lastVisit: number | null }> {
    const lastVisit = await lastVisitItem.getValue();
    const now = this.now();
    await lastVisitItem.setValue(now);
    const snapshot = await readPopupSnapshot();
    if (snapshot) await storePopupSnapshot({ ...snapshot, lastVisit: now });
    await this.refreshBadge();
    return { lastVisit };
  }

  async broadcast(event: BackgroundEvent): Promise<void> {
    await this.ports.notifyPages(event);
    await Promise.all((await ticketTabs()).map((tabId) => this.ports.notifyTab(tabId, event)));
  }

  // ---- the handler table --------------------------------------------------------------------

  handlers(): Handlers {
    return {
      'session.get': () => this.sessionInfo(),
      'session.signIn': ({ username, password, rememberMe }) => this.signIn({ username, password, rememberMe }),
      'session.signOut': () => this.signOut(),
      'jobs.count': ({ refresh }) => this.count(refresh),
      'jobs.search': async ({ query, filters, offset, limit }) => {
        await this.requireSession();
        return this.searchIndex({ query, filters, offset, limit });
      },
      'jobs.facets': () => this.facets(),
      'jobs.get': ({ id }) => this.job(id),
      'settings.get': () => this.settings(),
      'settings.update': ({ patch }) => this.updateSettings(patch),
      'sync.now': async ({ full }) => {
        await this.requireSession();
        void this.startSync(full);
        return this.syncStatus();
      },
      'sync.status': () => this.syncStatus(),
      'popup.opened': () => this.popupOpened(),
      'data.clear': async () => {
        await this.clearLocalData();
        return this.syncStatus();
      },
      'overlay.job': async ({ ticket }, { sender }) => {
        const found = await redeemTicket(ticket, this.now());
        // A ticket is good only in the tab it was issued to: a frame elsewhere learns nothing from it.
        if (!found || (sender.tab?.id !== undefined && sender.tab.id !== found.tabId)) throw new HandlerFailure('notFound', 'This overlay is out of date; reload the page.');
        return this.job(found.jobId);
      },
      'overlay.layout': async ({ ticket, collapsed, side, dismissed }, { sender }) => {
        const found = await redeemTicket(ticket, this.now());
        if (!found || (sender.tab?.id !== undefined && sender.tab.id !== found.tabId)) throw new HandlerFailure('notFound', 'This overlay is out of date; reload the page.');
        const prefs = await overlayPrefsItem.getValue();
        const dismissedJobIds = dismissed ? [...prefs.dismissedJobIds.filter((id) => id !== found.jobId), found.jobId].slice(-500) : prefs.dismissedJobIds;
        await overlayPrefsItem.setValue({ collapsed, side, dismissedJobIds });
        await this.ports.notifyTab(found.tabId, { event: 'overlay.layout', ticket, collapsed, side, dismissed });
        return { collapsed, side };
      },
      'page.match': async ({ url, hints }, { sender }) => {
        const tabId = sender.tab?.id;
        if (tabId === undefined || !sender.url) return { matched: false };
        const index = await this.index();
        const job = await matchPage({ senderUrl: sender.url, claimedUrl: url, hints }, await this.boards(), index);
        if (!job) {
          await this.ports.clearTabBadge(tabId);
          return { matched: false };
        }
        // The toolbar still marks a dismissed job's tab; only the card stays away.
        await this.ports.setBadge(MATCH_BADGE, tabId);
        const prefs = await overlayPrefsItem.getValue();
        if (prefs.dismissedJobIds.includes(job.id)) return { matched: false };
        const ticket = await issueTicket(job.id, tabId, this.now());
        return { matched: true, ticket, signedIn: (await this.session.current()) !== null, layout: { collapsed: prefs.collapsed, side: prefs.side } };
      },
      'page.markers': async ({ urls }, { sender }) => {
        if (!sender.url) return { markers: [] };
        return { markers: await markersFor(sender.url, urls, await this.boards(), await this.index()) };
      },
    };
  }
}
