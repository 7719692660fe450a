/**
 * A server that keeps failing (a 5xx for an hour, an outage) is not asked a whole sync every minute:
 * each failed run in a row waits longer for its retry, up to a bound; a run that ends well starts over.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import type { JobFeedClient } from '../../api/client';
import { FeedIndex } from '../../feed/feed-index';
import { FakeFeed } from '../../feed/__tests__/fake-feed';
import { freshDbName } from '../../feed/__tests__/helpers';
import type { ApiGateway } from '../api-gateway';
import { SyncRunner } from '../sync-runner';

let index: FeedIndex;

function gateway(feed: FakeFeed): ApiGateway {
  const client = { countJobs: feed.client.countJobs, getJobListings: feed.client.getAllJobs };
  return { call: (call: (client: JobFeedClient) => Promise<unknown>) => call(client as unknown as JobFeedClient) } as unknown as ApiGateway;
}

beforeEach(async () => {
  fakeBrowser.reset();
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => index.close());

function runner(feed: FakeFeed, ports: ReturnType<typeof recordingPorts>, now: () => number): SyncRunner {
  return new SyncRunner({
    api: gateway(feed),
    index: async () => index,
    signedIn: async () => true,
    ports,
    now,
    pageSize: 10,
    onProgress: async () => undefined,
    saveSnapshot: async () => undefined,
    refreshBadge: async () => undefined,
  });
}

it('waits longer for each retry while the server keeps failing, and a minute again after a run that ended well', async () => {
  const feed = new FakeFeed(25);
  const ports = recordingPorts();
  let clock = Date.parse('2026-03-10T12:00:00.000Z');
  const sync = runner(feed, ports, () => clock);
  // The first sync ends well; the incremental ones after it meet the outage.
  await sync.start(false);
  const waits: unknown[] = [];
  for (let run = 0; run < 8; run++) {
    feed.failAfter(0, 500);
    await sync.start(false);
    waits.push(ports.alarms.get('sync-retry')?.delayInMinutes);
    clock += 60_000;
  }
  expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15, 15]);

  // The server is back: the run ends well, and the next failure is retried after a minute again.
  await sync.start(false);
  feed.failAfter(0, 500);
  await sync.start(false);
  expect(ports.alarms.get('sync-retry')?.delayInMinutes).toBe(1);
});

it('keeps the wait in a worker started later, and starts over for a new API address', async () => {
  const feed = new FakeFeed(25);
  const clock = Date.parse('2026-03-10T12:00:00.000Z');
  const first = runner(feed, recordingPorts(), () => clock);
  await first.start(false);
  for (let run = 0; run < 3; run++) {
    feed.failAfter(0, 500);
    await first.start(false);
  }
  // The browser restarts: the retry alarm is set again as long as the third failure in a row waits.
  const ports = recordingPorts();
  const later = runner(feed, ports, () => clock);
  await later.restoreRetry();
  expect(ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 4 });

  // Another API: the old one's failures do not hold its first retry back.
  await later.forgetWait();
  feed.failAfter(0, 500);
  await later.start(false);
  expect(ports.alarms.get('sync-retry')?.delayInMinutes).toBe(1);
});
