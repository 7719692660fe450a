/**
 * `npm start`: the product on the embedded default. Starts the reference API with its seeded feed
 * and its demo job board, builds the extension pointed at them, and opens Chromium with the
 * extension loaded on the demo board. Without a display it runs the browser headless instead, signs
 * in with the demo account and writes screenshots of the popup and of a posting with its overlay to
 * `.output/screenshots/`. Servers and browser stop cleanly on Ctrl-C.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { startReferenceServer, type ReferenceServer } from './server/app.ts';
import { ROOT, tempProfile } from './e2e/harness/build.ts';
import { CHROMIUM, chromiumArgs } from './e2e/harness/chromium.ts';
import { DEMO_USER } from './e2e/harness/server.ts';

const run = promisify(execFile);
const API_PORT = Number(process.env.PORT ?? 8787);
const BOARD_PORT = Number(process.env.BOARD_PORT ?? 8788);
const HEADLESS = process.env.HEADLESS === '1' || (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);
const SCREENSHOTS = path.join(ROOT, '.output/screenshots');

let server: ReferenceServer | null = null;
let context: BrowserContext | null = null;
let removeProfile: (() => Promise<void>) | null = null;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await context?.close().catch(() => undefined);
    await removeProfile?.().catch(() => undefined);
    await server?.close().catch(() => undefined);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main(): Promise<void> {
  server = await startReferenceServer({
    port: API_PORT,
    boardPort: BOARD_PORT,
    jobs: Number(process.env.JOBS ?? 2000),
    seed: Number(process.env.SEED ?? 42),
    // `vacancies`: the feed where vacancies are posted on several boards (the server checks the name).
    dataset: (process.env.DATASET || 'default') as 'default' | 'vacancies',
  });
  console.log(`Reference Job Feed API: ${server.apiUrl}`);
  console.log(`Demo job board:         ${server.boardUrl}`);

  console.log('Building the extension for Chrome…');
  await run(path.join(ROOT, 'node_modules/.bin/wxt'), ['build'], { cwd: ROOT, env: { ...process.env, WXT_API_BASE_URL: server.apiUrl } });
  const extensionDir = path.join(ROOT, '.output/chrome-mv3');
  console.log(`Extension built:        ${extensionDir} (load it unpacked in chrome://extensions to use your own browser)`);

  const profile = await tempProfile();
  removeProfile = profile.remove;
  context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM,
    headless: HEADLESS,
    args: chromiumArgs(extensionDir),
    viewport: { width: 1280, height: 860 },
  });
  // Closing the browser window ends the demo like Ctrl-C does.
  context.on('close', () => void stop(0));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const firstJob = server.store.get(server.store.ids()[0]!) as { url: string };

  console.log(`\nSign in with the demo account: username "${DEMO_USER.username}", password "${DEMO_USER.password}".`);
  if (!HEADLESS) {
    const board = await context.newPage();
    await board.goto(`${server.boardUrl}/zoeken`);
    console.log(`Chromium is open on the demo board. Try a posting that is in the feed: ${firstJob.url}`);
  } else {
    await mkdir(SCREENSHOTS, { recursive: true });
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 400, height: 600 });
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByLabel('Username').fill(DEMO_USER.username);
    await popup.getByLabel('Password').fill(DEMO_USER.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText(/jobs in your feed/).waitFor({ timeout: 60_000 });
    await popup.waitForTimeout(1500);
    const popupShot = path.join(SCREENSHOTS, 'popup.png');
    await popup.screenshot({ path: popupShot });

    const posting = await context.newPage();
    await posting.goto(firstJob.url);
    await posting.locator('job-feed-companion-overlay').waitFor({ state: 'attached', timeout: 30_000 });
    await posting.waitForTimeout(1500);
    const overlayShot = path.join(SCREENSHOTS, 'posting-with-overlay.png');
    await posting.screenshot({ path: overlayShot });
    console.log(`No display: ran Chromium headless, signed in as ${DEMO_USER.username}, and wrote screenshots:`);
    console.log(`  ${popupShot}`);
    console.log(`  ${overlayShot}`);
  }
  console.log('\nServers keep running; press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
