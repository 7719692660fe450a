/**
 * Security rules (SECURITY.md) proved on the real background service against the reference server:
 * canary credentials never reach storage or messages (#credentials-dropped-at-parse); a content
 * script's random messages cause no API request (#messages-validated, #content-scripts-ask-one-thing);
 * an extension page's random messages only ever reach the API origin and the four operations' paths
 * (#no-fetch-proxy); faults leave a clear state and lose nothing.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import type { SessionInfo, SyncStatus } from '../../utils/messaging/contract';
import { createDispatcher, type Dispatcher } from '../../utils/messaging/dispatch';
import { settingsItem, syncStateItem } from '../../utils/storage';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { contentScriptSender, POPUP_SENDER, recordingPorts } from './ports';

const JOBS = 1200;
let server: ReferenceServer;
let db = 0;

function harness(): { service: BackgroundService; dispatch: Dispatcher } {
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `hardening-${++db}`,
    sync: { pageSize: 500 },
  });
  return { service, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()) };
}

async function signedIn(): Promise<{ service: BackgroundService; dispatch: Dispatcher }> {
  const h = harness();
  const result = await h.dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: true }, POPUP_SENDER);
  expect(result.ok).toBe(true);
  await h.service.sync.start(false);
  return h;
}

async function faults(body: object | null): Promise<void> {
  await fetch(`${server.apiUrl}/__test/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function allStorage(): Promise<string> {
  return JSON.stringify(
    await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.session.get(), fakeBrowser.storage.sync.get()]),
  );
}

const ALLOWED_PATH = /^\/api\/(?:authenticate|feed\/jobs|feed\/jobs\/count|feed\/jobs\/\d+)$/;

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 5 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
  server.clearRequests();
});

describe('hardening against the reference server', () => {
  it('keeps canary credentials out of storage, the index and every message', async () => {
    const raw = JSON.stringify(server.store.get(server.store.ids()[0]!));
    expect(raw).toContain('CANARY-');
    const { dispatch } = await signedIn();
    const answers: unknown[] = [];
    for (const id of server.store.ids().slice(0, 40)) answers.push(await dispatch({ type: 'jobs.get', id }, POPUP_SENDER));
    answers.push(await dispatch({ type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 200 }, POPUP_SENDER));
    answers.push(await dispatch({ type: 'jobs.facets' }, POPUP_SENDER));
    const seen = JSON.stringify(answers) + (await allStorage());
    expect(seen).not.toContain('CANARY-');
    expect(seen).not.toContain('demo1234');
  });

  it('answers thousands of random content-script messages without one API request', async () => {
    const { dispatch } = await signedIn();
    const [job] = server.store.ids();
    const url = (server.store.get(job!) as { url: string }).url;
    server.clearRequests();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constantFrom(
              'session.get',
              'jobs.count',
              'jobs.get',
              'jobs.search',
              'sync.now',
              'settings.update',
              'overlay.job',
              'data.clear',
              'session.signOut',
            ),
            id: fc.anything(),
            refresh: fc.boolean(),
          }),
          fc.record({ type: fc.constant('page.match'), url: fc.oneof(fc.webUrl(), fc.constant(null)), hints: fc.constant({}) }),
        ),
        async (message) => {
          runs++;
          const result = await dispatch(message, contentScriptSender(url));
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 1500 },
    );
    expect(runs).toBe(1500);
    expect(server.requests).toEqual([]);
    expect((await dispatch({ type: 'session.get' }, POPUP_SENDER)).ok).toBe(true);
  });

  it('sends an extension page’s random requests only to the four operations', async () => {
    const { dispatch } = await signedIn();
    server.clearRequests();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            type: fc.constant('jobs.get'),
            id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constantFrom('../1', '1?x', '1#y', '%2F')),
          }),
          fc.record({
            type: fc.constant('jobs.search'),
            query: fc.string(),
            filters: fc.constant({}),
            offset: fc.nat(50),
            limit: fc.integer({ min: 1, max: 50 }),
          }),
          fc.record({ type: fc.constant('jobs.count'), refresh: fc.boolean() }),
        ),
        async (message) => {
          const result = await dispatch(message, POPUP_SENDER);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
    for (const request of server.requests) expect(request.path).toMatch(ALLOWED_PATH);
  });

  it('keeps settings, index and session through a failing server, and resumes the sync afterwards', async () => {
    const { service, dispatch } = await signedIn();
    await dispatch({ type: 'settings.update', patch: { language: 'nl', syncIntervalMinutes: 30 } }, POPUP_SENDER);
    const before = (await dispatch({ type: 'sync.status' }, POPUP_SENDER)) as { ok: true; value: SyncStatus };

    for (const fault of [{ status: 500 }, { status: 429, retryAfterSeconds: 90 }, { malformed: true }]) {
      await faults(fault);
      await dispatch({ type: 'sync.now', full: true }, POPUP_SENDER);
      await service.sync.start(true);
      const status = (await dispatch({ type: 'sync.status' }, POPUP_SENDER)) as { ok: true; value: SyncStatus };
      expect(status.value.state.status).toMatch(/failed|paused/);
      expect(status.value.state.error).not.toBeNull();
      expect(status.value.indexed).toBe(before.value.indexed);
      const session = (await dispatch({ type: 'session.get' }, POPUP_SENDER)) as { ok: true; value: SessionInfo };
      expect(session.value.signedIn).toBe(true);
    }
    await faults(null);
    await service.sync.start(true);
    const after = (await dispatch({ type: 'sync.status' }, POPUP_SENDER)) as { ok: true; value: SyncStatus };
    expect(after.value.state.status).toBe('idle');
    expect(after.value.indexed).toBe(JOBS);
    expect(await settingsItem.getValue()).toMatchObject({ language: 'nl', syncIntervalMinutes: 30 });
    expect((await syncStateItem.getValue()).error).toBeNull();
  }, 60_000);
});
