/**
 * Firefox: a notification that a mute changed is shown anew once the mutes settle (alert-rewrites.ts),
 * by an alarm. What lands meanwhile must not make it name a muted job, nor bring it back: a second
 * mute still being taken in, a sign-out or its search's deletion while the browser shows it.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { RESHOW_ALARM, RESHOW_SETTLE_MS } from '../../utils/background/alert-rewrites';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { Request, StoredSearch } from '../../utils/messaging/contract';
import { referenceServer, value } from './harness';
import { POPUP_SENDER, recordingPorts } from './ports';

const server = referenceServer({ jobs: 50, seed: 31 });
let db = 0;

/** Firefox's background, signed in, with a saved search "Walvis" whose alert named a job at each of `employers`, and Zee 2 muted since. */
async function mutedOnce(employers: Record<string, string>) {
  const ports = recordingPorts();
  ports.notificationUpdates = false;
  const clock = { skew: 0 };
  const service = new BackgroundService({
    defaultApiBaseUrl: server().apiUrl,
    buildBoardPatterns: [],
    ports,
    now: () => Date.now() + clock.skew,
    indexName: `reshow-races-${++db}`,
    sync: { pageSize: 1000 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const [saved] = value<StoredSearch[]>(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
  const walvis = `search:${saved!.id}`;
  for (const [place, employer] of Object.entries(employers)) server().store.add({ title: `Walvisonderzoeker ${place}`, employer });
  await service.sync.start(false);
  expect(ports.notifications.get(walvis)?.title).toBe(`${Object.keys(employers).length} new jobs for Walvis`);
  ports.raised.length = 0;
  value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER));
  clock.skew += RESHOW_SETTLE_MS;
  return { service, ports, dispatch, walvis, clock };
}

it('shows no job a mute covers when the alarm fires while that mute is taken in', async () => {
  const { service, ports, dispatch, walvis, clock } = await mutedOnce({ Zuid: 'Zee 2', Oost: 'Zee 3', West: 'Zee 4' });
  // The second mute is stored; its alarm fires before the mute's turn with the notifications.
  const index = await service.index();
  const forget = index.searches.forgetJobs.bind(index.searches);
  index.searches.forgetJobs = async (ids) => {
    await service.onAlarm(RESHOW_ALARM);
    return forget(ids);
  };
  const shown: string[] = [];
  const notify = ports.notify.bind(ports);
  ports.notify = async (id, words) => {
    shown.push(words.message);
    return notify(id, words);
  };
  value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 3' }, POPUP_SENDER));
  clock.skew += RESHOW_SETTLE_MS;
  await service.onAlarm(RESHOW_ALARM);
  expect(shown.join('\n'), 'a muted job named').not.toContain('Oost');
  expect(ports.raised, 'shown anew once').toEqual([walvis]);
  expect(ports.notifications.get(walvis)).toEqual({ title: '1 new job for Walvis', message: 'Walvisonderzoeker West' });
});

it.each([
  ['the session ended', (): Request => ({ type: 'session.signOut' })],
  ['its search deleted', (walvis: string): Request => ({ type: 'searches.delete', id: walvis.slice('search:'.length) })],
])('is not shown anew when, while the browser shows it, %s', async (_, during) => {
  const { service, ports, dispatch, walvis } = await mutedOnce({ Zuid: 'Zee 2', Oost: 'Zee 3' });
  // The browser's notify checks the permission (a round trip) before it creates the notification.
  const notify = ports.notify.bind(ports);
  let ended: Promise<unknown> = Promise.resolve();
  ports.notify = async (id, words) => {
    ended = dispatch(during(walvis), POPUP_SENDER).then(value);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return notify(id, words);
  };
  await service.onAlarm(RESHOW_ALARM);
  await ended;
  expect([...ports.notifications.keys()]).toEqual([]);
});

it('names no job that left the feed while it waited to be shown anew', async () => {
  const { service, ports, walvis } = await mutedOnce({ Zuid: 'Zee 2', Oost: 'Zee 3', West: 'Zee 4' });
  // Oost's posting is taken down: the next full sync sweeps it out of the index before the alarm.
  const oost = server()
    .store.ids()
    .find((id) => server().store.get(id)?.title === 'Walvisonderzoeker Oost')!;
  server().store.remove(oost);
  await service.sync.start(true);
  expect(await (await service.index()).get(oost)).toBeNull();
  await service.onAlarm(RESHOW_ALARM);
  expect(ports.raised, 'shown anew once').toEqual([walvis]);
  // Not "2 new jobs", one of them shown as #id: only what is still in the feed.
  expect(ports.notifications.get(walvis)).toEqual({ title: '1 new job for Walvis', message: 'Walvisonderzoeker West' });
});
