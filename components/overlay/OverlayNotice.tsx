/** The small card for every state without a job: loading, signed out, out of date, failed. */
import type { ComponentChildren } from 'preact';
import { useI18n } from '@/utils/i18n/context';
import { CollapseButton } from './CollapseButton';

export interface OverlayNoticeProps {
  /** What the card says; `busy` marks a loading state for assistive technology. */
  message: string;
  busy?: boolean;
  tone?: 'info' | 'error';
  /** Buttons below the message. */
  children?: ComponentChildren;
  /** What the card still knows, between the message and the buttons (the job's local summary offline). */
  details?: ComponentChildren;
  /** The drag handle, first in the header. */
  handle?: ComponentChildren;
  onCollapse?: () => void;
  /** false: the page's own live region says the words, so they are not said twice. */
  live?: boolean;
}

export function OverlayNotice({
  message,
  busy = false,
  tone = 'info',
  children,
  details,
  handle,
  onCollapse,
  live = true,
}: OverlayNoticeProps) {
  const { t } = useI18n();
  return (
    <section class="card notice-card" aria-label={t('overlay.regionPlain')} aria-busy={busy}>
      <header class="card-header">
        {handle}
        <div class="card-heading">
          <h1 class="eyebrow">{t('app.name')}</h1>
        </div>
        {onCollapse && <CollapseButton onCollapse={onCollapse} />}
      </header>
      <div class="card-body">
        {busy ? (
          <div class="skeleton" role="status">
            <span class="visually-hidden">{message}</span>
            <span class="bone wide" aria-hidden="true" />
            <span class="bone" aria-hidden="true" />
            <span class="bone short" aria-hidden="true" />
          </div>
        ) : (
          <p class={tone === 'error' ? 'notice error' : 'message'} role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}>
            {message}
          </p>
        )}
        {details}
        {children && <div class="action-row">{children}</div>}
      </div>
    </section>
  );
}
