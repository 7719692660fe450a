/**
 * The vacancy a job belongs to (utils/feed/vacancy-view.ts), as a view shows it: read when the job
 * changes, and again when a sync's run ends (it may have brought the vacancy a posting on another
 * board); null until read, and when the first read fails (the card and the details show without it).
 */
import type { VacancyView } from '../feed/vacancy-view';
import type { CallBackground } from '../messaging/client';
import type { Result } from '../messaging/contract';
import { useJobRead } from './use-job-read';

/** The vacancy read under `key` (a page's job id, the card's ticket: use-card-reads.ts). */
export function useVacancyRead(key: string | number | null, jobId: number | null, read: () => Promise<Result<VacancyView>>) {
  const [vacancy] = useJobRead<VacancyView | null>({ key, jobId, read, fallback: null, writing: false, afterSync: true });
  return vacancy ?? null;
}

/** Job `id`'s vacancy, from an extension page. */
export function useVacancy(call: CallBackground, id: number | null): VacancyView | null {
  return useVacancyRead(id, id, () => call({ type: 'jobs.vacancy', id: id! }));
}
