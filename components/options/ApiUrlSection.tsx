/**
 * The API base URL: validated as the API client will read it, with the build's address as the
 * default. A change signs the user out and clears the local feed, so it is confirmed first; the
 * confirm click is also where the host permission is asked for (see the options App).
 */
import { useRef, useState } from 'preact/hooks';
import { useOnChange } from '@/utils/ui/use-latest';
import { useQuestionFocus } from '@/utils/ui/use-question-focus';
import { apiBaseUrlProblem, parseApiBaseUrl } from '@/utils/api/base-url';
import { originOf } from '@/utils/ui/host-permissions';
import { Field } from '../form/Field';
import { OptionsSection, type SaveState } from './OptionsSection';
import { useI18n } from '@/utils/i18n/context';
import type { Worded } from '@/utils/i18n/translate';

export interface ApiUrlSectionProps {
  /** The stored setting; null means the build's default. */
  value: string | null;
  defaultUrl: string;
  status: SaveState;
  /** Called synchronously from the confirm click (a user gesture). */
  onSave(next: string | null): void;
}

/** Whether two addresses name the same API as the client calls it ("https://x/v1" and "https://X/v1/" alike). */
function sameAddress(a: string, b: string): boolean {
  try {
    return parseApiBaseUrl(a).href === parseApiBaseUrl(b).href;
  } catch {
    return a === b;
  }
}

export function ApiUrlSection({ value, defaultUrl, status, onSave }: ApiUrlSectionProps) {
  const { t } = useI18n();
  const [input, setInput] = useState(value ?? '');
  // Kept as words, not a sentence: a language switch while it shows says it again in the new language.
  const [error, setError] = useState<Worded | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  /** The change waiting for confirmation: a URL, or null for the default. */
  const [pending, setPending] = useState<{ next: string | null } | null>(null);
  const inUse = value ?? defaultUrl;
  const field = useRef<HTMLInputElement>(null);
  // The warning takes the focus to Cancel as it opens: its Escape works only from inside it, and Save,
  // where the focus was, would only ask again. Answered, the focus goes to the field (`answer`).
  const { safeAnswer: cancel } = useQuestionFocus(pending !== null);
  // A new saved address (this form's, or another page's) is shown in the same field.
  useOnChange(value, () => {
    setInput(value ?? '');
    setError(null);
    setUnchanged(false);
    setPending(null);
  });
  /** The warning answered, its buttons go: the focus goes back to the address, not to the page's top. */
  const answer = (confirmed: boolean) => {
    const next = pending?.next ?? null;
    setPending(null);
    field.current?.focus();
    if (confirmed) onSave(next);
  };

  const propose = (next: string | null) => {
    setUnchanged(false);
    if (sameAddress(next ?? defaultUrl, inUse)) {
      setPending(null);
      setUnchanged(true);
      return;
    }
    setPending({ next });
  };

  const submit = (event: Event) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (trimmed === '') {
      setError(null);
      propose(null);
      return;
    }
    const code = apiBaseUrlProblem(trimmed);
    const problem: Worded | null = code ? [`api.problem.${code}`] : null;
    setError(problem);
    if (problem) {
      setPending(null);
      // The field names its error; the focus may have been on Save.
      field.current?.focus();
      return;
    }
    propose(trimmed);
  };

  const pendingTarget = pending ? (pending.next ?? defaultUrl) : null;
  const newHost =
    pendingTarget && originOf(pendingTarget) !== originOf(inUse) && pending?.next !== null ? new URL(pendingTarget).host : null;

  return (
    <OptionsSection id="api" title={t('options.api.heading')} status={status}>
      <form onSubmit={submit} noValidate>
        <Field
          id="api-url"
          describedId="api"
          class="option-field"
          label={t('options.api.label')}
          help={
            <>
              {t('options.api.help', { default: defaultUrl })} {t('options.api.current', { url: inUse })}
            </>
          }
          error={error && t(...error)}
          alsoDescribedBy={[unchanged && 'api-unchanged']}
          validWhen="false"
          actions={
            <>
              <button type="submit">{t('options.save')}</button>
              <button
                type="button"
                onClick={() => {
                  setInput('');
                  setError(null);
                  propose(null);
                }}
              >
                {t('options.api.useDefault')}
              </button>
            </>
          }
          input={(aria) => (
            <input
              {...aria}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellcheck={false}
              ref={field}
              value={input}
              placeholder={defaultUrl}
              onInput={(event) => {
                setInput(event.currentTarget.value);
                setPending(null);
                setUnchanged(false);
              }}
            />
          )}
        />
        {unchanged && (
          <p id="api-unchanged" class="help">
            {t('options.api.unchanged')}
          </p>
        )}
      </form>
      {pending && (
        <div
          class="confirm notice warn"
          role="alert"
          // Escape answers Cancel, as the popup's "Sign out?" takes it.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            answer(false);
          }}
        >
          <p>{newHost ? t('options.api.warning', { host: newHost }) : t('options.api.warningSameHost')}</p>
          <div class="row">
            <button type="button" class="primary" onClick={() => answer(true)}>
              {t('options.api.confirm')}
            </button>
            <button type="button" ref={cancel} onClick={() => answer(false)}>
              {t('options.cancel')}
            </button>
          </div>
        </div>
      )}
    </OptionsSection>
  );
}
