/** Clearing the local copy of the feed, after an inline confirmation. */
import { useState } from 'preact/hooks';
import { useQuestionFocus } from '@/utils/ui/use-question-focus';
import { formatNumber } from '@/utils/i18n/format';
import { OptionsSection, type SaveState } from './OptionsSection';
import { useI18n } from '@/utils/i18n/context';

export interface LocalDataSectionProps {
  /** Jobs in the local index; null while unknown. */
  indexed: number | null;
  status: SaveState;
  onClear(): void;
}

export function LocalDataSection({ indexed, status, onClear }: LocalDataSectionProps) {
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  // The focus follows the buttons it was on: to Cancel when the question opens (the safe answer),
  // back to "Clear local data" once it is answered, never to the page.
  const { safeAnswer: cancel, asker: clear } = useQuestionFocus(confirming);
  const answer = () => setConfirming(false);
  const saving = status.kind === 'saving';
  return (
    <OptionsSection id="data" title={t('options.data.heading')} help={t('options.data.help')} status={status}>
      {indexed !== null && (
        <p>{t(indexed === 1 ? 'options.data.indexedOne' : 'options.data.indexed', { count: formatNumber(locale, indexed) })}</p>
      )}
      {confirming ? (
        <div
          class="confirm notice warn"
          role="group"
          aria-labelledby="data-confirm-text"
          // Escape answers No, as the popup's "Sign out?" takes it.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            answer();
          }}
        >
          <p id="data-confirm-text">{t('options.data.confirmText')}</p>
          <div class="row">
            <button
              type="button"
              class="danger"
              onClick={() => {
                answer();
                onClear();
              }}
            >
              {t('options.data.confirm')}
            </button>
            <button type="button" ref={cancel} onClick={answer}>
              {t('options.cancel')}
            </button>
          </div>
        </div>
      ) : (
        // Not disabled while it clears (aria-disabled): a disabled button cannot hold the focus given back to it.
        <button type="button" ref={clear} aria-disabled={saving} onClick={() => !saving && setConfirming(true)}>
          {t('options.data.clear')}
        </button>
      )}
    </OptionsSection>
  );
}
