/**
 * A custom board gets a working card in Chromium, and the overlay frame stays least-privileged.
 *
 * The board is added at run time, as a user would: on a second local origin (127.0.0.1 on a port of
 * its own) that the build knows nothing about as a board. Its host permission is held because it is
 * the reference API's host (granted in the manifest for the API, not for a board), so no prompt is
 * needed and nothing about boards is decided at build time: the background registers the content
 * script for it at run time, and the card must load although the board is in no build-time list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from '../../utils/messaging/contract.ts';
import type { ReferenceServer } from '../server/app.ts';
import { askBackground, askValue } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { type ChromiumWithExtension, extensionUrl, launchChromiumWithExtension, openExtensionPage } from './harness/chromium.ts';
import { overlayShowing } from './harness/overlay.ts';
import { type SecondOrigin, startSecondOrigin, startServer } from './harness/server.ts';
import { signInByMessage } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';

const CUSTOM_PATTERN = 'http://127.0.0.1/*';
const TITLE = 'Adviseur op een eigen vacaturesite';

let server: ReferenceServer;
let board: SecondOrigin;
let boardOrigin: string;
let browser: ChromiumWithExtension;
let jobId: number;

beforeAll(async () => {
  server = await startServer(300);
  // A plain second origin: every path is a posting page with a title and nothing of ours.
  board = await startSecondOrigin((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="nl"><head><title>Eigen site</title></head><body><h1>Vacature</h1><p>Een vacature op een eigen site.</p></body></html>',
    );
  });
  boardOrigin = board.origin;
  // One feed job is posted on the custom board.
  jobId = server.store.ids()[3]!;
  server.store.update(jobId, { url: `${boardOrigin}/jobs/${jobId}`, title: TITLE });
  browser = await launchChromiumWithExtension(server.apiUrl);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await board?.close();
});

describe('a custom board in Chromium', () => {
  it('shows the card of a feed posting on a board added in the settings, and the card asks only for itself', async () => {
    const { context } = browser;
    const options = await openExtensionPage(browser, 'options.html');
    await signInByMessage(options, false);
    await askValue(options, {
      type: 'settings.update',
      patch: { customBoards: [{ name: 'Eigen site', pattern: CUSTOM_PATTERN, enabled: true }] },
    });
    await waitForSync(options, 'the feed in the index', { indexed: 300 });
    const [worker] = context.serviceWorkers();
    await waitFor(
      () =>
        worker!.evaluate(async (pattern) => {
          const scripts = await (
            globalThis as unknown as { chrome: { scripting: { getRegisteredContentScripts: () => Promise<{ matches?: string[] }[]> } } }
          ).chrome.scripting.getRegisteredContentScripts();
          return scripts.some((script) => script.matches?.includes(pattern));
        }, CUSTOM_PATTERN),
      'the content script registered for the custom board',
    );

    const page = await context.newPage();
    await page.goto(`${boardOrigin}/jobs/${jobId}`);
    const card = await overlayShowing(page, TITLE, "the card with the job's title", 30_000);
    // The page itself sees no job data.
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(TITLE);

    // The card's frame may ask for its own card and nothing a full extension page may.
    const fullPageRequests: Request[] = [
      { type: 'session.get' },
      { type: 'settings.get' },
      { type: 'jobs.get', id: jobId },
      { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 5 },
    ];
    for (const message of fullPageRequests) {
      expect(await askBackground(card, message), message.type).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
    expect(await askBackground(card, { type: 'overlay.preferences' })).toMatchObject({ ok: true, value: { language: 'auto' } });
    await options.close();
    await page.close();
  }, 180_000);

  it('serves the overlay only at its per-session URL: a page that frames the static one is blocked', async () => {
    const { context, extensionId } = browser;
    const page = await context.newPage();
    await page.goto(`${boardOrigin}/probe`);
    await page.evaluate(
      (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      },
      extensionUrl(browser, 'overlay.html'),
    );
    // Chromium shows its own error page in place of a blocked extension resource.
    await waitFor(async () => page.frames().some((f) => f.url().startsWith('chrome-error://')), 'the static overlay URL to be blocked');
    expect(page.frames().some((f) => f.url().startsWith(`chrome-extension://${extensionId}/`))).toBe(false);
    await page.close();
  }, 60_000);
});
