/** A section with one whole-number field and a Save button: the client view id, the sync interval. */
import { useRef, useState } from 'preact/hooks';
import { useOnChange } from '@/utils/ui/use-latest';
import { Field } from '../form/Field';
import { OptionsSection, type SaveState } from './OptionsSection';
import { useI18n } from '@/utils/i18n/context';

export interface WholeNumberSectionProps {
  id: string;
  title: string;
  label: string;
  help: string;
  /** Shown beside the field when the input is not acceptable. */
  invalid: string;
  value: number | null;
  min: number;
  max: number;
  /** Whether the field may be empty (saved as null). */
  optional?: boolean;
  status: SaveState;
  onSave(value: number | null): void;
}

/** The whole number in `text`, null for empty, or undefined when it is not acceptable. */
export function readWholeNumber(text: string, min: number, max: number, optional: boolean): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return optional ? null : undefined;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

export function WholeNumberSection({
  id,
  title,
  label,
  help,
  invalid,
  value,
  min,
  max,
  optional = false,
  status,
  onSave,
}: WholeNumberSectionProps) {
  const { t } = useI18n();
  const saved = value === null ? '' : String(value);
  const [input, setInput] = useState(saved);
  const [error, setError] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A new saved value (this form's, or another page's) is shown in the same field, which keeps the focus.
  useOnChange(saved, () => {
    setInput(saved);
    setError(false);
  });
  const submit = (event: Event) => {
    event.preventDefault();
    const parsed = readWholeNumber(input, min, max, optional);
    setError(parsed === undefined);
    // Refused: the field, which names its error, takes the focus (it was on Save, which says nothing of it).
    if (parsed === undefined) field.current?.focus();
    else onSave(parsed);
  };
  return (
    <OptionsSection id={id} title={title} status={status}>
      <form onSubmit={submit} noValidate>
        <Field
          id={`${id}-input`}
          describedId={id}
          class="option-field"
          label={label}
          help={help}
          error={error ? invalid : null}
          validWhen="false"
          actions={<button type="submit">{t('options.save')}</button>}
          input={(aria) => (
            <input
              {...aria}
              ref={field}
              class="number"
              // Text, not type="number": a number field reports what it cannot parse ("abc" in Firefox)
              // as empty, and an optional field would then be saved as cleared instead of refused.
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellcheck={false}
              value={input}
              required={!optional}
              onInput={(event) => {
                setInput(event.currentTarget.value);
                setError(false);
              }}
            />
          )}
        />
      </form>
    </OptionsSection>
  );
}
