/**
 * The page the side panel works beside: in the browser's side panel (or Firefox's sidebar), the
 * active tab of its window. Opened as a tab of its own (a person may do that, and the end-to-end
 * tests do), the tab of that window used last before it: the panel never loads a posting over itself.
 */
import { browser } from 'wxt/browser';
import type { TabsPort } from './use-this-page';

export interface BesideTab {
  id: number;
  /** null: the browser does not let the extension read it (not a board it has access to). */
  url: string | null;
}

export async function pageBeside(): Promise<BesideTab | null> {
  const self = await browser.tabs.getCurrent().catch(() => undefined);
  let tab;
  if (!self) [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  else {
    const others = (await browser.tabs.query({ windowId: self.windowId })).filter((other) => other.id !== self.id);
    tab = others.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  }
  if (tab?.id === undefined) return null;
  return { id: tab.id, url: tab.url?.startsWith('http') ? tab.url : null };
}

/** "This page" of the side panel: the page beside it. */
export const besideTabs: TabsPort = {
  async active() {
    const tab = await pageBeside();
    return tab?.url ? { id: tab.id, url: tab.url } : null;
  },
  async recheck(tabId) {
    await browser.tabs.sendMessage(tabId, { event: 'page.recheck' });
  },
  async reload(tabId) {
    await browser.tabs.reload(tabId);
  },
};

/** Loads a posting in the page beside the panel. */
export async function openBeside(url: string): Promise<void> {
  const tab = await pageBeside();
  if (tab) await browser.tabs.update(tab.id, { url });
  else await browser.tabs.create({ url });
}
