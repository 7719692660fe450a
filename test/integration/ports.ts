/** BackgroundPorts that record what the service asked of the browser, for integration tests. */
import type { Badge } from '../../utils/background/badge';
import type { BackgroundPorts } from '../../utils/background/ports';
import type { BackgroundEvent } from '../../utils/messaging/events';

export const TEST_EXTENSION_ID = 'jfc-test-extension';
export const TEST_EXTENSION_ORIGIN = `chrome-extension://${TEST_EXTENSION_ID}/`;

export interface RecordingPorts extends BackgroundPorts {
  badge: Badge | null;
  tabBadges: Map<number, Badge>;
  alarms: Map<string, { when?: number; delayInMinutes?: number; periodInMinutes?: number }>;
  events: BackgroundEvent[];
  tabEvents: { tabId: number; event: BackgroundEvent; card?: true }[];
  /** The tabs readableTabs lists (a board page the extension may read); none by default. */
  openTabs: number[];
  /** What the tab's content script answers an event; nothing by default. */
  tabReply: (event: BackgroundEvent) => unknown;
  /**
   * Notifications shown, by id (a later one with the same id replaces it); none while
   * `notificationsAllowed` is false. The browser's tray: a service made again over the same ports (a
   * worker restarted) finds them there.
   */
  notifications: Map<string, { title: string; message: string }>;
  notificationsAllowed: boolean;
  /** The ids `notify` showed, in turn: each one popped up (a new one, or one replaced, shown anew). */
  raised: string[];
  /** The browser changes a notification shown in place (Chrome); false: it can only show it anew (Firefox). */
  notificationUpdates: boolean;
  pagesOpened: string[];
}

export function recordingPorts(): RecordingPorts {
  const ports: RecordingPorts = {
    extensionId: TEST_EXTENSION_ID,
    extensionOrigin: TEST_EXTENSION_ORIGIN,
    badge: null,
    tabBadges: new Map(),
    alarms: new Map(),
    events: [],
    tabEvents: [],
    openTabs: [],
    tabReply: () => undefined,
    notifications: new Map(),
    notificationsAllowed: true,
    raised: [],
    notificationUpdates: true,
    pagesOpened: [],
    async setBadge(badge, tabId) {
      if (tabId === undefined) ports.badge = badge;
      else ports.tabBadges.set(tabId, badge);
    },
    async clearTabBadge(tabId) {
      ports.tabBadges.delete(tabId);
    },
    async createAlarm(name, info) {
      ports.alarms.set(name, info);
    },
    async clearAlarm(name) {
      ports.alarms.delete(name);
    },
    async getAlarm(name) {
      const alarm = ports.alarms.get(name);
      return alarm ? { periodInMinutes: alarm.periodInMinutes, scheduledTime: alarm.when ?? 0 } : undefined;
    },
    async notifyPages(event) {
      ports.events.push(event);
    },
    async notifyTab(tabId, event, card = false) {
      ports.tabEvents.push({ tabId, event, ...(card && { card }) });
      return ports.tabReply(event);
    },
    async readableTabs() {
      return [...ports.openTabs];
    },
    async notify(id, content) {
      if (!ports.notificationsAllowed) return false;
      ports.notifications.set(id, content);
      ports.raised.push(id);
      return true;
    },
    async updateNotification(id, content) {
      if (!ports.notificationsAllowed || !ports.notifications.has(id)) return 'absent';
      if (!ports.notificationUpdates) return 'replaceOnly';
      ports.notifications.set(id, content);
      return 'updated';
    },
    async notificationIds() {
      return [...ports.notifications.keys()];
    },
    async clearNotification(id) {
      ports.notifications.delete(id);
    },
    async openPage(path) {
      ports.pagesOpened.push(path);
    },
  };
  return ports;
}

export const POPUP_SENDER = { id: TEST_EXTENSION_ID, url: `${TEST_EXTENSION_ORIGIN}popup.html` };

export function contentScriptSender(url: string, tabId = 7) {
  return { id: TEST_EXTENSION_ID, url, frameId: 0, tab: { id: tabId, url } };
}

/** The overlay page framed in a tab: its own sender class (a board page may frame it). */
export function overlayFrameSender(tabId = 7) {
  return { id: TEST_EXTENSION_ID, url: `${TEST_EXTENSION_ORIGIN}overlay.html?ticket=x`, frameId: 3, tab: { id: tabId } };
}
