/**
 * Saved searches' alerts through the background, against the reference server: a search saved with
 * alerts on, jobs added to the feed (three that match, two that do not, one more of a muted
 * employer), a sync: exactly one notification, naming three jobs, the badge counting them; a second
 * sync announces nothing again; looking at them clears the badge; a click opens the side panel's page
 * on them. Without the notification permission the alert still counts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BADGE_COLORS } from '../../utils/background/badge';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { StoredSearch } from '../../utils/messaging/contract';
import { backgroundWorker, holdFoundWrites, referenceServer, value } from './harness';
import { POPUP_SENDER, recordingPorts } from './ports';

const server = referenceServer({ jobs: 200, seed: 23 });
let dbCounter = 0;

/** A worker on the index `indexName`: a new one, or the same browser's after the worker was stopped. */
function worker(indexName: string, allowed = true) {
  const ports = recordingPorts();
  ports.notificationsAllowed = allowed;
  return backgroundWorker(server().apiUrl, indexName, ports);
}

async function signedIn(allowed = true) {
  const started = worker(`alerts-${++dbCounter}`, allowed);
  value(await started.dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await started.service.sync.start(false);
  return started;
}

/** Saves the search 'Walvis' (walvisonderzoeker) with alerts on; answers the searches saved. */
async function saveWalvis(dispatch: Awaited<ReturnType<typeof signedIn>>['dispatch']): Promise<StoredSearch[]> {
  return value<StoredSearch[]>(
    await dispatch(
      { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
      POPUP_SENDER,
    ),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open job on the server that closes `days` from now, for the closing reminders. */
function closingIn(days: number, title: string, employer?: string) {
  return server().store.add({
    title,
    ...(employer && { employer }),
    closingDate: new Date(Date.now() + days * DAY_MS).toISOString(),
    status: 'OPEN',
  });
}

describe('saved search alerts', () => {
  it('notify once per search per sync, count on the badge until looked at, and open the new jobs on a click', async () => {
    const { service, ports, dispatch } = await signedIn();
    // Nothing of the first load is news, and a search saved now starts from now.
    const saved = await saveWalvis(dispatch);
    expect(saved).toMatchObject([{ name: 'Walvis', unseen: [] }]);
    const id = saved[0]!.id;
    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Gedempt BV' }, POPUP_SENDER));

    for (const n of [1, 2, 3]) server().store.add({ title: `Walvisonderzoeker ${n}`, employer: `Zee ${n}` });
    server().store.add({ title: 'Walvisonderzoeker gedempt', employer: 'Gedempt BV' });
    server().store.add({ title: 'Planner', employer: 'Zee 1' });
    server().store.add({ title: 'Walvissen tellen', employer: 'Zee 2' });
    await service.sync.start(false);

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
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);

    await service.alerts.clicked(`search:${id}`);
    expect(ports.pagesOpened).toEqual([`/sidepanel.html?search=${id}`]);
    value(await dispatch({ type: 'searches.seen', id }, POPUP_SENDER));
    expect(ports.badge?.color).not.toBe(BADGE_COLORS.alert);
  });

  it('announce only the jobs still open: one closed by status or by a closing date passed is no news, yet the search finds it', async () => {
    const { service, ports, dispatch } = await signedIn();
    const [saved] = await saveWalvis(dispatch);
    closingIn(20, 'Walvisonderzoeker open', 'Zee 1');
    // Scraped late: closed when it first reaches the feed, by its status or by its closing date.
    server().store.add({ title: 'Walvisonderzoeker gesloten', employer: 'Zee 2', status: 'CLOSED', closingDate: null });
    closingIn(-3, 'Walvisonderzoeker verlopen', 'Zee 3');
    await service.sync.start(false);

    const note = ports.notifications.get(`search:${saved!.id}`);
    expect(note).toMatchObject({ title: '1 new job for Walvis', message: 'Walvisonderzoeker open' });
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    const [search] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
    expect(search!.unseen).toHaveLength(1);
    // The search itself still lists all three.
    const listed = value<{ jobs: { title: string }[] }>(
      await dispatch({ type: 'jobs.search', query: 'walvisonderzoeker', filters: {}, offset: 0, limit: 50 }, POPUP_SENDER),
    );
    expect(listed.jobs.map((job) => job.title).sort()).toEqual([
      'Walvisonderzoeker gesloten',
      'Walvisonderzoeker open',
      'Walvisonderzoeker verlopen',
    ]);
  });

  it('announce a job closed when it came once a later sync brings it open again, after a worker restart too, and only once', async () => {
    const first = await signedIn();
    const [saved] = await saveWalvis(first.dispatch);
    const id = `search:${saved!.id}`;
    // Scraped late: closed by its status, or by a closing date passed, when it first reaches the feed.
    const closed = server().store.add({ title: 'Walvisonderzoeker heropend', employer: 'Zee 1', status: 'CLOSED', closingDate: null });
    const expired = closingIn(-3, 'Walvisonderzoeker verlengd', 'Zee 2');
    const shut = server().store.add({ title: 'Walvisonderzoeker dicht', employer: 'Zee 3', status: 'CLOSED', closingDate: null });
    await first.service.sync.start(false);
    expect(first.ports.notifications.has(id)).toBe(false);
    expect(value<StoredSearch[]>(await first.dispatch({ type: 'searches.list' }, POPUP_SENDER))[0]!.unseen).toEqual([]);

    // The worker is stopped: the next one holds nothing in memory, what the search keeps is stored.
    const { service, ports, dispatch } = worker(first.indexName);

    // Opened again: the one by its status, the other with its closing date put off; the third stays closed.
    server().store.update(closed.id as number, { status: 'OPEN', closingDate: new Date(Date.now() + 20 * DAY_MS).toISOString() });
    server().store.update(expired.id as number, { closingDate: new Date(Date.now() + 10 * DAY_MS).toISOString() });
    await service.sync.start(false);
    const note = ports.notifications.get(id);
    expect(note?.title).toBe('2 new jobs for Walvis');
    expect(note!.message.split('\n').sort()).toEqual(['Walvisonderzoeker heropend', 'Walvisonderzoeker verlengd']);
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });
    const [search] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
    expect([...search!.unseen].sort()).toEqual([closed.id, expired.id].sort());
    // Only the one still closed is kept for later.
    expect(search!.closedOut).toEqual([shut.id]);

    // A sync with no change, then one that changes the announced jobs again: nothing announced twice.
    ports.notifications.clear();
    await service.sync.start(false);
    server().store.update(closed.id as number, { title: 'Walvisonderzoeker heropend (m/v)' });
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });
  });

  it('announce before what the searches keep is written; a worker stopped before the write announces again in place of the first', async () => {
    const { service, ports, dispatch } = await signedIn();
    const [saved] = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.save', name: 'Kraan', query: 'kraanmachinist', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    server().store.add({ title: 'Kraanmachinist', employer: 'Haven BV' });
    // The write of the searches is held (IndexedDB busy after a sync's writes, or the worker stopped).
    const index = await service.index();
    const write = holdFoundWrites(index.searches);
    const syncing = service.sync.start(false);
    await vi.waitFor(() => expect(ports.notifications.has(`search:${saved!.id}`)).toBe(true));
    // Announced, and not yet counted: the badge counts what is written.
    expect(ports.badge?.color).not.toBe(BADGE_COLORS.alert);
    write.release();
    await syncing;
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    write.restore();

    // Had the worker stopped before the write, the next evaluation finds the job again: its
    // notification takes the same place, one per search.
    const [kept] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
    await index.searches.putAll([{ ...kept!, since: saved!.since, unseen: [] }]);
    ports.notifications.clear();
    server().store.add({ title: 'Planner', employer: 'Haven BV' });
    await service.sync.start(false);
    expect([...ports.notifications.keys()]).toEqual([`search:${saved!.id}`]);
    expect(ports.notifications.get(`search:${saved!.id}`)!.title).toBe('1 new job for Kraan');
  });

  it('count in quiet hours without announcing', async () => {
    const { service, ports, dispatch } = await signedIn();
    const now = new Date();
    const minute = now.getHours() * 60 + now.getMinutes();
    // Quiet from an hour ago to an hour from now, whatever the time of the run.
    const quietHours = { from: (minute + 1380) % 1440, to: (minute + 60) % 1440 };
    value(await dispatch({ type: 'settings.update', patch: { quietHours } }, POPUP_SENDER));
    value(
      await dispatch(
        { type: 'searches.save', name: 'Stil', query: 'nachtwaker', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    server().store.add({ title: 'Nachtwaker', employer: 'Slaap BV' });
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
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
    server().store.add({ title: 'Kaasmaker', employer: 'Boer' });
    server().store.add({ title: 'Kaasmaker gesloten', employer: 'Boer', status: 'CLOSED', closingDate: null });
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);
    expect(ports.badge).toMatchObject({
      text: '1',
      color: BADGE_COLORS.alert,
      title: 'Job Feed Companion: 1 new job for your saved searches',
    });
    const off = value<StoredSearch[]>(await dispatch({ type: 'searches.update', id, alerts: false, name: 'Kaas!' }, POPUP_SENDER));
    expect(off).toMatchObject([{ name: 'Kaas!', alerts: false, unseen: [], closedOut: [] }]);
    expect(value(await dispatch({ type: 'searches.delete', id }, POPUP_SENDER))).toEqual([]);
    expect(await dispatch({ type: 'searches.seen', id }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
  });
});

describe('the notifications of saved searches', () => {
  it('go from the tray with their search when it is deleted; another search keeps its own', async () => {
    const { service, ports, dispatch } = await signedIn();
    const save = async (name: string, query: string) =>
      value<StoredSearch[]>(
        await dispatch({ type: 'searches.save', name, query, filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER),
      ).find((search) => search.name === name)!.id;
    const gone = await save('Imker', 'imker');
    const kept = await save('Hoefsmid', 'hoefsmid');
    server().store.add({ title: 'Imker', employer: 'Bij BV' });
    server().store.add({ title: 'Hoefsmid', employer: 'Paard BV' });
    await service.sync.start(false);
    expect([...ports.notifications.keys()].sort()).toEqual([`search:${gone}`, `search:${kept}`].sort());

    value(await dispatch({ type: 'searches.delete', id: gone }, POPUP_SENDER));
    expect([...ports.notifications.keys()]).toEqual([`search:${kept}`]);
    // Its alerts switched off, a search forgets what it found: its notification goes too.
    value(await dispatch({ type: 'searches.update', id: kept, alerts: false }, POPUP_SENDER));
    expect([...ports.notifications.keys()]).toEqual([]);
  });

  async function announced() {
    const { service, ports, dispatch } = await signedIn();
    value(
      await dispatch({ type: 'searches.save', name: 'Imker', query: 'imker', filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER),
    );
    server().store.add({ title: 'Imker', employer: 'Bij BV' });
    await service.sync.start(false);
    // A closing reminder of before, and a notification that is not about the feed.
    ports.notifications.set('reminder:12', { title: 'Closes tomorrow: Imker', message: 'Bij BV' });
    ports.notifications.set('welcome', { title: 'Welcome', message: '' });
    expect(ports.notifications.size).toBe(3);
    // The worker stopped and started again: it keeps no list of what it raised.
    const restarted = new BackgroundService({
      defaultApiBaseUrl: server().apiUrl,
      buildBoardPatterns: [],
      ports,
      indexName: `alerts-${dbCounter}`,
    });
    return { ports, dispatch: createDispatcher(restarted.handlers(), () => restarted.senderPolicy()) };
  }

  it("go from the tray at a sign-out, the next user of the computer reads none of this one's job titles", async () => {
    const { ports, dispatch } = await announced();
    value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));
    expect([...ports.notifications.keys()]).toEqual(['welcome']);
  });

  it('are not raised by an evaluation that was under way when the session ended', async () => {
    const { service, ports, dispatch } = await signedIn();
    value(
      await dispatch({ type: 'searches.save', name: 'Imker', query: 'imker', filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER),
    );
    server().store.add({ title: 'Imker', employer: 'Bij BV' });
    const index = await service.index();
    const evaluate = index.evaluateAlerts.bind(index);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    index.evaluateAlerts = async (now) => {
      started = true;
      await held;
      return evaluate(now);
    };
    const syncing = service.sync.start(false);
    await vi.waitFor(() => expect(started).toBe(true));
    value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));
    release();
    await syncing;
    expect(ports.notifications.size).toBe(0);
  });

  it('go from the tray with "Clear local data", the searches they announced with them', async () => {
    const { ports, dispatch } = await announced();
    value(await dispatch({ type: 'data.clear' }, POPUP_SENDER));
    expect([...ports.notifications.keys()]).toEqual(['welcome']);
  });
});

describe('a job muted after its search announced it', () => {
  it('is no longer new for any search, and the badge drops at once, not at the next sync', async () => {
    const { service, ports, dispatch } = await signedIn();
    const save = async (name: string, query: string) =>
      value(await dispatch({ type: 'searches.save', name, query, filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER));
    await save('Walvis', 'walvisonderzoeker');
    await save('Dolfijn', 'dolfijntrainer');
    server().store.add({ title: 'Walvisonderzoeker', employer: 'Zee 1' });
    server().store.add({ title: 'Walvisonderzoeker', employer: 'Zee 2' });
    server().store.add({ title: 'Dolfijntrainer', employer: 'Zee 2' });
    server().store.add({ title: 'Dolfijntrainer', employer: 'Zee 3' });
    await service.sync.start(false);
    const unseen = async () =>
      Object.fromEntries(
        value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER)).map((search) => [search.name, search.unseen.length]),
      );
    expect(await unseen()).toEqual({ Walvis: 2, Dolfijn: 2 });
    expect(ports.badge).toMatchObject({ text: '4', color: BADGE_COLORS.alert });

    ports.events.length = 0;
    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'zee 2' }, POPUP_SENDER));
    expect(await unseen()).toEqual({ Walvis: 1, Dolfijn: 1 });
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });
    // The side panel's counts are read again.
    expect(ports.events).toContainEqual({ event: 'searches.changed' });

    // A keyword covers it as well.
    value(await dispatch({ type: 'mutes.add', kind: 'keyword', value: 'Dolfijntrainer' }, POPUP_SENDER));
    expect(await unseen()).toEqual({ Walvis: 1, Dolfijn: 0 });
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });

    // Unmuted, they are not news again: a job is announced once, a muted one never.
    const mutes = value<{ key: string }[]>(await dispatch({ type: 'mutes.list' }, POPUP_SENDER));
    for (const { key } of mutes) value(await dispatch({ type: 'mutes.remove', key }, POPUP_SENDER));
    await service.sync.start(false);
    expect(await unseen()).toEqual({ Walvis: 1, Dolfijn: 0 });
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
  });
});

