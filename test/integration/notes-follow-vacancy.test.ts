/**
 * A vacancy on several boards is listed once, as its newest posting (search-scan.ts). The recruiter's
 * note on it, written while the row was one posting, must stay on the row when a sync brings a newer
 * posting of the same vacancy on another board, as its mark does (mark-spread.ts): in the details, the
 * side panel and the export, which all read the notes by the row's job.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { JobNotes } from '../../utils/messaging/contract';
import { backgroundWorker, referenceServer, value } from './harness';
import { POPUP_SENDER } from './ports';

const server = referenceServer({ jobs: 50, seed: 23 });
let dbCounter = 0;

const vacancy = { title: 'Zeehondenverzorger Waddenzee', employer: 'Zeehondencentrum BV', city: 'Pieterburen', status: 'OPEN' };
const publishDate = (day: number) => new Date(Date.UTC(2026, 10, 1 + day, 9)).toISOString();
const onLinkedIn = { ...vacancy, url: 'https://www.linkedin.com/jobs/view/4100000031/', publishDate: publishDate(0) };
const onIndeed = { ...vacancy, url: 'https://nl.indeed.com/viewjob?jk=41000000000000cc', publishDate: publishDate(2) };

async function signedIn(name: string) {
  const worker = backgroundWorker(server().apiUrl, `${name}-${++dbCounter}`);
  value(await worker.dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await worker.service.sync.start(false);
  return worker;
}

describe("a vacancy's job note when a newer posting of it arrives on another board", () => {
  it('stays on the row, now the newer posting, and one save keeps one note', async () => {
    const { service, dispatch } = await signedIn('notes-follow');
    const notes = async (id: number) => value<JobNotes>(await dispatch({ type: 'notes.get', id }, POPUP_SENDER));
    const older = (server().store.add(onLinkedIn) as { id: number }).id;
    await service.sync.start(false);
    value(await dispatch({ type: 'notes.set', id: older, scope: 'job', text: 'Gebeld, terugbellen dinsdag' }, POPUP_SENDER));

    const newer = (server().store.add(onIndeed) as { id: number }).id;
    await service.sync.start(false);
    const search = { type: 'jobs.search', query: 'Zeehondenverzorger', filters: {}, offset: 0, limit: 10 } as const;
    const page = value<{ jobs: { id: number }[]; boards: Record<number, number> }>(await dispatch(search, POPUP_SENDER));
    expect(page.jobs.map((job) => job.id)).toEqual([newer]);
    expect(page.boards[newer]).toBe(2);
    expect((await notes(newer)).job).toBe('Gebeld, terugbellen dinsdag');
    expect((await notes(older)).job).toBe('Gebeld, terugbellen dinsdag');

    // Written on the row: the vacancy has that note, not the old one beside it.
    value(await dispatch({ type: 'notes.set', id: newer, scope: 'job', text: 'Dinsdag gebeld' }, POPUP_SENDER));
    expect((await notes(older)).job).toBe('Dinsdag gebeld');
    expect((await notes(newer)).job).toBe('Dinsdag gebeld');
    // An employer note is the employer's: it leaves the vacancy's job note as it is.
    value(await dispatch({ type: 'notes.set', id: older, scope: 'employer', text: 'Raamcontract' }, POPUP_SENDER));
    expect(await notes(newer)).toMatchObject({ job: 'Dinsdag gebeld', employer: 'Raamcontract' });
    // Removed on the row: no older note comes back in its place.
    value(await dispatch({ type: 'notes.set', id: newer, scope: 'job', text: '' }, POPUP_SENDER));
    expect((await notes(newer)).job).toBe('');
    expect((await notes(older)).job).toBe('');
  });

  it('stays on the row when the posting it was written on leaves the feed', async () => {
    const { service, dispatch } = await signedIn('notes-left');
    const notes = async (id: number) => value<JobNotes>(await dispatch({ type: 'notes.get', id }, POPUP_SENDER));
    const older = (server().store.add(onLinkedIn) as { id: number }).id;
    await service.sync.start(false);
    value(await dispatch({ type: 'notes.set', id: older, scope: 'job', text: 'Gebeld, terugbellen dinsdag' }, POPUP_SENDER));
    const newer = (server().store.add(onIndeed) as { id: number }).id;
    await service.sync.start(false);
    expect((await notes(newer)).job).toBe('Gebeld, terugbellen dinsdag');

    // LinkedIn's posting is gone at the next full pass: the vacancy is the Indeed posting alone, and keeps its note.
    server().store.remove(older);
    await service.sync.start(true);
    expect(value(await dispatch({ type: 'jobs.vacancy', id: newer }, POPUP_SENDER))).toMatchObject({ boards: 1 });
    expect((await notes(newer)).job).toBe('Gebeld, terugbellen dinsdag');

    // Removed on the row, then LinkedIn's posting is listed again: the vacancy has no note, none comes back.
    value(await dispatch({ type: 'notes.set', id: newer, scope: 'job', text: '' }, POPUP_SENDER));
    server().store.add({ ...onLinkedIn, id: older });
    await service.sync.start(false);
    expect(value(await dispatch({ type: 'jobs.vacancy', id: newer }, POPUP_SENDER))).toMatchObject({ boards: 2 });
    expect((await notes(newer)).job).toBe('');
    expect((await notes(older)).job).toBe('');
  });

  it("leaves a board's own repost, listed as a row of its own, with its own note", async () => {
    const { service, dispatch } = await signedIn('notes-repost');
    const first = (server().store.add(onLinkedIn) as { id: number }).id;
    await service.sync.start(false);
    value(await dispatch({ type: 'notes.set', id: first, scope: 'job', text: 'Eerste plaatsing' }, POPUP_SENDER));
    const repost = { ...onLinkedIn, url: 'https://www.linkedin.com/jobs/view/4100000032/', publishDate: publishDate(3) };
    const second = (server().store.add(repost) as { id: number }).id;
    await service.sync.start(false);
    expect(value<JobNotes>(await dispatch({ type: 'notes.get', id: second }, POPUP_SENDER)).job).toBe('');
    expect(value<JobNotes>(await dispatch({ type: 'notes.get', id: first }, POPUP_SENDER)).job).toBe('Eerste plaatsing');
  });
});
