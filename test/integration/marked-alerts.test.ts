/**
 * A vacancy the recruiter marked not relevant turns up on another board: after the sync the new
 * posting takes the vacancy's mark (mark-spread.ts), and no saved search announces it, nor counts it
 * on the badge; a shortlisted vacancy's new posting is announced, where the recruiter wants to know.
 * With no saved search, the badge's new jobs since the last visit leave it out too.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BADGE_COLORS } from '../../utils/background/badge';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { StoredSearch } from '../../utils/messaging/contract';
import { referenceServer, value } from './harness';
import { POPUP_SENDER, recordingPorts } from './ports';

const server = referenceServer({ jobs: 100, seed: 31 });
let dbCounter = 0;

/** Signed in, the first load synced; `now`: the service's clock. */
async function signedIn(now?: () => number) {
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: server().apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: `marked-alerts-${++dbCounter}`,
    sync: { pageSize: 1000 },
    ...(now && { now }),
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  return { service, ports, dispatch };
}

/** A posting of the vacancy `title` at `employer` on LinkedIn or Indeed, published `days` into November. */
function posting(board: 'linkedin' | 'indeed', title: string, employer: string, days: number): number {
  const url =
    board === 'linkedin'
      ? `https://www.linkedin.com/jobs/view/41${days}${title.length}0000/`
      : `https://nl.indeed.com/viewjob?jk=41${days}${title.length}00aa`;
  const publishDate = new Date(Date.UTC(2026, 10, 1 + days, 9)).toISOString();
  return (server().store.add({ title, employer, city: 'Den Helder', status: 'OPEN', url, publishDate }) as { id: number }).id;
}

describe('saved search alerts and the marks', () => {
  it("announce no new posting of a vacancy marked not relevant, and announce a shortlisted vacancy's", async () => {
    const { service, ports, dispatch } = await signedIn();
    const dismissed = posting('linkedin', 'Walvisonderzoeker Noordzee', 'Zeezoogdieren BV', 0);
    const wanted = posting('linkedin', 'Walvisonderzoeker Waddenzee', 'Wadden Stichting', 0);
    await service.sync.start(false);
    const [search] = value<StoredSearch[]>(
      await dispatch(
        { type: 'searches.save', name: 'Walvis', query: 'walvisonderzoeker', filters: {}, alerts: true, perEmployer: false },
        POPUP_SENDER,
      ),
    );
    value(await dispatch({ type: 'jobs.setStatus', id: dismissed, status: 'notRelevant' }, POPUP_SENDER));
    value(await dispatch({ type: 'jobs.setStatus', id: wanted, status: 'shortlisted' }, POPUP_SENDER));

    // Both vacancies turn up on another board.
    const dismissedCopy = posting('indeed', 'Walvisonderzoeker Noordzee', 'Zeezoogdieren BV', 2);
    const wantedCopy = posting('indeed', 'Walvisonderzoeker Waddenzee', 'Wadden Stichting', 2);
    await service.sync.start(false);
    const vacancy = value<{ postings: { id: number }[] }>(await dispatch({ type: 'jobs.vacancy', id: dismissed }, POPUP_SENDER));
    expect(vacancy.postings.map((p) => p.id).sort((a, b) => a - b)).toEqual([dismissed, dismissedCopy]);
    expect(value(await dispatch({ type: 'jobs.status', id: dismissedCopy }, POPUP_SENDER))).toBe('notRelevant');
    expect(value(await dispatch({ type: 'jobs.status', id: wantedCopy }, POPUP_SENDER))).toBe('shortlisted');

    // One notification, naming the shortlisted vacancy's posting alone; the badge counts it alone.
    expect([...ports.notifications.keys()]).toEqual([`search:${search!.id}`]);
    expect(ports.notifications.get(`search:${search!.id}`)).toMatchObject({
      title: '1 new job for Walvis',
      message: 'Walvisonderzoeker Waddenzee',
    });
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.alert });
    const [kept] = value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER));
    expect(kept!.unseen).toEqual([wantedCopy]);

    // The mark removed, the posting is still no news: it was looked at, as a muted job is.
    value(await dispatch({ type: 'jobs.setStatus', id: dismissedCopy, status: null }, POPUP_SENDER));
    ports.notifications.clear();
    await service.sync.start(false);
    expect(ports.notifications.size).toBe(0);
    expect(value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))[0]!.unseen).toEqual([wantedCopy]);
  });

  it("leave a new posting of a vacancy marked handled out of the badge's new jobs since the last visit", async () => {
    // The clock moves on a minute a sync, so the last visit lies between the syncs.
    let clock = Date.now();
    const { service, ports, dispatch } = await signedIn(() => clock);
    const handled = posting('linkedin', 'Walvisonderzoeker Noordzee', 'Zeezoogdieren BV', 0);
    clock += 60_000;
    await service.sync.start(false);
    value(await dispatch({ type: 'popup.opened' }, POPUP_SENDER));
    value(await dispatch({ type: 'jobs.setStatus', id: handled, status: 'handled' }, POPUP_SENDER));

    const copy = posting('indeed', 'Walvisonderzoeker Noordzee', 'Zeezoogdieren BV', 2);
    server().store.add({ title: 'Tuinman', employer: 'Groen BV' });
    clock += 60_000;
    await service.sync.start(false);
    expect(value(await dispatch({ type: 'jobs.status', id: copy }, POPUP_SENDER))).toBe('handled');
    expect(value<unknown[]>(await dispatch({ type: 'searches.list' }, POPUP_SENDER))).toEqual([]);
    expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.news });
  });
  it('count a new job marked done after the sync out of the badge at once, and back in when the mark is taken off', async () => {
    // The badge's new jobs leave out the jobs marked done: a mark set on the overlay card or in the
    // side panel (no visit of the popup) changes that count, not only the next sync.
    let clock = Date.now();
    const { service, ports, dispatch } = await signedIn(() => clock);
    value(await dispatch({ type: 'popup.opened' }, POPUP_SENDER));
    const first = posting('linkedin', 'Walvisonderzoeker Noordzee', 'Zeezoogdieren BV', 0);
    posting('linkedin', 'Walvisonderzoeker Waddenzee', 'Wadden Stichting', 0);
    clock += 60_000;
    await service.sync.start(false);
    expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.news });

    value(await dispatch({ type: 'jobs.setStatus', id: first, status: 'notRelevant' }, POPUP_SENDER));
    await vi.waitFor(() => expect(ports.badge).toMatchObject({ text: '1', color: BADGE_COLORS.news }));
    value(await dispatch({ type: 'jobs.setStatus', id: first, status: null }, POPUP_SENDER));
    await vi.waitFor(() => expect(ports.badge).toMatchObject({ text: '2', color: BADGE_COLORS.news }));
  });
});
