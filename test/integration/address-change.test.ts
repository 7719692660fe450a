/**
 * Another API address is another feed: what the background kept of the old API goes with it. Its
 * Retry-After held the new API's syncs back (up to 6 h) where a failed first sync waits a minute,
 * the popup said the old API's error, and a Count Jobs answered by the old API after the change was
 * stored as the new feed's count.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SyncStatus } from '../../utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, value } from './harness';

let oldApi: ReferenceServer;
let newApi: ReferenceServer;
beforeAll(async () => {
  [oldApi, newApi] = await Promise.all([
    startReferenceServer({ port: 0, boardPort: 0, jobs: 120, seed: 31 }),
    startReferenceServer({ port: 0, boardPort: 0, jobs: 80, seed: 37 }),
  ]);
}, 60_000);
afterAll(() => Promise.all([oldApi.close(), newApi.close()]));
beforeEach(() => {
  fakeBrowser.reset();
  for (const server of [oldApi, newApi]) {
    server.store.reset();
    server.clearFaults();
  }
});

const SIGN_IN = { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false } as const;

it("retries the new API's failed first sync after a minute, not after the old API's Retry-After", async () => {
  const h = backgroundWorker(oldApi.apiUrl, 'address-change-wait');
  value(await h.dispatch(SIGN_IN, POPUP_SENDER));
  await h.service.sync.start(false);
  oldApi.setFaults({ status: 429, retryAfterSeconds: 3 * 3600 });
  await h.service.sync.start(false);
  expect(value<SyncStatus>(await h.dispatch({ type: 'sync.status' }, POPUP_SENDER)).apiError).toMatchObject({ kind: 'rateLimited' });

  value(await h.dispatch({ type: 'settings.update', patch: { apiBaseUrl: newApi.apiUrl } }, POPUP_SENDER));
  // Nothing is known of the new API yet: the popup does not say the old one's error.
  const status = value<SyncStatus>(await h.dispatch({ type: 'sync.status' }, POPUP_SENDER));
  expect([status.apiReachable, status.apiError]).toEqual([null, null]);

  // The new API's first sync fails (a garbled page); its retry comes in a minute.
  newApi.setFaults({ malformed: true });
  value(await h.dispatch(SIGN_IN, POPUP_SENDER));
  await h.service.sync.start(false);
  expect(h.ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 1 });
  newApi.clearFaults();
  await h.service.onAlarm('sync-retry');
  const index = await h.service.index();
  expect(await index.count()).toBe(80);
  index.close();
});

it('does not keep a count the old API answered after the address changed, nor its health', async () => {
  const h = backgroundWorker(oldApi.apiUrl, 'address-change-count');
  value(await h.dispatch(SIGN_IN, POPUP_SENDER));
  await h.service.sync.start(false);
  oldApi.clearRequests();
  oldApi.setFaults({ latencyMs: 300 });
  const counting = h.dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
  await expect.poll(() => oldApi.requests.length).toBeGreaterThan(0);
  value(await h.dispatch({ type: 'settings.update', patch: { apiBaseUrl: newApi.apiUrl } }, POPUP_SENDER));
  await counting;

  const status = value<SyncStatus>(await h.dispatch({ type: 'sync.status' }, POPUP_SENDER));
  expect([status.count, status.apiReachable]).toEqual([null, null]);
  const index = await h.service.index();
  index.close();
});

// A sign-in under way while the address is changed: the session the old API issues must not start
// beside the new address (its token is never sent there, so every sync fails).
it('does not start a session of the old API when the address changed during the sign-in', async () => {
  const h = backgroundWorker(oldApi.apiUrl, 'sign-in-address-race');
  oldApi.setFaults({ latencyMs: 300 });
  const signingIn = h.dispatch(SIGN_IN, POPUP_SENDER);
  await expect.poll(() => oldApi.requests.length).toBeGreaterThan(0);
  value(await h.dispatch({ type: 'settings.update', patch: { apiBaseUrl: newApi.apiUrl } }, POPUP_SENDER));
  await signingIn;
  await h.service.sync.start(false);

  const session = await h.service.session.current();
  expect(session?.apiBaseUrl ?? null).not.toBe(oldApi.apiUrl);
  (await h.service.index()).close();
});
