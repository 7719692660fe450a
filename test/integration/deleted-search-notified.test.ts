/**
 * Found in review: a saved search deleted while a sync's evaluation of it is under way (it found news, not
 * notified yet). The deletion clears `search:<id>` from the tray (cff466b), then the evaluation raises
 * it again: the notification of a search that is no more comes back, and its click opens the side panel
 * on a search that does not exist, the very thing cff466b set out to stop.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import type { Result, StoredSearch } from '@/utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '@/test/server/app.ts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 50, seed: 23 });
}, 60_000);
afterAll(() => server.close());

const value = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
};

it('a search deleted while its news is being evaluated raises no notification after its deletion', async () => {
  fakeBrowser.reset();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'deleted-search-notified',
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const [search] = value<StoredSearch[]>(
    await dispatch({ type: 'searches.save', name: 'Imker', query: 'imker', filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER),
  );
  server.store.add({ title: 'Imker', employer: 'Bij BV' });

  const index = await service.index();
  const evaluate = index.evaluateAlerts.bind(index);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let evaluated = false;
  index.evaluateAlerts = async (now) => {
    const result = await evaluate(now);
    evaluated = true; // found, not announced yet
    await held;
    return result;
  };
  const syncing = service.sync.start(false);
  await vi.waitFor(() => expect(evaluated).toBe(true));
  value(await dispatch({ type: 'searches.delete', id: search!.id }, POPUP_SENDER));
  release();
  await syncing;
  expect(value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))).toEqual([]);
  expect([...ports.notifications.keys()], 'in the tray after the deletion').toEqual([]);
});
