/**
 * A sign-in under way while the API address is changed in the options: the session the old API
 * issues must not start beside the new address (its token is never sent there, so every sync fails).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, value } from './harness';

let oldApi: ReferenceServer;
let newApi: ReferenceServer;
beforeAll(async () => {
  [oldApi, newApi] = await Promise.all([
    startReferenceServer({ port: 0, boardPort: 0, jobs: 30, seed: 31 }),
    startReferenceServer({ port: 0, boardPort: 0, jobs: 20, seed: 37 }),
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

it('does not start a session of the old API when the address changed during the sign-in', async () => {
  const h = backgroundWorker(oldApi.apiUrl, 'sign-in-address-race');
  oldApi.setFaults({ latencyMs: 300 });
  const signingIn = h.dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER);
  await expect.poll(() => oldApi.requests.length).toBeGreaterThan(0);
  value(await h.dispatch({ type: 'settings.update', patch: { apiBaseUrl: newApi.apiUrl } }, POPUP_SENDER));
  await signingIn;
  await h.service.sync.start(false);

  const session = await h.service.session.current();
  expect(session?.apiBaseUrl ?? null).not.toBe(oldApi.apiUrl);
  (await h.service.index()).close();
});
