import type { Translate } from '@/utils/i18n/translate';
import type { SessionEnd } from '@/utils/session/stored-session';

/** Why the last session ended, in the page's language; null for a plain sign-out. */
export function sessionEndMessage(t: Translate, ended: SessionEnd | null): string | null {
  if (!ended) return null;
  if (ended.reason === 'expired') return t('session.expired');
  if (ended.reason === 'unauthorized') return t('session.unauthorized');
  return null;
}
