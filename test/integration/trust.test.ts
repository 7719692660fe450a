/**
 * The background's trust boundary against the reference server over real HTTP: the token goes only
 * to the API that issued it, whatever the settings say by then (changed through the contract), and an
 * address written straight into storage.local, as a content script could, is never used; a worker that just woke classifies
 * a custom board's content script with its settings loaded; a refused sign-in is not a session end;
 * another user's sign-in never finds the feed or notes of the user before, and a value planted in
 * storage.local does not make the same user's sign-in clear them.
 */
import 'fake-indexeddb/auto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import type { SessionInfo } from '../../utils/messaging/contract';
import { createDispatcher, type Dispatcher } from '../../utils/messaging/dispatch';
import { DEFAULT_SETTINGS } from '../../utils/settings/schema';
import { legacyIndexOwnerItem, sessionEndItem, settingsItem } from '../../utils/storage';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { contentScriptSender, POPUP_SENDER, recordingPorts } from './ports';

let server: ReferenceServer;
/** A second API address that answers every request and keeps its headers. */
let other: Server;
let otherUrl: string;
const otherRequests: { url: string; headers: IncomingHttpHeaders }[] = [];
let db = 0;

interface Harness {
  service: BackgroundService;
  dispatch: Dispatcher;
  indexName: string;
}

/** A worker; with `indexName`, one that wakes to the databases of the worker that had that name. */
function harness(indexName = `trust-${++db}`): Harness {
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName,
    sync: { pageSize: 500 },
  });
  return { service, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()), indexName };
}

