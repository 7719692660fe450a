/**
 * What the toolbar badge says: state, not only a number (as notifier-for-github does).
 * Pure, so that every state is tested; background wiring applies it with `action.setBadge*`.
 */
import type { Locale } from '../i18n/locale';
import * as words from '../i18n/messages/badge';

export interface BadgeInput {
  signedIn: boolean;
  apiReachable: boolean | null;
  newJobs: number;
  /** New matches of saved searches with alerts on, not yet looked at: said before `newJobs`. */
  alertJobs?: number;
  /** The UI language of the tooltip; English when not given. */
  locale?: Locale;
}

export interface Badge {
  text: string;
  color: string;
  /** The button's tooltip, for people who cannot read the badge. */
  title: string;
}

export const BADGE_COLORS = {
  attention: '#b3261e',
  offline: '#5f6368',
  news: '#1a73e8',
  alert: '#8e24aa',
  match: '#188038',
} as const;

export function badgeFor(input: BadgeInput): Badge {
  const w = words[input.locale ?? 'en'];
  if (!input.signedIn) return { text: '!', color: BADGE_COLORS.attention, title: w['badge.signedOut'] };
  if (input.apiReachable === false) return { text: 'off', color: BADGE_COLORS.offline, title: w['badge.offline'] };
  const alerts = input.alertJobs ?? 0;
  if (alerts > 0) {
    const text = alerts > 999 ? '999+' : String(alerts);
    return {
      text,
      color: BADGE_COLORS.alert,
      title: alerts === 1 ? w['badge.alert'] : w['badge.alerts'].replace('{count}', String(alerts)),
    };
  }
  if (input.newJobs > 0) {
    const text = input.newJobs > 999 ? '999+' : String(input.newJobs);
    const title = input.newJobs === 1 ? w['badge.newJob'] : w['badge.newJobs'].replace('{count}', String(input.newJobs));
    return { text, color: BADGE_COLORS.news, title };
  }
  return { text: '', color: BADGE_COLORS.news, title: w['badge.title'] };
}

/** The per-tab mark on a tab whose page is a feed job. */
export function matchBadge(locale: Locale = 'en'): Badge {
  return { text: '✓', color: BADGE_COLORS.match, title: words[locale]['badge.match'] };
}
