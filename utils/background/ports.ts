/** The browser APIs the background service uses beyond storage, and the real browser behind them. */
import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../messaging/events';
import type { Badge } from './badge';

/** Runs a toolbar call whose failure (a closed tab, a refused value) must not fail its caller. */
async function quietly(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch {
    // The toolbar is cosmetic; the caller's work goes on.
  }
}

/**
 * Whether notifications may be shown: the API exists only once the optional permission is granted
 * (Chrome); Firefox asks as well.
 */
async function notificationsAllowed(): Promise<boolean> {
  return !!browser.notifications && (await browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false));
}

/** The browser APIs the service uses beyond storage; tests pass recording fakes. */
export interface BackgroundPorts {
  extensionId: string;
  extensionOrigin: string;
  setBadge(badge: Badge, tabId?: number): Promise<void>;
  clearTabBadge(tabId: number): Promise<void>;
  createAlarm(name: string, info: { when?: number; delayInMinutes?: number; periodInMinutes?: number }): Promise<void>;
  clearAlarm(name: string): Promise<void>;
  getAlarm(name: string): Promise<{ periodInMinutes?: number; scheduledTime: number } | undefined>;
  /** Tells open extension pages; must not throw when none listens. */
  notifyPages(event: BackgroundEvent): Promise<void>;
  /**
   * Tells a tab's content script; resolves to its answer (undefined when none answers). `card`: the
   * tab shows a card, which is to hear it too.
   */
  notifyTab(tabId: number, event: BackgroundEvent, card?: boolean): Promise<unknown>;
  /**
   * The tabs showing a web page the extension may read (a board it has access to, where its
   * content script runs). Their addresses stay in the browser's answer: only the ids come out.
   */
  readableTabs(): Promise<number[]>;
  /**
   * Shows a notification, replacing the one with the same id; false when the browser may not show
   * one (the `notifications` permission is optional and may not be granted).
   */
  notify(id: string, content: { title: string; message: string }): Promise<boolean>;
  /**
   * Changes the words of a notification shown now, in its place: it neither pops up again nor makes a
   * sound. 'absent': none with this id is shown (clicked, closed, never shown, no permission), and
   * none is raised. 'replaceOnly': one is shown, but the browser changes none in place (Firefox has
   * no notifications.update); only `notify` changes it, which shows it anew.
   */
  updateNotification(id: string, content: { title: string; message: string }): Promise<'updated' | 'absent' | 'replaceOnly'>;
  /**
   * The ids of the notifications of this extension the browser shows now: its own list, which
   * outlives the worker (none without the permission).
   */
  notificationIds(): Promise<string[]>;
  /** Takes a notification away; one not shown (clicked, closed, never shown) is no error. */
  clearNotification(id: string): Promise<void>;
  /** Opens one of the extension's pages (`/sidepanel.html?…`) in a new tab. */
  openPage(path: string): Promise<void>;
}

export function browserPorts(): BackgroundPorts {
  return {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    async setBadge(badge, tabId) {
      await browser.action.setBadgeText({ text: badge.text, tabId });
      await browser.action.setBadgeBackgroundColor({ color: badge.color, tabId });
      await browser.action.setTitle({ title: badge.title, tabId });
    },
    async clearTabBadge(tabId) {
      // null is "back to the global value for this tab" (the types omit it). Chrome takes it for the
      // badge text but refuses it for the title, and throws before any promise exists, so each call is
      // guarded as a whole; Chrome's tab gets the global title itself instead.
      const reset = null as unknown as string;
      await quietly(() => browser.action.setBadgeText({ text: reset, tabId }));
      // The colour too, or the global count would show in the green of "in the feed" after a
      // single-page navigation off a posting (a page load resets the tab's own values; this does not).
      // Chrome refuses null for it as for the title.
      await quietly(async () => {
        try {
          await browser.action.setBadgeBackgroundColor({ color: reset, tabId });
        } catch {
          await browser.action.setBadgeBackgroundColor({ color: await browser.action.getBadgeBackgroundColor({}), tabId });
        }
      });
      await quietly(async () => {
        try {
          await browser.action.setTitle({ title: reset, tabId });
        } catch {
          await browser.action.setTitle({ title: await browser.action.getTitle({}), tabId });
        }
      });
    },
    async createAlarm(name, info) {
      // The types model `when` and `delayInMinutes` as exclusive alternatives; callers pass one.
      await browser.alarms.create(name, info as Parameters<typeof browser.alarms.create>[1]);
    },
    async clearAlarm(name) {
      await browser.alarms.clear(name);
    },
    async getAlarm(name) {
      return browser.alarms.get(name);
    },
    async notifyPages(event: BackgroundEvent) {
      // Rejects when no page is open to listen; that is normal.
      await browser.runtime.sendMessage(event).catch(() => undefined);
    },
    async notifyTab(tabId, event, card = false) {
      // The top frame only: that is where the content script runs, and the one whose answer counts.
      // Firefox gives a card's frame, inside the board page, none of runtime.sendMessage's events
      // (notifyPages): there an event for a card goes to every frame of its tab.
      const frames = card && import.meta.env.FIREFOX ? {} : { frameId: 0 };
      return browser.tabs.sendMessage(tabId, event, frames).catch(() => undefined);
    },
    async readableTabs() {
      // Without the "tabs" permission the browser gives a tab's address only where the extension
      // has host access: the tabs whose pages its content script may run on.
      const tabs = await browser.tabs.query({}).catch(() => []);
      return tabs.flatMap((tab) => (tab.id !== undefined && tab.url?.startsWith('http') ? [tab.id] : []));
    },
    async notify(id, { title, message }) {
      if (!(await notificationsAllowed())) return false;
      await browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title, message });
      return true;
    },
    async updateNotification(id, { title, message }) {
      if (!(await notificationsAllowed())) return 'absent';
      // Firefox's API has create, clear and getAll only (and the polyfill adds nothing there).
      if (typeof browser.notifications.update !== 'function')
        return id in ((await browser.notifications.getAll().catch(() => undefined)) ?? {}) ? 'replaceOnly' : 'absent';
      // Chrome answers false for one not shown, and raises none then.
      const updated = await browser.notifications.update(id, { title, message, silent: true }).catch(() => false);
      return updated ? 'updated' : 'absent';
    },
    async notificationIds() {
      // Both browsers answer an object keyed by id (Chrome's values are `true`, Firefox's the options).
      return Object.keys((await browser.notifications?.getAll().catch(() => undefined)) ?? {});
    },
    async clearNotification(id) {
      await browser.notifications?.clear(id).catch(() => undefined);
    },
    async openPage(path) {
      await browser.tabs.create({ url: browser.runtime.getURL(path as '/sidepanel.html') });
    },
  };
}
