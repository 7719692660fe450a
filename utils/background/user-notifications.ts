/**
 * The notifications the background raises, all of them about one user's feed: a saved search's news
 * (`search:<search id>`, search-alerts.ts) and a shortlisted job's closing reminder
 * (`reminder:<job id>`, closing-reminders.ts). A deleted search takes its own from the tray: a click on it would
 * open the side panel on a search that is no more; so does a search whose notification named only
 * jobs a new mute covers. A session's end and "Clear local data" take them all, so the next user of
 * a shared computer reads none of this one's job titles. For those the browser's list is asked,
 * never one kept by the worker: it may have been stopped since it raised them.
 */
import { REMINDER_PREFIX } from './closing-reminders';
import type { BackgroundPorts } from './ports';

/** A later alert of the same search replaces the earlier one. */
export const SEARCH_PREFIX = 'search:';

export function searchNotificationId(searchId: string): string {
  return `${SEARCH_PREFIX}${searchId}`;
}

/** The search a notification announces; null: not a search's. */
export function searchOfNotification(notificationId: string): string | null {
  return notificationId.startsWith(SEARCH_PREFIX) ? notificationId.slice(SEARCH_PREFIX.length) : null;
}

/** Takes every search alert and closing reminder away, also those raised before the worker last started. */
export async function clearUserNotifications(ports: Pick<BackgroundPorts, 'notificationIds' | 'clearNotification'>): Promise<void> {
  const own = (await ports.notificationIds()).filter((id) => id.startsWith(SEARCH_PREFIX) || id.startsWith(REMINDER_PREFIX));
  await Promise.all(own.map((id) => ports.clearNotification(id)));
}
