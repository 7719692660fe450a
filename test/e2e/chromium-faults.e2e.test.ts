/**
 * The fault suite: the production build in Chromium against the reference server's fault injection
 * (`PUT /__test/faults`), with a 5,000-job feed (three pages of 2,000) so that a sync can be caught
 * in the middle. Every case checks what a person sees in the popup and what is left in the browser:
 * the settings (a non-default set, compared field by field), the session, and the feed index read
 * straight from IndexedDB (every server id once, all of the sync's generation).
 *
 * 1. API faults while signed in, one round each: the API gone (the server closed, then restarted on
 *    its port), 503, 429 with a long Retry-After, a truncated JSON body, an HTML page instead of JSON.
 *    The popup keeps the last count and jobs and says what is wrong in a sentence; "Sync now" under
 *    the fault fails without touching the index; once the fault is cleared "Sync now" succeeds,
 *    settings, session and index are as before, and a popup opened again has no sentence left, nor
 *    has the popup that stayed open all along. Plus: a slow API (5 s per
 *    answer) paints count and list before the API has answered and shows the sync's progress; 500s
 *    on 30 % of requests are absorbed by retries and a full sync still completes.
 * 2. A 401 in the middle of a full sync (`failAfterRequests`): the session ends, the popup says the
 *    server ended it and shows the sign-in form; after signing in again the sync continues from its
 *    saved cursor (no page fetched from the start) and the index is complete.
 * 3. A token expiring while the popup is open (`tokenTtlSeconds: 3`): the popup says the session
 *    expired and shows the sign-in form; the token is gone from storage, settings are kept.
 * 4. The service worker stopped (CDP `ServiceWorker.stopAllWorkers`, its in-memory state checked
 *    gone): in the middle of a full sync (the sync resumes from its cursor when the popup opens
 *    again, the index ends complete and consistent), in the middle of sign-in (the popup's retry
 *    signs in with the restarted worker; no second form), and between popup openings with
 *    "Remember me", also across a browser restart (the popup opens signed in, "Sync now" works).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import type { Faults } from '../server/faults.ts';
import type { SyncState } from '../../utils/storage.ts';
import type { Settings } from '../../utils/settings/schema.ts';
import { askValue } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { buildExtension, tempProfile } from './harness/build.ts';
import { type ExtensionInChromium, launchChromium, openExtensionPage, openPopup } from './harness/chromium.ts';
import { clearFaults as clearServerFaults, DEMO_USER, setFaults, startServer } from './harness/server.ts';
import { signInWithForm, signOutInPopup } from './harness/sign-in.ts';
import { readIndexRows, readStorage } from './harness/storage.ts';
import { waitFor } from './harness/wait.ts';
import { stoppedWorkerMarkers, stopWorker } from './harness/worker.ts';

const JOBS = 5000;
const COUNT_TEXT = `${JOBS.toLocaleString('en-US')} jobs in your feed`;
/** Not the defaults: a fault that reset settings would show. */
const SETTINGS_PATCH: Partial<Settings> = { language: 'en', theme: 'dark', syncIntervalMinutes: 240, clientViewId: 7 };
/** How long a sync may take to end (the slow-API case gives its own). */
const SYNC_WAIT_MS = 40_000;

let server: ReferenceServer;
let browser: ExtensionInChromium;
let extensionDir: string;
let profileDir: string;
let removeProfile: () => Promise<void>;
let baselineSettings: Settings;

// ---- the server's faults --------------------------------------------------------------------------

const inject = (faults: Faults) => setFaults(server, faults);
const clearFaults = () => clearServerFaults(server);

/** The feed list requests (Get All Jobs) the server saw from `from` on, as their query parameters. */
/** Get All Jobs requests for pages since `from` (not the sync's request for the feed's highest id, of one job). */
function listRequests(from = 0): { params: URLSearchParams; status: number }[] {
  return server.requests
    .slice(from)
    .filter((r) => r.path === '/api/feed/jobs')
    .map((r) => ({ params: new URLSearchParams(r.query), status: r.status }))
    .filter((r) => r.params.get('size') !== '1');
}

