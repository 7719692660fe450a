/**
 * Debian's Firefox ESR with the extension installed as a temporary add-on (puppeteer over WebDriver
 * BiDi), and the ways into its pages that BiDi allows: it cannot open an extension page itself, nor
 * locate a node by role, and waitForFunction compiles its predicate with Function(), which the
 * extension's CSP blocks, so waits poll with evaluate.
 */
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { buildExtension } from './build.ts';
import { waitFor } from './wait.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox gets a fixed extension origin through this pref, so tests can name extension pages. */
export const FIREFOX_UUID = '5b1f0c53-6b0e-4d6e-9f51-0f3c2a1e7a11';
export const GECKO_ID = 'job-feed-companion@jobfeed.example';

/** The extension's origin in Firefox: its UUID is fixed by a preference, so tests can address its pages. */
export const FIREFOX_ORIGIN = `moz-extension://${FIREFOX_UUID}`;

/**
 * Firefox ESR (WebDriver BiDi) with the extension built for `apiUrl` installed as a temporary add-on.
 * `downloadDir`: where downloads go, without asking (a test reads the file there).
 */
export async function launchFirefoxWithExtension(apiUrl: string, downloadDir?: string): Promise<Browser> {
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
      ...(downloadDir
        ? {
            'browser.download.folderList': 2,
            'browser.download.dir': downloadDir,
            'browser.download.useDownloadDir': true,
            'browser.download.always_ask_before_handling_new_types': false,
            'browser.download.alwaysOpenPanel': false,
          }
        : {}),
    },
  });
  await browser.installExtension(extensionDir);
  return browser;
}

/** The welcome tab the extension opens on install: the way in to its pages (BiDi cannot open them). */
export async function firefoxWelcomeTab(browser: Browser, timeoutMs = 30_000): Promise<Page> {
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

/** Sends an extension tab to another of the extension's pages (`/popup.html?x#y`), once it is there. */
export async function goInTab(tab: Page, path: string): Promise<void> {
  await tab.evaluate((p) => {
    location.href = p;
  }, path);
  await waitFor(async () => (await tab.evaluate(() => location.pathname).catch(() => '')) === path.split(/[?#]/)[0], path);
}

/** Types `value` into the field a label names (clicking the label focuses its field). */
export async function fillByLabel(page: Page, label: string, value: string, timeoutMs = 15_000): Promise<void> {
  const element = await page.waitForSelector(`::-p-xpath(//label[contains(normalize-space(.), "${label}")])`, { timeout: timeoutMs });
  await element!.click();
  await page.keyboard.type(value);
}

export async function clickButton(page: Page | Frame, name: string, timeoutMs = 15_000): Promise<void> {
  const button = await page.waitForSelector(`::-p-xpath(//button[normalize-space(.)="${name}"])`, { timeout: timeoutMs });
  await button!.click();
}

export async function waitForText(page: Page | Frame, text: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    () => page.evaluate((wanted: string) => document.body?.innerText.includes(wanted) ?? false, text),
    `the text "${text}"`,
    timeoutMs,
  );
}
