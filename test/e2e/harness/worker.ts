/**
 * The extension's service worker in Chromium: code run in it, and the worker stopped as the browser
 * stops an idle one. A marker set in its global scope before the stop shows, read from the next
 * worker, that its memory really was lost.
 */
import type { Page } from 'playwright-core';
import type { ExtensionInChromium } from './chromium.ts';
import { waitFor } from './wait.ts';

const MARKER = '__e2eStoppedWorkerMarker';

/** Runs `fn(MARKER)` in every service worker of the extension that answers; their answers. */
async function inWorkers<T>(browser: ExtensionInChromium, fn: (marker: string) => T): Promise<T[]> {
  const answers: T[] = [];
  const ours = browser.context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${browser.extensionId}/`));
  for (const worker of ours) {
    try {
      answers.push(await worker.evaluate(fn, MARKER));
    } catch {
      // A worker object left from a stopped worker.
    }
  }
  return answers;
}

/** Stops the extension's service worker through CDP (`ServiceWorker.stopAllWorkers`), once CDP reports it stopped. */
export async function stopWorker(browser: ExtensionInChromium, page: Page): Promise<void> {
  const marked = await inWorkers(browser, (name) => ((globalThis as unknown as Record<string, boolean>)[name] = true));
  if (marked.length === 0) throw new Error('no service worker of the extension answered');
  const cdp = await browser.context.newCDPSession(page);
  let asked = false;
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.filter((v) => v.scriptURL.startsWith(`chrome-extension://${browser.extensionId}/`));
      if (asked && ours.length > 0 && ours.every((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  asked = true;
  await cdp.send('ServiceWorker.stopAllWorkers');
  await Promise.race([stopped, new Promise((_, reject) => setTimeout(() => reject(new Error('the service worker did not stop')), 10_000))]);
  await cdp.detach();
}

/** Once a worker runs: for each running worker, whether it carries the marker of a worker `stopWorker` stopped. */
export async function stoppedWorkerMarkers(browser: ExtensionInChromium): Promise<boolean[]> {
  return waitFor(async () => {
    const found = await inWorkers(browser, (name) => (globalThis as unknown as Record<string, boolean | undefined>)[name] ?? false);
    return found.length > 0 && found;
  }, 'a running service worker');
}
