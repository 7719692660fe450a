/** What a page says of the session: why the last one ended, and that the current one ends soon. */
import type { SessionInfo } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { formatRelative } from '@/utils/i18n/format';
import type { Translate } from '@/utils/i18n/translate';
import type { SessionEnd } from '@/utils/session/stored-session';

/** Why the last session ended, in the page's language; null for a plain sign-out. */
export function sessionEndMessage(t: Translate, ended: SessionEnd | null): string | null {
  if (!ended) return null;
  if (ended.reason === 'expired') return t('session.expired');
  if (ended.reason === 'unauthorized') return t('session.unauthorized');
  return null;
}

/** "Your session ends in 5 minutes", while it ends soon (a feed's notice, under its search); else nothing. */
export function SessionEndsSoon({ session, now }: { session: SessionInfo; now: number }) {
  const { t, locale } = useI18n();
  if (!session.expiringSoon || session.expiresAt === null) return null;
  return (
    <p class="notice warn" role="status">
      {t('session.expiringSoon', { time: formatRelative(locale, session.expiresAt, now) })}
    </p>
  );
}