/**
 * The resumed pass asked again for the next page of each id range the saved state had left, and for
 * nothing before a range's cursor (a pass started over would ask from the feed's first id). Requests
 * are told apart by their cursors, not by their order: a request the stopped worker sent just before
 * it stopped (its next page, ahead of the saved cursor) may reach the server after the test's mark.
 */
function expectResumedFromCursors(resumed: { params: URLSearchParams }[], saved: SyncState): void {
  expect(saved.stripes.length).toBeGreaterThan(0);
  expect(resumed.every((r) => r.params.has('id.greaterThan'))).toBe(true);
  const asked = resumed.map((r) => Number(r.params.get('id.greaterThan')));
  for (const stripe of saved.stripes) expect(asked).toContain(stripe.afterId);
  const inSavedRange = (id: number) =>
    saved.stripes.some((stripe) => id >= (stripe.afterId ?? 0) && (stripe.upTo === null || id < stripe.upTo));
  expect(asked.filter((id) => !inSavedRange(id))).toEqual([]);
}

// ---- the extension ---------------------------------------------------------------------------------

async function launch(): Promise<void> {
  browser = await launchChromium(extensionDir, profileDir);
}

/** The index holds every server job exactly once, all stamped with the last full sync's generation. */
async function expectCompleteIndex(page: Page): Promise<void> {
  const rows = await readIndexRows(page);
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(server.store.ids());
  expect(ids.length).toBe(server.store.size);
  const state = (await readStorage(page, ['local'])).local.syncState as SyncState;
  expect(new Set(rows.map((r) => r.generation))).toEqual(new Set([state.generation]));
  const status = await askValue(page, { type: 'sync.status' });
  expect(status.indexed).toBe(server.store.size);
  expect(status.count?.count).toBe(server.store.size);
}

/** Settings exactly as the baseline, and still signed in. */
async function expectNothingLost(page: Page): Promise<void> {
  expect(await askValue(page, { type: 'settings.get' })).toEqual(baselineSettings);
  const session = await askValue(page, { type: 'session.get' });
  expect(session.signedIn).toBe(true);
  expect(session.subject).toBe(DEMO_USER.username);
}

/** A popup opened now, once it shows the count and the API has answered its fresh count. */
async function settledPopup(): Promise<Page> {
  const from = server.requests.length;
  const popup = await openPopup(browser);
  await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
  await waitFor(async () => {
    const mine = server.requests.slice(from);
    return mine.some((r) => r.path === '/api/feed/jobs/count') && mine.every((r) => r.status !== 0);
  }, "the popup's fresh count");
  return popup;
}

/** The worker running now is a fresh one: the marker of the stopped one is not in its memory. */
async function expectFreshWorker(): Promise<void> {
  const markers = await stoppedWorkerMarkers(browser);
  expect(markers).toEqual(markers.map(() => false));
}

// ---- setup -----------------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startServer(JOBS);
  extensionDir = await buildExtension('chrome', server.apiUrl);
  const profile = await tempProfile();
  profileDir = profile.dir;
  removeProfile = profile.remove;
  await launch();

  // A signed-in, fully synced baseline with non-default settings.
  const popup = await openPopup(browser);
  await signInWithForm(popup);
  await popup.getByText(COUNT_TEXT).waitFor({ timeout: 30_000 });
  await waitForSync(popup, 'the first full sync', {}, SYNC_WAIT_MS);
  baselineSettings = await askValue(popup, { type: 'settings.update', patch: SETTINGS_PATCH });
  expect(baselineSettings).toMatchObject(SETTINGS_PATCH);
  await expectCompleteIndex(popup);
  await popup.close();
}, 180_000);

afterAll(async () => {
  await browser?.context.close();
  await removeProfile?.();
  await server?.close();
});

// ---- 1. API faults ---------------------------------------------------------------------------------

/**
 * One round of a failing API: the popup opened during the fault, "Sync now" under it, "Sync now"
 * after it. `start` switches the fault on, `stop` off.
 */
