/** Clearing the local copy of the feed, after an inline confirmation. */
import { useState } from 'preact/hooks';
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
  return (
    <OptionsSection id="data" title={t('options.data.heading')} help={t('options.data.help')} status={status}>
      {indexed !== null && (
        <p>{t(indexed === 1 ? 'options.data.indexedOne' : 'options.data.indexed', { count: formatNumber(locale, indexed) })}</p>
      )}
      {confirming ? (
        <div class="confirm notice warn" role="group" aria-labelledby="data-confirm-text">
          <p id="data-confirm-text">{t('options.data.confirmText')}</p>
          <div class="row">
            <button
              type="button"
              class="danger"
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              {t('options.data.confirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('options.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} disabled={status.kind === 'saving'}>
          {t('options.data.clear')}
        </button>
      )}
    </OptionsSection>
  );
}
