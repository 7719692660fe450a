/**
 * The feed's count kept in storage.local, which content scripts can write: one that is not a count
 * reaches neither the popup's count line nor its snapshot, and the count asked of the API replaces it.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import type { JobFeedClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { FeedIndex } from '../../feed/feed-index';
import { freshDbName } from '../../feed/__tests__/helpers';
import type { ApiGateway } from '../api-gateway';
import { SyncRunner } from '../sync-runner';

let index: FeedIndex;

function runner(countJobs: () => Promise<number>): SyncRunner {
  const api = {
    call: (call: (client: JobFeedClient) => Promise<unknown>) => call({ countJobs } as unknown as JobFeedClient),
    health: async () => ({ reachable: true, lastError: null, checkedAt: null }),
  } as unknown as ApiGateway;
  return new SyncRunner({
    api,
    index: async () => index,
    signedIn: async () => true,
    ports: recordingPorts(),
    now: () => 1000,
    onProgress: async () => undefined,
    saveSnapshot: async () => undefined,
    refreshBadge: async () => undefined,
  });
}

beforeEach(async () => {
  fakeBrowser.reset();
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => {
  index.close();
});

describe('the stored feed count', () => {
  it.each([
    ['text', 'lots'],
    ['a count that is text', { count: 'Call 0900-1234 to unlock your feed', countedAt: 5 }],
    ['a negative count', { count: -40, countedAt: 5 }],
    ['a count without its time', { count: 40 }],
    ['a fraction', { count: 2.5, countedAt: 5 }],
  ])('is not answered when it is %s', async (_, planted) => {
    await fakeBrowser.storage.local.set({ feedCount: planted });
    const offline = runner(() => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })));
    expect(await offline.storedCount()).toBeNull();
    expect((await offline.count(false)).count).toBeNull();
    expect((await offline.count(true)).count).toBeNull();
    expect((await offline.status()).count).toBeNull();
  });

  it('is answered when it is one', async () => {
    await fakeBrowser.storage.local.set({ feedCount: { count: 40, countedAt: 5 } });
    expect((await runner(() => Promise.resolve(41)).count(false)).count).toEqual({ count: 40, countedAt: 5 });
    expect((await runner(() => Promise.resolve(41)).status()).count).toEqual({ count: 40, countedAt: 5 });
  });
});
