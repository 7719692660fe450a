/**
 * Debian's Chromium with the extension loaded (Playwright): launch options (background networking off
 * on this closed network, no downloads), and the extension's own pages opened by their URL.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildExtension, tempProfile } from './build.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright watches a service worker's network through the DevTools protocol unless told not to,
 * and then Chromium keeps and decodes every response body in the worker's thread for the inspector:
 * in a 100,000-job sync, the worker's thread used 15.2 s of CPU and the sync took 20.4 s with it,
 * 11.3 s and 16.5 s without (test/bench/profile-sync.ts; test/bench/trace-sync.ts names the work:
 * TextResourceDecoder::Decode and ResponseBodyLoader::DidFinishLoadingBody). No browser of a user
 * does that work, and no test reads the worker's requests from Playwright (the reference server logs
 * them). Set to nothing (`PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK= node …`), the watch is on again.
 */
process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK ??= '1';

/** The popup's real size: Chrome opens it as wide as its content, at most 600 px tall. */
export const POPUP_SIZE = { width: 400, height: 600 } as const;

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

/** A running Chromium and the id its extension got. */
export interface ExtensionInChromium {
  context: BrowserContext;
  extensionId: string;
}

export interface ChromiumWithExtension extends ExtensionInChromium {
  /** Closes the browser and removes its profile. */
  close: () => Promise<void>;
}

/** Chromium on the profile in `profileDir` with the unpacked extension loaded, once its worker runs. */
export async function launchChromium(
  extensionDir: string,
  profileDir: string,
  viewport?: { width: number; height: number },
): Promise<ExtensionInChromium> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs(extensionDir),
    ...(viewport ? { viewport } : {}),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, extensionId: new URL(worker.url()).host };
}

/** Chromium on a fresh profile with the extension built for `apiUrl` loaded, once its worker runs. */
export async function launchChromiumWithExtension(
  apiUrl: string,
  viewport?: { width: number; height: number },
): Promise<ChromiumWithExtension> {
  const extensionDir = await buildExtension('chrome', apiUrl);
  const profile = await tempProfile();
  const { context, extensionId } = await launchChromium(extensionDir, profile.dir, viewport);
  return {
    context,
    extensionId,
    close: async () => {
      await context.close();
      await profile.remove();
    },
  };
}

/** The address of one of the extension's files, `path` relative to its root (`popup.html`, `options.html?x`). */
export function extensionUrl({ extensionId }: ExtensionInChromium, path: string): string {
  return `chrome-extension://${extensionId}/${path}`;
}

/** One of the extension's pages in a new tab, at `viewport` when given. */
export async function openExtensionPage(
  browser: ExtensionInChromium,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await browser.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(extensionUrl(browser, path));
  return page;
}

/** The popup, in a tab of the popup's size. */
export async function openPopup(browser: ExtensionInChromium): Promise<Page> {
  return openExtensionPage(browser, 'popup.html', POPUP_SIZE);
}
