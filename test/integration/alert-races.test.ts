/**
 * Saved searches' alerts and closing reminders against what happens while they run (found in review):
 * - a closing-reminder run under way when the recruiter signs out raises nothing after the sign-out
 *   cleared the tray (the next user of the computer would read the last one's shortlisted job);
 * - a mute added while a sync's evaluation is under way covers the news that evaluation writes, and
 *   the notification it raised names the rest only;
 * - a mute added while an alert's notification is raised leaves it naming that alert's finds, not the
 *   finds of the one it replaced;
 * - a search deleted while its news is evaluated is not notified after its deletion took its
 *   notification away;
 * - a mute stored is answered as stored (and told to the pages) whatever the news' clean-up meets.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RESHOW_ALARM } from '@/utils/background/alert-rewrites';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import type { Result, StoredSearch } from '@/utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '@/test/server/app.ts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { holdFoundWrites } from '@/test/integration/harness';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 50, seed: 23 });
}, 60_000);
afterAll(() => server.close());

const value = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
};

let databases = 0;

/** A background signed in as the demo user, its first sync done, over an index of its own. */
async function signedInAndSynced() {
  fakeBrowser.reset();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: `alert-races-${++databases}`,
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  return { service, ports, dispatch };
}

it('a closing reminder under way when the recruiter signs out is not raised after the sign-out cleared the tray', async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
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

it('a job muted while the evaluation that found it is under way is not counted as news', async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
  value(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
  server.store.add({ title: 'Walvisonderzoeker', employer: 'Zee 1' });
  server.store.add({ title: 'Walvisonderzoeker', employer: 'Zee 2' });

  const index = await service.index();
  // The mutes were read: the evaluation is done, its write not yet.
  const write = holdFoundWrites(index.searches);
  const syncing = service.sync.start(false);
  await vi.waitFor(() => expect(write.evaluated()).toBe(true));
  value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'zee 2' }, POPUP_SENDER));
  write.release();
  await syncing;

  const [search] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
  const employers = await Promise.all(search!.unseen.map(async (id) => (await index.get(id))?.employer));
  expect(employers, 'the news of Walvis').toEqual(['Zee 1']);
  expect(ports.badge).toMatchObject({ text: '1' });
  expect(ports.notifications.get(`search:${search!.id}`)).toMatchObject({ title: '1 new job for Walvis' });
});

it('a mute added while the evaluation is under way leaves its job out of the alert, which Firefox shows once', async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
  ports.notificationUpdates = false;
  const [search] = value<StoredSearch[]>(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
  server.store.add({ title: 'Walvisonderzoeker A', employer: 'Zee 1' });
  server.store.add({ title: 'Walvisonderzoeker B', employer: 'Zee 2' });

  // Evaluated with the mutes as they were; not announced yet.
  const index = await service.index();
  const evaluate = index.evaluateAlerts.bind(index);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let evaluated = false;
  index.evaluateAlerts = async (now) => {
    const result = await evaluate(now);
    evaluated = true;
    await held;
    return result;
  };
  const syncing = service.sync.start(false);
  await vi.waitFor(() => expect(evaluated).toBe(true));
  value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER));
  release();
  await syncing;
  const id = `search:${search!.id}`;
  expect(ports.notifications.get(id)).toEqual({ title: '1 new job for Walvis', message: 'Walvisonderzoeker A' });
  expect(ports.raised, 'raised, then shown anew without the muted job').toEqual([id]);
  expect(ports.alarms.has(RESHOW_ALARM), 'to be shown anew later').toBe(false);
});

it("a mute added while an alert's notification is raised leaves it naming that alert's finds", async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
  const [search] = value<StoredSearch[]>(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
  const id = `search:${search!.id}`;
  server.store.add({ title: 'Walvisonderzoeker A', employer: 'Zee 2' });
  server.store.add({ title: 'Walvisonderzoeker B', employer: 'Zee 1' });
  await service.sync.start(false);
  expect(ports.notifications.get(id)).toMatchObject({ title: '2 new jobs for Walvis' });

  // The next alert is raised; what it names is not written yet.
  const index = await service.index();
  const announce = index.searches.announce.bind(index.searches);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let raised = false;
  index.searches.announce = async (named) => {
    raised = true;
    await held;
    return announce(named);
  };
  const forgetJobs = index.searches.forgetJobs.bind(index.searches);
  let forgotten = false;
  index.searches.forgetJobs = async (ids) => {
    await forgetJobs(ids);
    forgotten = true;
  };
  server.store.add({ title: 'Walvisonderzoeker C', employer: 'Zee 3' });
  const syncing = service.sync.start(false);
  await vi.waitFor(() => expect(raised).toBe(true));
  const muting = dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER);
  await vi.waitFor(() => expect(forgotten).toBe(true));
  // Time for the mute to change the notification, were it to read what the one before named.
  await new Promise((resolve) => setTimeout(resolve, 100));
  release();
  value(await muting);
  await syncing;
  expect(ports.notifications.get(id)).toEqual({ title: '1 new job for Walvis', message: 'Walvisonderzoeker C' });
});

it('a search deleted while its news is being evaluated raises no notification after its deletion', async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
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

it("a mute stored is answered as stored and told to the pages, whatever the searches' news clean-up meets", async () => {
  const { service, ports, dispatch } = await signedInAndSynced();
  vi.spyOn(service.alerts, 'forgetMuted').mockRejectedValue(new Error('IDBDatabase: The database connection is closing.'));
  ports.events.length = 0;

  const added: Result<unknown> = await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER);
  const listed = await dispatch({ type: 'mutes.list' }, POPUP_SENDER);
  expect(listed).toMatchObject({ ok: true, value: [{ value: 'Zee 2' }] });
  expect(added.ok, 'the answer to mutes.add, the mute being stored').toBe(true);
  expect(ports.events).toContainEqual({ event: 'mutes.changed' });
});
