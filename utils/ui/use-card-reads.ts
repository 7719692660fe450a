/**
 * The card's (overlay frame's) hold on its own job, through its ticket: its mark, its notes and its
 * vacancy, on the same state machines as the pages' hooks (use-job-status.ts, use-job-notes.ts,
 * use-vacancy.ts). Apart from those so that the popup, which loads them at first paint, carries none
 * of the card's code.
 */
import type { VacancyView } from '../feed/vacancy-view';
import type { Locale } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import type { CallBackground } from '../messaging/client';
import { useNotes, type NotesControl } from './use-job-notes';
import { useStatusControl, type StatusControl } from './use-job-status';
import { useVacancyRead } from './use-vacancy';
import { usePageRestores } from './use-page-restores';

/** What names the card's job to its reads: its ticket, and a new name once its page is back from the back-forward cache. */
function useCardKey(ticket: string | null, jobId: number | null): string | null {
  const restores = usePageRestores();
  return ticket !== null && jobId !== null ? `${ticket}:${restores}` : null;
}

/**
 * The mark of the card's own job, through its ticket, once the card shows its job (`jobId`). `t` and
 * `locale` come from the card's preferences: the overlay's App provides the language below itself.
 */
export function useCardStatus(
  call: CallBackground,
  ticket: string | null,
  jobId: number | null,
  t: Translate,
  locale: Locale,
): StatusControl {
  return useStatusControl({
    key: useCardKey(ticket, jobId),
    jobId,
    read: () => call({ type: 'overlay.status', ticket: ticket! }),
    write: (status) => call({ type: 'overlay.setStatus', ticket: ticket!, status }),
    t,
    locale,
  });
}

/** The notes of the card's own job, to show on the card, once it shows its job (`jobId`). */
export function useCardNotes(call: CallBackground, ticket: string | null, jobId: number | null): NotesControl {
  return useNotes(useCardKey(ticket, jobId), jobId, () => call({ type: 'overlay.notes', ticket: ticket! }), null);
}

/** The vacancy of the card's own job, through its ticket. */
export function useCardVacancy(call: CallBackground, ticket: string | null, jobId: number | null): VacancyView | null {
  return useVacancyRead(useCardKey(ticket, jobId), jobId, () => call({ type: 'overlay.vacancy', ticket: ticket! }));
}
