/** "This page is in your feed": the active tab's job at the top of the popup, and its hidden card's way back. */
import type { PageJob } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';

interface Props {
  page: PageJob;
  shownAgain: boolean;
  onOpen(id: number): void;
  onShowCard(): void;
}

export function ThisPageBar({ page, shownAgain, onOpen, onShowCard }: Props) {
  const { t } = useI18n();
  const title = page.job.title?.trim() || t('job.untitled');
  return (
    <section class="this-page" aria-labelledby="this-page-label">
      <p>
        <span id="this-page-label" class="this-page-label">
          {t('thisPage.label')}
        </span>{' '}
        <button type="button" class="link-button" onClick={() => onOpen(page.job.id)}>
          {title}
        </button>
      </p>
      {page.hidden && (
        <p class="this-page-hidden">
          <span class="muted">{t('thisPage.hidden')}</span>{' '}
          <button type="button" onClick={onShowCard}>
            {t('thisPage.showCard')}
          </button>
        </p>
      )}
      {shownAgain && (
        <p class="muted" role="status">
          {t('thisPage.shown')}
        </p>
      )}
    </section>
  );
}
