/**
 * Saved searches' alerts through the background, against the reference server: a search saved with
 * alerts on, jobs added to the feed (three that match, two that do not, one more of a muted
 * employer), a sync: exactly one notification, naming three jobs, the badge counting them; a second
 * sync announces nothing again; looking at them clears the badge; a click opens the side panel's page
 * on them. Without the notification permission the alert still counts.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE_COLORS } from '../../utils/background/badge';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { Result, StoredSearch } from '../../utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER, recordingPorts } from './ports';

let server: ReferenceServer;
let dbCounter = 0;

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 200, seed: 23 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  fakeBrowser.reset();
  server.store.reset();
});

function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

async function signedIn(allowed = true) {
  const ports = recordingPorts();
  ports.notificationsAllowed = allowed;
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: `alerts-${++dbCounter}`,
    pageSize: 1000,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.startSync(false);
  return { service, ports, dispatch };
}

describe('saved search alerts', () => {
  it('notify once per search per sync, count on the badge until looked at, and open the new jobs on a click', async () => {
    const { service, ports, dispatch } = await signedIn();
    // Nothing of the first load is news, and a search saved now starts from now.
    const saved = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    expect(saved).toMatchObject([{ name: 'Walvis', unseen: [] }]);
    const id = saved[0]!.id;
    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Gedempt BV' }, POPUP_SENDER));

    for (const n of [1, 2, 3]) server.store.add({ title: `Walvisonderzoeker ${n}`, employer: `Zee ${n}` });
    server.store.add({ title: 'Walvisonderzoeker gedempt', employer: 'Gedempt BV' });
    server.store.add({ title: 'Planner', employer: 'Zee 1' });
    server.store.add({ title: 'Walvissen tellen', employer: 'Zee 2' });
    await service.startSync(false);

    expect([...ports.notifications.keys()]).toEqual([`search:${id}`]);
    const note = ports.notifications.get(`search:${id}`)!;
    expect(note.title).toBe('3 new jobs for Walvis');
    expect(note.message.split('\n').sort()).toEqual(['Walvisonderzoeker 1', 'Walvisonderzoeker 2', 'Walvisonderzoeker 3']);
    expect(ports.badge).toMatchObject({ text: '3', color: BADGE_COLORS.alert });
    expect(ports.events).toContainEqual({ event: 'searches.changed' });
    const [search] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
    expect(search!.unseen).toHaveLength(3);

    // The search's new jobs, as the side panel's page asks for them.
    const listed = value<{ jobs: { title: string }[] }>(
      await dispatch({ type: 'jobs.search', query: '', filters: { ids: search!.unseen }, offset: 0, limit: 50 }, POPUP_SENDER),
    );
    expect(listed.jobs.map((job) => job.title).sort()).toEqual(['Walvisonderzoeker 1', 'Walvisonderzoeker 2', 'Walvisonderzoeker 3']);

    // Another sync with nothing new announces nothing again.
    ports.notifications.clear();
    await service.startSync(false);
    expect(ports.notifications.size).toBe(0);

    await service.alerts.clicked(`search:${id}`);
    expect(ports.pagesOpened).toEqual([`/sidepanel.html?search=${id}`]);
    value(await dispatch({ type: 'searches.seen', id }, POPUP_SENDER));
    expect(ports.badge?.color).not.toBe(BADGE_COLORS.alert);
  });

  it('count without the notification permission; switched off, forget; deleted, gone', async () => {
    const { service, ports, dispatch } = await signedIn(false);
    const saved = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.save', name: 'Kaas', query: 'kaasmaker', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    const id = saved[0]!.id;
    server.store.add({ title: 'Kaasmaker', employer: 'Boer' });
    await service.startSync(false);
    expect(ports.notifications.size).toBe(0);
    expect(ports.badge).toMatchObject({
      text: '1',
      color: BADGE_COLORS.alert,
      title: 'Job Feed Companion: 1 new job for your saved searches',
    });
    const off = value<StoredSearch[]>(await dispatch({ type: 'searches.update', id, alerts: false, name: 'Kaas!' }, POPUP_SENDER));
    expect(off).toMatchObject([{ name: 'Kaas!', alerts: false, unseen: [] }]);
    expect(value(await dispatch({ type: 'searches.delete', id }, POPUP_SENDER))).toEqual([]);
    expect(await dispatch({ type: 'searches.seen', id }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
  });
});
