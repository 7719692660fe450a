/**
 * The cards the user dismissed on job postings: each can be shown again (from the next visit of its
 * posting on), or all at once. The way back from "Dismiss for this job".
 */
import type { HiddenCard } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { joinParts } from '../job/display';
import { OptionsSection, type SaveState } from './OptionsSection';

export interface HiddenCardsSectionProps {
  /** Latest first; null while unknown. */
  cards: HiddenCard[] | null;
  status: SaveState;
  /** `null`: every hidden card. */
  onShow(id: number | null): void;
}

export function HiddenCardsSection({ cards, status, onShow }: HiddenCardsSectionProps) {
  const { t } = useI18n();
  const busy = status.kind === 'saving';
  return (
    <OptionsSection id="hidden" title={t('options.hidden.heading')} help={t('options.hidden.help')} status={status}>
      {cards !== null && cards.length === 0 && <p class="muted">{t('options.hidden.none')}</p>}
      {cards !== null && cards.length > 0 && (
        <>
          <ul class="hidden-cards">
            {cards.map(({ id, job }) => {
              const title = job?.title?.trim() || t('options.hidden.unknown', { id });
              return (
                <li key={id}>
                  <span class="hidden-card-text">
                    <span class="hidden-card-title">{title}</span>
                    {job && <span class="muted"> · {joinParts([job.employer, job.city])}</span>}
                  </span>
                  <button type="button" onClick={() => onShow(id)} disabled={busy} aria-label={t('options.hidden.showOne', { title })}>
                    {t('options.hidden.show')}
                  </button>
                </li>
              );
            })}
          </ul>
          {cards.length > 1 && (
            <button type="button" onClick={() => onShow(null)} disabled={busy}>
              {t('options.hidden.showAll', { count: cards.length })}
            </button>
          )}
        </>
      )}
    </OptionsSection>
  );
}
