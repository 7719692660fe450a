/**
 * "Export CSV" of the side panel: every job of the current search and filters (paged from the local
 * index), each with the recruiter's mark and notes and its full description (Get Job through the background, a few at a time: only job
 * ids go to the API), written as a CSV file (utils/feed/csv.ts) and handed to the browser as a
 * download. A description that cannot be read leaves its cell empty and is counted; the rows stay.
 */
import { useState } from 'preact/hooks';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure, JobFilters } from '@/utils/messaging/contract';
import type { JobStatus } from '@/utils/feed/job-status';
import type { JobSummary } from '@/utils/feed/summary';
import { toCsv } from '@/utils/feed/csv';
import { localIsoDay } from '@/utils/i18n/format-record';
import { useI18n } from '@/utils/i18n/context';
import { exportHeader, exportRow, htmlToText } from '@/components/job/job-text';
import type { ExportState } from '@/components/sidepanel/ExportControl';

/** Jobs asked per search page (the contract's most), and descriptions fetched at once. */
const PAGE = 200;
const AT_ONCE = 4;
/** A spreadsheet of more rows than this is not a day's work list: the file holds the first ones, and the export says so, rather than run for an hour. */
export const EXPORT_LIMIT = 2000;

/** The export's file name, by the recruiter's own date, not UTC's: one made at 00:30 in Amsterdam is named for that day. */
export function exportFileName(now: number): string {
  return `job-feed-${localIsoDay(now)}.csv`;
}

/** Saves `text` as a file the browser downloads. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExport(call: CallBackground, save: typeof downloadFile = downloadFile) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const run = async (query: string, filters: JobFilters, now: number) => {
    setState({ kind: 'running', done: 0, total: 0 });
    let jobs: JobSummary[] = [];
    let marks: Record<number, JobStatus> = {};
    let matches: number;
    // A page after the first starts on the last row read: not there, a sync (or a mark, a mute) moved
    // the rows between the pages, and the reading starts over (twice at most), so that no row is read
    // twice or passed over; a row already read is never added again.
    for (let restarts = 0; ;) {
      const last = jobs.at(-1);
      const page = await call({ type: 'jobs.search', query: query.trim(), filters, offset: Math.max(0, jobs.length - 1), limit: PAGE });
      if (!page.ok) return setState({ kind: 'failed', failure: page.error });
      if (last && page.value.jobs[0]?.id !== last.id && restarts++ < 2) {
        [jobs, marks] = [[], {}];
        continue;
      }
      const read = new Set(jobs.map((job) => job.id));
      jobs.push(...page.value.jobs.filter((job) => !read.has(job.id)).slice(0, EXPORT_LIMIT - jobs.length));
      Object.assign(marks, page.value.statuses);
      matches = page.value.matches;
      if (page.value.jobs.length < PAGE || jobs.length >= Math.min(page.value.matches, EXPORT_LIMIT)) break;
    }
    if (jobs.length === 0) return setState({ kind: 'empty' });
    const descriptions = new Map<number, string>();
    const notes = new Map<number, { job: string; employer: string }>();
    let missing = 0;
    let lastFailure: Failure | null = null;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const [record, noted] = await Promise.all([
          call({ type: 'jobs.get', id: job.id, opened: false }),
          call({ type: 'notes.get', id: job.id }),
        ]);
        if (noted.ok) notes.set(job.id, noted.value);
        if (record.ok) descriptions.set(job.id, htmlToText(record.value.description));
        else {
          missing++;
          lastFailure = record.error;
        }
        setState({ kind: 'running', done: descriptions.size + missing, total: jobs.length });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const rows = jobs.map((job) =>
      exportRow(job, marks[job.id] ?? null, notes.get(job.id) ?? { job: '', employer: '' }, descriptions.get(job.id) ?? '', t, locale),
    );
    const file = exportFileName(now);
    save(file, toCsv(exportHeader(t), rows, locale === 'nl' ? ';' : ','), 'text/csv;charset=utf-8');
    setState({
      kind: 'done',
      count: jobs.length,
      matches: Math.max(matches, jobs.length),
      file,
      missing,
      failure: lastFailure as Failure | null,
    });
  };

  return { state, run: (query: string, filters: JobFilters, now: number) => void run(query, filters, now) };
}
