/** A section with one radio group that saves on change: language, theme. */
import { OptionsSection, type SaveState } from './OptionsSection';

export interface ChoiceSectionProps<V extends string> {
  id: string;
  title: string;
  legend: string;
  value: V;
  choices: readonly { value: V; label: string; lang?: string }[];
  status: SaveState;
  onChange(value: V): void;
}

export function ChoiceSection<V extends string>({ id, title, legend, value, choices, status, onChange }: ChoiceSectionProps<V>) {
  return (
    <OptionsSection id={id} title={title} status={status}>
      <fieldset class="choices">
        <legend class="visually-hidden">{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value} class="choice">
            <input type="radio" name={id} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
            <span lang={choice.lang}>{choice.label}</span>
          </label>
        ))}
      </fieldset>
    </OptionsSection>
  );
}
