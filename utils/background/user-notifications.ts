/**
 * The notifications the background raises, all of them about one user's feed: a saved search's
 * news (`search:<search id>`, search-alerts.ts) and a shortlisted job's closing reminder
 * (`reminder:<job id>`, closing-reminders.ts). A deleted search takes its own from the tray: a
 * click on it would open the side panel on a search that is no more.
 */

/** A later alert of the same search replaces the earlier one. */
export const SEARCH_PREFIX = 'search:';

export function searchNotificationId(searchId: string): string {
  return `${SEARCH_PREFIX}${searchId}`;
}

/** The search a notification announces; null: not a search's. */
export function searchOfNotification(notificationId: string): string | null {
  return notificationId.startsWith(SEARCH_PREFIX) ? notificationId.slice(SEARCH_PREFIX.length) : null;
}
