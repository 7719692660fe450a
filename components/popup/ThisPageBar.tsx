/** "This page is in your feed": the active tab's job at the top of the popup, and its hidden card's way back; or why its board shows no card. */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PageJob } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import type { PageBoard, ThisPage } from '@/utils/ui/feed/use-this-page';

interface Props {
  page: PageJob;
  shownAgain: boolean;
  /** With the id of the button that opened it, which the focus goes back to. */
  onOpen(id: number, from: string): void;
  onShowCard(): void;
}

export function ThisPageBar({ page, shownAgain, onOpen, onShowCard }: Props) {
  const { t } = useI18n();
  const title = page.job.title?.trim() || t('job.untitled');
  // "Show the card again" goes once the card is back, with the focus on it: the focus goes to the job.
  const titleButton = useRef<HTMLButtonElement>(null);
  const showCard = () => {
    titleButton.current?.focus();
    onShowCard();
  };
  return (
    <section class="this-page" aria-labelledby="this-page-label">
      <p>
        <span id="this-page-label" class="this-page-label">
          {t('thisPage.label')}
        </span>{' '}
        <button type="button" class="link-button" id="this-page-job" ref={titleButton} onClick={() => onOpen(page.job.id, 'this-page-job')}>
          {title}
        </button>
      </p>
      {page.hidden && (
        <p class="this-page-hidden">
          <span class="muted">{t('thisPage.hidden')}</span>{' '}
          <button type="button" onClick={showCard}>
            {t('thisPage.showCard')}
          </button>
        </p>
      )}
      {/* Always in the page, so that its words are read out when they come. */}
      <p class={shownAgain ? 'muted' : 'visually-hidden'} role="status">
        {shownAgain ? t('thisPage.shown') : ''}
      </p>
    </section>
  );
}

/**
 * In its place, a board switched on whose access was never given: why no card shows, and the way to
 * give it. A status, so that "allowed" is read out when it comes in place of the reason.
 */
export function NoAccessBar({ board: { name: board }, page: { allowed, allowAccess } }: { board: PageBoard; page: ThisPage }) {
  const { t } = useI18n();
  // The button pressed goes as access comes: the focus goes to the words that took its place, not to the page's body.
  const words = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => void (allowed && words.current?.focus()), [allowed]);
  return (
    <p class="this-page this-page-hidden" role="status" tabIndex={-1} ref={words}>
      {t(allowed ? 'diag.access' : 'diag.noAccess', { board })}
      {!allowed && (
        <button type="button" onClick={allowAccess}>
          {t('diag.allow', { board })}
        </button>
      )}
    </p>
  );
}
