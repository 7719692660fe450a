/**
 * "Clear local data" while an alarm starts a sync: the run waits for the clear and then loads the
 * whole feed anew. It used to run beside the clear, read the sync's state from before it (an
 * incremental pass), and save that over the cleared state: a partial index called complete.
 * A clear that stopped after the sync's state and before the index: the state used to start again
 * at generation 0, below the index's packs, and no full pass swept the jobs deleted from the feed.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import { syncStateItem } from '../../utils/storage';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER, recordingPorts } from './ports';
import { backgroundWorker, value } from './harness';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 200, seed: 23 });
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

it('loads the whole feed anew after "Clear local data", when the sync alarm fires during the clear', async () => {
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'clear-during-sync',
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const index = await service.index();
  expect(await index.count()).toBe(200);
  server.store.add({ title: 'Nieuw', employer: 'Nieuw BV' });

  // The periodic alarm fires while the index is being cleared.
  const clear = index.clear.bind(index);
  let during: Promise<void> | null = null;
  index.clear = async () => {
    during = service.onAlarm('sync');
    await clear();
  };
  value(await dispatch({ type: 'data.clear' }, POPUP_SENDER));
  await during;
  await service.sync.start(false);
  const state = await syncStateItem.getValue();
  expect([await index.count(), state.status]).toEqual([201, 'idle']);
  index.close();
});

it('sweeps the jobs gone from the feed after a "Clear local data" that stopped before the index was cleared', async () => {
  const { service, dispatch } = backgroundWorker(server.apiUrl, 'clear-stopped-halfway');
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  await service.sync.start(true);
  const index = await service.index();
  expect(await index.count()).toBe(200);

  // The index's clear fails (the browser refused it, or the worker stopped there).
  const clear = index.clear.bind(index);
  index.clear = () => Promise.reject(new DOMException('Transaction aborted', 'AbortError'));
  expect((await dispatch({ type: 'data.clear' }, POPUP_SENDER)).ok).toBe(false);
  index.clear = clear;

  const [gone] = server.store.ids();
  server.store.remove(gone!);
  await service.sync.start(false);
  expect(await index.get(gone!)).toBeNull();
  expect(await index.count()).toBe(199);
  index.close();
});
