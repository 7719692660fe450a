import type { Ref } from 'preact';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';
import { ClosingCountdown } from './ClosingCountdown';

export interface OverlayPillProps {
  t: Translate;
  locale: Locale;
  now: number;
  /** The job's title once known, for the region's name. */
  title: string | null;
  /** The job's status once known: with the closing date it says whether the job is closed. */
  status?: string | null;
  closingDate: string | null;
  busy?: boolean;
  onExpand(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The collapsed card: one button that says the posting is in your feed and when it closes (or closed). */
export function OverlayPill({ t, locale, now, title, status = null, closingDate, busy = false, onExpand, buttonRef }: OverlayPillProps) {
  return (
    <section class="pill" aria-label={title ? t('overlay.region', { title }) : t('overlay.regionPlain')}>
      <button
        type="button"
        class="pill-button"
        ref={buttonRef}
        onClick={onExpand}
        disabled={busy}
        aria-expanded={false}
        title={t('overlay.expand')}
      >
        <span class="pill-mark" aria-hidden="true" />
        <span class="pill-text">
          <span class="pill-label">{t('overlay.inFeed')}</span>
          <ClosingCountdown t={t} locale={locale} status={status} closingDate={closingDate} now={now} />
        </span>
        <span class="visually-hidden">{t('overlay.expand')}</span>
      </button>
    </section>
  );
}
