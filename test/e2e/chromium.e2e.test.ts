/**
 * The main flow in Debian's Chromium with the production build loaded: first-run welcome tab,
 * sign in from the popup, count, recent jobs, details, the overlay on a matching posting (and none
 * elsewhere), a stopped service worker, sign out. The reference server's log proves what left the
 * browser.
 */
import { type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from '../../utils/messaging/contract.ts';
import type { ReferenceServer } from '../server/app.ts';
import { askBackground } from './harness/ask.ts';
import { pageChecked } from './harness/background.ts';
import { type ChromiumWithExtension, launchChromiumWithExtension, openExtensionPage } from './harness/chromium.ts';
import { chromiumCardFitted, clickInCard, OVERLAY_HOST, overlayFrame, overlayShowing } from './harness/overlay.ts';
import { heardByPage, listenAsThePage, probePage, wxtStartedEvent } from './harness/page-ears.ts';
import { apiRequestLines, boardUrls, DEMO_USER, newestJobId, startServer, storedJob } from './harness/server.ts';
import { signInWithForm, signOutInPopup } from './harness/sign-in.ts';
import { readStorage } from './harness/storage.ts';
import { waitFor } from './harness/wait.ts';

let server: ReferenceServer;
let context: BrowserContext;
let extensionId: string;
let browser: ChromiumWithExtension;

beforeAll(async () => {
  server = await startServer(1500);
  browser = await launchChromiumWithExtension(server.apiUrl);
  ({ context, extensionId } = browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Chromium end to end', () => {
  it('opens its welcome page with the sign-in form on install', async () => {
    const welcome = await waitFor(async () => context.pages().find((p) => p.url().endsWith('/welcome.html')), 'the welcome tab');
    await expect.poll(() => welcome.getByLabel('Username').count()).toBeGreaterThan(0);
    await welcome.close();
  });

  it('signs in from the popup, shows the count and the newest jobs, and opens a job', async () => {
    const popup = await openExtensionPage(browser, 'popup.html');
    await signInWithForm(popup);

    const total = server.store.ids().length;
    await popup.getByText(`${total.toLocaleString('en-US')} jobs in your feed`).waitFor({ timeout: 30_000 });

    const newest = storedJob(server, newestJobId(server));
    const first = popup.getByText(newest.title, { exact: true }).first();
    await first.waitFor({ timeout: 30_000 });
    await first.click();
    await popup.getByRole('heading', { name: newest.title }).waitFor();
    // Hostile markup in descriptions never runs (SECURITY.md#untrusted-html-inert).
    expect(await popup.evaluate(() => (globalThis as { __xss?: boolean }).__xss)).toBeUndefined();
    await popup.screenshot({ path: '.output/e2e/chromium-popup-details.png' }).catch(() => undefined);
    await popup.close();
  });

  it('overlays a matching posting privately and leaves other pages untouched', async () => {
    // Not the job opened in the popup before, whose record the background still has cached.
    const jobId = server.store.ids().find((id) => id !== newestJobId(server))!;
    const urls = boardUrls(server, jobId);
    server.clearRequests();

    const extension = await openExtensionPage(browser, 'popup.html');
    const other = await context.newPage();
    for (const url of [urls.notInFeed, urls.plain]) {
      const since = Date.now();
      await other.goto(url);
      // Checked and answered: no card can still be on its way.
      expect((await pageChecked(extension, url, since)).matched).toBe(false);
      expect(await other.locator('job-feed-companion-overlay').count()).toBe(0);
    }
    await other.close();
    await extension.close();

    const page = await context.newPage();
    await page.goto(urls.inFeed);
    await page.locator('job-feed-companion-overlay').waitFor({ state: 'attached', timeout: 15_000 });
    const frame = await overlayFrame(page);
    const title = storedJob(server, jobId).title;
    await frame.getByText(title).first().waitFor({ timeout: 15_000 });

    // The page cannot reach into the card (SECURITY.md#job-data-in-extension-frame): closed shadow root, cross-origin frame.
    const reach = await page.evaluate(() => {
      const host = document.querySelector('job-feed-companion-overlay');
      return { shadow: host?.shadowRoot ?? null, frames: document.querySelectorAll('iframe').length };
    });
    expect(reach).toEqual({ shadow: null, frames: 0 });
    await page.screenshot({ path: '.output/e2e/chromium-overlay.png' }).catch(() => undefined);

    // It opens as a compact summary in a corner, bottom right here, clear of the page's main heading and apply button.
    const viewport = page.viewportSize()!;
    const card = async () => (await page.locator('job-feed-companion-overlay').boundingBox())!;
    // Where the card's top is depends on its height: the compact card is as tall as its lines, at most 212 px.
    const cardAt = (x: number, y: number | ((height: number) => number), what: string) =>
      waitFor(async () => {
        const box = await card();
        const top = typeof y === 'number' ? y : y(box.height);
        return Math.abs(box.x - x) < 1 && Math.abs(box.y - top) < 1 && box;
      }, what);
    await cardAt(viewport.width - 16 - 340, (h) => viewport.height - 16 - h, 'the compact card at the bottom right');
    // No blank band over the posting: the frame ends with the card's lines and its button.
    await chromiumCardFitted(page, frame);
    const blocked = await page.evaluate(() =>
      [...document.querySelectorAll('h1, a, button')]
        .filter((el) => el.localName === 'h1' || /solliciteer|apply/i.test(el.textContent ?? ''))
        .map((el) => el.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number }),
    );
    expect(blocked.length).toBeGreaterThanOrEqual(2);
    const start = await card();
    for (const r of blocked) {
      expect(
        r.left < start.x + start.width && r.right > start.x && r.top < start.y + start.height && r.bottom > start.y,
        JSON.stringify(r),
      ).toBe(false);
    }

    // Moved by keyboard: the arrow keys on its drag handle step it to the middle of the right edge.
    const handle = frame.getByRole('button', { name: 'Move card' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await cardAt(viewport.width - 16 - 340, (h) => (viewport.height - h) / 2, 'the card at the right edge');
    await frame.getByText('Card moved to the right edge.').waitFor();

    // Dragged by its handle across the page to the top left, where it settles, and where it then
    // opens on this board.
    await chromiumCardFitted(page, frame);
    const grip = (await handle.boundingBox())!;
    // The card takes a pointer once it has been seen whole for a moment (utils/ui/click-guard.ts).
    await frame.locator('html[data-pointer-ready]').waitFor();
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(grip.x + (60 - grip.x) * (step / 10), grip.y + (40 - grip.y) * (step / 10));
    await page.mouse.up();
    await cardAt(16, 16, 'the card settled at the top left');
    await page.reload();
    await waitFor(async () => page.frames().find((f) => f.url().includes('/overlay.html')), 'the overlay frame after a reload');
    await cardAt(16, 16, 'the card opening at the top left of this board');

    // Expanded on request: the whole record, grown from where it sits.
    const reloaded = page.frames().find((f) => f.url().includes('/overlay.html'))!;
    await clickInCard(reloaded, reloaded.getByRole('button', { name: 'Show details' }));
    await reloaded.getByRole('button', { name: 'Collapse' }).waitFor();
    await waitFor(async () => (await card()).width === 360 && (await card()).height === 560, 'the expanded card');
    expect((await card()).x).toBe(16);
    // The board's Apply link jumps within the page (#solliciteren): the same posting, so the card stays
    // as it is, expanded. The content script hears the jump as it commits, before the hash reads new.
    await page.getByRole('link', { name: 'Solliciteer direct' }).click();
    await waitFor(() => page.evaluate(() => location.hash === '#solliciteren'), 'the jump to the apply section');
    expect(reloaded.isDetached()).toBe(false);
    expect(await reloaded.getByRole('button', { name: 'Collapse' }).count()).toBe(1);
    expect(await card()).toMatchObject({ x: 16, width: 360, height: 560 });
    await clickInCard(reloaded, reloaded.getByRole('button', { name: 'Collapse' }));
    // Collapsed, the focus is on the button that expands it again (and no later move takes it away).
    await waitFor(
      () => reloaded.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false'),
      'the focus on Show details',
    );
    // Back to the corner it starts in elsewhere, for the tests that follow.
    await reloaded.getByRole('button', { name: 'Move card' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await cardAt(16 + (viewport.width - 16 - 340 - 16) / 2, (h) => viewport.height - 16 - h, 'the card at the bottom edge');
    await page.keyboard.press('ArrowRight');
    await cardAt(viewport.width - 16 - 340, (h) => viewport.height - 16 - h, 'the card back at the bottom right');

    // Only the matched job's id went to the API; no page URL ever did (SECURITY.md#visited-urls-stay-local).
    const lines = apiRequestLines(server);
    expect(lines.filter((l) => l.startsWith('/api/feed/jobs/'))).toContain(`/api/feed/jobs/${jobId}?`);
    for (const line of lines) {
      expect(line).not.toContain('vacatures');
      expect(line).not.toContain('localhost');
      expect(line).not.toContain('plain');
    }
    await page.close();
  });

  it('tells a board page nothing of itself: no message to its window, no event named by its id', async () => {
    const jobId = newestJobId(server);
    const { inFeed, plain } = boardUrls(server, jobId);
    const extension = await openExtensionPage(browser, 'popup.html');
    const page = await context.newPage();
    await page.addInitScript(listenAsThePage, wxtStartedEvent(extensionId));
    for (const url of [plain, inFeed]) {
      const since = Date.now();
      await page.goto(url);
      const { matched } = await pageChecked(extension, url, since);
      // On the posting, the card has shown its job: whatever its frame would tell the page, it has.
      if (matched) await overlayShowing(page, storedJob(server, jobId).title, 'the card');
      await probePage(page, 'probe');
      expect(await heardByPage(page), url).toEqual(['probe']);
    }

    // A second copy of the script in the posting's page (as a board both in the manifest and registered
    // at runtime gets): the copies share the extension's isolated world, through which the second stops
    // the first. One card is left, the second's, and the page heard nothing of either.
    const firstCard = await overlayFrame(page);
    const since = Date.now();
    await extension.evaluate(async (url) => {
      const { tabs, scripting } = (
        globalThis as unknown as {
          chrome: {
            tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
            scripting: { executeScript(i: { target: { tabId: number }; files: string[] }): Promise<unknown> };
          };
        }
      ).chrome;
      const [tab] = await tabs.query({ url });
      await scripting.executeScript({ target: { tabId: tab!.id! }, files: ['content-scripts/content.js'] });
    }, inFeed);
    await pageChecked(extension, inFeed, since);
    const secondCard = await waitFor(
      async () => page.frames().find((f) => f.url().includes('/overlay.html') && f !== firstCard),
      "the second copy's card",
    );
    await secondCard.getByText(storedJob(server, jobId).title).first().waitFor();
    expect(firstCard.isDetached()).toBe(true);
    expect(await page.locator(OVERLAY_HOST).count()).toBe(1);
    await probePage(page, 'second probe');
    expect(await heardByPage(page)).toEqual(['probe', 'second probe']);
    await page.close();
    await extension.close();
  });

  it('keeps the token from the content script and every page: refusals for privileged asks, no session storage', async () => {
    const { inFeed } = boardUrls(server, newestJobId(server));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const worlds: { id: number; origin: string; isolated: boolean }[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context: c }) => {
      const aux = (c.auxData ?? {}) as { type?: string; isDefault?: boolean };
      worlds.push({ id: c.id, origin: c.origin, isolated: aux.type === 'isolated' });
    });
    await cdp.send('Runtime.enable');
    await page.goto(inFeed);
    await overlayFrame(page, 'the overlay');
    const contentWorld = await waitFor(
      async () => worlds.find((w) => w.isolated && w.origin.startsWith(`chrome-extension://${extensionId}`)),
      "the content script's world",
    );
    const inContentScript = async (expression: string): Promise<unknown> => {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression,
        contextId: contentWorld.id,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    };
    // storage.session is for trusted contexts only (SECURITY.md#token-in-background).
    const session = (await inContentScript(
      `chrome.storage.session.get(null).then((v) => 'read:' + JSON.stringify(v), (e) => 'refused:' + e.message)`,
    )) as string;
    expect(session).toMatch(/^refused:/);
    // The privileged operations answer a content script with a refusal and cause no request (SECURITY.md#content-scripts-ask-one-thing).
    server.clearRequests();
    const privileged: Request[] = [
      { type: 'session.get' },
      { type: 'jobs.count', refresh: true },
      { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 5 },
      { type: 'jobs.get', id: newestJobId(server) },
      { type: 'settings.get' },
      { type: 'session.signOut' },
      { type: 'sync.now', full: true },
    ];
    const contentScript = { evaluate: inContentScript };
    const answers = await Promise.all(privileged.map((request) => askBackground(contentScript, request)));
    expect(answers).toHaveLength(7);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(JSON.stringify(answers)).not.toContain('eyJ');
    expect(apiRequestLines(server)).toEqual([]);
    // Still signed in: the refused sign-out did nothing. No token in the page's DOM or its world.
    const popup = await openExtensionPage(browser, 'popup.html');
    await popup.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('eyJ');
    expect(await popup.evaluate(() => document.documentElement.outerHTML)).not.toContain('eyJ');
    await popup.close();
    await page.close();
  });

  it('keeps the session when the service worker is stopped', async () => {
    const popup = await openExtensionPage(browser, 'popup.html');
    const cdp = await context.newCDPSession(popup);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await popup.reload();
    const total = server.store.ids().length;
    await popup.getByText(`${total.toLocaleString('en-US')} jobs in your feed`).waitFor({ timeout: 20_000 });
    await popup.close();
  });

  it('signs out and clears the token from every storage area', async () => {
    const popup = await openExtensionPage(browser, 'popup.html');
    await signOutInPopup(popup);
    await popup.getByLabel('Username').waitFor({ timeout: 10_000 });
    const areas = await readStorage(popup, ['local', 'session', 'sync']);
    const stored = JSON.stringify([areas.local, areas.session, areas.sync]);
    expect(stored).not.toContain('eyJ');
    expect(stored).not.toContain(DEMO_USER.password);
    await popup.close();
  });
});
