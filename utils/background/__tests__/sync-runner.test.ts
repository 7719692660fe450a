/**
 * The worker runs one sync at a time: SyncRunner shares the run under way with a second start.
 * (FeedSync, which a run drives, trusts it to: each run makes a FeedSync of its own.)
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import type { JobFeedClient } from '../../api/client';
import { FeedIndex } from '../../feed/feed-index';
import { ROWS_LOAD_MEASURE } from '../../feed/held-rows';
import { UPGRADE_STEPS } from '../../feed/index-schema';
import { FakeFeed } from '../../feed/__tests__/fake-feed';
import { freshDbName } from '../../feed/__tests__/helpers';
import { syncNotBeforeItem, syncStateItem } from '../../storage';
import type { ApiGateway } from '../api-gateway';
import { ApiError } from '../../api/errors';
import { onAlarm, type AlarmTargets } from '../alarms';
import { SyncRunner, type SyncRunnerOptions } from '../sync-runner';

let clock: number;

const NO_TARGETS: AlarmTargets = {
  startSync: async () => undefined,
  sessionChanged: async () => undefined,
  expiryDue: async () => 'live',
  endExpiredSession: async () => undefined,
  alertsDue: async () => undefined,
};
let index: FeedIndex;
let name: string;

/** A gateway that hands the fake feed to every call, as the real one hands its client. */
function gateway(feed: FakeFeed): ApiGateway {
  const client: Pick<JobFeedClient, 'countJobs' | 'getJobListings'> = {
    countJobs: feed.client.countJobs,
    getJobListings: feed.client.getAllJobs,
  };
  return { call: (call: (client: JobFeedClient) => Promise<unknown>) => call(client as JobFeedClient) } as unknown as ApiGateway;
}

function createRunner(
  feed: FakeFeed,
  saveSnapshot: () => Promise<void> = async () => undefined,
  onProgress: (ended?: true) => Promise<void> = async () => undefined,
  options: Partial<SyncRunnerOptions> = {},
): SyncRunner {
  return new SyncRunner({
    api: gateway(feed),
    index: async () => index,
    signedIn: async () => true,
    ports: recordingPorts(),
    now: () => clock,
    pageSize: 10,
    onProgress,
    saveSnapshot,
    refreshBadge: async () => undefined,
    ...options,
  });
}

beforeEach(async () => {
  fakeBrowser.reset();
  clock = Date.parse('2026-03-10T12:00:00.000Z');
  name = freshDbName();
  index = await FeedIndex.open(name);
});

afterEach(() => {
  index.close();
});

