/**
 * Quiet hours: a daily stretch of local time without notifications (from 22:00 until 07:00, say).
 * Alerts found then still count on the toolbar button; closing reminders wait for the end.
 */
import { useState } from 'preact/hooks';
import { useOnChange } from '@/utils/ui/use-latest';
import { formatTimeOfDay, parseTimeOfDay, type QuietHours } from '@/utils/feed/quiet-hours';
import { useI18n } from '@/utils/i18n/context';
import { SteadyButton } from '@/components/SteadyButton';
import { OptionsSection, type SaveState } from './OptionsSection';

export interface QuietHoursSectionProps {
  value: QuietHours | null;
  status: SaveState;
  onSave(value: QuietHours | null): void;
}

const DEFAULT_QUIET = { from: 22 * 60, to: 7 * 60 };

export function QuietHoursSection({ value, status, onSave }: QuietHoursSectionProps) {
  const { t } = useI18n();
  const [on, setOn] = useState(value !== null);
  const [from, setFrom] = useState(formatTimeOfDay((value ?? DEFAULT_QUIET).from));
  const [to, setTo] = useState(formatTimeOfDay((value ?? DEFAULT_QUIET).to));
  const [error, setError] = useState<string | null>(null);
  // A new saved value (this form's, or another page's) is shown in the same fields, which keep the focus.
  const saved = value === null ? null : `${value.from}-${value.to}`;
  useOnChange(saved, () => {
    const shown = value ?? DEFAULT_QUIET;
    setOn(value !== null);
    setFrom(formatTimeOfDay(shown.from));
    setTo(formatTimeOfDay(shown.to));
    setError(null);
  });
  const submit = (event: Event) => {
    event.preventDefault();
    if (!on) {
      onSave(null);
      return;
    }
    const start = parseTimeOfDay(from);
    const end = parseTimeOfDay(to);
    if (start === null || end === null || start === end) {
      setError(t('options.quiet.invalid'));
      return;
    }
    setError(null);
    onSave({ from: start, to: end });
  };
  return (
    <OptionsSection id="quiet" title={t('options.quiet.heading')} help={t('options.quiet.help')} status={status}>
      <form class="quiet-hours" onSubmit={submit} noValidate>
        <label class="choice">
          <input type="checkbox" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
          <span>{t('options.quiet.on')}</span>
        </label>
        <div class="quiet-times">
          <label>
            {t('options.quiet.from')}{' '}
            <input
              type="time"
              value={from}
              disabled={!on}
              aria-invalid={error ? 'true' : undefined}
              onInput={(event) => setFrom(event.currentTarget.value)}
            />
          </label>
          <label>
            {t('options.quiet.to')}{' '}
            <input
              type="time"
              value={to}
              disabled={!on}
              aria-invalid={error ? 'true' : undefined}
              onInput={(event) => setTo(event.currentTarget.value)}
            />
          </label>
          <SteadyButton type="submit" busy={status.kind === 'saving'}>
            {t('options.save')}
          </SteadyButton>
        </div>
        {error && (
          <p class="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </OptionsSection>
  );
}
