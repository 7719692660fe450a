import type { Ref } from 'preact';
import type { Locale } from '@/utils/api/enums';
import type { Translate } from '@/utils/i18n/translate';
import { ClosingCountdown } from './ClosingCountdown';

export interface OverlayPillProps {
  t: Translate;
  locale: Locale;
  now: number;
  /** The job's title once known, for the region's name. */
  title: string | null;
  closingDate: string | null;
  busy?: boolean;
  onExpand(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The collapsed card: one button that says the posting is in the feed and when it closes. */
export function OverlayPill({ t, locale, now, title, closingDate, busy = false, onExpand, buttonRef }: OverlayPillProps) {
  return (
    <section class="pill" aria-label={title ? t('overlay.region', { title }) : t('overlay.regionPlain')}>
      <button type="button" class="pill-button" ref={buttonRef} onClick={onExpand} disabled={busy} aria-expanded={false} title={t('overlay.expand')}>
        <span class="pill-mark" aria-hidden="true" />
        <span class="pill-text">
          <span class="pill-label">{t('overlay.pill')}</span>
          <ClosingCountdown t={t} locale={locale} closingDate={closingDate} now={now} />
        </span>
        <span class="visually-hidden">{t('overlay.expand')}</span>
      </button>
    </section>
  );
}
