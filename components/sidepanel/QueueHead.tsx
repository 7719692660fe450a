/**
 * The work queue's progress ("3 of 20 handled", with a bar) and the keys that work it, on screen:
 * folded to its "Keys" line (a summary, in the tab order) beside the queue's tools (Export CSV), so
 * that the queue's first jobs show on opening, also in a 700 px tall panel.
 */
import type { ComponentChildren } from 'preact';
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

export function QueueHead({ worked, children }: { worked: Worked | null; children?: ComponentChildren }) {
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
      <div class="queue-tools">
        <details class="queue-keys">
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
        {children}
      </div>
    </div>
  );
}
