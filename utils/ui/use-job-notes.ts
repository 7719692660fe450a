/**
 * The recruiter's notes on a job and its employer: read when the job changes, written by scope.
 * Pages read and write them (notes.get, notes.set); the card reads its own job's through its ticket
 * (use-card-reads.ts).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure, JobNotes, Result } from '@/utils/messaging/contract';
import type { NoteScope } from '@/utils/feed/job-note';
import { describeFailure } from '@/utils/i18n/errors';
import { useI18n } from '@/utils/i18n/context';
import { useLatest, useMountedRef } from './use-latest';
import { useJobRead } from './use-job-read';
import { useLeftBehind, type LeftBehind } from './left-behind';

export interface NotesControl {
  /** null: not read yet. */
  notes: JobNotes | null;
  /** Written (or not) only from pages; the card shows them. */
  editable: boolean;
  saving: NoteScope | null;
  /** The note saved last, for its "Saved." */
  saved: NoteScope | null;
  /** Why the last save was not done, as a sentence in the language of this render; null when it was. */
  error: string | null;
  onSave(scope: NoteScope, text: string): void;
  /** Notes not saved for jobs the view had left by their answer: said beside the list, their text kept for Try again. */
  leftBehind: readonly LeftBehind[];
  /** The job whose notes these are (their drafts are kept by it, use-note-drafts.ts). */
  jobId: number | null;
}

const NO_NOTES: JobNotes = { job: '', employer: '', employerName: null };

/** `failed` words a write that failed, at each render; only pages write (inside their I18nProvider). */
export function useNotes(
  key: string | number | null,
  /** The job's id, to follow notes written in another view (feed/mark-ping.ts). */
  jobId: number | null,
  read: () => Promise<Result<JobNotes>>,
  write: ((scope: NoteScope, text: string) => Promise<Result<JobNotes>>) | null,
  failed: (failure: Failure) => string = (failure) => failure.message,
): NotesControl {
  const [saving, setSaving] = useState<NoteScope | null>(null);
  const [saved, setSaved] = useState<NoteScope | null>(null);
  // Kept as it came, worded at each render: a change of language rewords it.
  const [failure, setFailure] = useState<Failure | null>(null);
  const mounted = useMountedRef();
  const [notes, setNotes] = useJobRead<JobNotes>({ key, jobId, read, fallback: NO_NOTES, writing: saving !== null, anyPing: true });
  const latest = useLatest({ key, write });
  useEffect(() => {
    setSaving(null);
    setSaved(null);
    setFailure(null);
  }, [key]);

  const [leftBehind, setLeftBehind] = useLeftBehind();

  const onSave = useCallback(
    (scope: NoteScope, text: string) => {
      const writer = latest.current.write;
      if (key === null || !writer) return;
      const send = () => {
        if (latest.current.key === key) {
          setSaving(scope);
          setSaved(null);
          setFailure(null);
        }
        void writer(scope, text).then((result) => {
          if (!mounted.current) return;
          const shown = latest.current.key;
          // Once the view shows another job, it reads that job's notes; a failure here is said beside the
          // list, kept as it came and worded there in the language of the moment.
          const unsaved = !result.ok && shown !== key ? { failure: result.error, sentence: 'notes.failed' as const, retry: send } : null;
          setLeftBehind(jobId, `note:${scope}`, unsaved);
          if (shown !== key) return;
          setSaving(null);
          if (result.ok) {
            setNotes(result.value);
            setSaved(scope);
          } else setFailure(result.error);
        });
      };
      send();
    },
    [key, jobId, latest, mounted, setNotes, setLeftBehind],
  );

  return {
    notes: notes ?? null,
    editable: write !== null,
    saving,
    saved,
    error: failure && failed(failure),
    onSave,
    leftBehind,
    jobId,
  };
}

/** The notes of job `id`, from an extension page. */
export function useJobNotes(call: CallBackground, id: number | null): NotesControl {
  const { t, locale } = useI18n();
  return useNotes(
    id,
    id,
    () => call({ type: 'notes.get', id: id! }),
    (scope, text) => call({ type: 'notes.set', id: id!, scope, text }),
    (failure) => t('notes.failed', { reason: describeFailure(t, locale, failure, '') }),
  );
}
