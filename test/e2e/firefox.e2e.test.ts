/**
 * The main flow in Debian's Firefox ESR over WebDriver BiDi: the extension is installed as a
 * temporary add-on, opens its welcome tab (BiDi cannot navigate to extension pages itself), signs in
 * there, then the same tab goes to the popup page: count, recent jobs, details; the overlay on a
 * matching posting; sign out.
 */
import { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { askBackground } from './harness/ask.ts';
import { pageChecked } from './harness/background.ts';
import { clickButton, firefoxWelcomeTab, goInTab, launchFirefoxWithExtension, waitForText } from './harness/firefox.ts';
import { firefoxOverlayFrame } from './harness/overlay.ts';
import { apiRequestLines, boardUrls, startServer, storedJob } from './harness/server.ts';
import { fillFirefoxSignInForm, firefoxSignedIn, signOutInFirefoxPopup } from './harness/sign-in.ts';
import { readStorage } from './harness/storage.ts';
import { waitFor } from './harness/wait.ts';

let server: ReferenceServer;
let browser: Browser;
let extensionPage: Page;

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
    await fillFirefoxSignInForm(extensionPage);
    const remember = await extensionPage.waitForSelector('::-p-xpath(//label[contains(normalize-space(.), "Remember me")])');
    await remember!.click();
    // The job boards are asked for with the sign-in, in its click: all ticked but Indeed.
    const indeed = await extensionPage.waitForSelector('::-p-xpath(//fieldset//label[normalize-space(.)="Indeed"])');
    await indeed!.click();
    await clickButton(extensionPage, 'Sign in');
    await firefoxSignedIn(extensionPage, 20_000);
    const boards = await waitFor(async () => {
      const settings = await askBackground(extensionPage, { type: 'settings.get' });
      if (!settings.ok || Object.keys(settings.value.boardToggles).length === 0) return null;
      const granted = await extensionPage.evaluate(async () => {
        const { permissions } = (
          globalThis as unknown as { browser: { permissions: { contains: (p: { origins: string[] }) => Promise<boolean> } } }
        ).browser;
        return {
          linkedin: await permissions.contains({ origins: ['*://*.linkedin.com/*'] }),
          werk: await permissions.contains({ origins: ['*://*.werk.nl/*'] }),
          indeed: await permissions.contains({ origins: ['*://*.indeed.com/*'] }),
        };
      });
      return { ...granted, toggles: settings.value.boardToggles };
    }, 'the boards chosen at sign-in');
    expect(boards).toMatchObject({
      linkedin: true,
      werk: true,
      indeed: false,
      toggles: { linkedin: true, 'werk-nl': true, indeed: false },
    });
    // Remembered, and sealed in storage.local (which content scripts can read): no token there.
    const local = await waitFor(async () => {
      const all = (await readStorage(extensionPage, ['local'])).local;
      return all.rememberedSession ? JSON.stringify(all) : null;
    }, 'the remembered session');
    expect(local).toContain('"sealed":1');
    expect(local).not.toContain('eyJ');
  });

  it('shows the count, the newest jobs and a job in the popup page', async () => {
    await goInTab(extensionPage, '/popup.html');
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
    expect((await pageChecked(extensionPage, urls.notInFeed, since)).matched).toBe(false);
    expect(await page.$('job-feed-companion-overlay')).toBeNull();

    await page.goto(urls.inFeed);
    await page.waitForSelector('job-feed-companion-overlay', { timeout: 15_000 });
    const frame = await firefoxOverlayFrame(page);
    const title = storedJob(server, jobId).title;
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
    await goInTab(extensionPage, '/popup.html');
    await signOutInFirefoxPopup(extensionPage);
    await extensionPage.waitForSelector('input[type="password"]', { timeout: 15_000 });
    const local = JSON.stringify((await readStorage(extensionPage, ['local'])).local);
    expect(local).not.toContain('rememberedSession');
  });
});
