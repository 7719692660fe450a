/**
 * Found in review: mutes.add now awaits alerts.forgetMuted() between the mute's write and changed(). A
 * failure there (an IndexedDB read of a job that fails) answers the page "not muted" although the mute
 * is stored, and skips changed(): the popup's snapshot is not saved again and no page hears
 * mutes.changed, so the lists keep showing the employer the recruiter just muted.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import type { Result } from '@/utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '@/test/server/app.ts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 20, seed: 23 });
}, 60_000);
afterAll(() => server.close());

it("a mute stored is answered as stored and told to the pages, whatever the searches' news clean-up meets", async () => {
  fakeBrowser.reset();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'mute-forget-failure',
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  expect((await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER)).ok).toBe(
    true,
  );
  await service.sync.start(false);
  vi.spyOn(service.alerts, 'forgetMuted').mockRejectedValue(new Error('IDBDatabase: The database connection is closing.'));
  ports.events.length = 0;

  const added: Result<unknown> = await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER);
  const listed = await dispatch({ type: 'mutes.list' }, POPUP_SENDER);
  expect(listed).toMatchObject({ ok: true, value: [{ value: 'Zee 2' }] });
  expect(added.ok, 'the answer to mutes.add, the mute being stored').toBe(true);
  expect(ports.events).toContainEqual({ event: 'mutes.changed' });
});
