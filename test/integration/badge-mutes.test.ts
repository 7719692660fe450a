/**
 * The badge's "new jobs since your last visit" counts what the popup lists: not a job a mute covers.
 * A mute already there leaves it out of the count after the sync; a mute added later takes it out at
 * once, and removing the mute puts it back. Nor a job already closed, as the alerts count news.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BADGE_COLORS } from '../../utils/background/badge';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import { referenceServer, value } from './harness';
import { POPUP_SENDER, recordingPorts } from './ports';

const server = referenceServer({ jobs: 50, seed: 29 });
let dbCounter = 0;

/** Signed in, the first load synced, the popup opened once; the clock then moves on a minute a sync. */
async function visited() {
  let clock = Date.now();
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server().apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: `badge-mutes-${++dbCounter}`,
    sync: { pageSize: 1000 },
    now: () => clock,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  value(await dispatch({ type: 'popup.opened' }, POPUP_SENDER));
  const lastVisit = clock;
  const sync = async () => {
    clock += 60_000;
    await service.sync.start(false);
  };
  return { ports, dispatch, sync, lastVisit };
}

/** An ISO instant `days` from now (before it when negative): a closing date. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

describe("the badge's new jobs since the last visit", () => {
  it('leave out the jobs of a mute there before the sync', async () => {
    const { ports, dispatch, sync, lastVisit } = await visited();
    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Gedempt BV' }, POPUP_SENDER));
    server().store.add({ title: 'Tuinman', employer: 'Groen BV' });
    server().store.add({ title: 'Hovenier', employer: 'Gedempt BV' });
    server().store.add({ title: 'Boomverzorger', employer: 'Gedempt BV' });
    await sync();
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.news });
    // What the popup lists with "New since your last visit".
    const listed = value<{ matches: number; mutedOut: number }>(
      await dispatch({ type: 'jobs.search', query: '', filters: { seenAfter: lastVisit }, offset: 0, limit: 50 }, POPUP_SENDER),
    );
    expect(listed).toMatchObject({ matches: 1, mutedOut: 2 });
  });

  it('leave out the jobs already closed when they came, with no saved search to count instead', async () => {
    const { ports, dispatch, sync } = await visited();
    server().store.add({ title: 'Tuinman open', employer: 'Groen BV', status: 'OPEN', closingDate: daysFromNow(20) });
    server().store.add({ title: 'Tuinman gesloten', employer: 'Groen BV', status: 'CLOSED', closingDate: null });
    server().store.add({ title: 'Tuinman verlopen', employer: 'Groen BV', status: 'OPEN', closingDate: daysFromNow(-3) });
    await sync();
    expect(value<unknown[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))).toEqual([]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.news, title: 'Job Feed Companion: 1 new job in your feed' });
  });

  it('drop at once when a mute covers some of them, and come back when it is removed', async () => {
    const { ports, dispatch, sync } = await visited();
    server().store.add({ title: 'Tuinman', employer: 'Groen BV' });
    server().store.add({ title: 'Hovenier', employer: 'Gedempt BV' });
    server().store.add({ title: 'Stage hovenier', employer: 'Groen BV' });
    await sync();
    expect(ports.badge).toMatchObject({ text: '3', color: BADGE_COLORS.news });

    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'gedempt bv' }, POPUP_SENDER));
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.news });
    const mutes = value<{ key: string }[]>(await dispatch({ type: 'mutes.add', kind: 'keyword', value: 'stage' }, POPUP_SENDER));
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.news });

    value(await dispatch({ type: 'mutes.remove', key: mutes.find((mute) => mute.key === 'keyword:stage')!.key }, POPUP_SENDER));
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.news });
  });
});
