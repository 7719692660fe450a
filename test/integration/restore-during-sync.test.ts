/**
 * The browser's start or the extension's update restores the alarms while the worker's resumed sync
 * runs: the sync's retry alarm must stay the one that comes each minute until the run ends, so that a
 * worker stopped later in the run is woken to resume it.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, referenceServer, value } from './harness';

const server = referenceServer({ jobs: 300, seed: 43 });

it("keeps the run's retry alarm each minute when the alarms are restored during a sync", async () => {
  const h = backgroundWorker(server().apiUrl, 'restore-during-sync', undefined, { sync: { pageSize: 50 } });
  server().setFaults({ latencyMs: 100 });
  value(await h.dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await expect.poll(() => h.ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 1, periodInMinutes: 1 });

  // onInstalled (an update) or onStartup, while the run goes on.
  await h.service.restoreAlarms();
  expect(h.ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 1, periodInMinutes: 1 });
  await h.service.sync.stop();
  (await h.service.index()).close();
});
