/**
 * The token stays with the API that issued it, in Chromium. Signed in to the reference API, the API
 * address is changed to a second local server that answers everything and logs request headers:
 * through the Options page (as a person does), through `settings.update` from an extension page,
 * and by writing `storage.local` directly (what a content script could do). Each time the second
 * server never sees an Authorization header, even when a sync, a count and a job are asked for the
 * moment the address changed, and the popup asks to sign in to the new address.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo, SyncStatus } from '../../utils/messaging/contract.ts';
import type { Settings } from '../../utils/settings/schema.ts';
import type { ReferenceServer } from '../server/app.ts';
import { type ChromiumWithExtension, DEMO_USER, launchChromiumWithExtension, startServer, waitFor } from './harness.ts';

let server: ReferenceServer;
let other: Server;
let otherUrl: string;
const otherRequests: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let browser: ChromiumWithExtension;

type Answer = { ok: boolean; value?: unknown; error?: { code: string } };
interface ChromeApi {
  runtime: { sendMessage(message: unknown): Promise<Answer> };
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> } };
}

function send(page: Page, message: object): Promise<Answer> {
  return page.evaluate((m) => (globalThis as unknown as { chrome: ChromeApi }).chrome.runtime.sendMessage(m), message);
}

async function sendOk<T>(page: Page, message: object): Promise<T> {
  const answer = await send(page, message);
  if (!answer?.ok) throw new Error(`${JSON.stringify(message)} failed: ${JSON.stringify(answer)}`);
  return answer.value as T;
}

async function extensionPage(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
  return page;
}

/** Signed in to the reference API, with the feed synced, from a clean address. */
async function signInAtReferenceApi(page: Page): Promise<void> {
  await sendOk(page, { type: 'settings.update', patch: { apiBaseUrl: null } });
  await sendOk(page, { type: 'session.signIn', username: DEMO_USER.username, password: DEMO_USER.password, rememberMe: true });
  await waitFor(
    async () => (await sendOk<{ indexed: number }>(page, { type: 'sync.status' })).indexed === 300,
    'the feed in the index',
    60_000,
  );
}

/** Asks for everything that sends a token, as soon as the address has changed, and lets a sync it started end. */
async function askForFeed(page: Page): Promise<void> {
  await Promise.all([
    send(page, { type: 'sync.now', full: true }),
    send(page, { type: 'jobs.count', refresh: true }),
    send(page, { type: 'jobs.get', id: server.store.ids()[0] }),
  ]);
  await waitFor(
    async () => (await sendOk<SyncStatus>(page, { type: 'sync.status' })).state.status !== 'running',
    'no sync running',
    30_000,
  );
}

/** The popup, opened afresh: it must offer the sign-in form for the new address. */
async function expectPopupAsksToSignInAt(url: string): Promise<void> {
  const popup = await extensionPage('popup.html');
  await popup.getByLabel('Username').waitFor({ timeout: 30_000 });
  await popup.getByText(url).first().waitFor({ timeout: 15_000 });
  expect((await sendOk<SessionInfo>(popup, { type: 'session.get' })).signedIn).toBe(false);
  await popup.close();
}

function authorizedAtOther(): string[] {
  return otherRequests.filter((r) => r.headers.authorization !== undefined).map((r) => `${r.method} ${r.url}`);
}

beforeAll(async () => {
  server = await startServer(300);
  other = createServer((request, response) => {
    otherRequests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('0');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await launchChromiumWithExtension(server.apiUrl);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => other?.close(resolve));
});

describe('the API address changes while signed in (Chromium)', () => {
  it('in Options: the new address gets no token, and the popup asks to sign in there', async () => {
    const options = await extensionPage('options.html');
    await signInAtReferenceApi(options);
    await options.reload();
    const address = options.getByLabel('API base URL');
    await address.fill(otherUrl);
    await address.press('Enter');
    await options.getByRole('button', { name: 'Change and sign out' }).click();
    await waitFor(
      async () => (await sendOk<Settings>(options, { type: 'settings.get' })).apiBaseUrl === otherUrl,
      'the new address stored',
    );
    await askForFeed(options);
    await expectPopupAsksToSignInAt(otherUrl);
    expect(authorizedAtOther()).toEqual([]);
    await options.close();
  }, 180_000);

  it('through settings.update from an extension page: the same', async () => {
    const page = await extensionPage('options.html');
    await signInAtReferenceApi(page);
    await Promise.all([sendOk(page, { type: 'settings.update', patch: { apiBaseUrl: otherUrl } }), askForFeed(page)]);
    await askForFeed(page);
    await expectPopupAsksToSignInAt(otherUrl);
    expect(authorizedAtOther()).toEqual([]);
    await page.close();
  }, 180_000);

  it('written straight into storage.local, as a content script could: the same', async () => {
    const page = await extensionPage('options.html');
    await signInAtReferenceApi(page);
    expect((await sendOk<SessionInfo>(page, { type: 'session.get' })).signedIn).toBe(true);
    await page.evaluate(async (url) => {
      const { local } = (globalThis as unknown as { chrome: ChromeApi }).chrome.storage;
      const { settings } = await local.get('settings');
      await local.set({ settings: { ...(settings as object), apiBaseUrl: url } });
    }, otherUrl);
    await askForFeed(page);
    expect(authorizedAtOther()).toEqual([]);
    await waitFor(
      async () => !(await sendOk<SessionInfo>(page, { type: 'session.get' })).signedIn,
      'the settings watcher to end the session',
    );
    await askForFeed(page);
    await expectPopupAsksToSignInAt(otherUrl);
    expect(authorizedAtOther()).toEqual([]);
    await page.close();
  }, 180_000);
});