describe('a mute that covers news of a saved search', () => {
  it('counts the badge again once, and tells the side panel and the mutes lists', async () => {
    const { service, ports, dispatch } = await signedIn();
    await saveWalvis(dispatch);
    server().store.add({ title: 'Walvisonderzoeker', employer: 'Zee 1' });
    server().store.add({ title: 'Walvisonderzoeker', employer: 'Zee 2' });
    await service.sync.start(false);
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });

    const setBadge = vi.spyOn(ports, 'setBadge');
    ports.events.length = 0;
    value(await dispatch({ type: 'mutes.add', kind: 'employer', value: 'Zee 2' }, POPUP_SENDER));
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    expect(
      setBadge.mock.calls.filter(([, tabId]) => tabId === undefined),
      'the badge set after one mute',
    ).toHaveLength(1);
    expect(ports.events).toEqual(expect.arrayContaining([{ event: 'mutes.changed' }, { event: 'searches.changed' }]));
  });
});

describe('closing reminders', () => {
  it('remind of a shortlisted job once, N days before it closes; schedule the next; a click opens its record', async () => {
    const { service, ports, dispatch } = await signedIn();
    const soon = closingIn(1, 'Sluit bijna', 'Haast BV');
    const later = closingIn(20, 'Sluit later', 'Rustig BV');
    const other = closingIn(1, 'Niet op de shortlist');
    await service.sync.start(false);
    for (const job of [soon, later])
      value(await dispatch({ type: 'jobs.setStatus', id: job.id as number, status: 'shortlisted' }, POPUP_SENDER));
    await service.alerts.reminders.run();
    expect([...ports.notifications.keys()]).toEqual([`reminder:${soon.id}`]);
    expect(ports.notifications.get(`reminder:${soon.id}`)).toMatchObject({
      title: expect.stringMatching(/^Closes (tomorrow|in 2 days): Sluit bijna$/),
    });
    expect(ports.notifications.get(`reminder:${soon.id}`)!.message).toMatch(/^Haast BV · closes /);
    expect(ports.notifications.has(`reminder:${other.id}`)).toBe(false);
    // The later one is scheduled: 09:00 local, two days before it closes.
    const when = ports.alarms.get('closing-reminder')?.when ?? 0;
    expect(new Date(when).getHours()).toBe(9);
    expect(when).toBeGreaterThan(Date.now() + 16 * DAY_MS);
    // Sent once: the next run (a restart, a sync) sends nothing again.
    ports.notifications.clear();
    await service.restoreAlarms();
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);
    await service.alerts.clicked(`reminder:${soon.id}`);
    expect(ports.pagesOpened).toEqual([`/job.html?id=${soon.id}`]);
    // Switched off: no alarm.
    value(await dispatch({ type: 'settings.update', patch: { reminderDays: 0 } }, POPUP_SENDER));
    expect(ports.alarms.has('closing-reminder')).toBe(false);
  });
});

