/**
 * Text a recruiter can read: the computed font size of every visible piece of text on every
 * extension page (popup signed out, list with filters open, details; options; welcome; the overlay
 * card and its pill), in Chromium at the popup's real size and in Firefox ESR. Body text is at least
 * 13 px; only the short uppercase tags (the "New" badge, the card's eyebrow) may be 12 px.
 * Screenshots of the popup and the card in English and Dutch, light and dark, go to
 * `.output/screenshots/` for a person to look at.
 */
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { Browser, Frame as PuppeteerFrame, Page as PuppeteerPage } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import {
  DEMO_USER,
  FIREFOX_ORIGIN,
  firefoxWelcomeTab,
  launchChromiumWithExtension,
  launchFirefoxWithExtension,
  startServer,
  waitFor,
  type ChromiumWithExtension,
} from './harness.ts';

const SHOTS = '.output/screenshots';
const BODY_FLOOR_PX = 13;
const TAG_FLOOR_PX = 12;
/** Short uppercase tags: the only text allowed below the body floor (never below TAG_FLOOR_PX). */
const TAGS = '.badge, .eyebrow';

interface SmallText {
  text: string;
  size: number;
  where: string;
}

/**
 * Every visible text of the document below its floor. Runs in the page (serialized, so it is
 * self-contained). Text only a screen reader gets (clipped to 1 px) is not looked at.
 */
function smallTexts(floors: { body: number; tag: number; tags: string }): { checked: number; small: SmallText[] } {
  const found: SmallText[] = [];
  let checked = 0;
  const elements = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').trim() !== '' && node.parentElement) elements.add(node.parentElement);
  }
  for (const control of Array.from(
    document.querySelectorAll('input:not([type="checkbox"], [type="radio"], [type="hidden"]), select, textarea'),
  ))
    elements.add(control);
  for (const element of elements) {
    if (element.closest('script, style, noscript, template')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    checked++;
    const size = Number.parseFloat(style.fontSize);
    const floor = element.closest(floors.tags) ? floors.tag : floors.body;
    if (size < floor) {
      const text = (
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? element.value || element.localName
          : (element.textContent ?? '')
      )
        .trim()
        .slice(0, 40);
      found.push({
        text,
        size: Math.round(size * 10) / 10,
        where: `${element.localName}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`,
      });
    }
  }
  return { checked, small: found };
}

const FLOORS = { body: BODY_FLOOR_PX, tag: TAG_FLOOR_PX, tags: TAGS };

let server: ReferenceServer;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startServer(400);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A feed job whose status says OPEN but whose closing date has passed: closed by the rule. */
function closedByDate(): { title: string; url: string } {
  const jobs = server.store
    .ids()
    .map((id) => server.store.get(id) as { title: string; url: string; status: string | null; closingDate: string | null });
  const found = jobs.find(
    (job) => job.status === 'OPEN' && job.closingDate !== null && Date.parse(job.closingDate) < Date.now() - 2 * 86_400_000,
  );
  if (!found) throw new Error('no job closed by its date in the seeded feed');
  return found;
}

/** A feed job the overlay can show: its posting page is on the demo board. */
function postingUrl(): string {
  const id = server.store.ids()[5]!;
  return (server.store.get(id) as { url: string }).url;
}

