/**
 * The token stays with the API that issued it, in Chromium. Signed in to the reference API, the API
 * address is changed to a second local server that answers everything and logs request headers,
 * through the Options page (as a person does) and through `settings.update` from an extension page:
 * the second server never sees an Authorization header, even when a sync, a count and a job are
 * asked for the moment the address changed, and the popup asks to sign in to the new address. An
 * address written into `storage.local` directly (what a content script could do) is never used: the
 * second server gets no request at all, the sign-in after it included.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { askBackground, askValue } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { type ChromiumWithExtension, launchChromiumWithExtension, openExtensionPage } from './harness/chromium.ts';
import { type SecondOrigin, startSecondOrigin, startServer } from './harness/server.ts';
import { signInByMessage } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';
import { stopWorker } from './harness/worker.ts';

let server: ReferenceServer;
let other: SecondOrigin;
let otherUrl: string;
const otherRequests: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let browser: ChromiumWithExtension;

interface ChromeApi {
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> } };
}

/** Signed in to the reference API, with the feed synced, from a clean address. */
async function signInAtReferenceApi(page: Page): Promise<void> {
  await askValue(page, { type: 'settings.update', patch: { apiBaseUrl: null } });
  await signInByMessage(page, true);
  await waitForSync(page, 'the feed in the index', { indexed: 300 });
}

/** Asks for everything that sends a token, as soon as the address has changed, and lets a sync it started end. */
async function askForFeed(page: Page): Promise<void> {
  await Promise.all([
    askBackground(page, { type: 'sync.now', full: true }),
    askBackground(page, { type: 'jobs.count', refresh: true }),
    askBackground(page, { type: 'jobs.get', id: server.store.ids()[0]! }),
  ]);
  await waitFor(async () => (await askValue(page, { type: 'sync.status' })).state.status !== 'running', 'no sync running', 30_000);
}

/** The popup, opened afresh: it must offer the sign-in form for the new address. */
async function expectPopupAsksToSignInAt(url: string): Promise<void> {
  const popup = await openExtensionPage(browser, 'popup.html');
  await popup.getByLabel('Username').waitFor({ timeout: 30_000 });
  await popup.getByText(url).first().waitFor({ timeout: 15_000 });
  expect((await askValue(popup, { type: 'session.get' })).signedIn).toBe(false);
  await popup.close();
}

function authorizedAtOther(): string[] {
  return otherRequests.filter((r) => r.headers.authorization !== undefined).map((r) => `${r.method} ${r.url}`);
}

beforeAll(async () => {
  server = await startServer(300);
  other = await startSecondOrigin((request, response) => {
    otherRequests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('0');
  });
  otherUrl = other.origin;
  browser = await launchChromiumWithExtension(server.apiUrl);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await other?.close();
});

describe('the API address changes while signed in (Chromium)', () => {
  it('in Options: the new address gets no token, and the popup asks to sign in there', async () => {
    const options = await openExtensionPage(browser, 'options.html');
    await signInAtReferenceApi(options);
    await options.reload();
    const address = options.getByLabel('API base URL');
    await address.fill(otherUrl);
    await address.press('Enter');
    await options.getByRole('button', { name: 'Change and sign out' }).click();
    await waitFor(async () => (await askValue(options, { type: 'settings.get' })).apiBaseUrl === otherUrl, 'the new address stored');
    await askForFeed(options);
    await expectPopupAsksToSignInAt(otherUrl);
    expect(authorizedAtOther()).toEqual([]);
    await options.close();
  }, 180_000);

  it('through settings.update from an extension page: the same', async () => {
    const page = await openExtensionPage(browser, 'options.html');
    await signInAtReferenceApi(page);
    await Promise.all([askValue(page, { type: 'settings.update', patch: { apiBaseUrl: otherUrl } }), askForFeed(page)]);
    await askForFeed(page);
    await expectPopupAsksToSignInAt(otherUrl);
    expect(authorizedAtOther()).toEqual([]);
    await page.close();
  }, 180_000);

  it('written straight into storage.local, as a content script could: not used, by the worker then or one woken after', async () => {
    const page = await openExtensionPage(browser, 'options.html');
    await signInAtReferenceApi(page);
    expect((await askValue(page, { type: 'session.get' })).signedIn).toBe(true);
    otherRequests.length = 0;
    await page.evaluate(async (url) => {
      const { local } = (globalThis as unknown as { chrome: ChromeApi }).chrome.storage;
      const { settings } = await local.get('settings');
      await local.set({ settings: { ...(settings as object), apiBaseUrl: url } });
    }, otherUrl);
    await askForFeed(page);
    // A worker that wakes reads the settings afresh: the address chosen in the options is still the one it uses.
    await stopWorker(browser, page);
    await askForFeed(page);
    expect(await askValue(page, { type: 'session.get' })).toMatchObject({ signedIn: true, apiBaseUrl: server.apiUrl });
    await askValue(page, { type: 'session.signOut' });
    await expectPopupAsksToSignInAt(server.apiUrl);
    await signInByMessage(page, false);
    expect(otherRequests).toEqual([]);
    await page.close();
  }, 180_000);
});