describe('SyncRunner', () => {
  it('shares one run between concurrent starts', async () => {
    const feed = new FakeFeed(25);
    const runner = createRunner(feed);
    const first = runner.start(false);
    const second = runner.start(true);
    expect(second).toBe(first);
    await first;
    // The feed's highest id, and 3 pages by id (25 jobs are too few to cut into ranges of 10).
    expect(feed.requests).toHaveLength(4);
    expect(feed.requests.filter((r) => r.size === 10).flatMap((r) => r.criteria?.id?.greaterThan ?? [])).toHaveLength(2);
    expect(feed.counts).toBe(1);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', mode: 'full', generation: 1 });
    // Once it is over, a new start starts a new run.
    clock += 60_000;
    await runner.start(false);
    expect(feed.requests).toHaveLength(5);
  });

  it('runs a start that comes while the last run only saves its snapshot, instead of dropping it', async () => {
    const feed = new FakeFeed(25);
    let late: Promise<unknown> | null = null;
    // The first run has read the whole feed and saved its state ('idle'): a "Sync now" now.
    const runner: SyncRunner = createRunner(feed, async () => {
      if (late) return;
      clock += 60_000;
      late = runner.start(false);
    });
    const first = runner.start(false);
    await first;
    expect(late).not.toBeNull();
    expect(late).not.toBe(first);
    await late;
    // The highest id and 3 pages for the first run, then the second run's incremental page.
    expect(feed.requests).toHaveLength(5);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'idle', mode: 'incremental' });
  });

  it("saves the index's newest jobs as a run ends, before its snapshot: a worker stopped right after leaves them to the next", async () => {
    const feed = new FakeFeed(25);
    let started = null as FeedIndex | null;
    // The snapshot is saved in a worker started as the run ends, rows let go after every write (a million jobs).
    const runner = createRunner(feed, async () => {
      started ??= await FeedIndex.open(name, UPGRADE_STEPS, { jobs: 0, idleMs: -1 });
    });
    await runner.start(false);
    const loads = performance.getEntriesByName(ROWS_LOAD_MEASURE).length;
    try {
      const snapshot = await started!.search({ query: '', filters: {}, offset: 0, limit: 20, grouping: 'if-built' });
      expect(snapshot.jobs).toHaveLength(20);
      expect(performance.getEntriesByName(ROWS_LOAD_MEASURE)).toHaveLength(loads);
      expect(snapshot).toEqual(await index.search({ query: '', filters: {}, offset: 0, limit: 20, grouping: 'if-built' }));
    } finally {
      started?.close();
    }
  });

  it('ends each run, well or failed, with one progress event saying so, after what the run saved', async () => {
    const feed = new FakeFeed(25);
    const told: string[] = [];
    const runner = createRunner(
      feed,
      async () => void told.push('snapshot'),
      async (ended) => void told.push(ended ? 'ended' : 'progress'),
    );
    await runner.start(false);
    expect(told.filter((word) => word === 'ended')).toHaveLength(1);
    expect(told.at(-1)).toBe('ended');
    expect(told.at(-2)).toBe('snapshot');
    expect(told).toContain('progress');

    // A run the API stops (a 500 on its second page) ends too, after the snapshot of what it did add.
    told.length = 0;
    clock += 60_000;
    feed.failAfter(1, 500);
    const failed = await runner.start(true);
    expect(failed.status).not.toBe('idle');
    expect(told.slice(-2)).toEqual(['snapshot', 'ended']);
    expect(told.filter((word) => word === 'ended')).toHaveLength(1);
  });

  it('takes a run cancelled mid-way (signed out, a 401) for no run that ended well: no alerts, no badge, and the pages hear it ended', async () => {
    const feed = new FakeFeed(40);
    const done: string[] = [];
    const runner = createRunner(
      feed,
      async () => void done.push('snapshot'),
      async (ended) => void (ended && done.push('ended')),
      { onSynced: async () => void done.push('alerts'), refreshBadge: async () => void done.push('badge') },
    );
    // The session ends while the third page is under way (endSession cancels the sync).
    feed.beforePage = (request) => {
      if (request === 3) runner.cancel();
    };
    const state = await runner.start(false);
    expect(state.status).toBe('paused');
    expect(done).toEqual(['ended']);

    // The next run, signed in again, resumes and ends well: all of it.
    feed.beforePage = null;
    await runner.start(false);
    expect(done.slice(1)).toEqual(['snapshot', 'alerts', 'badge', 'ended']);
  });

  it("keeps the alarm that resumes a stopped worker's run until the run ends, though it fired while the run went on", async () => {
    const feed = new FakeFeed(40);
    const ports = recordingPorts();
    /** An alarm firing as the browser fires it: one without a period is gone once it has fired. */
    const fire = (name: string) => {
      if (ports.alarms.get(name)?.periodInMinutes === undefined) ports.alarms.delete(name);
      return runner.start(false);
    };
    const runner = createRunner(feed, undefined, undefined, { signedIn: async () => signedIn, ports });
    let during: Promise<unknown> | null = null;
    let armed: boolean | null = null;
    let signedIn = true;
    feed.beforePage = (request) => {
      if (request !== 3) return;
      during = fire('sync-retry');
      // Should the worker be stopped now, this alarm is what starts it again.
      armed = ports.alarms.has('sync-retry');
    };
    const run = runner.start(false);
    await run;
    expect(await during).toBe(await run);
    expect(armed).toBe(true);
    // Over, the run needs it no more.
    expect(ports.alarms.has('sync-retry')).toBe(false);
    // Nor does a worker woken by it once signed out: it does not wake the worker each minute for nothing.
    await ports.createAlarm('sync-retry', { delayInMinutes: 1, periodInMinutes: 1 });
    signedIn = false;
    await fire('sync-retry');
    expect(ports.alarms.has('sync-retry')).toBe(false);
  });
  // A 503's Retry-After says how long the service is away (RFC 9110 10.2.3): it is waited for as a 429's.
  const limits = [
    ["a 429's", (ms: number) => new ApiError({ kind: 'rateLimited', retryAfterMs: ms })],
    ["a 503's", (ms: number) => new ApiError({ kind: 'server', status: 503, reason: null, retryAfterMs: ms })],
  ] as const;
  for (const [which, limited] of limits)
    it(`waits for ${which} Retry-After before a scheduled sync asks again, also in a worker started later; Sync now goes at once`, async () => {
      const feed = new FakeFeed(25);
      let limitedUntil = 0;
      let asked = 0;
      feed.beforePage = () => {
        asked++;
        if (clock < limitedUntil) throw limited(limitedUntil - clock);
      };
      const ports = recordingPorts();
      const runner = createRunner(feed, undefined, undefined, { ports });
      const targets: AlarmTargets = {
        startSync: () => runner.startScheduled(),
        sessionChanged: async () => undefined,
        expiryDue: async () => 'live',
        endExpiredSession: async () => undefined,
        alertsDue: async () => undefined,
      };
      await runner.schedule(15);
      await runner.start(false);
      // The server limits us for an hour.
      clock += 60_000;
      limitedUntil = clock + 3_600_000;
      await runner.start(false);
      expect((await syncStateItem.getValue()).status).toBe('failed');
      expect(await syncNotBeforeItem.getValue()).toBe(limitedUntil);
      const before = asked;
      // 15 minutes on, the periodic alarm: no request, and the retry is kept at the hour's end.
      clock += 15 * 60_000;
      await onAlarm('sync', targets);
      expect(asked).toBe(before);
      expect(ports.alarms.get('sync-retry')).toEqual({ when: limitedUntil });
      // A worker started after a browser restart keeps it too.
      await createRunner(feed, undefined, undefined, { ports }).restoreRetry();
      expect(ports.alarms.get('sync-retry')).toEqual({ when: limitedUntil });
      // The hour over, the retry's sync goes, and ends well.
      clock = limitedUntil;
      await onAlarm('sync-retry', targets);
      expect(asked).toBeGreaterThan(before);
      expect((await syncStateItem.getValue()).status).toBe('idle');
      expect(await syncNotBeforeItem.getValue()).toBeNull();
    });

  it("leaves a run under way in a Retry-After's wait (the recruiter's Sync now) its alarm that resumes a stopped worker", async () => {
    const feed = new FakeFeed(60);
    const ports = recordingPorts();
    const runner = createRunner(feed, undefined, undefined, { ports });
    await syncNotBeforeItem.setValue(clock + 3_600_000);
    let midRun: unknown = null;
    let fired: Promise<void> | null = null;
    feed.beforePage = async (request) => {
      if (request !== 2) return;
      // The run's own resume alarm fires while it goes on (and is answered with the run).
      fired = onAlarm('sync-retry', { ...NO_TARGETS, startSync: () => runner.startScheduled() });
      await new Promise((resolve) => setTimeout(resolve, 0));
      midRun = ports.alarms.get('sync-retry');
    };
    await runner.start(true);
    await fired;
    expect(midRun).toEqual({ delayInMinutes: 1, periodInMinutes: 1 });
  });

  it('takes no wait from a stored time further off than a scheduled sync ever waits (a planted value)', async () => {
    const feed = new FakeFeed(5);
    const runner = createRunner(feed);
    await syncNotBeforeItem.setValue(clock + 365 * 86_400_000);
    await runner.startScheduled();
    expect((await syncStateItem.getValue()).status).toBe('idle');
  });
});
