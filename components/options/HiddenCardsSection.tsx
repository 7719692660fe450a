/**
 * The cards the user dismissed on job postings: each can be shown again (from the next visit of its
 * posting on), or all at once. The way back from "Hide card for this job".
 */
import { useRef } from 'preact/hooks';
import type { HiddenCard } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { useRemovalFocus } from '@/utils/ui/use-removal-focus';
import { joinParts } from '../job/display';
import { SteadyButton } from '../SteadyButton';
import { ListProblem, type ListRead } from './ListProblem';
import { OptionsSection, type SaveState } from './OptionsSection';

export interface HiddenCardsSectionProps {
  /** Latest first; null while unknown. */
  cards: HiddenCard[] | null;
  /** The list's read: a failed one is said, with Try again. */
  read?: ListRead;
  status: SaveState;
  /** `null`: every hidden card. Resolves true once shown. */
  onShow(id: number | null): Promise<boolean>;
}

export function HiddenCardsSection({ cards, read, status, onShow }: HiddenCardsSectionProps) {
  const { t } = useI18n();
  const busy = status.kind === 'saving';
  const list = useRef<HTMLUListElement>(null);
  const removing = useRemovalFocus(
    cards?.map(({ id }) => String(id)) ?? null,
    () => list.current?.querySelectorAll('li > button'),
    () => document.getElementById('hidden-heading'),
  );
  const show = (id: number | null) => removing(id === null ? null : String(id), onShow(id));
  return (
    <OptionsSection id="hidden" title={t('options.hidden.heading')} help={t('options.hidden.help')} status={status}>
      {read && <ListProblem id="hidden" read={read} />}
      {cards !== null && cards.length === 0 && <p class="muted">{t('options.hidden.none')}</p>}
      {cards !== null && cards.length > 0 && (
        <>
          <ul class="hidden-cards" ref={list}>
            {cards.map(({ id, job }) => {
              const title = job?.title?.trim() || t('options.hidden.unknown', { id });
              return (
                <li key={id}>
                  <span class="hidden-card-text">
                    <span class="hidden-card-title">{title}</span>
                    {job && <span class="muted"> · {joinParts([job.employer, job.city])}</span>}
                  </span>
                  <SteadyButton type="button" busy={busy} onClick={() => show(id)} aria-label={t('options.hidden.showOne', { title })}>
                    {t('options.hidden.show')}
                  </SteadyButton>
                </li>
              );
            })}
          </ul>
          {cards.length > 1 && (
            <SteadyButton type="button" busy={busy} onClick={() => show(null)}>
              {t('options.hidden.showAll', { count: cards.length })}
            </SteadyButton>
          )}
        </>
      )}
    </OptionsSection>
  );
}
