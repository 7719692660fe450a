/**
 * The background's service: the one place that holds the token and talks to the API. It composes one module per
 * concern (settings, API, session and alarms, sync and what follows it, popup view, badge and events, overlay
 * cards, page matching), runs the flows that span several (sign-in, session end, clearing local data, a settings
 * change) and answers the handler table. Browser APIs beyond storage come in through `BackgroundPorts`, so the
 * same service runs in the worker and, against fakes, in tests.
 */
import type { Credentials } from '../api/client';
import type { Job } from '../api/schemas';
import { FeedIndex } from '../feed/feed-index';
import { resolveLocale } from '../i18n/locale';
import { browserLanguage } from '../i18n/browser-language';
import type { SessionInfo } from '../messaging/contract';
import type { Handlers } from '../messaging/dispatch';
import type { SenderPolicy } from '../messaging/senders';
import type { SessionEndReason } from '../session/stored-session';
import type { Settings } from '../settings/schema';
import { afterSync } from './after-sync';
import { onAlarm } from './alarms';
import { ApiGateway } from './api-gateway';
import { JobCache } from './job-cache';
import { keptOpen } from './kept-open';
import { MuteList } from './mute-list';
import { SearchAlerts } from './search-alerts';
import { Notifier } from './notifier';
import { OverlayCards } from './overlay-cards';
import { PageMatching } from './page-matching';
import { PopupView } from './popup-view';
import type { BackgroundPorts } from './ports';
import { SessionControl } from './session-control';
import { SettingsCache } from './settings-cache';
import { SyncRunner, type SyncRunnerOptions } from './sync-runner';

export interface BackgroundOptions {
  /** The build's WXT_API_BASE_URL. */
  defaultApiBaseUrl: string;
  /** The build's WXT_JOB_BOARDS patterns. */
  buildBoardPatterns: string[];
  ports: BackgroundPorts;
  now?: () => number;
  fetch?: typeof fetch;
  indexName?: string;
  sync?: Pick<SyncRunnerOptions, 'pageSize' | 'saveEveryMs'>;
  onUnexpected?: (error: unknown) => void;
}

export class BackgroundService {
  readonly settings: SettingsCache;
  readonly session: SessionControl;
  private readonly api: ApiGateway;
  /** Started and stopped by the alarms, the pages and the tests (its own module documents how). */
  readonly sync: SyncRunner;
  private readonly popup: PopupView;
  private readonly notifier: Notifier;
  private readonly overlay: OverlayCards;
  readonly pages: PageMatching;
  private readonly mutes: MuteList;
  readonly alerts: SearchAlerts;
  private readonly ports: BackgroundPorts;
  private readonly jobCache = new JobCache<Job>();
  readonly index: () => Promise<FeedIndex>;

  constructor(options: BackgroundOptions) {
    const now = options.now ?? Date.now;
    const ports = (this.ports = options.ports);
    const index = (this.index = keptOpen(() => FeedIndex.open(options.indexName)));
    this.settings = new SettingsCache(options);
    this.session = new SessionControl({ ports, now, index, clearNotifications: () => this.alerts.clearNotifications() });
    const signedIn = () => this.session.signedIn();
    this.api = new ApiGateway({
      apiBaseUrl: () => this.settings.apiBaseUrl(),
      token: (origin) => this.session.store.token(origin),
      now,
      fetch: options.fetch,
      onUnauthorized: (reason) => this.endSession('unauthorized', reason),
      onReachabilityChanged: () => this.refreshBadge(),
    });
    this.popup = new PopupView({
      index,
      session: () => this.session.current(),
      count: () => this.sync.storedCount(),
      apiBaseUrl: () => this.settings.apiBaseUrl(),
      syncState: () => this.sync.state(),
      now,
      onMarked: () => void Promise.all([this.alerts.reminders.run(), this.notifier.recheckPages(), this.refreshBadge()]),
      onDone: (ids) => this.alerts.forgetDone(ids),
    });
    // The tooltip follows the language setting; "auto" is the browser's language, as on the pages.
    const locale = async () => resolveLocale((await this.settings.get()).language, browserLanguage());
    this.notifier = new Notifier({
      ports,
      signedIn,
      health: () => this.api.health(),
      lastVisit: () => this.popup.lastVisit(),
      index,
      now,
      locale,
      alertJobs: () => this.alerts.unseen(),
    });
    this.alerts = new SearchAlerts({
      index,
      ports,
      now,
      locale,
      changed: () => this.notifier.recount({ event: 'searches.changed' }),
      reminderDays: async () => (await this.settings.get()).reminderDays,
      quietHours: async () => (await this.settings.get()).quietHours,
      signedIn,
    });
    this.sync = new SyncRunner({
      api: this.api,
      index,
      signedIn,
      ports,
      now,
      ...options.sync,
      onProgress: (ended) => this.notifier.broadcast({ event: 'sync.progress', ...(ended && { ended }) }),
      saveSnapshot: () => this.popup.save(),
      onSynced: ({ startedAt }, changed) =>
        afterSync({ popup: this.popup, alerts: this.alerts, notifier: this.notifier }, { startedAt, changed }, options.onUnexpected),
      refreshBadge: () => this.refreshBadge(),
      onUnexpected: options.onUnexpected,
    });
    this.overlay = new OverlayCards({ ports, now, job: (id) => this.job(id), index, marks: this.popup, settings: this.settings });
    this.mutes = new MuteList({
      index,
      now,
      alerts: this.alerts,
      changed: (events) => this.popup.save().then(() => this.notifier.recount(...events)),
    });
    this.pages = new PageMatching({
      index,
      boards: () => this.settings.boards(),
      signedIn,
      overlay: this.overlay,
      notifier: this.notifier,
      markers: async () => ({ show: (await this.settings.get()).showMarkers, locale: await locale() }),
      lastSyncAt: async () => (await this.sync.state()).lastSuccessAt,
      now,
    });
  }

