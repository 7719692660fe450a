/**
 * The recruiter's notes on a job and its employer: on pages, two labelled text fields with a count
 * and "Save note", and what was typed and not saved kept as a draft (said so, with Discard draft), as
 * another view of the same note types on, saves or discards it too;
 * on the card, the notes as text (plain text always: never markup).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { SteadyButton } from '@/components/SteadyButton';
import { NOTE_MAX, type NoteScope } from '@/utils/feed/job-note';
import { formatNumber } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import type { NotesControl } from '@/utils/ui/use-job-notes';
import { useNoteDrafts, type NoteDrafts } from '@/utils/ui/use-note-drafts';
import { NotesText } from './NotesText';

export type { NotesControl };

interface FieldProps {
  /** The drafts of the job's notes; null where notes are not written. */
  drafts: NoteDrafts | null;
  scope: NoteScope;
  label: string;
  stored: string;
  control: NotesControl;
}

function NoteField({ scope, label, stored, control, drafts }: FieldProps) {
  const { t, locale } = useI18n();
  // What was typed here before (the popup closed, the panel moved on) comes back, unsaved.
  const [text, setText] = useState(drafts?.found?.[scope] ?? stored);
  // A note read or saved anew replaces what the field shows.
  const shown = useRef(stored);
  const typed = useRef(text);
  typed.current = text;
  useEffect(() => {
    // Only a changed note replaces the text (the effect of the first render may come after typing
    // began), and only when the field holds no unsaved typing: a note saved in another view waits.
    if (shown.current === stored) return;
    const unsaved = typed.current !== shown.current;
    shown.current = stored;
    if (!unsaved) setText(stored);
  }, [stored]);
  const keep = drafts?.keep;
  const field = useRef<HTMLTextAreaElement>(null);
  // Typed here since the caret came into the field and since it last took a text from elsewhere.
  const typedHere = useRef(false);
  // What another view does to this note's draft (types on, saves, discards; the background removes it
  // as the note is saved) shows here too, unless this field is being edited: typing here not written
  // yet, or the caret in it, in the page in front, with something typed since it came there. A field
  // being edited keeps its text, which stays its draft (written again after the pause): what the
  // recruiter is typing is never taken from them, and what a field says is a draft is what comes back.
  // The caret merely left in a field (the recruiter typing in the popup meanwhile) edits nothing.
  const draft = drafts?.found ? (drafts.found[scope] ?? null) : undefined;
  const followed = useRef(draft);
  useEffect(() => {
    if (draft === undefined || followed.current === draft) return;
    followed.current = draft;
    // Typing not written yet is written after its pause, over the other view's; a draft being saved
    // here goes as the background saves it, and the field takes the note from the answer.
    if (drafts?.typing(scope) || control.saving === scope) return;
    const focused = document.hasFocus() && document.activeElement === field.current;
    // The field's own value: a keystroke since the render that ran this effect is in it already.
    if (focused && typedHere.current) keep?.(scope, field.current!.value, stored);
    else {
      typedHere.current = false;
      setText(draft ?? stored);
    }
  }, [draft, drafts, keep, scope, stored, control.saving]);
  // The text and the note last handed to the drafts: a keystroke hands its text over at once, and
  // the effect every other change (the first render, a note read or saved anew, Discard), each once.
  // Not an effect on the note alone that reads the text from a ref: effects run after a paint, and
  // one run after a press (Discard) would hand over the text from before it.
  const handed = useRef<{ text: string; stored: string } | null>(null);
  useEffect(() => {
    if (handed.current?.text === text && handed.current.stored === stored) return;
    handed.current = { text, stored };
    keep?.(scope, text, stored);
  }, [keep, scope, text, stored]);
  const id = `note-${scope}`;
  const busy = control.saving === scope;
  const unsaved = drafts !== null && text !== stored && !busy;
  return (
    <div class="note-field">
      <label for={id}>{label}</label>
      <textarea
        ref={field}
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        value={text}
        aria-describedby={`${id}-count`}
        onFocus={() => (typedHere.current = false)}
        onInput={(event) => {
          typedHere.current = true;
          setText(event.currentTarget.value);
          // At once, not after the render: a popup closed right after a keystroke keeps it.
          handed.current = { text: event.currentTarget.value, stored };
          keep?.(scope, event.currentTarget.value, stored);
        }}
      />
      <div class="note-actions">
        <span id={`${id}-count`} class="muted">
          {t('notes.count', { count: formatNumber(locale, text.length), max: formatNumber(locale, NOTE_MAX) })}
        </span>
        <SteadyButton type="button" busy={busy || text === stored} onClick={() => control.onSave(scope, text)}>
          {busy ? t('notes.saving') : t('notes.save')}
        </SteadyButton>
        {unsaved && (
          <button
            type="button"
            onClick={() => {
              setText(stored);
              // Removed at once, not after the render: a popup closed right after Discard must not bring it back.
              handed.current = { text: stored, stored };
              keep?.(scope, stored, stored);
              // The button goes with the draft: the focus stays in the note, not on the page.
              field.current?.focus();
            }}
          >
            {t('notes.discard')}
          </button>
        )}
        <span class={unsaved ? 'note-draft' : 'muted'} role="status">
          {unsaved ? t('notes.draft') : control.saved === scope && text === stored ? t('notes.saved') : ''}
        </span>
      </div>
    </div>
  );
}

export function JobNotesView({ control }: { control: NotesControl }) {
  const { t } = useI18n();
  const { notes } = control;
  // Opens by itself once there is a note (or an error), and never folds by itself: a note cleared and
  // saved leaves it open, with the focus and its "Saved." in it. One per job (keyed by the caller).
  const opened = useRef(false);
  // Kept here, with the fields (in the popup, loaded with a job's details, not before its first paint).
  const drafts = useNoteDrafts(control.editable ? control.jobId : null, notes ? notes.employerName : undefined);
  // Shown once the drafts are read too: a field takes its draft as it first shows.
  if (!notes || (control.editable && !drafts.found)) return null;
  const employer = notes.employerName;
  if (!control.editable) return <NotesText notes={notes} />;
  // Folded away unless there is a note, so the job's title and facts stay near the top.
  const count = (notes.job ? 1 : 0) + (notes.employer ? 1 : 0);
  const found = drafts.found;
  const drafted = (found?.job ?? notes.job) !== notes.job || (employer && (found?.employer ?? notes.employer) !== notes.employer);
  if (count > 0 || drafted || control.error !== null) opened.current = true;
  return (
    <details class="job-notes" open={opened.current}>
      <summary>{count > 0 ? t('notes.headingCount', { count }) : t('notes.heading')}</summary>
      <p class="muted">{t('notes.hint')}</p>
      <NoteField scope="job" label={t('notes.job')} stored={notes.job} control={control} drafts={drafts} />
      {employer && (
        <NoteField scope="employer" label={t('notes.employer', { employer })} stored={notes.employer} control={control} drafts={drafts} />
      )}
      {control.error && (
        <p class="field-error" role="alert">
          {control.error}
        </p>
      )}
    </details>
  );
}