describe('closing reminders without the notification permission', () => {
  it('keeps a reminder the browser could not show, and sends it once the permission is there', async () => {
    const { service, ports, dispatch } = await signedIn(false);
    const soon = closingIn(1, 'Sluit overmorgen', 'Later BV');
    await service.sync.start(false);
    value(await dispatch({ type: 'jobs.setStatus', id: soon.id as number, status: 'shortlisted' }, POPUP_SENDER));
    await service.alerts.reminders.run();
    expect(ports.notifications.size).toBe(0);
    // The recruiter allows notifications (Options): the next run, a sync's, sends it.
    ports.notificationsAllowed = true;
    await service.sync.start(false);
    expect([...ports.notifications.keys()]).toEqual([`reminder:${soon.id}`]);
    // Sent once.
    ports.notifications.clear();
    await service.alerts.reminders.run();
    expect(ports.notifications.size).toBe(0);
  });
});

describe('closing reminders and a session that ends', () => {
  it('leaves no reminder in the tray that was being shown while the recruiter signed out', async () => {
    const { service, ports, dispatch } = await signedIn();
    const soon = closingIn(1, 'Sluit morgen', 'Haast BV');
    await service.sync.start(false);
    // The reminder of this mark is sent as the mark is set; it is the next run's to send here.
    const notify = ports.notify.bind(ports);
    let during: Promise<unknown> | null = null;
    ports.notify = async (id, words) => {
      // The browser's notify checks the permission (a round trip) before it creates the notification:
      // the sign-out comes in between.
      if (id.startsWith('reminder:') && !during) {
        during = dispatch({ type: 'session.signOut' }, POPUP_SENDER).then(value);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return notify(id, words);
    };
    value(await dispatch({ type: 'jobs.setStatus', id: soon.id as number, status: 'shortlisted' }, POPUP_SENDER));
    await service.alerts.reminders.run();
    await vi.waitFor(() => expect(during).not.toBeNull());
    await during;
    // The sign-out cleared the tray for the next user of the computer: the shortlist's reminder is not there.
    expect([...ports.notifications.keys()]).toEqual([]);
  });
});

describe('search alerts and a session that ends', () => {
  it('leaves no search alert in the tray that was being shown while the recruiter signed out', async () => {
    const { service, ports, dispatch } = await signedIn();
    await saveWalvis(dispatch);
    server().store.add({ title: 'Walvisonderzoeker', employer: 'Zee 1' });
    // The browser's notify checks the permission (a round trip) before it creates the notification:
    // held there while the recruiter signs out.
    const notify = ports.notify.bind(ports);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let during: Promise<unknown> | null = null;
    ports.notify = async (id, words) => {
      if (id.startsWith('search:') && !during) {
        during = dispatch({ type: 'session.signOut' }, POPUP_SENDER).then(value);
        await held;
      }
      return notify(id, words);
    };
    const syncing = service.sync.start(false);
    await vi.waitFor(() => expect(during).not.toBeNull());
    // The sign-out has ended the session and asked for the tray to be cleared (with its alarms).
    await vi.waitFor(() => expect(ports.alarms.has('session-expiry')).toBe(false));
    release();
    await during;
    await syncing;
    expect(ports.raised, 'the alert was shown').toEqual([expect.stringMatching(/^search:/)]);
    // The sign-out cleared the tray for the next user of the computer: the search's alert is not there.
    expect([...ports.notifications.keys()]).toEqual([]);
  });
});

describe('an edited saved search', () => {
  it('keeps the new words and filters, forgets what the old ones found and starts from now', async () => {
    const { service, dispatch } = await signedIn(false);
    const [saved] = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.save', name: 'Kaas', query: 'kaasmaker', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    server().store.add({ title: 'Kaasmaker', employer: 'Boer' });
    server().store.add({ title: 'Kaasmaker gesloten', employer: 'Boer', status: 'CLOSED', closingDate: null });
    await service.sync.start(false);
    expect(value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))[0]).toMatchObject({
      unseen: [expect.any(Number)],
      closedOut: [expect.any(Number)],
    });
    const [edited] = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.update', id: saved!.id, query: ' melkveehouder ', filters: { hideClosed: true, seenAfter: 5 } },
        POPUP_SENDER,
      ),
    );
    // What the old words found closed is no news to wait for under the new ones either.
    expect(edited).toMatchObject({ name: 'Kaas', query: 'melkveehouder', filters: { hideClosed: true }, unseen: [], closedOut: [] });
    expect(edited!.since).toBeGreaterThanOrEqual(saved!.since);
  });
});