describe('text size in Chromium', () => {
  let browser: ChromiumWithExtension;
  let context: BrowserContext;
  let extensionId: string;
  const small: Record<string, SmallText[]> = {};

  const checked: Record<string, number> = {};
  const measure = async (name: string, page: Page | Frame) => {
    ({ small: small[name]!, checked: checked[name]! } = await page.evaluate(smallTexts, FLOORS));
  };

  async function popup(): Promise<Page> {
    const page = await context.newPage();
    // The popup's real size: Chrome opens it as wide as its content, at most 600 px tall.
    await page.setViewportSize({ width: 400, height: 600 });
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    return page;
  }

  async function setSettings(page: Page, patch: Record<string, string>): Promise<void> {
    await page.evaluate(async (value) => {
      const runtime = (globalThis as unknown as { chrome: { runtime: { sendMessage: (m: unknown) => Promise<unknown> } } }).chrome.runtime;
      await runtime.sendMessage({ type: 'settings.update', patch: value });
    }, patch);
  }

  beforeAll(async () => {
    browser = await launchChromiumWithExtension(server.apiUrl, { width: 1024, height: 720 });
    ({ context, extensionId } = browser);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('no text on any page is below the floor', async () => {
    const signedOut = await popup();
    await signedOut.getByLabel('Username').waitFor();
    await measure('popup signed out', signedOut);
    await signedOut.getByLabel('Username').fill(DEMO_USER.username);
    await signedOut.getByLabel('Password').fill(DEMO_USER.password);
    await signedOut.getByRole('button', { name: 'Sign in' }).click();
    await signedOut.getByText('400 jobs in your feed').waitFor({ timeout: 30_000 });
    await signedOut.close();

    const list = await popup();
    await waitFor(() => list.evaluate(() => document.querySelectorAll('main li').length >= 5), 'the job list');
    await list.locator('.filters summary').click();
    await measure('popup list with filters', list);
    await list.locator('main li .job-row').first().click();
    await list.locator('.job-details h2').waitFor();
    await measure('popup details', list);
    await list.close();

    for (const name of ['options', 'welcome'] as const) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${name}.html`);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.spinner'));
      await measure(name, page);
      await page.close();
    }

    const posting = await context.newPage();
    await posting.goto(postingUrl());
    const frame = await waitFor(async () => posting.frames().find((f) => f.url().includes('/overlay.html')), 'the overlay frame');
    await frame.locator('h1.title').waitFor({ timeout: 10_000 });
    await measure('overlay card', frame);
    await frame
      .getByRole('button', { name: /collapse/i })
      .first()
      .click();
    const pill = await waitFor(async () => posting.frames().find((f) => f.url().includes('/overlay.html')), 'the overlay frame');
    await pill.locator('.pill-button').waitFor();
    await measure('overlay pill', pill);
    await pill.locator('.pill-button').click();
    await posting.close();

    expect(small).toEqual(Object.fromEntries(Object.keys(small).map((name) => [name, []])));
    expect(Object.keys(small)).toHaveLength(7);
    // Each page was looked at with its text on screen, not while it was still empty.
    for (const [name, count] of Object.entries(checked)) expect(count, name).toBeGreaterThan(name === 'overlay pill' ? 1 : 8);
  }, 120_000);

  it('closed jobs read as closed and can be hidden; screenshots in English and Dutch, light and dark', async () => {
    const closed = closedByDate();
    const settingsPage = await popup();
    for (const language of ['en', 'nl'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setSettings(settingsPage, { language, theme });
        const page = await popup();
        await waitFor(() => page.evaluate(() => document.querySelectorAll('main li').length >= 5), 'the job list');
        const wanted = { language, theme };
        await waitFor(
          () =>
            page.evaluate(
              (w) => document.documentElement.getAttribute('data-theme') === w.theme && document.documentElement.lang === w.language,
              wanted,
            ),
          `${language}, ${theme}`,
        );
        await page.screenshot({ path: `${SHOTS}/popup-list-${language}-${theme}.png` });
        // The closed job found by its title: its row says so, with the date it closed.
        await page.locator('#feed-search-input').fill(closed.title);
        const row = page.locator('.job-row-closed', { hasText: closed.title }).first();
        await row.waitFor({ timeout: 10_000 });
        expect(await row.locator('.job-closed').textContent()).toMatch(
          language === 'en' ? /^Closed \d{1,2} \w{3}/ : /^Gesloten \d{1,2} \w{3}/,
        );
        await page.screenshot({ path: `${SHOTS}/popup-closed-${language}-${theme}.png` });
        await row.click();
        await page.locator('.job-details .job-state-closed').waitFor();
        await page.screenshot({ path: `${SHOTS}/popup-details-closed-${language}-${theme}.png` });
        await page.close();

        const posting = await context.newPage();
        await posting.goto(closed.url);
        const frame = await waitFor(async () => posting.frames().find((f) => f.url().includes('/overlay.html')), 'the overlay frame');
        await frame.locator('.card .state-closed').waitFor({ timeout: 10_000 });
        await posting.screenshot({ path: `${SHOTS}/overlay-closed-${language}-${theme}.png` });
        await posting.close();
      }
    }
    await setSettings(settingsPage, { language: 'en', theme: 'light' });

    // "Hide closed jobs" leaves the closed jobs out of the list and its count.
    const page = await popup();
    await waitFor(() => page.evaluate(() => document.querySelectorAll('main li').length >= 5), 'the job list');
    await page.locator('.filters summary').click();
    await page.getByLabel('Province').selectOption({ index: 1 });
    const matches = async () => Number(((await page.locator('.matches').textContent()) ?? '').replace(/\D/g, ''));
    await waitFor(async () => (await matches()) > 0, 'the province matches');
    const all = await matches();
    await page.getByRole('checkbox', { name: 'Hide closed jobs' }).check();
    await waitFor(async () => (await matches()) < all, 'fewer matches without the closed jobs');
    expect(await page.locator('.job-row-closed').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/popup-hide-closed-en-light.png` });
    await page.close();
    await setSettings(settingsPage, { language: 'auto', theme: 'system' });
    await settingsPage.close();
  }, 240_000);
});

