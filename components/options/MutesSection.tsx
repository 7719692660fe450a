/**
 * The employers and keywords the recruiter muted: each listed with "Unmute", and a form to mute
 * another (an employer's name, or a keyword matched as whole words). Checked here as the background
 * checks it (mute-rule.ts), so a value it would refuse is explained beside the field.
 */
import { useRef, useState } from 'preact/hooks';
import { muteKey, MUTE_KINDS, MUTE_VALUE_MAX, type MuteKind } from '@/utils/feed/mute-rule';
import type { MuteRecord } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import type { Worded } from '@/utils/i18n/translate';
import { useRemovalFocus } from '@/utils/ui/use-removal-focus';
import { Field } from '../form/Field';
import { SteadyButton } from '../SteadyButton';
import { ListProblem, type ListRead } from './ListProblem';
import { OptionsSection, type SaveState } from './OptionsSection';

export interface MutesSectionProps {
  /** Newest first; null while unknown. */
  mutes: readonly MuteRecord[] | null;
  /** The list's read: a failed one is said, with Try again. */
  read?: ListRead;
  status: SaveState;
  /** Resolves true once the mute is saved (the form then empties). */
  onAdd(kind: MuteKind, value: string): Promise<boolean>;
  /** Resolves true once the mute is removed. */
  onRemove(mute: MuteRecord): Promise<boolean>;
}

export function MutesSection({ mutes, read, status, onAdd, onRemove }: MutesSectionProps) {
  const { t } = useI18n();
  const [kind, setKind] = useState<MuteKind>('employer');
  const [value, setValue] = useState('');
  // Kept as words, not a sentence: a language switch while it shows says it again in the new language.
  const [error, setError] = useState<Worded | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const busy = status.kind === 'saving';
  const list = useRef<HTMLUListElement>(null);
  const removing = useRemovalFocus(
    mutes?.map((mute) => mute.key) ?? null,
    () => list.current?.querySelectorAll('li > button'),
    () => document.getElementById('mutes-heading'),
  );

  const submit = (event: Event) => {
    event.preventDefault();
    if (muteKey(kind, value) === null) {
      setError([kind === 'keyword' && value.trim() !== '' ? 'options.mutes.tooShort' : 'options.mutes.blank']);
      // The field names its error; the focus may have been on Mute.
      field.current?.focus();
      return;
    }
    void onAdd(kind, value.trim().slice(0, MUTE_VALUE_MAX)).then((saved) => saved && setValue(''));
  };

  return (
    <OptionsSection id="mutes" title={t('options.mutes.heading')} help={t('options.mutes.help')} status={status}>
      {read && <ListProblem id="mutes" read={read} />}
      {mutes !== null && mutes.length === 0 && <p class="muted">{t('options.mutes.none')}</p>}
      {mutes !== null && mutes.length > 0 && (
        <ul class="hidden-cards mutes" ref={list}>
          {mutes.map((mute) => (
            <li key={mute.key}>
              <span class="hidden-card-text">
                <span class="hidden-card-title">{mute.value}</span>
                <span class="muted"> · {t(`options.mutes.${mute.kind}`)}</span>
              </span>
              <SteadyButton
                type="button"
                busy={busy}
                onClick={() => removing(mute.key, onRemove(mute))}
                aria-label={t('options.mutes.removeOne', { value: mute.value })}
              >
                {t('options.mutes.remove')}
              </SteadyButton>
            </li>
          ))}
        </ul>
      )}
      <form class="add-mute" onSubmit={submit} noValidate>
        <fieldset class="mute-kinds">
          <legend>{t('options.mutes.kind')}</legend>
          {MUTE_KINDS.map((option) => (
            <label class="choice" key={option}>
              <input
                type="radio"
                name="mute-kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setError(null);
                }}
              />
              <span>{t(`options.mutes.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          id="mute-value"
          label={t(kind === 'employer' ? 'options.mutes.employerLabel' : 'options.mutes.keywordLabel')}
          error={error && t(...error)}
          validWhen="false"
          input={(aria) => (
            <input
              {...aria}
              ref={field}
              type="text"
              maxLength={MUTE_VALUE_MAX}
              value={value}
              spellcheck={false}
              onInput={(event) => {
                setValue(event.currentTarget.value);
                setError(null);
              }}
            />
          )}
          actions={
            <SteadyButton type="submit" busy={busy}>
              {t('options.mutes.add')}
            </SteadyButton>
          }
        />
      </form>
    </OptionsSection>
  );
}
