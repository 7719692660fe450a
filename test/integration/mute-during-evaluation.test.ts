/**
 * Found in review: a mute added while a sync's alert evaluation is under way (it read the mutes before the
 * mute, its write of the searches' news not done yet). forgetMuted() reads the searches before that
 * write and finds nothing to forget; the write then adds the muted job to the search's news, and the
 * badge and the side panel count it until it is looked at: what 1ee66a4 says a mute no longer lets happen.
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

it('a job muted while the evaluation that found it is under way is not counted as news', async () => {
  fakeBrowser.reset();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'mute-during-evaluation',
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  value(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
  server.store.add({ title: 'Walvisonderzoeker', employer: 'Zee 1' });
  server.store.add({ title: 'Walvisonderzoeker', employer: 'Zee 2' });

  const index = await service.index();
  const keepFound = index.searches.keepFound.bind(index.searches);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let evaluated = false;
  index.searches.keepFound = async (...args) => {
    evaluated = true; // the mutes were read: the evaluation is done, its write not yet
    await held;
    return keepFound(...args);
  };
  const syncing = service.sync.start(false);
  await vi.waitFor(() => expect(evaluated).toBe(true));
  value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'zee 2' }, POPUP_SENDER));
  release();
  await syncing;

  const [search] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
  const employers = await Promise.all(search!.unseen.map(async (id) => (await index.get(id))?.employer));
  expect(employers, 'the news of Walvis').toEqual(['Zee 1']);
  expect(ports.badge).toMatchObject({ text: '1' });
});
