/**
 * A browser restart: storage.session is emptied, the worker starts afresh (restoreAlarms on
 * onStartup, resume on every start). The popup's first paint reads popupSnapshot from storage.local
 * and shows it as a signed-in feed until the background answers.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { readPopupSnapshot } from '@/utils/feed/popup-snapshot';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

let n = 0;
let now = Date.parse('2026-11-20T10:00:00Z');
const clock = () => now;

function worker(api: ReturnType<typeof fakeApi>, indexName: string) {
  const ports = recordingPorts();
  const service = new BackgroundService({ defaultApiBaseUrl: API, buildBoardPatterns: [], ports, indexName, fetch: api.fetch, now: clock });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  return { service, dispatch, ports };
}

beforeEach(() => {
  fakeBrowser.reset();
  now = Date.parse('2026-11-20T10:00:00Z');
});

async function signedInWithSnapshot(rememberMe: boolean) {
  const api = fakeApi(clock);
  const indexName = `restart-${++n}`;
  const w = worker(api, indexName);
  const r = await w.dispatch({ type: 'session.signIn', username: 'alice', password: 'secret12', rememberMe }, POPUP_SENDER);
  expect(r.ok).toBe(true);
  await w.service.sync.start(false);
  expect(await readPopupSnapshot()).toMatchObject({ subject: 'alice' });
  return { api, indexName };
}

describe('browser restart and the popup snapshot', () => {
  it('without Remember me: after the restart nobody is signed in, and no signed-in feed is painted', async () => {
    const { api, indexName } = await signedInWithSnapshot(false);
    // Browser restart: storage.session gone, a fresh worker.
    await fakeBrowser.storage.session.clear();
    const w = worker(api, indexName);
    await w.service.restoreAlarms();
    await w.service.resume();
    const info = await w.dispatch({ type: 'session.get' }, POPUP_SENDER);
    expect(info).toMatchObject({ ok: true, value: { signedIn: false } });
    // The popup paints this snapshot as "Signed in as alice" with her feed until the worker answers.
    expect(await readPopupSnapshot()).toBeNull();
  });

  it('with Remember me that expired while the browser was closed: the session is ended as expired, no feed painted', async () => {
    const { api, indexName } = await signedInWithSnapshot(true);
    await fakeBrowser.storage.session.clear();
    now += 2 * 3600_000; // the token's hour is over
    const w = worker(api, indexName);
    await w.service.restoreAlarms();
    await w.service.resume();
    const info = await w.dispatch({ type: 'session.get' }, POPUP_SENDER);
    expect(info).toMatchObject({ ok: true, value: { signedIn: false, ended: { reason: 'expired' } } });
    expect(await readPopupSnapshot()).toBeNull();
  });
});

describe('a session ended while the popup records its opening', () => {
  it('leaves no feed to paint at the next opening', async () => {
    const { api, indexName } = await signedInWithSnapshot(false);
    const w = worker(api, indexName);
    // The server has ended the session: the popup's count, asked as it opens, gets the 401. The
    // popup also records its opening, which reads the snapshot to date its visit: the 401 lands
    // between that read and its write.
    api.revoked.add((await w.service.session.current())!.token);
    const get = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
    let armed = true;
    const spy = vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(async (keys?: unknown) => {
      const read = await get(keys as string);
      if (armed && keys === 'popupSnapshot') {
        armed = false;
        expect(await w.dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER)).toMatchObject({
          ok: false,
          error: { code: 'signedOut' },
        });
      }
      return read;
    });
    expect(await w.dispatch({ type: 'popup.opened' }, POPUP_SENDER)).toMatchObject({ ok: true });
    spy.mockRestore();
    expect(armed).toBe(false);
    expect(await w.dispatch({ type: 'session.get' }, POPUP_SENDER)).toMatchObject({ ok: true, value: { signedIn: false } });
    // The next popup would paint this as the signed-in feed until the worker answers.
    expect(await readPopupSnapshot()).toBeNull();
  });
});
