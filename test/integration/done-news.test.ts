/**
 * A job a saved search announced and the recruiter then marks Not relevant or Handled (seen in the
 * notification, opened in the popup, marked there) leaves the search's news at once: the badge counts
 * without it and the notification names the rest, or leaves the tray when none is left. A worker
 * restart keeps it so, and taking the mark off does not bring it back. Shortlisting leaves it news.
 * So too for a mark set while the sync's evaluation that found the job was under way.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BADGE_COLORS } from '../../utils/background/badge';
import type { StoredSearch } from '../../utils/messaging/contract';
import { backgroundWorker, holdFoundWrites, referenceServer, value } from './harness';
import { POPUP_SENDER, recordingPorts, type RecordingPorts } from './ports';

const server = referenceServer({ jobs: 100, seed: 37 });
let dbCounter = 0;

/** A worker on the index `indexName` over the browser's `ports`: a new one, or the same browser's after the worker was stopped. */
function worker(indexName: string, ports: RecordingPorts = recordingPorts()) {
  return backgroundWorker(server().apiUrl, indexName, ports);
}

/** Signed in, the first load synced, the search 'Imker' saved with alerts on; then a sync brings `jobs` (a title: at Bij BV). */
async function announced(jobs: readonly (string | Record<string, unknown>)[]) {
  const indexName = `done-news-${++dbCounter}`;
  const { service, ports, dispatch } = worker(indexName);
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const [search] = value<StoredSearch[]>(
    await dispatch({ type: 'searches.save', name: 'Imker', query: 'imker', filters: {}, alerts: true, perEmployer: false }, POPUP_SENDER),
  );
  const added = jobs.map((job) => server().store.add(typeof job === 'string' ? { title: job, employer: 'Bij BV' } : job));
  const ids = added.map((job) => (job as { id: number }).id);
  await service.sync.start(false);
  const news = async () => value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))[0]!.unseen;
  return { service, ports, dispatch, indexName, ids, news, notification: `search:${search!.id}` };
}

describe("a saved search's news and the marks set after the alert", () => {
  it('loses a job marked not relevant at once, keeps a shortlisted one, and stays so after a worker restart', async () => {
    const { service, ports, dispatch, indexName, ids, news, notification } = await announced(['Imker Veluwe', 'Imker Drenthe']);
    const [dismissed, wanted] = ids as [number, number];
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });
    expect(ports.notifications.get(notification)).toMatchObject({ title: '2 new jobs for Imker' });

    value(await dispatch({ type: 'jobs.setStatus', id: dismissed, status: 'notRelevant' }, POPUP_SENDER));
    expect(await news()).toEqual([wanted]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    // The pages (the side panel's "New jobs") read the searches again.
    expect(ports.events).toContainEqual({ event: 'searches.changed' });
    // The notification names the other job alone, changed in place (Chrome), not shown anew.
    expect(ports.notifications.get(notification)).toEqual({ title: '1 new job for Imker', message: 'Imker Drenthe' });
    expect(ports.raised).toEqual([notification]);

    value(await dispatch({ type: 'jobs.setStatus', id: wanted, status: 'shortlisted' }, POPUP_SENDER));
    expect(await news()).toEqual([wanted]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });

    // The mark taken off: the job was announced once, and looked at.
    value(await dispatch({ type: 'jobs.setStatus', id: dismissed, status: null }, POPUP_SENDER));
    await service.sync.start(false);
    expect(await news()).toEqual([wanted]);

    // The worker stopped and started again: it counts from what the index keeps.
    const restarted = worker(indexName, recordingPorts());
    await restarted.service.refreshBadge();
    expect(restarted.ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    expect(value<StoredSearch[]>(await restarted.dispatch({ type: 'searches.list' }, POPUP_SENDER))[0]!.unseen).toEqual([wanted]);
  });

  it('counts a vacancy on two boards once, and loses it when either posting is marked not relevant', async () => {
    const posting = { title: 'Imker Zeeland', employer: 'Honing BV', city: 'Goes', status: 'OPEN' };
    const { ports, dispatch, ids, news } = await announced([
      { ...posting, url: 'https://www.linkedin.com/jobs/view/4170000001/' },
      { ...posting, url: 'https://nl.indeed.com/viewjob?jk=4170000001aa' },
      'Imker Texel',
    ]);
    const [onLinkedin, onIndeed, other] = ids as [number, number, number];
    expect(
      value<{ postings: { id: number }[] }>(await dispatch({ type: 'jobs.vacancy', id: onLinkedin }, POPUP_SENDER)).postings,
    ).toHaveLength(2);
    // The vacancy is one job of the news, as in the lists: announced as one of its postings.
    const fresh = await news();
    expect(fresh).toHaveLength(2);
    expect(fresh).toContain(other);
    const shown = fresh.find((id) => id !== other);
    expect([onLinkedin, onIndeed]).toContain(shown);
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.alert });

    // Marked on the board whose posting the news did not name: the vacancy leaves the news all the same.
    value(await dispatch({ type: 'jobs.setStatus', id: shown === onIndeed ? onLinkedin : onIndeed, status: 'notRelevant' }, POPUP_SENDER));
    expect(await news()).toEqual([other]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
  });

  it('in Firefox, which can only show a notification anew, takes it away for a mark rather than pop it up again', async () => {
    const { ports, dispatch, ids, news, notification } = await announced(['Imker Vlieland', 'Imker Terschelling']);
    ports.notificationUpdates = false;
    value(await dispatch({ type: 'jobs.setStatus', id: ids[0]!, status: 'notRelevant' }, POPUP_SENDER));
    expect(await news()).toEqual([ids[1]]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    // Gone, and no reshow waits: a recruiter marking jobs one by one gets no pop-up per mark.
    expect(ports.notifications.has(notification)).toBe(false);
    expect(ports.alarms.has('search-alert-reshow')).toBe(false);
    expect(ports.raised).toEqual([notification]);
  });

  it('takes the notification away when every job it named is marked handled', async () => {
    const { ports, dispatch, ids, news, notification } = await announced(['Imker Texel']);
    expect(ports.notifications.has(notification)).toBe(true);
    value(await dispatch({ type: 'jobs.setStatus', id: ids[0]!, status: 'handled' }, POPUP_SENDER));
    expect(await news()).toEqual([]);
    expect(ports.notifications.has(notification)).toBe(false);
    // No search's news left, no job new since a last visit (none yet): the badge shows no number.
    expect(ports.badge?.text).toBe('');
  });

  it('loses a job marked not relevant while the evaluation that found it was under way', async () => {
    const { service, ports, dispatch, news, notification } = await announced([]);
    const dismissed = server().store.add({ title: 'Imker Ameland', employer: 'Bij BV' }).id as number;
    const wanted = server().store.add({ title: 'Imker Schiermonnikoog', employer: 'Bij BV' }).id as number;
    // The marks were read: the evaluation is done, its write of the news not yet.
    const write = holdFoundWrites((await service.index()).searches);
    const syncing = service.sync.start(false);
    await vi.waitFor(() => expect(write.evaluated()).toBe(true));
    value(await dispatch({ type: 'jobs.setStatus', id: dismissed, status: 'notRelevant' }, POPUP_SENDER));
    write.release();
    await syncing;

    expect(await news()).toEqual([wanted]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    expect(ports.notifications.get(notification)).toEqual({ title: '1 new job for Imker', message: 'Imker Schiermonnikoog' });
  });
});
