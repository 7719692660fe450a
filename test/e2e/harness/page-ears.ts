/**
 * What a board page's own scripts can hear of the extension: a page script installed before any of
 * the extension's (Playwright's addInitScript, puppeteer's evaluateOnNewDocument) records every
 * message to the window and the document event WXT's content-script context fired, named by the
 * extension's id (wxt-dev/wxt#1752). SECURITY.md#job-data-in-extension-frame: the page hears nothing.
 */
import type { Page } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import { waitFor } from './wait.ts';

/** The document event WXT's context fired as a copy of the content script started. */
export function wxtStartedEvent(extensionId: string): string {
  return `${extensionId}:content:wxt:content-script-started`;
}

/** The page script: runs in the page, so it uses nothing from outside (it is sent as its source). */
export function listenAsThePage(eventName: string): void {
  const heard: string[] = [];
  Object.assign(window, { heard });
  window.addEventListener('message', (event) => heard.push(typeof event.data === 'string' ? event.data : JSON.stringify(event.data)), true);
  document.addEventListener(eventName, () => heard.push(eventName), true);
}

/** A page of either driver (Playwright's in Chromium, puppeteer's in Firefox): both take a function and one argument. */
type AnyPage = Page | PuppeteerPage;

function evaluate<R>(page: AnyPage, fn: (arg: string) => R, arg: string): Promise<R> {
  return (page.evaluate as unknown as (f: (arg: string) => R, a: string) => Promise<R>).call(page, fn, arg);
}

/** What the page heard so far. */
export function heardByPage(page: AnyPage): Promise<string[]> {
  return evaluate(page, () => (window as unknown as { heard: string[] }).heard, '');
}

/**
 * Posts `word` from the page to itself and resolves once it is heard: a message posted before it
 * (the extension's, as the content script started) is heard before it, one window's queue.
 */
export async function probePage(page: AnyPage, word: string): Promise<void> {
  await evaluate(page, (w) => window.postMessage(w, '*'), word);
  await waitFor(async () => (await heardByPage(page)).includes(word), `the page's own "${word}"`);
}
