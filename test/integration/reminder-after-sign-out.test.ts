/**
 * Found in review: a closing-reminder run under way when the session ends (a sync's after-steps, a mark set,
 * the alarm) still raises its notification after the end cleared the tray: the next user of the
 * computer reads the previous recruiter's shortlisted job title. ClosingReminders.once() asks
 * signedIn() only before its reads, never again before notify (search alerts got that check, reminders not).
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
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 50, seed: 23 });
}, 60_000);
afterAll(() => server.close());

const value = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
};

it('a closing reminder under way when the recruiter signs out is not raised after the sign-out cleared the tray', async () => {
  fakeBrowser.reset();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'reminder-after-sign-out',
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const soon = server.store.add({
    title: 'Sluit bijna',
    employer: 'Haast BV',
    closingDate: new Date(Date.now() + 86_400_000).toISOString(),
    status: 'OPEN',
  });
  await service.sync.start(false);

  // The run that the mark starts reads the shortlist: held there, after its signedIn() check.
  const index = await service.index();
  const withStatus = index.statuses.withStatus.bind(index.statuses);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reading = false;
  index.statuses.withStatus = async (status) => {
    reading = true;
    await held;
    return withStatus(status);
  };
  value(await dispatch({ type: 'jobs.setStatus', id: soon.id as number, status: 'shortlisted' }, POPUP_SENDER));
  await vi.waitFor(() => expect(reading).toBe(true));

  value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));
  expect(ports.notifications.size).toBe(0);
  release();
  await service.alerts.reminders.run();
  expect([...ports.notifications.keys()], 'raised after the sign-out').toEqual([]);
});
