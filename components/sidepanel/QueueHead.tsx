/** The work queue's progress ("3 of 20 handled", with a bar) and the keys that work it, on screen. */
import { formatNumber } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import type { MessageKey } from '@/utils/i18n/translate';
import type { Worked } from '@/utils/messaging/contract';

const KEYS: readonly (readonly [string[], MessageKey])[] = [
  [['j', '↓'], 'panel.key.next'],
  [['k', '↑'], 'panel.key.previous'],
  [['s'], 'panel.key.shortlist'],
  [['h'], 'panel.key.handled'],
  [['n'], 'panel.key.notRelevant'],
  [['/'], 'panel.key.search'],
];

export function QueueHead({ worked }: { worked: Worked | null }) {
  const { t, locale } = useI18n();
  return (
    <div class="queue-head">
      {worked && (
        <div class="queue-progress">
          <p id="queue-progress-text" title={t('panel.progressHint')}>
            {t('panel.progress', { done: formatNumber(locale, worked.done), total: formatNumber(locale, worked.of) })}
          </p>
          <progress aria-labelledby="queue-progress-text" max={Math.max(1, worked.of)} value={worked.done} />
        </div>
      )}
      <details class="queue-keys" open>
        <summary>{t('panel.keys')}</summary>
        <ul id="queue-keys-list">
          {KEYS.map(([keys, label]) => (
            <li key={label}>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ' '}
                  <kbd>{key}</kbd>
                </span>
              ))}{' '}
              {t(label)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
