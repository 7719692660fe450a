/**
 * The notes' drafts (text typed and not saved, kept in storage.session by the pages) are their
 * user's: a session that runs out or that the server ends (a 401) leaves them for that same user's
 * next sign-in; a sign-out removes them, a sign-in after it finds none (not even one a page still
 * open at the sign-out wrote as it went), another user's sign-in finds none, and "Clear local data"
 * removes them with the notes. One recruiter's unsaved text never shows to the next who signs in on
 * this browser.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { readNoteDrafts, writeNoteDrafts } from '@/utils/feed/note-drafts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

const START = Date.parse('2026-11-20T10:00:00Z');
let clock = START;
const now = () => clock;
const KEYS = ['job:7', 'employer:gemeente utrecht'];
const DRAFTS = new Map([
  ['job:7', 'Called Monday, calls back Thursday'],
  ['employer:gemeente utrecht', 'Framework contract until 2027'],
]);

beforeEach(() => {
  fakeBrowser.reset();
  clock = START;
});

function background(name: string) {
  const api = fakeApi(now);
  const service = new BackgroundService({
    defaultApiBaseUrl: API,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `note-drafts-${name}-${Date.now()}`,
    fetch: api.fetch,
    now,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const signIn = async (username: string) => {
    const result = await dispatch({ type: 'session.signIn', username, password: 'secret12', rememberMe: false }, POPUP_SENDER);
    expect(result.ok).toBe(true);
  };
  /** How a session ends without a sign-out: its token runs out (the expiry alarm), or the server refuses it. */
  const ends = {
    expired: async () => {
      clock = (await service.session.current())!.expiresAt + 1;
      await service.onAlarm('session-expiry');
    },
    unauthorized: async () => {
      api.revoked.add((await service.session.current())!.token);
      expect(await dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER)).toMatchObject({ ok: false });
    },
  };
  return { dispatch, signIn, ends };
}

const draftKeys = async () => Object.keys(await fakeBrowser.storage.session.get(null)).filter((key) => key.startsWith('noteDraft:'));

describe("the notes' drafts", () => {
  it('are removed at sign-out', async () => {
    const bg = background('sign-out');
    await bg.signIn('alice');
    await writeNoteDrafts(DRAFTS);
    expect(await readNoteDrafts(KEYS)).toEqual(Object.fromEntries(DRAFTS));
    expect((await bg.dispatch({ type: 'session.signOut' }, POPUP_SENDER)).ok).toBe(true);
    expect(await draftKeys()).toEqual([]);
  });

  it('written by a page after the sign-out are not there for the next sign-in', async () => {
    const bg = background('sign-in');
    await bg.signIn('alice');
    await bg.dispatch({ type: 'session.signOut' }, POPUP_SENDER);
    // The side panel, on Alice's job, flushes her last keystrokes as it closes on "signed out".
    await writeNoteDrafts(DRAFTS);
    await bg.signIn('bob');
    expect(await readNoteDrafts(KEYS)).toEqual({});
  });

  it('written by a page after the sign-out are not there when the same user signs in again', async () => {
    const bg = background('same-user-sign-out');
    await bg.signIn('alice');
    await writeNoteDrafts(DRAFTS);
    await bg.dispatch({ type: 'session.signOut' }, POPUP_SENDER);
    await writeNoteDrafts(DRAFTS);
    await bg.signIn('alice');
    expect(await readNoteDrafts(KEYS)).toEqual({});
  });

  for (const reason of ['expired', 'unauthorized'] as const) {
    it(`are kept when the session ends as ${reason}, and are there again when the same user signs in`, async () => {
      const bg = background(`kept-${reason}`);
      await bg.signIn('alice');
      await writeNoteDrafts(DRAFTS);
      await bg.ends[reason]();
      expect(await bg.dispatch({ type: 'session.get' }, POPUP_SENDER)).toMatchObject({ value: { signedIn: false, ended: { reason } } });
      expect(await readNoteDrafts(KEYS)).toEqual(Object.fromEntries(DRAFTS));
      await bg.signIn('alice');
      expect(await readNoteDrafts(KEYS)).toEqual(Object.fromEntries(DRAFTS));
    });

    it(`left by a session that ended as ${reason} are never there for another user who signs in`, async () => {
      const bg = background(`other-${reason}`);
      await bg.signIn('alice');
      await writeNoteDrafts(DRAFTS);
      await bg.ends[reason]();
      // Alice's side panel, open still, writes her last keystrokes as it goes.
      await writeNoteDrafts(new Map([['job:8', 'Interested']]));
      await bg.signIn('bob');
      expect(await draftKeys()).toEqual([]);
    });
  }

  it('go when the background saves the note they hold, also for a view gone meanwhile; one typed on stays', async () => {
    const bg = background('settle');
    await bg.signIn('alice');
    await writeNoteDrafts(
      new Map([
        ['job:7', 'Sent two profiles'],
        ['job:8', 'Sent three profiles, and'],
      ]),
    );
    for (const [id, text] of [
      [7, 'Sent two profiles'],
      [8, 'Sent three profiles'],
    ] as const)
      expect((await bg.dispatch({ type: 'notes.set', id, scope: 'job', text }, POPUP_SENDER)).ok).toBe(true);
    expect(await readNoteDrafts(['job:7', 'job:8'])).toEqual({ 'job:8': 'Sent three profiles, and' });
  });

  it('are removed with "Clear local data"', async () => {
    const bg = background('clear');
    await bg.signIn('alice');
    await writeNoteDrafts(DRAFTS);
    expect((await bg.dispatch({ type: 'data.clear' }, POPUP_SENDER)).ok).toBe(true);
    expect(await draftKeys()).toEqual([]);
    // Only the drafts: the session goes on.
    expect(await bg.dispatch({ type: 'session.get' }, POPUP_SENDER)).toMatchObject({ value: { signedIn: true, subject: 'alice' } });
  });
});