async function faultRound(
  start: () => Promise<void>,
  stop: () => Promise<void>,
  message: RegExp,
  kind: string,
  serverUp = true,
): Promise<void> {
  let popup = await openPopup(browser);
  const before = await readIndexRows(popup);
  await popup.close();

  await start();
  popup = await openPopup(browser);
  // A sentence saying what is wrong, over the last known count and jobs; still signed in.
  const problem = popup.locator('.sync-problem');
  await problem.getByText(message).waitFor({ timeout: 20_000 });
  await popup.getByText(COUNT_TEXT).waitFor();
  expect(await popup.locator('main li').count()).toBeGreaterThan(0);
  await expect.poll(() => popup.getByRole('button', { name: 'Sign out' }).count()).toBe(1);

  // "Sync now" under the fault fails and keeps the index as it was.
  const requestsBefore = server.requests.length;
  await popup.getByRole('button', { name: 'Sync now' }).click();
  const failed = await waitFor(
    async () => {
      const status = await askValue(popup, { type: 'sync.status' });
      return status.state.status === 'failed' && status;
    },
    'the sync to fail',
    30_000,
  );
  expect(failed.state.error?.kind).toBe(kind);
  // The failure is the fault's: the server answered the sync's request (unless it is gone).
  if (serverUp) expect(listRequests(requestsBefore).length).toBeGreaterThan(0);
  expect(await readIndexRows(popup)).toEqual(before);
  expect(await popup.locator('main li').count()).toBeGreaterThan(0);
  await popup.getByText(COUNT_TEXT).waitFor();
  await expectNothingLost(popup);

  // The fault cleared, "Sync now" in the same popup works: the sync completes, nothing is lost.
  await stop();
  const retried = Date.now();
  const requestsAfter = server.requests.length;
  await popup.getByRole('button', { name: 'Sync now' }).click();
  const status = await waitForSync(popup, 'the sync after the fault', { since: retried }, SYNC_WAIT_MS);
  expect(status.apiReachable).toBe(true);
  expect(status.apiError).toBeNull();
  expect(listRequests(requestsAfter).map((r) => r.status)).toContain(200);
  await popup.getByText(COUNT_TEXT).waitFor();
  expect(await popup.locator('main li').count()).toBeGreaterThan(0);
  await expectCompleteIndex(popup);
  await expectNothingLost(popup);
  // That the popup open all along drops its sentence too is its own test below.
  await popup.close();

  // The popup opened again has no sentence left once its fresh count is answered.
  const reopened = server.requests.length;
  popup = await openPopup(browser);
  await popup.getByText(COUNT_TEXT).waitFor();
  await waitFor(
    async () => server.requests.slice(reopened).some((r) => r.path === '/api/feed/jobs/count' && r.status === 200),
    'the fresh count',
  );
  await waitFor(() => popup.evaluate(() => document.querySelectorAll('main li').length > 0), 'the job list');
  await popup.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await popup.locator('.sync-problem').count()).toBe(0);
  await popup.close();
}

