/**
 * Job boards: the built-in ones with on/off, and the user's own, added as URL patterns. Switching a
 * board on and adding one are where the browser asks for access to the board's site, so those
 * callbacks are called synchronously from the click.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { matchPatternIssue, normalizeMatchPattern } from '@/utils/config/patterns';
import { CUSTOM_BOARD_NAME_MAX, CUSTOM_BOARD_PATTERN_MAX, MAX_CUSTOM_BOARDS, type CustomBoard } from '@/utils/settings/schema';
import { Field } from '../form/Field';
import { OptionsSection, type SaveState } from './OptionsSection';
import { useI18n } from '@/utils/i18n/context';
import type { Worded } from '@/utils/i18n/translate';
import { focusLost } from '@/utils/ui/focus-lost';
import { useRemovalFocus } from '@/utils/ui/use-removal-focus';

export { MAX_CUSTOM_BOARDS };

export interface BuiltinBoardView {
  id: string;
  name: string;
  enabled: boolean;
  /** Whether the site's access is granted; null while unknown. */
  access: boolean | null;
}

export interface BoardsSectionProps {
  builtin: BuiltinBoardView[];
  custom: CustomBoard[];
  status: SaveState;
  onToggle(id: string, enabled: boolean): void;
  onGrant(id: string): void;
  /** Asks, in one request, for the sites of every board that is selected but has no access yet. */
  onGrantAll(): void;
  /** Switches one of the user's boards on or off; it keeps its name and pattern either way. */
  onToggleCustom(index: number, enabled: boolean): void;
  /** Resolves whether the board's removal was saved. */
  onRemove(index: number): Promise<boolean>;
  /** Resolves true once the board is saved (the form then empties). */
  onAdd(board: CustomBoard): Promise<boolean>;
}

