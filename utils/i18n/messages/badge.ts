/**
 * The toolbar button's tooltip, set by the background with the badge, and the saved searches'
 * notifications. Kept apart from the pages'
 * words so that the background bundles these few lines, not every view's.
 */
export const en = {
  'badge.title': 'Job Feed Companion',
  'badge.signedOut': 'Job Feed Companion: signed out',
  'badge.offline': 'Job Feed Companion: the Job Feed server cannot be reached',
  'badge.newJobs': 'Job Feed Companion: {count} new jobs in your feed',
  'badge.newJob': 'Job Feed Companion: 1 new job in your feed',
  'badge.match': 'Job Feed Companion: this posting is in your feed',
  'badge.alerts': 'Job Feed Companion: {count} new jobs for your saved searches',
  'badge.alert': 'Job Feed Companion: 1 new job for your saved searches',
  'alert.title': '{count} new jobs for {name}',
  'alert.titleOne': '1 new job for {name}',
  'alert.more': '… and {count} more',
  'reminder.today': 'Closes today',
  'reminder.tomorrow': 'Closes tomorrow',
  'reminder.days': 'Closes in {count} days',
  'reminder.closes': 'closes {date}',
} as const;

export type BadgeKey = keyof typeof en;

export const nl: Record<BadgeKey, string> = {
  'badge.title': 'Job Feed Companion',
  'badge.signedOut': 'Job Feed Companion: uitgelogd',
  'badge.offline': 'Job Feed Companion: de Job Feed-server is niet bereikbaar',
  'badge.newJobs': 'Job Feed Companion: {count} nieuwe vacatures in je feed',
  'badge.newJob': 'Job Feed Companion: 1 nieuwe vacature in je feed',
  'badge.match': 'Job Feed Companion: deze vacature staat in je feed',
  'badge.alerts': 'Job Feed Companion: {count} nieuwe vacatures voor je bewaarde zoekopdrachten',
  'badge.alert': 'Job Feed Companion: 1 nieuwe vacature voor je bewaarde zoekopdrachten',
  'alert.title': '{count} nieuwe vacatures voor {name}',
  'alert.titleOne': '1 nieuwe vacature voor {name}',
  'alert.more': '… en nog {count}',
  'reminder.today': 'Sluit vandaag',
  'reminder.tomorrow': 'Sluit morgen',
  'reminder.days': 'Sluit over {count} dagen',
  'reminder.closes': 'sluit {date}',
};
