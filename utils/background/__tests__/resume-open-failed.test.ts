/**
 * A run resumed in a new worker (the state left 'running' by the one stopped mid-sync) whose index
 * cannot be opened this time (IndexedDB failing for a moment, as it can at browser start): nothing
 * runs until the retry alarm, so the state must not keep saying "Syncing…" without a word of why.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import type { JobFeedClient } from '../../api/client';
import { FeedIndex } from '../../feed/feed-index';
import { FakeFeed } from '../../feed/__tests__/fake-feed';
import { freshDbName } from '../../feed/__tests__/helpers';
import { syncStateItem } from '../../storage';
import type { ApiGateway } from '../api-gateway';
import { SyncRunner } from '../sync-runner';

let index: FeedIndex;
const clock = Date.parse('2026-03-10T12:00:00.000Z');

function gateway(feed: FakeFeed): ApiGateway {
  const client = { countJobs: feed.client.countJobs, getJobListings: feed.client.getAllJobs };
  return { call: (call: (client: JobFeedClient) => Promise<unknown>) => call(client as unknown as JobFeedClient) } as unknown as ApiGateway;
}

function runner(feed: FakeFeed, openIndex: () => Promise<FeedIndex>, ports = recordingPorts()): SyncRunner {
  return new SyncRunner({
    api: gateway(feed),
    index: openIndex,
    signedIn: async () => true,
    ports,
    now: () => clock,
    pageSize: 10,
    onProgress: async () => undefined,
    saveSnapshot: async () => undefined,
    refreshBadge: async () => undefined,
  });
}

beforeEach(async () => {
  fakeBrowser.reset();
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => index.close());

it('says the resumed run failed, and why, when the index does not open for it', async () => {
  const feed = new FakeFeed(40);
  // The first worker is stopped while the third page is fetched: its state says 'running'.
  const first = runner(feed, async () => index);
  feed.beforePage = (request) => {
    if (request === 3) first.cancel();
  };
  await first.start(false);
  const stopped = await syncStateItem.getValue();
  await syncStateItem.setValue({ ...stopped, status: 'running' });
  feed.beforePage = null;

  // The next worker resumes it; its first open of the index is refused.
  let opens = 0;
  const ports = recordingPorts();
  const second = runner(
    feed,
    async () => {
      if (++opens === 1) throw new DOMException('Internal error opening backing store', 'UnknownError');
      return index;
    },
    ports,
  );
  await second.start(false);
  expect(ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 15 });
  expect(await syncStateItem.getValue()).toMatchObject({ status: 'failed', error: { kind: 'storage', name: 'UnknownError' } });
});
