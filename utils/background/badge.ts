/**
 * What the toolbar badge says: state, not only a number (as notifier-for-github does).
 * Pure, so that every state is tested; background wiring applies it with `action.setBadge*`.
 */
export interface BadgeInput {
  signedIn: boolean;
  apiReachable: boolean | null;
  newJobs: number;
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
  match: '#188038',
} as const;

export function badgeFor(input: BadgeInput): Badge {
  if (!input.signedIn) return { text: '!', color: BADGE_COLORS.attention, title: 'Job Feed Companion: signed out' };
  if (input.apiReachable === false) return { text: 'off', color: BADGE_COLORS.offline, title: 'Job Feed Companion: the API cannot be reached' };
  if (input.newJobs > 0) {
    const text = input.newJobs > 999 ? '999+' : String(input.newJobs);
    return { text, color: BADGE_COLORS.news, title: `Job Feed Companion: ${input.newJobs} new jobs` };
  }
  return { text: '', color: BADGE_COLORS.news, title: 'Job Feed Companion' };
}

/** The per-tab mark on a tab whose page is a feed job. */
export const MATCH_BADGE: Badge = { text: '✓', color: BADGE_COLORS.match, title: 'Job Feed Companion: this posting is in your feed' };
