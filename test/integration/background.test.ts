/**
 * The background service against the reference server over real HTTP: sign-in, a 10,000-job sync,
 * the count, changes on the server reaching the index, reconciliation, and a 401 in mid-sync.
 * Browser storage is WXT's fakeBrowser and IndexedDB is fake-indexeddb; the API is real.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { DEMO_BOARD_ID } from '../../utils/boards/builtin';
import { createDispatcher, type Dispatcher } from '../../utils/messaging/dispatch';
import type { SessionInfo, SyncStatus } from '../../utils/messaging/contract';
import { readPopupSnapshot } from '../../utils/feed/popup-snapshot';
import { syncStateItem } from '../../utils/storage';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { contentScriptSender, overlayFrameSender, POPUP_SENDER, recordingPorts, type RecordingPorts } from './ports';

const JOBS = 10_000;
let server: ReferenceServer;
let dbCounter = 0;

interface Harness {
  service: BackgroundService;
  dispatch: Dispatcher;
  ports: RecordingPorts;
  indexName: string;
}

function createHarness(
  indexName = `feed-${++dbCounter}`,
  ports = recordingPorts(),
  fetchImpl?: typeof fetch,
  saveEveryMs?: number,
): Harness {
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName,
    sync: { pageSize: 2000, saveEveryMs },
    fetch: fetchImpl,
  });
  const dispatch = createDispatcher(
    service.handlers(),
    () => service.senderPolicy(),
    undefined,
    (message, sender) => service.pages.leftBoard(message, sender),
  );
  return { service, dispatch, ports, indexName };
}

async function call<T>(harness: Harness, message: unknown, sender: object = POPUP_SENDER): Promise<T> {
  const result = await harness.dispatch(message, sender);
  if (!result.ok) throw new Error(`${JSON.stringify(message)} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

async function signIn(harness: Harness, rememberMe = true): Promise<SessionInfo> {
  const info = await call<SessionInfo>(harness, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe });
  // Sign-in starts a sync without waiting for it; the test does.
  await harness.service.sync.start(false);
  return info;
}

function feedRequests(): { path: string; query: string }[] {
  return server.requests.filter((r) => r.path.startsWith('/api/'));
}

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 7 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  fakeBrowser.reset();
  // Board pages are readable (host access granted): a page whose access was taken back gets no answer (page-match-revoked.test.ts).
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
  server.clearRequests();
});

describe('background against the reference server', () => {
  it('signs in, syncs 10,000 jobs, and the count equals the server count', async () => {
    const h = createHarness();
    const info = await signIn(h);
    expect(info).toMatchObject({ signedIn: true, subject: 'demo', rememberMe: true, apiBaseUrl: server.apiUrl });

    const status = await call<SyncStatus>(h, { type: 'sync.status' });
    expect(status.state.status).toBe('idle');
    expect(status.indexed).toBe(JOBS);
    expect(status.count?.count).toBe(JOBS);

    const count = await call<{ count: { count: number } }>(h, { type: 'jobs.count', refresh: true });
    expect(count.count.count).toBe(JOBS);

    const recent = await call<{ jobs: { id: number; recency: string }[]; indexed: number }>(h, {
      type: 'jobs.search',
      query: '',
      filters: {},
      offset: 0,
      limit: 20,
    });
    expect(recent.indexed).toBe(JOBS);
    expect(recent.jobs).toHaveLength(20);
    const recencies = recent.jobs.map((j) => j.recency);
    expect([...recencies].sort().reverse()).toEqual(recencies);

    // Remember me is on here: the token is in session storage, and sealed in storage.local (which
    // content scripts can read), so neither local nor sync storage holds it readable; the password is nowhere.
    const everything = JSON.stringify(
      await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.session.get(), fakeBrowser.storage.sync.get()]),
    );
    expect(everything).not.toContain('demo1234');
    expect(JSON.stringify(await fakeBrowser.storage.session.get())).toContain('eyJ');
    expect(JSON.stringify(await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.sync.get()]))).not.toContain('eyJ');

    // What the popup paints first: the same newest jobs and count, no token; gone after sign-out.
    const snapshot = await readPopupSnapshot();
    expect(snapshot).toMatchObject({ subject: 'demo', apiBaseUrl: server.apiUrl, indexed: JOBS, matches: JOBS, count: { count: JOBS } });
    expect(snapshot!.jobs.slice(0, 20).map((j) => j.id)).toEqual(recent.jobs.map((j) => j.id));
    expect(JSON.stringify(snapshot)).not.toContain('eyJ');
    await call(h, { type: 'session.signOut' });
    expect(await readPopupSnapshot()).toBeNull();
  });

  it('picks up a job renamed on the server with the next (incremental) sync', async () => {
    const h = createHarness();
    await signIn(h);
    const [first] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
    const id = first!.id;
    const renamed = 'Zeer Unieke Kwartiermaker Datagedreven Werken';
    const patch = await fetch(`${server.apiUrl}/__test/jobs/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: renamed }),
    });
    expect(patch.ok).toBe(true);
    server.clearRequests();

    await call(h, { type: 'sync.now', full: false });
    await h.service.sync.start(false);
    const state = await syncStateItem.getValue();
    expect(state.mode).toBe('incremental');
    expect(feedRequests().some((r) => r.query.includes('updatedDate.greaterThan'))).toBe(true);

    const found = await call<{ jobs: { id: number; title: string }[] }>(h, {
      type: 'jobs.search',
      query: 'kwartiermaker datagedreven',
      filters: {},
      offset: 0,
      limit: 5,
    });
    expect(found.jobs.map((j) => [j.id, j.title])).toEqual([[id, renamed]]);
  });

  it('removes a job deleted on the server after full reconciliation', async () => {
    const h = createHarness();
    await signIn(h);
    const before = await call<SyncStatus>(h, { type: 'sync.status' });
    const [victim] = (await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })).jobs;
    expect((await fetch(`${server.apiUrl}/__test/jobs/${victim!.id}`, { method: 'DELETE' })).ok).toBe(true);

    await call(h, { type: 'sync.now', full: true });
    await h.service.sync.start(true);
    const after = await call<SyncStatus>(h, { type: 'sync.status' });
    expect(after.indexed).toBe(before.indexed - 1);
    expect(after.count?.count).toBe(before.indexed - 1);
    const page = await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 5 });
    expect(page.jobs.map((j) => j.id)).not.toContain(victim!.id);
  });

  it("answers a job's local summary while Get Job fails, without asking the API", async () => {
    const h = createHarness();
    await signIn(h);
    const [first] = (
      await call<{ jobs: { id: number; title: string }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })
    ).jobs;
    await fetch(`${server.apiUrl}/__test/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 503 }),
    });
    server.clearRequests();
    expect(await h.dispatch({ type: 'jobs.get', id: first!.id }, POPUP_SENDER)).toMatchObject({ ok: false, error: { code: 'api' } });
    const requestsForGet = feedRequests().length;
    expect(requestsForGet).toBeGreaterThan(0);
    const local = await call<{ id: number; title: string } | null>(h, { type: 'jobs.local', id: first!.id });
    expect(local).toMatchObject({ id: first!.id, title: first!.title });
    expect(await call(h, { type: 'jobs.local', id: 987_654_321 })).toBeNull();
    expect(feedRequests()).toHaveLength(requestsForGet);
    // Pages only: a content script may not read the index by id.
    expect(
      await h.dispatch({ type: 'jobs.local', id: first!.id }, contentScriptSender('https://www.nationalevacaturebank.nl/vacature/1')),
    ).toMatchObject({ ok: false, error: { code: 'refused' } });
    await fetch(`${server.apiUrl}/__test/faults`, { method: 'DELETE' });
  });

  it('ends the session on a 401 in mid-sync and resumes the sync after signing in again', async () => {
    const h = createHarness();
    // The third feed request (after count and one page) is answered 401, as for a revoked token.
    await fetch(`${server.apiUrl}/__test/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failAfterRequests: 2 }),
    });
    await call(h, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false });
    await h.service.sync.start(false);

    const ended = await call<SessionInfo>(h, { type: 'session.get' });
    expect(ended.signedIn).toBe(false);
    expect(ended.ended?.reason).toBe('unauthorized');
    const paused = await syncStateItem.getValue();
    expect(paused.status).toBe('paused');
    expect(paused.fetched).toBeGreaterThan(0);
    expect(paused.fetched).toBeLessThan(JOBS);
    expect(h.ports.badge?.text).toBe('!');
    expect(h.ports.events).toContainEqual({ event: 'session.changed' });
    const refused = await h.dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
    expect(refused).toMatchObject({ ok: false, error: { code: 'signedOut' } });

    await fetch(`${server.apiUrl}/__test/faults`, { method: 'DELETE' });
    server.clearRequests();
    await signIn(h, false);
    const resumed = await syncStateItem.getValue();
    expect(resumed.status).toBe('idle');
    expect((await call<SyncStatus>(h, { type: 'sync.status' })).indexed).toBe(JOBS);
    // Resumed from the cursor: no page before it was fetched again.
    const firstPage = feedRequests().find((r) => r.path === '/api/feed/jobs');
    expect(firstPage?.query).toMatch(/id\.greaterThan=\d+/);
  });

  it("ends an expired session at its alarm as a sign-out does, though a page's question had found it expired first", async () => {
    let clock = Date.now();
    const ports = recordingPorts();
    const service = new BackgroundService({
      defaultApiBaseUrl: server.apiUrl,
      buildBoardPatterns: [],
      ports,
      indexName: `feed-${++dbCounter}`,
      sync: { pageSize: 2000 },
      now: () => clock,
    });
    const h: Harness = { service, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()), ports, indexName: '' };
    const info = await signIn(h, false);
    expect(await readPopupSnapshot()).not.toBeNull();
    expect(ports.alarms.get('session-expiry')?.when).toBe(info.expiresAt);

    // The token runs out; a page asks before the alarm fires, and the store ends the session as it reads it.
    clock = info.expiresAt! + 1;
    const asked = await call<SessionInfo>(h, { type: 'session.get' });
    expect(asked).toMatchObject({ signedIn: false, ended: { reason: 'expired' } });
    ports.events.length = 0;
    // A board's result page with markers of the feed, and no card.
    ports.openTabs = [7];
    await service.onAlarm('session-expiry');
    // What a session's end leaves: no snapshot of the feed for the popup, the pages told (the board
    // pages too, which take their markers away), the badge signed out.
    expect(await readPopupSnapshot()).toBeNull();
    expect(ports.events).toContainEqual({ event: 'session.changed' });
    expect(ports.tabEvents).toContainEqual({ tabId: 7, event: { event: 'session.changed' } });
    expect(ports.badge?.text).toBe('!');
    expect(await call<SessionInfo>(h, { type: 'session.get' })).toMatchObject({ signedIn: false, ended: { reason: 'expired' } });
  });

  it('resumes a sync in a new worker after the old one was stopped mid-sync, with a complete index', async () => {
    const ports = recordingPorts();
    // The old worker gets two pages; its third page request (fetched ahead while the second is
    // written) is held until the worker stops, so it can never get further, however fast or slow the
    // machine writes. It stops once it has saved 4,000 jobs, on its own progress event.
    let pageRequests = 0;
    const heldAfterTwoPages: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, searchParams } = new URL(url);
      // The feed's highest id (one job) is not a page.
      if (pathname !== '/api/feed/jobs' || searchParams.get('size') === '1' || ++pageRequests <= 2) return fetch(input, init);
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));
    };
    // Each page saved (the extension saves at most one a second), so the worker stops at a known page.
    const first = createHarness(undefined, ports, heldAfterTwoPages, 0);
    const tell = ports.notifyPages.bind(ports);
    ports.notifyPages = async (event) => {
      await tell(event);
      if (event.event === 'sync.progress' && (await syncStateItem.getValue()).fetched >= 4000) first.service.sync.cancel();
    };
    await call(first, { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: true });
    await first.service.sync.start(false);
    // A stopped worker leaves its last saved state as it was: a running sync with its cursor.
    const interrupted = await syncStateItem.getValue();
    // Two pages answered, and the next page of each id range held (two ranges side by side).
    expect(pageRequests).toBeGreaterThanOrEqual(3);
    expect(pageRequests).toBeLessThanOrEqual(4);
    expect(interrupted.fetched).toBe(4000);
    await syncStateItem.setValue({ ...interrupted, status: 'running' });
    server.clearRequests();

    // The new worker: same storage and database, nothing in memory.
    const second = createHarness(first.indexName);
    await second.service.resume();
    await second.service.sync.start(false);
    const status = await call<SyncStatus>(second, { type: 'sync.status' });
    expect(status.state.status).toBe('idle');
    expect(status.indexed).toBe(JOBS);
    expect(status.count?.count).toBe(JOBS);
    const pages = feedRequests().filter((r) => r.path === '/api/feed/jobs' && new URLSearchParams(r.query).get('size') !== '1');
    // Each id range left resumes from its own cursor; no page before them is fetched again.
    const cursors = interrupted.stripes.map((stripe) => stripe.afterId);
    expect(cursors.length).toBeGreaterThan(0);
    expect(cursors.every((cursor) => cursor !== null && cursor >= 2000)).toBe(true);
    expect(
      pages
        .slice(0, cursors.length)
        .map((r) => new URLSearchParams(r.query).get('id.greaterThan'))
        .sort(),
    ).toEqual(cursors.map(String).sort());
    // Whole pages, and one part page per range at most.
    expect(pages.length).toBeLessThanOrEqual(Math.ceil((JOBS - interrupted.fetched) / 2000) + cursors.length + 1);
    expect((await call<SessionInfo>(second, { type: 'session.get' })).signedIn).toBe(true);
  });

  it('gives a copy of a marked vacancy that a later sync brings the mark the vacancy has, so its row stays marked', async () => {
    const h = createHarness();
    // A vacancy on two boards, as the feed has it at the first sync.
    const vacancy = { employer: 'Kwartiermakers Zuid B.V.', title: 'Projectleider Energietransitie (m/v/x)', city: 'Eindhoven' };
    const posted = (days: number) => new Date(Date.UTC(2026, 10, 1 + days, 9)).toISOString();
    const added = (fields: Record<string, unknown>) => (server.store.add({ ...vacancy, status: 'OPEN', ...fields }) as { id: number }).id;
    const first = added({ url: 'https://www.linkedin.com/jobs/view/4100000001/', publishDate: posted(0) });
    const second = added({ url: 'https://nl.indeed.com/viewjob?jk=41000000000000aa', publishDate: posted(1) });
    await signIn(h);
    const listed = await call<{ jobs: { id: number }[]; boards: Record<number, number> }>(h, {
      type: 'jobs.search',
      query: 'Kwartiermakers Zuid',
      filters: {},
      offset: 0,
      limit: 10,
    });
    expect(listed.jobs.map((job) => job.id)).toEqual([second]);
    expect(listed.boards[second]).toBe(2);
    await call(h, { type: 'jobs.setStatus', id: second, status: 'handled' });
    expect(await call(h, { type: 'jobs.status', id: first })).toBe('handled');

    // It turns up on one more board: its newest posting, the row the lists show for it.
    const third = added({ url: 'https://www.werk.nl/werkzoekenden/vacatures/4100000003', publishDate: posted(3) });
    await h.service.sync.start(false);
    const vacancyView = await call<{ postings: { id: number }[] }>(h, { type: 'jobs.vacancy', id: first });
    expect(vacancyView.postings.map((p) => p.id).sort((x, y) => x - y)).toEqual([first, second, third]);
    expect(await call(h, { type: 'jobs.status', id: third })).toBe('handled');
    const open = await call<{ jobs: { id: number }[] }>(h, {
      type: 'jobs.search',
      query: 'Kwartiermakers Zuid',
      filters: { hideDone: true },
      offset: 0,
      limit: 10,
    });
    expect(open.jobs).toEqual([]);
  });

  it("keeps the recruiter's marks across a worker restart and shows them with the jobs; pages only may set them", async () => {
    const h = createHarness();
    await signIn(h);
    const { jobs } = await call<{ jobs: { id: number }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 3 });
    const [a, b, c] = jobs.map((job) => job.id);
    expect(await call(h, { type: 'jobs.setStatus', id: a, status: 'shortlisted' })).toBe('shortlisted');
    await call(h, { type: 'jobs.setStatus', id: b, status: 'handled' });
    expect(await call(h, { type: 'jobs.status', id: a })).toBe('shortlisted');
    expect(await call(h, { type: 'jobs.status', id: c })).toBeNull();
    // A sync runs meanwhile; then the worker stops and a new one opens the same index.
    await h.service.sync.start(true);
    const next = createHarness(h.indexName);
    const listed = await call<{ jobs: { id: number }[]; statuses: Record<number, string> }>(next, {
      type: 'jobs.search',
      query: '',
      filters: { hideDone: true },
      offset: 0,
      limit: 3,
    });
    expect(listed.jobs.map((job) => job.id)).not.toContain(b);
    expect(listed.statuses[a!]).toBe('shortlisted');
    expect(await call(next, { type: 'jobs.status', id: b })).toBe('handled');
    // A content script or the overlay frame may set no mark; invalid values are refused.
    for (const sender of [contentScriptSender('https://www.nationalevacaturebank.nl/vacature/1'), overlayFrameSender(7)]) {
      expect(await next.dispatch({ type: 'jobs.setStatus', id: c, status: 'handled' }, sender)).toMatchObject({
        ok: false,
        error: { code: 'refused' },
      });
    }
    expect(await next.dispatch({ type: 'jobs.setStatus', id: c, status: 'done' }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
    expect(await call(next, { type: 'jobs.status', id: c })).toBeNull();
  });

  it('hides a dismissed card on its postings, lists it, and shows it again', async () => {
    const h = createHarness();
    await signIn(h);
    const [job] = (
      await call<{ jobs: { id: number; url: string; title: string }[] }>(h, {
        type: 'jobs.search',
        query: '',
        filters: {},
        offset: 0,
        limit: 1,
      })
    ).jobs;
    const page = contentScriptSender(job!.url);
    const match = await call<{ matched: boolean; ticket: string }>(h, { type: 'page.match', url: null, hints: {} }, page);
    expect(await call(h, { type: 'cards.hidden' })).toEqual([]);
    const layout = { type: 'overlay.layout', ticket: match.ticket, collapsed: true, anchor: null, dismissed: true };
    await call(h, layout, overlayFrameSender(7));

    const hidden = await call<{ id: number; job: { title: string } | null }[]>(h, { type: 'cards.hidden' });
    expect(hidden).toMatchObject([{ id: job!.id, job: { title: job!.title } }]);
    expect(await call(h, { type: 'page.match', url: null, hints: {} }, page)).toMatchObject({ matched: false });
    // Only pages list or show hidden cards.
    expect(await h.dispatch({ type: 'cards.show', id: job!.id }, page)).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await h.dispatch({ type: 'cards.hidden' }, overlayFrameSender(7))).toMatchObject({ ok: false, error: { code: 'refused' } });

    // The popup's "This page" for that tab's URL: the job, its card hidden; nothing for a page never checked.
    // The demo board's access is given (the manifest's host permission).
    expect(await call(h, { type: 'page.current', url: job!.url })).toMatchObject({ job: { id: job!.id }, hidden: true });
    expect(await call(h, { type: 'page.current', url: `${server.boardUrl}/plain` })).toBeNull();
    expect(await h.dispatch({ type: 'page.current', url: job!.url }, page)).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await call(h, { type: 'cards.show', id: job!.id })).toEqual([]);
    expect(await call(h, { type: 'page.match', url: null, hints: {} }, page)).toMatchObject({ matched: true });
  });

  it("clears a tab's ✓ when its page leaves the boards by an in-page navigation, and keeps other tabs'", async () => {
    const h = createHarness();
    await signIn(h);
    // The board as a custom one limited to its postings' path (no port: host patterns carry none).
    await call(h, {
      type: 'settings.update',
      patch: {
        boardToggles: { [DEMO_BOARD_ID]: false },
        customBoards: [{ name: 'Vacatures', pattern: 'http://localhost/vacatures/*', enabled: true }],
      },
    });
    await h.service.settingsStored();
    const [first, second] = (
      await call<{ jobs: { id: number; url: string }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 2 })
    ).jobs;
    for (const [tab, job] of [
      [7, first!],
      [8, second!],
    ] as const) {
      expect(await call(h, { type: 'page.match', url: null, hints: {} }, contentScriptSender(job.url, tab))).toMatchObject({
        matched: true,
      });
      expect(h.ports.tabBadges.get(tab)?.text).toBe('✓');
    }
    server.clearRequests();

    // Tab 7's board app moves to its search page: the content script, still there, checks that page.
    const refused = await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(`${server.boardUrl}/zoeken`, 7));
    expect(refused).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(h.ports.tabBadges.has(7)).toBe(false);
    expect(h.ports.tabBadges.get(8)?.text).toBe('✓');
    // Other requests refused to that page change nothing; nothing went to the API.
    await h.dispatch({ type: 'page.markers', urls: [first!.url] }, contentScriptSender(`${server.boardUrl}/zoeken`, 8));
    expect(h.ports.tabBadges.get(8)?.text).toBe('✓');
    expect(feedRequests()).toEqual([]);

    // A posting whose app moves on at once (a redirect to the search page): its check, still looking
    // the posting up when the refused one cleared the ✓, does not set it again.
    const [posting, search] = await Promise.all([
      h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(first!.url, 9)),
      h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(`${server.boardUrl}/zoeken`, 9)),
    ]);
    expect([posting.ok, search.ok]).toEqual([true, false]);
    expect(h.ports.tabBadges.has(9)).toBe(false);
  });

  it('matches a board page from the local index and sends no page URL to the API', async () => {
    const h = createHarness();
    await signIn(h);
    const [job] = (
      await call<{ jobs: { id: number; url: string }[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 })
    ).jobs;
    server.clearRequests();

    const tracked = `${job!.url}${job!.url.includes('?') ? '&' : '?'}utm_campaign=x&fbclid=y#apply`;
    const match = await call<{ matched: boolean; ticket?: string }>(
      h,
      { type: 'page.match', url: null, hints: {} },
      contentScriptSender(tracked),
    );
    expect(match.matched).toBe(true);
    expect(h.ports.tabBadges.get(7)?.text).toBe('✓');

    const other = `${server.boardUrl}/vacatures/900001/niet-in-de-feed`;
    expect(await call(h, { type: 'page.match', url: null, hints: {} }, contentScriptSender(other, 8))).toMatchObject({ matched: false });

    // The overlay frame in that tab redeems the ticket: Get Job for that id only.
    const detail = await call<{ id: number }>(h, { type: 'overlay.job', ticket: match.ticket }, overlayFrameSender(7));
    expect(detail.id).toBe(job!.id);
    // Seen on its posting: no longer marked new in the popup's lists.
    const listed = await call<{ opened: number[] }>(h, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 1 });
    expect(listed.opened).toEqual([job!.id]);
    // The card marks its own job through its ticket; a frame in another tab cannot.
    expect(await call(h, { type: 'overlay.setStatus', ticket: match.ticket, status: 'shortlisted' }, overlayFrameSender(7))).toBe(
      'shortlisted',
    );
    expect(await call(h, { type: 'jobs.status', id: job!.id })).toBe('shortlisted');
    expect(await call(h, { type: 'overlay.status', ticket: match.ticket }, overlayFrameSender(7))).toBe('shortlisted');
    expect(await h.dispatch({ type: 'overlay.setStatus', ticket: match.ticket, status: null }, overlayFrameSender(8))).toMatchObject({
      ok: false,
    });
    expect(await call(h, { type: 'jobs.status', id: job!.id })).toBe('shortlisted');
    // The same ticket names the job's local summary (for the card while Get Job fails), in that tab only.
    const summary = await call<{ id: number } | null>(h, { type: 'overlay.summary', ticket: match.ticket }, overlayFrameSender(7));
    expect(summary?.id).toBe(job!.id);
    expect(await h.dispatch({ type: 'overlay.summary', ticket: match.ticket }, overlayFrameSender(8))).toMatchObject({ ok: false });
    // The card's buttons open its own job's pages through the background (Firefox gives the frame no
    // `tabs`); a frame in another tab, or the page's content script, opens nothing.
    for (const target of ['job', 'employer', 'signIn'] as const) {
      expect(await call(h, { type: 'overlay.open', ticket: match.ticket, target }, overlayFrameSender(7))).toBeNull();
      if (target !== 'signIn')
        expect(await h.dispatch({ type: 'overlay.open', ticket: match.ticket, target }, overlayFrameSender(8))).toMatchObject({
          ok: false,
        });
      expect(await h.dispatch({ type: 'overlay.open', ticket: match.ticket, target }, contentScriptSender(tracked))).toMatchObject({
        ok: false,
        error: { code: 'refused' },
      });
    }
    // The sign-in names no job: a signed-out card older than its ticket still opens it.
    expect(await call(h, { type: 'overlay.open', ticket: 'abcdefghijklmnopqrstuvwx', target: 'signIn' }, overlayFrameSender(9))).toBeNull();
    expect(h.ports.pagesOpened).toEqual([
      `/job.html?id=${job!.id}`,
      `/sidepanel.html?employer=${job!.id}`,
      '/welcome.html',
      '/welcome.html',
    ]);

    const requested = feedRequests().map((r) => `${r.path}?${r.query}`);
    expect(requested).toEqual([`/api/feed/jobs/${job!.id}?`]);
    for (const line of requested) {
      expect(line).not.toContain('vacatures');
      expect(line).not.toContain('localhost');
    }

    // A content script asking for privileged things is refused and causes no request.
    server.clearRequests();
    for (const message of [
      { type: 'jobs.count', refresh: true },
      { type: 'jobs.get', id: job!.id },
      { type: 'session.get' },
      { type: 'sync.now', full: true },
    ]) {
      expect(await h.dispatch(message, contentScriptSender(tracked))).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
    expect(feedRequests()).toEqual([]);
  });
});