describe('API faults while signed in', () => {
  it('the API gone (server closed): says it cannot be reached, then recovers', async () => {
    const apiPort = Number(new URL(server.apiUrl).port);
    const boardPort = Number(new URL(server.boardUrl).port);
    await faultRound(
      () => server.close(),
      async () => {
        server = await startReferenceServer({ port: apiPort, boardPort, jobs: JOBS, seed: 42 });
      },
      /cannot be reached/,
      'network',
      false,
    );
  }, 90_000);

  it('503 on every feed request', async () => {
    await faultRound(() => inject({ status: 503 }), clearFaults, /had a problem \(error 503\)/, 'server');
  }, 90_000);

  it('429 with a Retry-After too long to wait for', async () => {
    await faultRound(
      () => inject({ status: 429, retryAfterSeconds: 120 }),
      clearFaults,
      /Too many requests\. Try again in 2 minutes/,
      'rateLimited',
    );
  }, 90_000);

  it('truncated JSON bodies', async () => {
    await faultRound(() => inject({ malformed: true }), clearFaults, /answer the extension cannot read/, 'malformed');
  }, 90_000);

  it('an HTML page instead of JSON', async () => {
    await faultRound(() => inject({ nonJson: true }), clearFaults, /answer the extension cannot read/, 'malformed');
  }, 90_000);

  it('the popup open during a fault drops its sentence once "Sync now" succeeds, and dates the sync in the past', async () => {
    await inject({ status: 503 });
    const popup = await openPopup(browser);
    const problem = popup.locator('.sync-problem');
    await problem.getByText(/had a problem \(error 503\)/).waitFor({ timeout: 20_000 });
    await clearFaults();
    const retried = Date.now();
    await popup.getByRole('button', { name: 'Sync now' }).click();
    await waitForSync(popup, 'the sync after the fault', { since: retried }, SYNC_WAIT_MS);
    await expect.poll(() => problem.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => popup.locator('.sync-text').innerText(), { timeout: 10_000 }).toMatch(/^Synced (now|\d+ seconds? ago)$/);
    await popup.close();
  }, 90_000);
});

describe('slow and flaky API', () => {
  it('5 s per answer: count and jobs paint before the API answers; the sync shows progress and completes', async () => {
    await inject({ latencyMs: 5000 });
    const from = server.requests.length;
    const popup = await openPopup(browser);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    await waitFor(() => popup.evaluate(() => document.querySelectorAll('main li').length > 0), 'the job list');
    // Painted from local data: the API has not answered any of this popup's requests yet.
    await waitFor(async () => server.requests.slice(from).some((r) => r.path === '/api/feed/jobs/count'), 'the fresh count request');
    expect(server.requests.slice(from).filter((r) => r.status !== 0)).toEqual([]);

    const started = Date.now();
    const syncNow = popup.getByRole('button', { name: 'Sync now' });
    await syncNow.click();
    await popup
      .locator('.sync-text')
      .getByText(/^Syncing…/)
      .waitFor({ timeout: 10_000 });
    expect(await syncNow.isDisabled()).toBe(true);
    await waitForSync(popup, 'the slow sync', { since: started }, 60_000);
    // Slow is not broken: no error sentence, the whole feed is there.
    expect(await popup.locator('.sync-problem').count()).toBe(0);
    await clearFaults();
    await expectCompleteIndex(popup);
    await expectNothingLost(popup);
    await popup.close();
  }, 90_000);

  it('500 on 30 % of feed requests: retries absorb them and a full sync completes', async () => {
    const popup = await settledPopup();
    await inject({ errorRate: 0.3 });
    const from = server.requests.length;
    const started = Date.now();
    await askValue(popup, { type: 'sync.now', full: true });
    const status = await waitForSync(popup, 'the full sync under 500s', { since: started }, SYNC_WAIT_MS);
    await clearFaults();
    expect(status.state.lastFullAt).toBeGreaterThanOrEqual(started);
    // The fault did bite: some requests were answered 500, and each was tried again.
    const statuses = server.requests.slice(from).map((r) => r.status);
    expect(statuses).toContain(500);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    expect(await popup.locator('.sync-problem').count()).toBe(0);
    await popup.getByText(COUNT_TEXT).waitFor();
    await expectCompleteIndex(popup);
    await expectNothingLost(popup);
    await popup.close();
  }, 90_000);
});

// ---- 2 and 3. The session ending under a fault ---------------------------------------------------

