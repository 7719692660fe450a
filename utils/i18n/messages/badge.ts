/**
 * The toolbar button's tooltip, set by the background with the badge. Kept apart from the pages'
 * words so that the background bundles these few lines, not every view's.
 */
export const en = {
  'badge.title': 'Job Feed Companion',
  'badge.signedOut': 'Job Feed Companion: signed out',
  'badge.offline': 'Job Feed Companion: the Job Feed server cannot be reached',
  'badge.newJobs': 'Job Feed Companion: {count} new jobs in your feed',
  'badge.newJob': 'Job Feed Companion: 1 new job in your feed',
  'badge.match': 'Job Feed Companion: this posting is in your feed',
} as const;

export type BadgeKey = keyof typeof en;

export const nl: Record<BadgeKey, string> = {
  'badge.title': 'Job Feed Companion',
  'badge.signedOut': 'Job Feed Companion: uitgelogd',
  'badge.offline': 'Job Feed Companion: de Job Feed-server is niet bereikbaar',
  'badge.newJobs': 'Job Feed Companion: {count} nieuwe vacatures in je feed',
  'badge.newJob': 'Job Feed Companion: 1 nieuwe vacature in je feed',
  'badge.match': 'Job Feed Companion: deze vacature staat in je feed',
};