  /**
   * Settings changed in storage: by this service, another page, or anything else that can write
   * storage.local. A session issued by another API than the stored address ends here.
   */
  async settingsStored(): Promise<void> {
    this.settings.forget();
    await this.endSessionOffApi();
  }

  /** Who may send messages; classifies with settings loaded, never with none read yet. */
  async senderPolicy(): Promise<SenderPolicy> {
    return {
      extensionId: this.ports.extensionId,
      extensionOrigin: this.ports.extensionOrigin,
      isBoardUrl: await this.settings.boardMatcher(),
    };
  }

  readonly refreshBadge = (): Promise<void> => this.notifier.refreshBadge();

  /** Alarms are re-created on install, update and browser start, and when the interval changes. */
  async restoreAlarms(): Promise<void> {
    await this.sync.schedule((await this.settings.get()).syncIntervalMinutes);
    await this.session.restore();
    await this.sync.restoreRetry();
    await this.alerts.due();
  }

  onAlarm(name: string): Promise<void> {
    return onAlarm(name, {
      startSync: () => this.sync.startScheduled(),
      sessionChanged: () => this.notifier.broadcast({ event: 'session.changed' }),
      expiryDue: () => this.session.expiryDue(),
      endExpiredSession: () => this.endSession('expired', null),
      alertsDue: () => this.alerts.due(),
    });
  }

  /** The worker started (fresh or after being stopped): pick up a sync that was under way. */
  async resume(): Promise<void> {
    await this.settings.get();
    // The address may have been changed while the worker was stopped and nobody watched.
    await this.endSessionOffApi();
    // One made where there is none; a save removes it when signed out (restarted without Remember me, or run out).
    if (!(await this.session.signedIn()) || !(await this.popup.hasSnapshot())) await this.popup.save();
    const state = await this.sync.state();
    if (state.status === 'running' && (await this.session.signedIn())) void this.sync.start(false);
  }

  private readonly sessionInfo = async (): Promise<SessionInfo> => this.session.info(await this.settings.apiBaseUrl());

  private async signIn(credentials: Credentials): Promise<SessionInfo> {
    const apiBaseUrl = await this.settings.apiBaseUrl();
    const issued = await this.api.authorize(credentials);
    // Another user's or another API's feed must never show for this one; nor a session of the address changed meanwhile.
    await this.settings.whileAt(apiBaseUrl, async () => {
      if (await this.session.indexBelongsToOther(issued.claims.subject, apiBaseUrl)) await this.clearLocalData();
      await this.session.claimIndex(issued.claims.subject, apiBaseUrl);
      await this.session.start(issued, { rememberMe: credentials.rememberMe, apiBaseUrl });
    });
    await this.sync.schedule((await this.settings.get()).syncIntervalMinutes);
    await this.notifier.broadcast({ event: 'session.changed' });
    await this.refreshBadge();
    void this.sync.start(false);
    return this.sessionInfo();
  }

  private async endSession(reason: SessionEndReason, detail: string | null): Promise<void> {
    this.sync.cancel();
    await this.session.end(reason, detail);
    this.jobCache.clear();
    await Promise.all([this.popup.remove(), this.pages.checked.clear()]);
    await this.notifier.broadcast({ event: 'session.changed' });
    await this.refreshBadge();
  }

