/**
 * The main flow in Debian's Firefox ESR over WebDriver BiDi: the extension is installed as a
 * temporary add-on, opens its welcome tab (BiDi cannot navigate to extension pages itself), signs in
 * there, then the same tab goes to the popup page: count, recent jobs, details; the overlay on a
 * matching posting; sign out.
 */
import { type Browser, type Frame, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import {
  apiRequestLines,
  askFrom,
  boardUrls,
  DEMO_USER,
  FIREFOX_ORIGIN,
  firefoxWelcomeTab,
  launchFirefoxWithExtension,
  pageChecked,
  startServer,
  waitFor,
} from './harness.ts';

let server: ReferenceServer;
let browser: Browser;
let extensionPage: Page;
const ORIGIN = FIREFOX_ORIGIN;

async function hrefOf(page: Page): Promise<string> {
  return page.evaluate(() => location.href);
}

async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const element = await page.waitForSelector(`::-p-xpath(//label[contains(normalize-space(.), "${label}")])`, { timeout: 15_000 });
  await element!.click();
  await page.keyboard.type(value);
}

async function clickButton(page: Page | Frame, name: string): Promise<void> {
  const button = await page.waitForSelector(`::-p-xpath(//button[normalize-space(.)="${name}"])`, { timeout: 15_000 });
  await button!.click();
}

/** Polls with evaluate: waitForFunction compiles its predicate with Function(), which extension CSP blocks. */
async function waitForText(page: Page | Frame, text: string, timeout = 30_000): Promise<void> {
  await waitFor(
    () => page.evaluate((wanted: string) => document.body?.innerText.includes(wanted) ?? false, text),
    `the text "${text}"`,
    timeout,
  );
}

beforeAll(async () => {
  server = await startServer(1500);
  browser = await launchFirefoxWithExtension(server.apiUrl);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Firefox ESR end to end', () => {
  it('opens the welcome page on install and signs in there', async () => {
    extensionPage = await firefoxWelcomeTab(browser, 20_000);
    await fillByLabel(extensionPage, 'Username', DEMO_USER.username);
    await fillByLabel(extensionPage, 'Password', DEMO_USER.password);
    const remember = await extensionPage.waitForSelector('::-p-xpath(//label[contains(normalize-space(.), "Remember me")])');
    await remember!.click();
    // The job boards are asked for with the sign-in, in its click: all ticked but Indeed.
    const indeed = await extensionPage.waitForSelector('::-p-xpath(//fieldset//label[normalize-space(.)="Indeed"])');
    await indeed!.click();
    await clickButton(extensionPage, 'Sign in');
    await waitFor(
      () => extensionPage.evaluate(() => !document.querySelector('input[type="password"]')),
      'the signed-in welcome page',
      20_000,
    );
    const boards = await waitFor(
      () =>
        extensionPage.evaluate(async () => {
          const api = (
            globalThis as unknown as {
              browser: {
                permissions: { contains: (p: { origins: string[] }) => Promise<boolean> };
                runtime: { sendMessage: (m: unknown) => Promise<{ ok: boolean; value: { boardToggles: Record<string, boolean> } }> };
              };
            }
          ).browser;
          const settings = await api.runtime.sendMessage({ type: 'settings.get' });
          if (!settings.ok || Object.keys(settings.value.boardToggles).length === 0) return null;
          return {
            linkedin: await api.permissions.contains({ origins: ['*://*.linkedin.com/*'] }),
            werk: await api.permissions.contains({ origins: ['*://*.werk.nl/*'] }),
            indeed: await api.permissions.contains({ origins: ['*://*.indeed.com/*'] }),
            toggles: settings.value.boardToggles,
          };
        }),
      'the boards chosen at sign-in',
    );
    expect(boards).toMatchObject({
      linkedin: true,
      werk: true,
      indeed: false,
      toggles: { linkedin: true, 'werk-nl': true, indeed: false },
    });
    // Remembered, and sealed in storage.local (which content scripts can read): no token there.
    const local = await waitFor(
      () =>
        extensionPage.evaluate(async () => {
          const all = await (
            globalThis as unknown as { browser: { storage: { local: { get: () => Promise<Record<string, unknown>> } } } }
          ).browser.storage.local.get();
          return all.rememberedSession ? JSON.stringify(all) : null;
        }),
      'the remembered session',
    );
    expect(local).toContain('"sealed":1');
    expect(local).not.toContain('eyJ');
  });

  it('shows the count, the newest jobs and a job in the popup page', async () => {
    await extensionPage.evaluate(() => {
      location.href = '/popup.html';
    });
    await waitFor(async () => (await hrefOf(extensionPage)).endsWith('/popup.html'), 'the popup page');
    const total = server.store.ids().length;
    await waitForText(extensionPage, `${total.toLocaleString('en-US')} jobs in your feed`);
    const firstJob = await extensionPage.waitForSelector('::-p-xpath(//main//li//button | //main//li//a[not(@target)])', {
      timeout: 30_000,
    });
    const title = (await firstJob!.evaluate((el) => el.textContent ?? '')).trim();
    await firstJob!.click();
    await extensionPage.waitForSelector('h2, h1', { timeout: 15_000 });
    expect(title.length).toBeGreaterThan(0);
  });

  it('overlays a matching posting and sends only its id to the API', async () => {
    const jobId = server.store.ids()[3]!;
    const urls = boardUrls(server, jobId);
    server.clearRequests();
    const page = await browser.newPage();
    const since = Date.now();
    await page.goto(urls.notInFeed);
    // Checked and answered: no card can still be on its way.
    const ask = askFrom(extensionPage);
    expect((await pageChecked(ask, urls.notInFeed, since)).matched).toBe(false);
    expect(await page.$('job-feed-companion-overlay')).toBeNull();

    await page.goto(urls.inFeed);
    await page.waitForSelector('job-feed-companion-overlay', { timeout: 15_000 });
    // Puppeteer may report an extension frame's url as about:blank; the frame itself knows.
    const frame = await waitFor(async () => {
      for (const f of page.frames()) {
        if ((await f.evaluate(() => location.href).catch(() => '')).startsWith(`${ORIGIN}/overlay.html`)) return f;
      }
      return null;
    }, 'the overlay frame');
    const title = (server.store.get(jobId) as { title: string }).title;
    await waitForText(frame, title, 15_000);
    expect(await page.evaluate(() => document.querySelector('job-feed-companion-overlay')?.shadowRoot ?? null)).toBeNull();
    for (const line of apiRequestLines(server)) {
      expect(line).not.toContain('vacatures');
      expect(line).not.toContain('localhost');
    }
    expect(apiRequestLines(server)).toContain(`/api/feed/jobs/${jobId}?`);
    await page.close();
  });

  it('signs out', async () => {
    await extensionPage.evaluate(() => {
      location.href = '/popup.html';
    });
    await clickButton(extensionPage, 'Sign out');
    await extensionPage.waitForSelector('input[type="password"]', { timeout: 15_000 });
    const local = await extensionPage.evaluate(async () =>
      JSON.stringify(
        await (globalThis as unknown as { browser: { storage: { local: { get: () => Promise<unknown> } } } }).browser.storage.local.get(),
      ),
    );
    expect(local).not.toContain('rememberedSession');
  });
});