describe('the session ending', () => {
  it('a 401 in the middle of a full sync ends the session with a reason; signing in again resumes the sync', async () => {
    const popup = await settledPopup();
    // The first two feed requests (the pass's first page, and its request for the feed's highest
    // id) are answered, every later one is 401.
    await inject({ failAfterRequests: 2 });
    const from = server.requests.length;
    const started = Date.now();
    await askValue(popup, { type: 'sync.now', full: true });

    await popup.getByText('The server ended your session. Sign in again to continue.').waitFor({ timeout: 20_000 });
    await popup.getByLabel('Username').waitFor();
    const statuses = listRequests(from).map((r) => r.status);
    expect(statuses[0]).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(1).every((status) => status === 401)).toBe(true);
    // The next page is asked for while the first is written, so the 401 may end the session before
    // that write is done: the run pauses once the page it holds is in the index and its cursor saved.
    const { local, session } = await waitFor(async () => {
      const now = await readStorage(popup, ['local', 'session']);
      return (now.local.syncState as SyncState | undefined)?.status === 'paused' ? now : null;
    }, 'the sync to pause');
    const paused = local.syncState as SyncState;
    // Exactly the one page that was answered counts as fetched.
    expect(paused).toMatchObject({ status: 'paused', mode: 'full', fetched: Number(listRequests(from)[0]!.params.get('size')) });
    expect(paused.stripes.every((stripe) => stripe.afterId !== null)).toBe(true);
    expect(local.sessionEnd).toMatchObject({ reason: 'unauthorized' });
    expect(JSON.stringify([local, session])).not.toContain('eyJ');
    // Nothing lost meanwhile: the old pass's jobs stay until the new one has seen them all.
    expect((await readIndexRows(popup)).map((r) => r.id).sort((a, b) => a - b)).toEqual(server.store.ids());
    expect(await askValue(popup, { type: 'settings.get' })).toEqual(baselineSettings);

    await clearFaults();
    const resumedFrom = server.requests.length;
    await signInWithForm(popup);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    const status = await waitForSync(popup, 'the resumed sync', { since: started }, SYNC_WAIT_MS);
    expect(status.state.lastFullAt).toBeGreaterThanOrEqual(started);
    expect(status.state.generation).toBe(paused.generation);
    // Continued from the saved cursor: no page of the pass was fetched from the start again.
    expectResumedFromCursors(listRequests(resumedFrom), paused);
    await expectCompleteIndex(popup);
    await expectNothingLost(popup);
    await popup.close();
  }, 90_000);

  it('a token expiring while the popup is open: the popup says so and shows the sign-in form; settings are kept', async () => {
    const popup = await openPopup(browser);
    await signOutInPopup(popup);
    await popup.getByLabel('Username').waitFor();
    await inject({ tokenTtlSeconds: 3 });
    await signInWithForm(popup);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    const short = await askValue(popup, { type: 'session.get' });
    expect(short.signedIn).toBe(true);
    expect(short.expiresAt! - Date.now()).toBeLessThanOrEqual(3000);
    await clearFaults();

    // Nothing is asked of the popup: the session's end reaches it by itself.
    await popup.getByText('Your session expired. Sign in again to continue.').waitFor({ timeout: 30_000 });
    await popup.getByLabel('Username').waitFor();
    expect(await popup.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    const { local, session } = await readStorage(popup, ['local', 'session']);
    expect(local.sessionEnd).toMatchObject({ reason: 'expired' });
    expect(JSON.stringify([local, session])).not.toContain('eyJ');
    expect(await askValue(popup, { type: 'settings.get' })).toEqual(baselineSettings);

    await signInWithForm(popup);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    await expectNothingLost(popup);
    await expectCompleteIndex(popup);
    await popup.close();
  }, 90_000);
});

// ---- 4. The service worker stopped -----------------------------------------------------------------

