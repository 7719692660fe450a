/**
 * What the end-to-end tests share: a reference server on free ports, an extension build pointed at
 * it, and the browsers' launch options (toolchain note: Debian's Chromium and Firefox ESR, no
 * downloads, background networking off on this closed network).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import puppeteer, { type Browser, type Page as PuppeteerPage } from 'puppeteer-core';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../..');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const DEMO_USER = { username: 'demo', password: 'demo1234' } as const;

/** Firefox gets a fixed extension origin through this pref, so tests can name extension pages. */
export const FIREFOX_UUID = '5b1f0c53-6b0e-4d6e-9f51-0f3c2a1e7a11';
export const GECKO_ID = 'job-feed-companion@jobfeed.example';

export async function startServer(jobs = 1500): Promise<ReferenceServer> {
  return startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
}

/**
 * A production build of the extension whose default API is `apiUrl`. Builds in a mode of its own so
 * it never overwrites the `npm run build` output. Returns the unpacked extension's directory.
 */
export async function buildExtension(target: 'chrome' | 'firefox', apiUrl: string): Promise<string> {
  await mkdir(path.join(ROOT, '.output/e2e'), { recursive: true });
  // A directory per build: test files, benchmarks and a developer's own build may run at once.
  const outDir = await mkdtemp(path.join(ROOT, '.output/e2e', `${target}-`));
  const wxt = path.join(ROOT, 'node_modules/.bin/wxt');
  const args = ['build', '--mode', 'e2e', ...(target === 'firefox' ? ['-b', 'firefox'] : [])];
  await run(wxt, args, { cwd: ROOT, env: { ...process.env, WXT_API_BASE_URL: apiUrl, WXT_OUT_DIR: outDir }, maxBuffer: 16 * 1024 * 1024 });
  return path.join(outDir, `${target}-mv3-e2e`);
}

export async function tempProfile(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jfc-e2e-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function chromiumArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=DialMediaRouteProvider',
  ];
}

export interface ChromiumWithExtension {
  context: BrowserContext;
  extensionId: string;
  /** Closes the browser and removes its profile. */
  close: () => Promise<void>;
}

/** Chromium on a fresh profile with the extension built for `apiUrl` loaded, once its worker runs. */
export async function launchChromiumWithExtension(
  apiUrl: string,
  viewport?: { width: number; height: number },
): Promise<ChromiumWithExtension> {
  const extensionDir = await buildExtension('chrome', apiUrl);
  const profile = await tempProfile();
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs(extensionDir),
    ...(viewport ? { viewport } : {}),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    extensionId: new URL(worker.url()).host,
    close: async () => {
      await context.close();
      await profile.remove();
    },
  };
}

/** The extension's origin in Firefox: its UUID is fixed by a preference, so tests can address its pages. */
export const FIREFOX_ORIGIN = `moz-extension://${FIREFOX_UUID}`;

/** Firefox ESR (WebDriver BiDi) with the extension built for `apiUrl` installed as a temporary add-on. */
export async function launchFirefoxWithExtension(apiUrl: string): Promise<Browser> {
  const extensionDir = await buildExtension('firefox', apiUrl);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: FIREFOX_UUID }),
      // Optional permissions are granted without the doorhanger, which nothing can answer in a headless
      // run. Firefox still refuses a permissions.request made outside a user input handler.
      'extensions.webextOptionalPermissionPrompts': false,
    },
  });
  await browser.installExtension(extensionDir);
  return browser;
}

/** The welcome tab the extension opens on install: the way in to its pages (BiDi cannot open them). */
export async function firefoxWelcomeTab(browser: Browser, timeoutMs = 30_000): Promise<PuppeteerPage> {
  return waitFor(
    async () => {
      for (const page of await browser.pages()) {
        if ((await page.evaluate(() => location.href).catch(() => '')).startsWith(`${FIREFOX_ORIGIN}/welcome.html`)) return page;
      }
      return null;
    },
    'the welcome tab',
    timeoutMs,
  );
}

/** A feed job's posting URL on the demo board, and a posting there that is not in the feed. */
export function boardUrls(server: ReferenceServer, jobId: number): { inFeed: string; notInFeed: string; plain: string } {
  const job = server.store.get(jobId) as { url?: string | null } | undefined;
  if (!job?.url) throw new Error(`job ${jobId} has no url`);
  return { inFeed: job.url, notInFeed: `${server.boardUrl}/vacatures/900001/niet-in-de-feed`, plain: `${server.boardUrl}/plain` };
}

/** The API requests the server saw, as `path?query` lines. */
export function apiRequestLines(server: ReferenceServer): string[] {
  return server.requests.map((r) => `${r.path}?${r.query}`);
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a request to the background from an extension page and returns its `{ ok, value | error }` answer. */
export type AskBackground = (message: Record<string, unknown>) => Promise<unknown>;

/** An extension page of either driver (Playwright's or puppeteer's page: both evaluate a function with one argument). */
interface EvaluatingPage {
  evaluate(fn: (message: Record<string, unknown>) => Promise<unknown>, message: Record<string, unknown>): Promise<unknown>;
}

/** The background, asked from an extension page in Chromium (`chrome`) or Firefox (`browser`). */
export function askFrom(page: EvaluatingPage): AskBackground {
  return (message) =>
    page.evaluate((m: Record<string, unknown>) => {
      type Runtime = { runtime: { sendMessage: (x: unknown) => Promise<unknown> } };
      const api = globalThis as unknown as { browser?: Runtime; chrome?: Runtime };
      return (api.browser ?? api.chrome)!.runtime.sendMessage(m);
    }, message);
}

/**
 * Until the background has answered the content script's check of `url` at or after `since` (ms since
 * the epoch, this machine's clock): the condition a "nothing happened on this page" check waits for,
 * instead of a fixed sleep. Resolves with whether the page matched a feed job.
 */
export async function pageChecked(
  ask: AskBackground,
  url: string,
  since: number,
  timeoutMs = 15_000,
): Promise<{ checkedAt: number; matched: boolean }> {
  let last: unknown = null;
  return waitFor(
    async () => {
      const answer = (await ask({ type: 'page.status', url })) as { ok: boolean; value?: { checkedAt: number | null; matched: boolean } };
      last = answer;
      const status = answer.ok ? answer.value : undefined;
      return status && status.checkedAt !== null && status.checkedAt >= since
        ? { checkedAt: status.checkedAt, matched: status.matched }
        : null;
    },
    `the content script's check of ${url}`,
    timeoutMs,
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message} (since ${since}, last answer ${JSON.stringify(last)})`);
  });
}

/** Until every image and frame of a document has finished loading, so any load or error handler has run. */
export function documentSettled(): boolean {
  return document.readyState === 'complete' && Array.from(document.images).every((image) => image.complete);
}