async function call<T>(h: Harness, message: unknown, sender: object = POPUP_SENDER): Promise<T> {
  const result = await h.dispatch(message, sender);
  if (!result.ok) throw new Error(`${JSON.stringify(message)} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

async function signedIn(): Promise<Harness> {
  const h = harness();
  await call(h, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: true });
  await h.service.sync.start(false);
  return h;
}

/** Asks for what sends a token: a count, a job, a sync. None may reach the other address with it. */
async function askForFeed(h: Harness): Promise<void> {
  await h.dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
  await h.dispatch({ type: 'jobs.get', id: 1 }, POPUP_SENDER);
  await h.dispatch({ type: 'sync.now', full: true }, POPUP_SENDER);
  await h.service.sync.start(true);
}

function authorizedAtOther(): string[] {
  return otherRequests.filter((r) => r.headers.authorization !== undefined).map((r) => r.url);
}

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 600, seed: 3 });
  other = createServer((request, response) => {
    otherRequests.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('0');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => other.close(resolve));
});

beforeEach(async () => {
  fakeBrowser.reset();
  // Board pages are readable (host access granted): a page whose access was taken back gets no answer (page-match-revoked.test.ts).
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
  otherRequests.length = 0;
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

describe('the token is bound to the API that issued it', () => {
  it('a changed address ends the session before it is stored, and the new address never gets the token', async () => {
    const h = await signedIn();
    // What storage holds at the moment the new address is written.
    const atWrite: { session: unknown }[] = [];
    fakeBrowser.storage.local.onChanged.addListener((changes) => {
      const next = changes.settings?.newValue as { apiBaseUrl?: string } | undefined;
      if (next?.apiBaseUrl === otherUrl)
        void fakeBrowser.storage.session.get('session').then((s) => atWrite.push({ session: s.session ?? null }));
    });
    await call(h, { type: 'settings.update', patch: { apiBaseUrl: otherUrl } });
    await expect.poll(() => atWrite.length).toBe(1);
    expect(atWrite[0]!.session).toBeNull();

    const info = await call<SessionInfo>(h, { type: 'session.get' });
    expect(info).toMatchObject({ signedIn: false, apiBaseUrl: otherUrl });
    await askForFeed(h);
    expect(authorizedAtOther()).toEqual([]);
  });

  it('an address written straight into storage.local is not used: the session goes on, and a sign-in posts nothing there', async () => {
    const h = await signedIn();
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: otherUrl, language: 'nl' });
    await h.service.settingsStored();
    expect(await call<SessionInfo>(h, { type: 'session.get' })).toMatchObject({ signedIn: true, apiBaseUrl: server.apiUrl });
    // The rest of what was written is taken; only the address is the one chosen in the options.
    expect(await call(h, { type: 'settings.get' })).toMatchObject({ apiBaseUrl: null, language: 'nl' });
    await askForFeed(h);
    await call(h, { type: 'session.signOut' });
    await call(h, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false });
    expect(await call<SessionInfo>(h, { type: 'session.get' })).toMatchObject({ signedIn: true, apiBaseUrl: server.apiUrl });
    expect(otherRequests).toEqual([]);
  });

  it('a worker that wakes to an address planted while it slept keeps the chosen one', async () => {
    const h = await signedIn();
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: otherUrl });
    const woken = harness(h.indexName);
    await woken.service.resume();
    expect(await call<SessionInfo>(woken, { type: 'session.get' })).toMatchObject({ signedIn: true, apiBaseUrl: server.apiUrl });
    await askForFeed(woken);
    expect(otherRequests).toEqual([]);
  });

  it('an address chosen through the options is the one a woken worker uses, and a planted one does not undo it', async () => {
    const h = await signedIn();
    await call(h, { type: 'settings.update', patch: { apiBaseUrl: otherUrl } });
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: server.apiUrl });
    const woken = harness(h.indexName);
    expect(await call<SessionInfo>(woken, { type: 'session.get' })).toMatchObject({ signedIn: false, apiBaseUrl: otherUrl });
  });

  it('keeps a change saved while a new address is being applied (its sign-out and clearing)', async () => {
    const h = await signedIn();
    const address = h.dispatch({ type: 'settings.update', patch: { apiBaseUrl: otherUrl } }, POPUP_SENDER);
    const language = h.dispatch({ type: 'settings.update', patch: { language: 'nl' } }, POPUP_SENDER);
    expect(await language).toMatchObject({ ok: true, value: { language: 'nl', apiBaseUrl: otherUrl } });
    expect(await address).toMatchObject({ ok: true, value: { apiBaseUrl: otherUrl } });
    expect(await settingsItem.getValue()).toMatchObject({ apiBaseUrl: otherUrl, language: 'nl' });
  });

  it('settings that keep the address keep the session', async () => {
    const h = await signedIn();
    await call(h, { type: 'settings.update', patch: { theme: 'dark', apiBaseUrl: server.apiUrl } });
    await h.service.settingsStored();
    expect((await call<SessionInfo>(h, { type: 'session.get' })).signedIn).toBe(true);
  });
});

describe("another user's sign-in", () => {
  it("clears the local feed and the notes of the user before, also after that user's Clear local data", async () => {
    for (const clearedFirst of [false, true]) {
      const h = await signedIn();
      if (clearedFirst) {
        // Options → Local data → Clear local data, still signed in; the next sync brings the feed again.
        await call(h, { type: 'data.clear' });
        await h.service.sync.start(false);
      }
      const [job] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
      await call(h, { type: 'notes.set', id: job!.id, scope: 'job', text: 'Gebeld, terugbellen vrijdag' });
      await call(h, { type: 'session.signOut' });
      await call(h, { type: 'session.signIn', username: 'admin', password: 'admin1234', rememberMe: false });
      expect((await call<{ job: string }>(h, { type: 'notes.get', id: job!.id })).job, `cleared first: ${clearedFirst}`).toBe('');
      await h.service.sync.stop();
    }
  });

  it("is told apart from the same user's by the index itself: a value planted in storage.local wipes nothing", async () => {
    const h = await signedIn();
    const [job] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
    await call(h, { type: 'notes.set', id: job!.id, scope: 'job', text: 'Gebeld, terugbellen vrijdag' });
    await call(h, { type: 'session.signOut' });
    // Where earlier versions kept the owner, and a content script can write.
    for (const planted of [{ subject: 'mallory', apiBaseUrl: server.apiUrl }, 'garbage']) {
      await legacyIndexOwnerItem.setValue(planted);
      await call(h, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false });
      expect((await call<{ job: string }>(h, { type: 'notes.get', id: job!.id })).job, JSON.stringify(planted)).toBe(
        'Gebeld, terugbellen vrijdag',
      );
      await call(h, { type: 'session.signOut' });
    }
    await h.service.sync.stop();
  });

  it('moves the owner an earlier version kept at the update, so a value planted before the next sign-in wipes nothing', async () => {
    const h = await signedIn();
    const [job] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
    await call(h, { type: 'notes.set', id: job!.id, scope: 'job', text: 'Gebeld, terugbellen vrijdag' });
    // As the earlier version left it, still signed in: the owner in storage.local only.
    await (await h.service.index()).owner.set(null);
    await legacyIndexOwnerItem.setValue({ subject: 'demo', apiBaseUrl: server.apiUrl });
    // The update (runtime.onInstalled), then a value planted before the recruiter signs in again.
    await h.service.restoreAlarms();
    await legacyIndexOwnerItem.setValue({ subject: 'mallory', apiBaseUrl: server.apiUrl });
    await call(h, { type: 'session.signOut' });
    await call(h, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false });
    expect((await call<{ job: string }>(h, { type: 'notes.get', id: job!.id })).job).toBe('Gebeld, terugbellen vrijdag');
    await h.service.sync.stop();
  });

  it("still clears the feed of an earlier version's user, named where that version kept it", async () => {
    const h = await signedIn();
    const [job] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
    await call(h, { type: 'notes.set', id: job!.id, scope: 'job', text: 'Gebeld, terugbellen vrijdag' });
    await call(h, { type: 'session.signOut' });
    // As an earlier version left it: the owner in storage.local only.
    await (await h.service.index()).owner.set(null);
    await legacyIndexOwnerItem.setValue({ subject: 'demo', apiBaseUrl: server.apiUrl });
    await call(h, { type: 'session.signIn', username: 'admin', password: 'admin1234', rememberMe: false });
    expect((await call<{ job: string }>(h, { type: 'notes.get', id: job!.id })).job).toBe('');
    expect(await legacyIndexOwnerItem.getValue()).toBeNull();
    await h.service.sync.stop();
  });
});

describe('sender policy right after the worker wakes', () => {
  it('lets a custom board content script ask, with settings not read yet', async () => {
    await settingsItem.setValue({
      ...DEFAULT_SETTINGS,
      customBoards: [{ name: 'Own board', pattern: 'https://jobs.example.com/*', enabled: true }],
    });
    const h = harness();
    const result = await h.dispatch(
      { type: 'page.match', url: null, hints: {} },
      contentScriptSender('https://jobs.example.com/vacature/12'),
    );
    expect(result).toEqual({ ok: true, value: { matched: false } });
    // A page off every board is still refused.
    const elsewhere = await h.dispatch(
      { type: 'page.match', url: null, hints: {} },
      contentScriptSender('https://elsewhere.example.org/vacature/12'),
    );
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'refused' } });
  });
});

describe('a refused sign-in', () => {
  it('is a credential error, not a session the server ended', async () => {
    const h = harness();
    const refused = await h.dispatch(
      { type: 'session.signIn', username: 'demo', password: 'wrong-password', rememberMe: false },
      POPUP_SENDER,
    );
    expect(refused).toMatchObject({ ok: false, error: { api: { kind: 'unauthorized', badCredentials: true } } });
    expect((await call<SessionInfo>(h, { type: 'session.get' })).ended).toBeNull();
    expect(await sessionEndItem.getValue()).toBeNull();
  });

  it('leaves the reason the last session ended as it was', async () => {
    const h = await signedIn();
    await call(h, { type: 'session.signOut' });
    await h.dispatch({ type: 'session.signIn', username: 'demo', password: 'wrong-password', rememberMe: false }, POPUP_SENDER);
    expect((await call<SessionInfo>(h, { type: 'session.get' })).ended?.reason).toBe('signedOut');
  });

  it('a token the server refuses later still ends the session with its words', async () => {
    const h = await signedIn();
    await fetch(`${server.apiUrl}/__test/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failAfterRequests: 0 }),
    });
    await h.dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
    await fetch(`${server.apiUrl}/__test/faults`, { method: 'DELETE' });
    expect((await call<SessionInfo>(h, { type: 'session.get' })).ended?.reason).toBe('unauthorized');
  });
});
