/**
 * Quiet hours: a daily stretch of local time without notifications (from 22:00 until 07:00, say).
 * Alerts found then still count on the toolbar button; closing reminders wait for the end.
 *
 * The times are text fields on the 24-hour clock, as the extension writes times in English (en-GB)
 * and Dutch alike: a time field (`type="time"`) is drawn by the browser in its own language's format
 * (10:00 PM in an American Chromium or Firefox, whatever the extension's language and the page's
 * `lang`), so the fields disagreed with the saved "Quiet hours from 22:00" beside them.
 */
import { useRef, useState } from 'preact/hooks';
import { useOnChange } from '@/utils/ui/use-latest';
import { formatTimeOfDay, parseTimeOfDay, type QuietHours } from '@/utils/feed/quiet-hours';
import { useI18n } from '@/utils/i18n/context';
import type { Worded } from '@/utils/i18n/translate';
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
  // Kept as words, not a sentence: a language switch while it shows says it again in the new language.
  const [error, setError] = useState<Worded | null>(null);
  /** Which fields the error is about: the one that is no time of day, or both when they are the same time. */
  const [invalid, setInvalid] = useState<{ from: boolean; to: boolean }>({ from: false, to: false });
  const fields = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  // A new saved value (this form's, or another page's) is shown in the same fields, which keep the focus.
  const saved = value === null ? null : `${value.from}-${value.to}`;
  useOnChange(saved, () => {
    const shown = value ?? DEFAULT_QUIET;
    setOn(value !== null);
    setFrom(formatTimeOfDay(shown.from));
    setTo(formatTimeOfDay(shown.to));
    setError(null);
    setInvalid({ from: false, to: false });
  });
  const submit = (event: Event) => {
    event.preventDefault();
    if (!on) {
      // No time is asked for now, so nothing said of one stands: "off" saved over "off" changes no value
      // that would clear it.
      setError(null);
      onSave(null);
      return;
    }
    const start = parseTimeOfDay(from);
    const end = parseTimeOfDay(to);
    const same = start !== null && start === end;
    const wrong = { from: start === null || same, to: end === null || same };
    setInvalid(wrong);
    if (wrong.from || wrong.to) {
      // The first field that is no time of day is named with what was typed; else the two are the same.
      const typed = start === null ? from : end === null ? to : null;
      setError(typed === null ? ['options.quiet.invalid'] : ['options.quiet.notTime', { text: typed.trim() }]);
      // What was typed stays, to be put right where it is wrong.
      fields[wrong.from ? 'from' : 'to'].current?.focus();
      return;
    }
    setError(null);
    onSave({ from: start!, to: end! });
  };
  /** A field's props: what the error is about, the format, and the time as the extension writes it once the field is left. */
  const timeField = (name: 'from' | 'to', text: string, set: (text: string) => void) => {
    const wrong = error !== null && invalid[name];
    return {
      ref: fields[name],
      type: 'text' as const,
      value: text,
      disabled: !on,
      autocomplete: 'off',
      spellcheck: false,
      class: 'time-of-day',
      'aria-invalid': wrong ? ('true' as const) : undefined,
      'aria-describedby': wrong ? 'quiet-format quiet-error' : 'quiet-format',
      onInput: (event: { currentTarget: HTMLInputElement }) => set(event.currentTarget.value),
      onBlur: () => {
        const minutes = parseTimeOfDay(text);
        if (minutes !== null) set(formatTimeOfDay(minutes));
      },
    };
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
            {t('options.quiet.from')} <input {...timeField('from', from, setFrom)} />
          </label>
          <label>
            {t('options.quiet.to')} <input {...timeField('to', to, setTo)} />
          </label>
          <SteadyButton type="submit" busy={status.kind === 'saving'}>
            {t('options.save')}
          </SteadyButton>
        </div>
        <p id="quiet-format" class="help">
          {t('options.quiet.format')}
        </p>
        {error && (
          <p id="quiet-error" class="field-error" role="alert">
            {t(...error)}
          </p>
        )}
      </form>
    </OptionsSection>
  );
}
