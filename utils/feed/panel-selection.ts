/**
 * The job selected in the side panel, kept for the browser session (storage.session) with plain
 * storage calls like the popup's search (popup-search.ts), in a module of its own: the popup loads
 * popup-search.ts before its first paint, and with it whatever the module holds for the side panel.
 */
import { browser } from 'wxt/browser';

const PANEL_KEY = 'panelSelected';

/** The selected job, kept for the browser session (Chrome unloads a closed panel). */
export async function readPanelSelection(): Promise<number | null> {
  try {
    const value: unknown = ((await browser.storage.session.get(PANEL_KEY)) as Record<string, unknown>)[PANEL_KEY];
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export async function savePanelSelection(id: number): Promise<void> {
  try {
    await browser.storage.session.set({ [PANEL_KEY]: id });
  } catch {
    // No storage.session for pages: the panel starts with no selection next time.
  }
}

/**
 * A session ended, or another user's begins (the background): the next person to sign in on this
 * browser opens the panel on no job of the last one's.
 */
export async function removePanelSelection(): Promise<void> {
  try {
    await browser.storage.session.remove(PANEL_KEY);
  } catch {
    // No storage.session: nothing was kept.
  }
}
