/**
 * The recruiter's notes on a job and its employer as text, where they are shown and not written (the
 * card on a posting): plain text always, never markup. In a file of its own, apart from the fields of
 * JobNotesView, so that the card does not load what writing a note takes (its drafts, its buttons).
 */
import type { JobNotes } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';

export function NotesText({ notes }: { notes: JobNotes | null }) {
  const { t } = useI18n();
  if (!notes || (!notes.job && !notes.employer)) return null;
  const employer = notes.employerName;
  return (
    <section class="job-notes" aria-label={t('notes.heading')}>
      {notes.job && <p class="note-text">{notes.job}</p>}
      {notes.employer && employer && (
        <p class="note-text">
          <span class="note-scope">{t('notes.employerShort', { employer })}: </span>
          {notes.employer}
        </p>
      )}
    </section>
  );
}
