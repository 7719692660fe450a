/**
 * The feed index could not be opened once (IndexedDB failing for a moment, as it can at browser
 * start): the requests after it open it again, instead of each answering "Something went wrong" until
 * the worker is stopped. Only a request opens it: a failure starts no retries of its own.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { FeedIndex } from '@/utils/feed/feed-index';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

const now = () => Date.parse('2026-11-20T10:00:00Z');

function worker(api: ReturnType<typeof fakeApi>) {
  const service = new BackgroundService({
    defaultApiBaseUrl: API,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: 'index-open-retry',
    fetch: api.fetch,
    now,
  });
  return { service, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()) };
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

it('opens the index again at the next request after one failed open', async () => {
  const api = fakeApi(now);
  const first = worker(api);
  const signIn = await first.dispatch({ type: 'session.signIn', username: 'alice', password: 'secret12', rememberMe: false }, POPUP_SENDER);
  expect(signIn.ok).toBe(true);
  await first.service.sync.start(false);
  (await first.service.index()).close();

  // The worker was stopped; the new one's first open fails.
  const open = vi.spyOn(FeedIndex, 'open').mockRejectedValueOnce(new DOMException('Internal error opening backing store', 'UnknownError'));
  const { service, dispatch } = worker(api);
  expect(await dispatch({ type: 'jobs.local', id: 1 }, POPUP_SENDER)).toMatchObject({ ok: false });
  expect(open).toHaveBeenCalledTimes(1);

  expect(await dispatch({ type: 'jobs.local', id: 1 }, POPUP_SENDER)).toEqual({ ok: true, value: null });
  expect(open).toHaveBeenCalledTimes(2);
  (await service.index()).close();
});
