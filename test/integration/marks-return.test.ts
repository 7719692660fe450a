/**
 * A posting of a marked vacancy leaves the feed (a full pass no longer lists it) and is listed again
 * later, while the recruiter took the vacancy's mark off from its other posting meanwhile: the sync
 * that brings it back must not mark the vacancy again with the mark the posting left with.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { backgroundWorker, referenceServer, value } from './harness';
import { POPUP_SENDER } from './ports';

const server = referenceServer({ jobs: 50, seed: 17 });
let dbCounter = 0;

const vacancy = { title: 'Walvisonderzoeker Noordzee', employer: 'Zeezoogdieren BV', city: 'Den Helder', status: 'OPEN' };
const publishDate = (day: number) => new Date(Date.UTC(2026, 10, 1 + day, 9)).toISOString();

describe('a marked vacancy whose posting leaves the feed and comes back', () => {
  it('stays unmarked once the recruiter took the mark off meanwhile', async () => {
    const { service, dispatch } = backgroundWorker(server().apiUrl, `marks-return-${++dbCounter}`);
    value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
    await service.sync.start(false);
    const onLinkedIn = { ...vacancy, url: 'https://www.linkedin.com/jobs/view/4100000001/', publishDate: publishDate(0) };
    const onIndeed = { ...vacancy, url: 'https://nl.indeed.com/viewjob?jk=41000000000000aa', publishDate: publishDate(2) };
    const kept = (server().store.add(onLinkedIn) as { id: number }).id;
    const leaving = (server().store.add(onIndeed) as { id: number }).id;
    await service.sync.start(false);
    value(await dispatch({ type: 'jobs.setStatus', id: kept, status: 'handled' }, POPUP_SENDER));
    expect(value(await dispatch({ type: 'jobs.status', id: leaving }, POPUP_SENDER))).toBe('handled');

    // Indeed's posting is gone at the next full pass; the recruiter takes the mark off the vacancy.
    server().store.remove(leaving);
    await service.sync.start(true);
    value(await dispatch({ type: 'jobs.setStatus', id: kept, status: null }, POPUP_SENDER));

    // It is listed again.
    server().store.add({ ...onIndeed, id: leaving });
    await service.sync.start(false);
    expect(value(await dispatch({ type: 'jobs.vacancy', id: kept }, POPUP_SENDER))).toMatchObject({ boards: 2 });
    expect(value(await dispatch({ type: 'jobs.status', id: kept }, POPUP_SENDER))).toBeNull();
    expect(value(await dispatch({ type: 'jobs.status', id: leaving }, POPUP_SENDER))).toBeNull();
  });
});
