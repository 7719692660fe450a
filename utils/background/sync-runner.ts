/**
 * The feed's sync as the worker runs it: one run at a time, a retry alarm that wakes a stopped
 * worker to resume from the saved cursor, and a later retry when the API failed for a while. Also
 * the feed's count (Count Jobs), which a sync keeps up to date.
 */
import { ApiError, type ApiErrorInfo } from '../api/errors';
import type { FeedIndex } from '../feed/feed-index';
import { FeedSync, SYNC_SAVE_EVERY_MS, SYNC_STRIPES } from '../feed/sync';
import { broughtChanges, checkedSyncState, freshSyncState, storageRefusal } from '../feed/sync-state';
import type { SyncStatus } from '../messaging/contract';
import { feedCountItem, syncFailuresItem, syncNotBeforeItem, syncStateItem, type FeedCount, type SyncState } from '../storage';
import type { ApiGateway } from './api-gateway';
import { KEY_ADAPTERS } from '../boards/enabled';
import type { BackgroundPorts } from './ports';
import { failuresInRow, MAX_SYNC_WAIT_MS, MINUTE_MS, retryWaitMs, syncWaitMs, withSyncWait, worthRetrying } from './sync-retry';

export const SYNC_ALARMS = {
  sync: 'sync',
  syncRetry: 'sync-retry',
} as const;

export interface SyncRunnerOptions {
  api: ApiGateway;
  index: () => Promise<FeedIndex>;
  signedIn: () => Promise<boolean>;
  ports: BackgroundPorts;
  now: () => number;
  pageSize?: number;
  /** At most one save of a sync's progress in this many ms (FeedSyncOptions); SYNC_SAVE_EVERY_MS by default. */
  saveEveryMs?: number;
  /** Progress to tell the pages (`ended`: the run's last word, after what it saved); must not throw. */
  onProgress: (ended?: true) => Promise<void>;
  /** What a finished run leaves for the popup. */
  saveSnapshot: () => Promise<void>;
  /**
   * After a sync that ended well, before the badge is counted (the saved searches' alerts): its state,
   * and whether it brought jobs the feed changed since the run before (sync-state.ts, broughtChanges).
   */
  onSynced?: (state: SyncState, changed: boolean) => Promise<void>;
  refreshBadge: () => Promise<void>;
  onUnexpected?: (error: unknown) => void;
}

export class SyncRunner {
  private abort: AbortController | null = null;
  private running: Promise<SyncState> | null = null;
  /** The current run has read the feed and is saving what follows (snapshot, badge, events). */
  private finishing = false;
  /** Moved on by `clear`: a count asked before it is not stored after it (the old API's, after an address change). */
  private clears = 0;

  constructor(private readonly options: SyncRunnerOptions) {}

  /** Starts a sync unless one runs; the caller need not wait (progress comes as events). */
  start(full: boolean): Promise<SyncState> {
    if (this.running && !this.finishing) return this.running;
    // A run that has read the feed and only saves its snapshot and badge is not shared: a "Sync now"
    // in that moment would be lost. The new run starts once it is done.
    this.finishing = false;
    const next: Promise<SyncState> = (this.running?.catch(() => undefined) ?? Promise.resolve())
      .then(() => this.run(full))
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.running = next;
    return next;
  }

  /**
   * A sync the alarms start (the schedule, a retry): none before the time a 429's Retry-After set,
   * whose retry alarm is then kept at that time. The recruiter's own "Sync now" and a sign-in go at once.
   */
  async startScheduled(): Promise<SyncState> {
    // A run under way (the recruiter's Sync now in the wait) keeps its alarm that resumes a stopped worker.
    if (this.running && !this.finishing) return this.running;
    const until = await this.notBefore();
    if (until === null) return this.start(false);
    await this.options.ports.createAlarm(SYNC_ALARMS.syncRetry, { when: until });
    return this.state();
  }

  /** The time of the API's Retry-After, while it is to come (and within MAX_SYNC_WAIT_MS). */
  private async notBefore(): Promise<number | null> {
    const until = await syncNotBeforeItem.getValue();
    const now = this.options.now();
    return typeof until === 'number' && until > now && until - now <= MAX_SYNC_WAIT_MS ? until : null;
  }

  /** Stops a running sync where it is; its saved cursor lets the next run continue. */
  cancel(): void {
    this.abort?.abort(new Error('Sync cancelled'));
  }

  /** Stops a running sync and waits until it has let go of the index. */
  async stop(): Promise<void> {
    this.cancel();
    await this.running?.catch(() => undefined);
  }