export function BoardsSection({
  builtin,
  custom,
  status,
  onToggle,
  onGrant,
  onGrantAll,
  onToggleCustom,
  onRemove,
  onAdd,
}: BoardsSectionProps) {
  const { t } = useI18n();
  const waiting = builtin.filter((board) => board.enabled && board.access === false);
  const [name, setName] = useState('');
  const [pattern, setPattern] = useState('');
  // Kept as words, not sentences: a language switch while one shows says it again in the new language.
  const [nameError, setNameError] = useState<Worded | null>(null);
  const [patternError, setPatternError] = useState<Worded | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const patternField = useRef<HTMLInputElement>(null);
  // A board removed takes its ✕ with it: the focus goes to the ✕ now in its place, else the heading.
  const customList = useRef<HTMLUListElement>(null);
  const customHeading = useRef<HTMLHeadingElement>(null);
  const removing = useRemovalFocus(
    custom.map((board) => board.pattern),
    () => customList.current?.querySelectorAll('button.remove-board'),
    () => customHeading.current,
  );

  // An Allow button goes once its access is given: the focus it had goes to the board it was for, now ticked.
  const builtinList = useRef<HTMLUListElement>(null);
  const asked = useRef<string[] | null>(null);
  useLayoutEffect(() => {
    const ids = asked.current;
    if (!ids || builtin.some((board) => ids.includes(board.id) && board.access !== true)) return;
    asked.current = null;
    const index = builtin.findIndex((board) => board.id === ids[0]);
    if (focusLost()) builtinList.current?.querySelectorAll('input')[index]?.focus();
  });

  const submit = (event: Event) => {
    event.preventDefault();
    // The inputs' maxLength stops typing, not every way text gets in (scripts, some autofill).
    const nameProblem: Worded | null =
      name.trim() === ''
        ? ['options.boards.nameRequired']
        : name.trim().length > CUSTOM_BOARD_NAME_MAX
          ? ['options.boards.nameTooLong', { max: CUSTOM_BOARD_NAME_MAX }]
          : null;
    const issue = matchPatternIssue(pattern);
    let patternProblem: Worded | null =
      pattern.trim().length > CUSTOM_BOARD_PATTERN_MAX
        ? ['options.boards.patternTooLong', { max: CUSTOM_BOARD_PATTERN_MAX }]
        : issue
          ? [`boards.problem.${issue}`]
          : null;
    if (!patternProblem) {
      const normalized = normalizeMatchPattern(pattern);
      if (custom.some((board) => normalizeMatchPattern(board.pattern) === normalized)) patternProblem = ['options.boards.duplicate'];
    }
    if (!patternProblem && custom.length >= MAX_CUSTOM_BOARDS) patternProblem = ['options.boards.tooMany', { max: MAX_CUSTOM_BOARDS }];
    setNameError(nameProblem);
    setPatternError(patternProblem);
    if (nameProblem || patternProblem) {
      // The first field refused takes the focus, and names its error (it was on Add board, which says nothing of it).
      (nameProblem ? nameField : patternField).current?.focus();
      return;
    }
    void onAdd({ name: name.trim(), pattern: normalizeMatchPattern(pattern), enabled: true }).then((saved) => {
      if (!saved) return;
      setName('');
      setPattern('');
    });
  };

  return (
    <OptionsSection id="boards" title={t('options.boards.heading')} help={t('options.boards.help')} status={status}>
      <h3>{t('options.boards.builtIn')}</h3>
      {waiting.length > 0 && (
        <div class="board-waiting notice warn">
          <p>{t('options.boards.waiting')}</p>
          <button
            type="button"
            class="primary"
            onClick={() => {
              asked.current = waiting.map((board) => board.id);
              onGrantAll();
            }}
          >
            {t('options.boards.grantAll', { count: waiting.length })}
          </button>
        </div>
      )}
      <ul class="boards" ref={builtinList}>
        {builtin.map((board) => (
          <li key={board.id}>
            <label class="choice">
              {/* On only where it works: a selected board without access to its site shows off. */}
              <input
                type="checkbox"
                checked={board.enabled && board.access !== false}
                onChange={(event) => onToggle(board.id, event.currentTarget.checked)}
              />
              <span>{board.name}</span>
            </label>
            {board.enabled && board.access === false && (
              <span class="board-access">
                <span class="muted">{t('options.boards.noAccess')}</span>{' '}
                <button
                  type="button"
                  class="link"
                  onClick={() => {
                    asked.current = [board.id];
                    onGrant(board.id);
                  }}
                >
                  {t('options.boards.grant', { name: board.name })}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>

      <h3 ref={customHeading} tabIndex={-1}>
        {t('options.boards.custom')}
      </h3>
      {custom.length === 0 ? (
        <p class="muted">{t('options.boards.noCustom')}</p>
      ) : (
        <ul class="boards custom" ref={customList}>
          {custom.map((board, index) => (
            <li key={board.pattern}>
              <label class="choice">
                <input type="checkbox" checked={board.enabled} onChange={(event) => onToggleCustom(index, event.currentTarget.checked)} />
                <span class="board-name">{board.name}</span>
              </label>{' '}
              <code>{board.pattern}</code>{' '}
              <button
                type="button"
                class="remove-board"
                onClick={() => removing(board.pattern, onRemove(index))}
                aria-label={t('options.boards.remove', { name: board.name })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}

      <form class="add-board" onSubmit={submit} noValidate aria-labelledby="add-board-heading">
        <h4 id="add-board-heading">{t('options.boards.addHeading')}</h4>
        <Field
          id="board-name"
          label={t('options.boards.name')}
          error={nameError && t(...nameError)}
          validWhen="false"
          input={(aria) => (
            <input
              {...aria}
              ref={nameField}
              type="text"
              maxLength={CUSTOM_BOARD_NAME_MAX}
              value={name}
              onInput={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
          )}
        />
        <Field
          id="board-pattern"
          label={t('options.boards.pattern')}
          help={t('options.boards.patternHelp')}
          error={patternError && t(...patternError)}
          validWhen="false"
          input={(aria) => (
            <input
              {...aria}
              ref={patternField}
              type="text"
              inputMode="url"
              spellcheck={false}
              maxLength={CUSTOM_BOARD_PATTERN_MAX}
              placeholder="https://jobs.example.com/*"
              value={pattern}
              onInput={(event) => {
                setPattern(event.currentTarget.value);
                setPatternError(null);
              }}
            />
          )}
        />
        <button type="submit">{t('options.boards.add')}</button>
      </form>
    </OptionsSection>
  );
}