  /** A session is good only with the API that issued it; the stored address names another one. */
  private async endSessionOffApi(): Promise<void> {
    const session = await this.session.current();
    if (session && session.apiBaseUrl !== (await this.settings.apiBaseUrl())) await this.endSession('signedOut', null);
  }

  private async clearLocalData(): Promise<void> {
    await this.sync.whileStopped(() => this.sync.clear().then(async () => (await this.index()).clear()));
    await Promise.all([this.popup.clear(), this.session.resetIndexOwner(), this.overlay.clear(), this.alerts.clearNotifications()]);
    await Promise.all([this.pages.checked.clear(), this.jobCache.clear()]);
    // Its saved searches and mutes went with the index: the open pages read them again.
    for (const event of ['searches.changed', 'mutes.changed'] as const) await this.notifier.broadcast({ event });
    await this.refreshBadge();
  }

  private async updateSettings(patch: Partial<Settings>): Promise<Settings> {
    const { before, next } = await this.settings.prepare(patch);
    const newApi = this.settings.apiBaseUrlOf(before) !== this.settings.apiBaseUrlOf(next);
    if (newApi) {
      // A token is only ever sent to the API that issued it, and another API is another feed: the
      // session and the sync end, and the local feed goes, before the new address is stored.
      if (await this.session.signedIn()) await this.endSession('signedOut', null);
      await this.clearLocalData();
    }
    await this.settings.save(next);
    // What was known of the old API goes too, once calls go to the new one: its health, its Retry-After.
    if (newApi) await Promise.all([this.api.forget(), this.sync.forgetWait()]);
    if (before.syncIntervalMinutes !== next.syncIntervalMinutes) await this.sync.schedule(next.syncIntervalMinutes, true);
    if (before.reminderDays !== next.reminderDays || before.quietHours !== next.quietHours) await this.alerts.reminders.run();
    if (before.clientViewId !== next.clientViewId) this.jobCache.clear();
    if (before.language !== next.language) await this.refreshBadge();
    await this.notifier.broadcast({ event: 'settings.changed' });
    return next;
  }

  private async job(id: number, opened = true): Promise<Job> {
    await this.session.require();
    const { clientViewId } = await this.settings.get();
    // Opened (a card, a job's details), a person waits on it; the export's batch keeps the patient policy.
    // Each in its own lane: a card opened during the export does not wait on the export's patient load.
    const load = (jobId: number) => this.api.call((c) => c.getJob(jobId, { clientViewId }, { interactive: opened }));
    const job = await this.jobCache.get(id, load, opened ? 'opened' : 'export');
    if (opened) await this.popup.noteOpened(id);
    return job;
  }

  handlers(): Handlers {
    const { session, sync, popup, overlay, pages, settings } = this;
    return {
      'session.get': () => this.sessionInfo(),
      'session.signIn': ({ username, password, rememberMe }) => this.signIn({ username, password, rememberMe }),
      'session.signOut': () => this.endSession('signedOut', null).then(() => this.sessionInfo()),
      'jobs.count': ({ refresh }) => session.require().then(() => sync.count(refresh)),
      'jobs.facets': ({ unasked }) => session.require().then(async () => (await this.index()).facets(unasked)),
      'jobs.get': ({ id, opened }) => this.job(id, opened),
      'jobs.local': ({ id }) => session.require().then(async () => (await this.index()).get(id)),
      ...popup.handlers(
        () => session.require(),
        () => this.refreshBadge(),
      ),
      ...this.mutes.handlers(),
      ...this.alerts.handlers(),
      'settings.get': () => settings.get(),
      'settings.update': ({ patch }) => settings.inTurn(() => this.updateSettings(patch)),
      'sync.now': ({ full }) =>
        session
          .require()
          .then(() => void sync.start(full))
          .then(() => sync.status()),
      'sync.status': () => sync.status(),
      'data.clear': () => this.clearLocalData().then(() => sync.status()),
      ...overlay.handlers(),
      'cards.hidden': () => overlay.hidden(),
      'cards.show': ({ id }) => overlay.show(id),
      'page.match': (request, { sender }) => pages.match(request, sender),
      'page.markers': (request, { sender }) => pages.markers(request, sender),
      'page.status': (request) => pages.status(request),
      'page.current': (request) => pages.current(request),
      'page.diagnose': (request) => pages.diagnose(request),
    };
  }
}