  /**
   * Runs `work` with no sync under way: the run going is stopped first, and a start meanwhile (an
   * alarm, Sync now) runs once `work` is done. "Clear local data" clears the sync's state and the
   * index so: a run started in between read the state from before, and saved it over the cleared
   * one, which then called a partial index complete.
   */
  async whileStopped(work: () => Promise<unknown>): Promise<void> {
    this.cancel();
    const done = (this.running?.catch(() => undefined) ?? Promise.resolve()).then(work);
    const gate: Promise<SyncState> = done
      .then(() => this.state())
      .finally(() => {
        if (this.running === gate) this.running = null;
      });
    gate.catch(() => undefined);
    this.running = gate;
    // Not a run to share: a start meanwhile comes after it.
    this.finishing = true;
    await done;
  }

  /**
   * The saved state, checked (feed/sync-state.ts): one that is not a sync state, damaged or planted,
   * gives way to a fresh one, whose first pass is a full one that sweeps every pack.
   */
  async state(): Promise<SyncState> {
    const checked = checkedSyncState(await syncStateItem.getValue());
    if (checked) return checked;
    const fresh = freshSyncState(await (await this.options.index()).generation());
    await syncStateItem.setValue(fresh);
    return fresh;
  }

  async status(): Promise<SyncStatus> {
    const [state, count, health] = await Promise.all([this.state(), this.storedCount(), this.options.api.health()]);
    const indexed = await (await this.options.index()).count();
    return { state, indexed, count, apiReachable: health.reachable, apiError: health.lastError };
  }

  /** The feed's count: the stored one, or asked of the API; an API failure keeps the stored one. */
  async count(refresh: boolean): Promise<{ count: FeedCount | null; error: ApiErrorInfo | null }> {
    if (!refresh) return { count: await this.storedCount(), error: null };
    const clears = this.clears;
    try {
      // Asked at the popup's opening, which waits on it.
      const count = await this.options.api.call((client) => client.countJobs(undefined, { interactive: true }));
      if (clears !== this.clears) return { count: await this.storedCount(), error: null };
      const stored = { count, countedAt: this.options.now() };
      await feedCountItem.setValue(stored);
      await this.options.saveSnapshot();
      return { count: stored, error: null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.info.kind === 'unauthorized') throw error;
      return { count: await this.storedCount(), error: error.info };
    }
  }

  /** The stored count, checked: content scripts can write storage.local, and the popup shows it as a number. */
  readonly storedCount = async (): Promise<FeedCount | null> => {
    const stored: unknown = await feedCountItem.getValue();
    if (stored === null || typeof stored !== 'object') return null;
    const { count, countedAt } = stored as Partial<Record<keyof FeedCount, unknown>>;
    return Number.isSafeInteger(count) && (count as number) >= 0 && Number.isFinite(countedAt) ? ({ count, countedAt } as FeedCount) : null;
  };

  /**
   * Forgets the sync's progress and the count, before the index they describe: the state left is of a generation above the
   * index's, so that the next full pass sweeps what a clear of the index that failed or never came (the worker stopped) left.
   */
  async clear(): Promise<void> {
    this.clears++;
    const fresh = freshSyncState(await (await this.options.index()).generation());
    await Promise.all([syncStateItem.setValue(fresh), feedCountItem.removeValue()]);
  }

  /** The API address changed: the old API's Retry-After and failures do not hold the new one's syncs back. */
  readonly forgetWait = async (): Promise<void> =>
    void (await Promise.all([syncNotBeforeItem.removeValue(), syncFailuresItem.removeValue()]));

  /** The periodic sync, at the user's interval; kept when it already runs at that interval. */
  async schedule(intervalMinutes: number, replace = false): Promise<void> {
    const { ports } = this.options;
    const existing = await ports.getAlarm(SYNC_ALARMS.sync);
    if (!replace && existing?.periodInMinutes === intervalMinutes) return;
    await ports.createAlarm(SYNC_ALARMS.sync, { delayInMinutes: intervalMinutes, periodInMinutes: intervalMinutes });
  }

  /** Alarms are re-created on install, update and browser start: a sync left unfinished resumes; one under way keeps its alarm each minute (run). */
  async restoreRetry(): Promise<void> {
    if (this.running && !this.finishing) return;
    const { status, error } = await this.state();
    if (status === 'running' || status === 'paused' || status === 'failed') {
      const until = await this.notBefore();
      // As long as after the run it stopped; a Retry-After's wait, if any, is `until`.
      const delayInMinutes = (status === 'failed' ? retryWaitMs(error, await syncFailuresItem.getValue()) : MINUTE_MS) / MINUTE_MS;
      await this.options.ports.createAlarm(SYNC_ALARMS.syncRetry, until === null ? { delayInMinutes } : { when: until });
    }
  }