describe('the service worker stopped', () => {
  it('in the middle of a full sync: the next popup opening works signed in and the sync resumes from its cursor', async () => {
    // A quiet extension page to drive from: unlike the popup it does not poll the worker.
    const driver = await openExtensionPage(browser, 'options.html');
    await inject({ latencyMs: 1500 });
    const started = Date.now();
    await askValue(driver, { type: 'sync.now', full: true });
    await waitFor(
      async () => {
        const state = (await readStorage(driver, ['local'])).local.syncState as SyncState;
        return state.status === 'running' && state.mode === 'full' && state.fetched > 0 && (state.startedAt ?? 0) >= started;
      },
      'the first page of the full sync',
      20_000,
    );
    await stopWorker(browser, driver);
    const from = server.requests.length;
    const cut = (await readStorage(driver, ['local'])).local.syncState as SyncState;
    expect(cut.status).toBe('running');
    expect(cut.fetched).toBeGreaterThan(0);
    expect(cut.fetched).toBeLessThan(JOBS);
    await clearFaults();

    const popup = await openPopup(browser);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    expect(await popup.getByLabel('Username').count()).toBe(0);
    await expectFreshWorker();
    const status = await waitForSync(popup, 'the resumed sync', { since: started }, SYNC_WAIT_MS);
    expect(status.state.lastFullAt).toBeGreaterThanOrEqual(started);
    expect(status.state.generation).toBe(cut.generation);
    expectResumedFromCursors(listRequests(from), cut);
    await expectCompleteIndex(popup);
    await expectNothingLost(popup);
    await popup.close();
    await driver.close();
  }, 90_000);

  it('in the middle of sign-in: the popup signs in with the restarted worker, no second try needed', async () => {
    const popup = await openPopup(browser);
    await signOutInPopup(popup);
    await popup.getByLabel('Username').waitFor();
    await inject({ latencyMs: 2000 });
    const from = server.requests.length;
    await signInWithForm(popup);
    await waitFor(
      async () => server.requests.slice(from).some((r) => r.path === '/api/authenticate' && r.status === 0),
      'the sign-in request at the server',
    );
    await stopWorker(browser, popup);
    await clearFaults();

    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 30_000 });
    // The interrupted attempt and the popup's own retry to the restarted worker; the user clicked once.
    expect(server.requests.slice(from).filter((r) => r.path === '/api/authenticate')).toHaveLength(2);
    await expectFreshWorker();
    await expectNothingLost(popup);
    // The sync sign-in started ends, and a "Sync now" after it works too.
    await waitForSync(popup, 'the sync started by sign-in', {}, SYNC_WAIT_MS);
    await popup
      .locator('.sync-text')
      .getByText(/^Synced/)
      .waitFor();
    const started = Date.now();
    await popup.getByRole('button', { name: 'Sync now' }).click();
    await waitForSync(popup, 'a sync after sign-in', { since: started }, SYNC_WAIT_MS);
    await expectCompleteIndex(popup);
    await popup.close();
  }, 90_000);

  it('between popup openings with Remember me, and across a browser restart: the popup opens signed in', async () => {
    let popup = await openPopup(browser);
    await signOutInPopup(popup);
    await popup.getByLabel('Username').waitFor();
    await signInWithForm(popup, true);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    expect((await askValue(popup, { type: 'session.get' })).rememberMe).toBe(true);
    await waitForSync(popup, 'the sync after sign-in', {}, SYNC_WAIT_MS);
    // Remembered, yet storage.local (readable by content scripts) holds no token: it is sealed there.
    const remembered = await readStorage(popup, ['local', 'session']);
    expect(JSON.stringify(remembered.local)).not.toContain('eyJ');
    expect(remembered.local.rememberedSession).toMatchObject({ sealed: 1 });
    expect(JSON.stringify(remembered.session)).toContain('eyJ');
    const driver = await openExtensionPage(browser, 'options.html');
    await popup.close();

    await stopWorker(browser, driver);
    popup = await openPopup(browser);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    expect(await popup.getByLabel('Username').count()).toBe(0);
    await expectFreshWorker();
    await expectNothingLost(popup);
    await popup.close();
    await driver.close();

    // A browser restart empties storage.session; the remembered session comes back from storage.local.
    await browser.context.close();
    await launch();
    popup = await openPopup(browser);
    await popup.getByText(COUNT_TEXT).waitFor({ timeout: 20_000 });
    expect(await popup.getByLabel('Username').count()).toBe(0);
    await expectNothingLost(popup);
    const started = Date.now();
    await popup.getByRole('button', { name: 'Sync now' }).click();
    await waitForSync(popup, 'a sync after the restart', { since: started }, SYNC_WAIT_MS);
    await expectCompleteIndex(popup);
    await popup.close();
  }, 90_000);
});
