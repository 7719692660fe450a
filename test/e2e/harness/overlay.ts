/**
 * The card the content script puts on a feed posting: a host element whose closed shadow root holds
 * an extension frame (overlay.html). Found by its frame, in Chromium (Playwright) and Firefox
 * (puppeteer, which may report an extension frame's URL as about:blank, so the frame is asked).
 */
import type { Frame, Locator, Page } from 'playwright-core';
import type { Frame as PuppeteerFrame, Page as PuppeteerPage } from 'puppeteer-core';
import { FIREFOX_ORIGIN } from './firefox.ts';
import { waitFor } from './wait.ts';

/** The card's host element in the board page. */
export const OVERLAY_HOST = 'job-feed-companion-overlay';

/**
 * Clicks `target` in the card's `frame` with the pointer, once the card counts a pointer's click: it
 * drops one made before it has been seen whole, uncovered, for a moment (utils/ui/click-guard.ts).
 */
export async function clickInCard(frame: Frame, target: Locator): Promise<void> {
  await frame.locator('html[data-pointer-ready]').waitFor();
  await target.click();
}

/** In the compact card's frame: its height, and the room left between its lines and its button. */
function compactRoom(): { height: number; room: number } {
  const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
  return { height: innerHeight, room: box('.summary-actions').top - box('.summary-body').bottom };
}

/**
 * The compact card fitted to its lines (entrypoints/overlay/use-fit-summary.ts) and its frame settled
 * there: the host on the page as tall as the frame's window, with no room left above the button.
 * Before a pointer grabs the card's handle, which the fit moves when the card's top edge is free.
 */
export async function cardFitted(
  host: () => Promise<number | undefined>,
  room: () => Promise<{ height: number; room: number }>,
): Promise<void> {
  await waitFor(async () => {
    const [height, inside] = await Promise.all([host(), room()]);
    return height !== undefined && Math.abs(height - inside.height) < 1 && inside.room < 1;
  }, 'the compact card fitted to its lines');
}

/** `cardFitted` in Chromium. */
export function chromiumCardFitted(page: Page, frame: Frame): Promise<void> {
  return cardFitted(
    async () => (await page.locator(OVERLAY_HOST).boundingBox())?.height,
    () => frame.evaluate(compactRoom),
  );
}

/** `cardFitted` in Firefox. */
export function firefoxCardFitted(page: PuppeteerPage, frame: PuppeteerFrame): Promise<void> {
  return cardFitted(
    () => page.evaluate((tag) => document.querySelector(tag)?.getBoundingClientRect().height, OVERLAY_HOST),
    () => frame.evaluate(compactRoom),
  );
}

/** The card's frame in a Chromium page, once there is one. */
export async function overlayFrame(page: Page, what = 'the overlay frame', timeoutMs?: number): Promise<Frame> {
  return waitFor(async () => page.frames().find((f) => f.url().includes('/overlay.html')), what, timeoutMs);
}

/** The card's frame in a Chromium page once its text includes `text`. */
export async function overlayShowing(page: Page, text: string, what: string, timeoutMs?: number): Promise<Frame> {
  return waitFor(
    async () => {
      const frame = page.frames().find((f) => f.url().includes('/overlay.html'));
      return frame && (await frame.evaluate((t) => (document.body.textContent ?? '').includes(t), text)) && frame;
    },
    what,
    timeoutMs,
  );
}

/** The card frames in a Firefox page now. */
export async function firefoxOverlayFrames(page: PuppeteerPage): Promise<PuppeteerFrame[]> {
  const found: PuppeteerFrame[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const href = await frame.evaluate(() => location.href).catch(() => '');
    if (href.startsWith(`${FIREFOX_ORIGIN}/overlay.html`)) found.push(frame);
  }
  return found;
}

/** The card's frame in a Firefox page, once there is one. */
export async function firefoxOverlayFrame(page: PuppeteerPage, timeoutMs?: number): Promise<PuppeteerFrame> {
  return waitFor(async () => (await firefoxOverlayFrames(page))[0], 'the overlay frame', timeoutMs);
}

/** The title each card in a Firefox page shows ('' while it loads). */
export async function firefoxCardTitles(page: PuppeteerPage): Promise<string[]> {
  const titles: string[] = [];
  for (const frame of await firefoxOverlayFrames(page)) {
    const title = await frame.evaluate(() => document.querySelector('h1.title')?.textContent ?? '').catch(() => null);
    if (title !== null) titles.push(title);
  }
  return titles;
}

/** The one card frame of a Firefox page once its card shows `title`. */
export async function firefoxCardShowing(page: PuppeteerPage, title: string, timeoutMs?: number): Promise<PuppeteerFrame> {
  return waitFor(
    async () => {
      const frames = await firefoxOverlayFrames(page);
      if (frames.length !== 1) return null;
      const shown = await frames[0]!.evaluate(() => document.querySelector('h1.title')?.textContent ?? null);
      return shown === title ? frames[0]! : null;
    },
    `the card showing "${title}"`,
    timeoutMs,
  );
}

/** How many card hosts a Firefox page holds. */
export async function firefoxHostCount(page: PuppeteerPage): Promise<number> {
  return page.evaluate((tag) => document.querySelectorAll(tag).length, OVERLAY_HOST);
}

/**
 * Expands the card from its summary and waits until the content script has grown its frame. The
 * card sits at a bottom anchor by default and grows upwards, so a click aimed before the frame has
 * its new size lands where the button was, not where it is.
 */
export async function expandCard(frame: Frame, what = 'the expanded card'): Promise<void> {
  await clickInCard(frame, frame.locator('.summary-actions button[aria-expanded="false"]'));
  await frame.locator('.card-body').waitFor();
  await waitFor(() => frame.evaluate(() => window.innerHeight >= 300), `${what}: its frame grown`);
  // The card moves the focus to its Collapse button once expanded (an effect after paint, late under
  // load); that focus scrolls the card's body to its top, so a click aimed lower before it could miss.
  await waitFor(
    () => frame.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'true'),
    `${what}: the focus on its Collapse button`,
  );
}