  private async feedSync(): Promise<FeedSync> {
    const { api } = this.options;
    return new FeedSync({
      client: {
        countJobs: (criteria, options) => api.call((client) => client.countJobs(criteria, options)),
        getAllJobs: (request, options) => api.call((client) => client.getJobListings(request, options)),
      },
      index: await this.options.index(),
      loadState: () => this.state(),
      saveState: (state) => syncStateItem.setValue(state),
      saveCount: (count) => feedCountItem.setValue(count),
      adapters: () => KEY_ADAPTERS,
      now: this.options.now,
      pageSize: this.options.pageSize,
      stripes: SYNC_STRIPES,
      saveEveryMs: this.options.saveEveryMs ?? SYNC_SAVE_EVERY_MS,
      onProgress: () => {
        void this.options.onProgress();
      },
    });
  }

  /** The index's newest jobs saved for the next worker (kept-newest.ts), which would otherwise read every search row for its snapshot. */
  private async keepNewest(): Promise<void> {
    await this.options
      .index()
      .then((index) => index.newest.save())
      .catch(() => undefined);
  }

  private async run(full: boolean): Promise<SyncState> {
    const { ports } = this.options;
    if (!(await this.options.signedIn())) {
      // Nothing to resume without a session (a sign-in starts a run): the alarm that resumes one stops.
      await ports.clearAlarm(SYNC_ALARMS.syncRetry);
      return this.state();
    }
    const controller = new AbortController();
    this.abort = controller;
    // If the worker is stopped mid-sync, this alarm wakes it to resume from the saved cursor. Each
    // minute until the run ends: one that fired while the run went on finds it under way, and a
    // worker stopped after that would otherwise wait for the periodic sync.
    await ports.createAlarm(SYNC_ALARMS.syncRetry, { delayInMinutes: 1, periodInMinutes: 1 });
    try {
      const before = await this.state();
      const state = await (await this.feedSync()).run({ full, signal: controller.signal });
      this.finishing = true;
      await Promise.all([syncNotBeforeItem.removeValue(), syncFailuresItem.removeValue()]);
      await ports.clearAlarm(SYNC_ALARMS.syncRetry);
      // Cancelled (signed out, a 401, the index being cleared): not a run that ended well. Nothing of
      // one follows, neither the saved searches' alerts nor the badge's count; the pages hear it ended.
      if (controller.signal.aborted) {
        await this.options.onProgress(true);
        return state;
      }
      await this.keepNewest();
      await this.options.saveSnapshot();
      await this.options.onSynced?.(state, broughtChanges(before, state)).catch((error: unknown) => this.options.onUnexpected?.(error));
      await this.options.refreshBadge();
      await this.options.onProgress(true);
      return state;
    } catch (error) {
      this.finishing = true;
      const info = error instanceof ApiError ? error.info : storageRefusal(error);
      // Failed before its pass saved a word (the index not opening): the 'running' a stopped worker
      // left says so now, where it said "Syncing…" until the retry with nothing running.
      let state = await this.state();
      if (state.status === 'running') await syncStateItem.setValue((state = { ...state, status: 'failed', error: info }));
      // Whatever the failed run did add is kept, and shown first next time.
      await this.keepNewest();
      await this.options.saveSnapshot().catch(() => undefined);
      if (info && worthRetrying(info)) {
        const retryAfter = syncWaitMs(info);
        // The scheduled syncs wait for a Retry-After too (startScheduled), also in a worker started later.
        if (retryAfter !== null) await syncNotBeforeItem.setValue(this.options.now() + retryAfter);
        const shown = withSyncWait(state);
        if (shown) await syncStateItem.setValue((state = shown));
        // Each failed run in a row waits longer: an outage is not asked a whole sync each minute.
        const failures = failuresInRow(await syncFailuresItem.getValue()) + 1;
        await syncFailuresItem.setValue(failures);
        const wait = retryAfter ?? retryWaitMs(info, failures);
        await ports.createAlarm(SYNC_ALARMS.syncRetry, { delayInMinutes: Math.max(1, Math.ceil(wait / MINUTE_MS)) });
      } else {
        await ports.clearAlarm(SYNC_ALARMS.syncRetry);
        if (!info) this.options.onUnexpected?.(error);
      }
      await this.options.onProgress(true);
      return state;
    } finally {
      if (this.abort === controller) this.abort = null;
    }
  }
}
