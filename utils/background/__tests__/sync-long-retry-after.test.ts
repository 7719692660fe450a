/**
 * A sync refused by a 429 whose Retry-After is longer than the scheduled syncs ever wait (six hours,
 * MAX_SYNC_WAIT_MS) is tried again after six hours. The popup counted down the server's whole wait
 * ("Try again in 3 days") and, until it was over, did not try again on opening; the retry's alarm
 * was set for the whole wait too, so that with a daily sync interval the retry came a day later.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import type { JobFeedClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { FeedIndex } from '../../feed/feed-index';
import { FakeFeed } from '../../feed/__tests__/fake-feed';
import { freshDbName } from '../../feed/__tests__/helpers';
import { rateLimitEnd } from '../../i18n/errors';
import { syncNotBeforeItem, syncStateItem } from '../../storage';
import type { ApiGateway } from '../api-gateway';
import { SyncRunner } from '../sync-runner';
import { MAX_SYNC_WAIT_MS } from '../sync-retry';

let clock: number;
let index: FeedIndex;

beforeEach(async () => {
  fakeBrowser.reset();
  clock = Date.parse('2026-03-10T12:00:00.000Z');
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => index.close());

describe("a sync's 429 with a Retry-After of three days", () => {
  it('counts down to the retry six hours on, and sets its alarm then', async () => {
    const feed = new FakeFeed(5);
    const days = 3 * 86_400_000;
    feed.beforePage = () => {
      throw new ApiError({ kind: 'rateLimited', retryAfterMs: days, at: clock });
    };
    const client = { countJobs: feed.client.countJobs, getJobListings: feed.client.getAllJobs };
    const api = {
      call: (call: (client: JobFeedClient) => Promise<unknown>) => call(client as unknown as JobFeedClient),
    } as unknown as ApiGateway;
    const ports = recordingPorts();
    const runner = new SyncRunner({
      api,
      index: async () => index,
      signedIn: async () => true,
      ports,
      now: () => clock,
      pageSize: 10,
      onProgress: async () => undefined,
      saveSnapshot: async () => undefined,
      refreshBadge: async () => undefined,
    });
    await runner.start(false);

    const state = await syncStateItem.getValue();
    expect(state.status).toBe('failed');
    expect(await syncNotBeforeItem.getValue()).toBe(clock + MAX_SYNC_WAIT_MS);
    // What the popup counts down to (i18n/errors.ts): when the sync goes again.
    expect(rateLimitEnd(state.error)).toBe(clock + MAX_SYNC_WAIT_MS);
    expect(ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: MAX_SYNC_WAIT_MS / 60_000 });
  });
});
