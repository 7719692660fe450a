/** The board pages' checks (background/page-checks.ts) go with the local feed they were checked against. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { contentScriptSender, POPUP_SENDER, recordingPorts } from './ports';
import { value } from './harness';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 50, seed: 11 });
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

it("forgets the pages' checks with the feed they were checked against: another user signs in (the local feed cleared)", async () => {
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: 'page-checks-cleared',
    sync: { pageSize: 2000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const signIn = async (username: string, password: string) => {
    value(await dispatch({ type: 'session.signIn', username, password, rememberMe: false }, POPUP_SENDER));
    await service.sync.start(false);
  };
  await signIn('demo', 'demo1234');
  value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));
  // Signed out, demo still reads a posting: its page is checked against demo's local feed.
  const posting = (server.store.get(server.store.ids()[3]!) as { url: string }).url;
  await dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(posting, 5));
  await vi.waitFor(async () =>
    expect(value(await dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toMatchObject({ matched: true }),
  );
  // Another user signs in: demo's feed is cleared, and so must be what was checked against it.
  await signIn('admin', 'admin1234');
  expect(value(await dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toEqual({ checkedAt: null, matched: false });
  expect(value(await dispatch({ type: 'page.diagnose', url: posting }, POPUP_SENDER))).toMatchObject({ checkedAt: null });
});
