/**
 * A sync state in storage.local that is not one (damaged, or planted: content scripts can write
 * storage.local) used to make every sync throw, Sync now included, until "Clear local data", which
 * takes the recruiter's marks too. It now gives way to a fresh state: the next run is a full pass,
 * of a generation above the index's, so it also sweeps the jobs gone from the feed.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { SyncStatus } from '../../utils/messaging/contract';
import { INITIAL_SYNC_STATE, syncStateItem } from '../../utils/storage';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER, recordingPorts } from './ports';
import { value } from './harness';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 200, seed: 29 });
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

const DAMAGED: [string, unknown][] = [
  ['an empty object', {}],
  ['a text', 'garbage'],
  [
    'a full pass under way without its id ranges',
    { ...INITIAL_SYNC_STATE, status: 'running', mode: 'full', generation: 1, stripes: undefined },
  ],
  ['a failure the popup cannot say', { ...INITIAL_SYNC_STATE, status: 'failed', error: { kind: 'validation' } }],
];

it.each(DAMAGED)('syncs the whole feed again after %s as the saved state, and sweeps the jobs gone meanwhile', async (_, damaged) => {
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `damaged-sync-state-${DAMAGED.findIndex(([, d]) => d === damaged)}`,
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  await service.sync.start(true);
  const index = await service.index();
  expect(await index.count()).toBe(200);
  const [gone, marked] = server.store.ids();
  value(await dispatch({ type: 'jobs.setStatus', id: marked!, status: 'shortlisted' }, POPUP_SENDER));
  server.store.remove(gone!);

  await fakeBrowser.storage.local.set({ syncState: damaged });
  // The popup can still say where the sync stands.
  expect(value<SyncStatus>(await dispatch({ type: 'sync.status' }, POPUP_SENDER)).state.status).toBe('idle');
  await service.sync.start(false);
  const state = await syncStateItem.getValue();
  expect([state.status, state.mode, state.error]).toEqual(['idle', 'full', null]);
  expect(await index.count()).toBe(199);
  expect(await index.get(gone!)).toBeNull();
  expect(value(await dispatch({ type: 'jobs.status', id: marked! }, POPUP_SENDER))).toBe('shortlisted');
  await service.sync.stop();
  index.close();
});
