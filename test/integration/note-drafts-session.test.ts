/**
 * The notes' drafts (text typed and not saved, kept in storage.session by the pages) are the
 * session's: a sign-out removes them, a sign-in finds none (not even one a page still open at the
 * sign-out wrote as it went), and "Clear local data" removes them with the notes. One recruiter's
 * unsaved text never shows to the next who signs in on this browser.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { readNoteDrafts, writeNoteDrafts } from '@/utils/feed/note-drafts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

const now = () => Date.parse('2026-11-20T10:00:00Z');
const KEYS = ['job:7', 'employer:gemeente utrecht'];
const DRAFTS = new Map([
  ['job:7', 'Called Monday, calls back Thursday'],
  ['employer:gemeente utrecht', 'Framework contract until 2027'],
]);

beforeEach(() => fakeBrowser.reset());

function background(name: string) {
  const service = new BackgroundService({
    defaultApiBaseUrl: API,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `note-drafts-${name}-${Date.now()}`,
    fetch: fakeApi(now).fetch,
    now,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const signIn = async (username: string) => {
    const result = await dispatch({ type: 'session.signIn', username, password: 'secret12', rememberMe: false }, POPUP_SENDER);
    expect(result.ok).toBe(true);
  };
  return { dispatch, signIn };
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