describe('text size in Firefox ESR', () => {
  let browser: Browser;
  let tab: PuppeteerPage;
  const small: Record<string, SmallText[]> = {};
  const checked: Record<string, number> = {};
  const measure = async (name: string, page: PuppeteerPage | PuppeteerFrame) => {
    ({ small: small[name]!, checked: checked[name]! } = await page.evaluate(smallTexts, FLOORS));
  };

  const go = async (path: string, ready: string) => {
    await tab.evaluate((p) => {
      location.href = p;
    }, path);
    await waitFor(async () => (await tab.evaluate(() => location.pathname).catch(() => '')) === path.split('?')[0], path);
    await tab.waitForSelector(ready, { timeout: 20_000 });
    await tab.waitForFunction(() => !document.querySelector('.spinner'), { timeout: 20_000 });
  };

  beforeAll(async () => {
    browser = await launchFirefoxWithExtension(server.apiUrl);
    tab = await firefoxWelcomeTab(browser);
    await tab.setViewport({ width: 400, height: 600 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('no text on any page is below the floor', async () => {
    await tab.waitForSelector('input[type="password"]', { timeout: 20_000 });
    await measure('welcome signed out', tab);
    await go('/popup.html', 'input[type="password"]');
    await measure('popup signed out', tab);
    await tab.type('input[type="text"]', DEMO_USER.username);
    await tab.type('input[type="password"]', DEMO_USER.password);
    await tab.click('button[type="submit"]');
    await waitFor(() => tab.evaluate(() => document.querySelectorAll('main li').length >= 5), 'the job list', 30_000);
    await tab.click('.filters summary');
    await measure('popup list with filters', tab);
    await tab.click('main li .job-row');
    await tab.waitForSelector('.job-details h2', { timeout: 20_000 });
    await measure('popup details', tab);
    await go('/options.html', 'h1');
    await measure('options', tab);

    const posting = await browser.newPage();
    await posting.setViewport({ width: 1024, height: 720 });
    await posting.goto(postingUrl(), { waitUntil: 'load' });
    const card = await waitFor(
      async () => {
        for (const frame of posting.frames()) {
          if (frame === posting.mainFrame()) continue;
          const ready = await frame
            .evaluate(
              (origin) => location.href.startsWith(`${origin}/overlay.html`) && document.querySelector('h1.title') !== null,
              FIREFOX_ORIGIN,
            )
            .catch(() => false);
          if (ready) return frame;
        }
        return null;
      },
      'the overlay card',
      20_000,
    );
    await measure('overlay card', card);
    await posting.close();

    expect(small).toEqual(Object.fromEntries(Object.keys(small).map((name) => [name, []])));
    expect(Object.keys(small)).toHaveLength(6);
    for (const [name, count] of Object.entries(checked)) expect(count, name).toBeGreaterThan(8);
  }, 180_000);
});
