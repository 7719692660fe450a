/**
 * Remember me: the browser restarts (storage.session emptied, the session restored from its sealed
 * copy); the recruiter types a note and does not save it; the token runs out; the same recruiter signs
 * in again and finds the draft, as after a session that ran out without a restart.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { readNoteDrafts, writeNoteDrafts } from '@/utils/feed/note-drafts';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

let clock = Date.parse('2026-11-20T10:00:00Z');
const now = () => clock;

it('are kept for the same user after a session restored at a browser restart runs out', async () => {
  fakeBrowser.reset();
  const api = fakeApi(now);
  const options = {
    defaultApiBaseUrl: API,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: 'drafts-remembered',
    fetch: api.fetch,
    now,
  };
  const first = new BackgroundService(options);
  const signIn = (service: BackgroundService) =>
    createDispatcher(service.handlers(), () => service.senderPolicy())(
      { type: 'session.signIn', username: 'alice', password: 'secret12', rememberMe: true },
      POPUP_SENDER,
    );
  expect((await signIn(first)).ok).toBe(true);
  // The browser restarts: storage.session is emptied, the worker starts anew.
  await fakeBrowser.storage.session.clear();
  const service = new BackgroundService(options);
  await service.restoreAlarms();
  expect(await service.session.current()).toMatchObject({ subject: 'alice' });
  await writeNoteDrafts(new Map([['job:7', 'Called Monday']]));
  clock = (await service.session.current())!.expiresAt + 1;
  await service.onAlarm('session-expiry');
  expect(await service.session.current()).toBeNull();
  expect((await signIn(service)).ok).toBe(true);
  expect(await readNoteDrafts(['job:7'])).toEqual({ 'job:7': 'Called Monday' });
});
