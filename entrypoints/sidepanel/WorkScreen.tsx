/**
 * The signed-in side panel: "This page", the queue (the popup's search and filters, its progress,
 * the list) and the selected job's details with its mark. Worked from the keyboard (queue-keys.ts):
 * j/k and the arrow keys move through the list and load the job's posting in the current tab.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { SessionInfo } from '@/utils/messaging/contract';
import type { CallBackground } from '@/utils/messaging/client';
import { savePanelSelection } from '@/utils/feed/panel-selection';
import type { SavedSearch } from '@/utils/feed/popup-search';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { JobStatus } from '@/utils/feed/job-status';
import { useI18n } from '@/utils/i18n/context';
import type { Translate } from '@/utils/i18n/translate';
import type { JobSummary } from '@/utils/feed/summary';
import { SessionEndsSoon } from '@/components/session-end';
import { useFeed } from '@/utils/ui/feed/use-feed';
import { useHeldJobs, useQueueWorked } from '@/utils/ui/feed/use-held-jobs';
import type { PageDiagnosisControl } from '@/utils/ui/feed/use-page-diagnosis';
import { movedTo, queueAction } from '@/utils/ui/feed/queue-keys';
import { useJobRecord } from '@/utils/ui/use-job-record';
import { useJobStatus } from '@/utils/ui/use-job-status';
import { useJobNotes } from '@/utils/ui/use-job-notes';
import { useVacancy } from '@/utils/ui/use-vacancy';
import { useMuteControl } from '@/utils/ui/use-mute-control';
import { useLatest } from '@/utils/ui/use-latest';
import { focusLost } from '@/utils/ui/focus-lost';
import { lazyView, useLazyView } from '@/utils/ui/lazy-view';
import { FeedOf } from '@/components/popup/FeedOf';
import { SavedSearchesBar } from '@/components/popup/SavedSearchesBar';
import { useAlertOpening } from '@/utils/ui/feed/use-alert-opening';
import { useSavedSearches } from '@/utils/ui/feed/use-saved-searches';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { jobRowId } from '@/components/job/JobListItem';
import { LeftBehindNotices } from '@/components/job/LeftBehindNotices';
import { safeHttpUrl } from '@/components/job/display';
import { PageDiagnosisView, type DiagnosisActions } from '@/components/sidepanel/PageDiagnosisView';
import { QueueHead } from '@/components/sidepanel/QueueHead';
import { ExportControl } from '@/components/sidepanel/ExportControl';
import { NewJobsControl } from '@/components/sidepanel/NewJobsControl';
import { downloadFile, useExport } from './use-export';
import { useSettledFocus } from '@/utils/ui/use-settled-focus';

/** The selected job's record (details, notes and their drafts): loaded once a job is selected, not before the queue paints. */
const loadJobRecord = lazyView(() => import('@/components/job/JobRecord').then((module) => module.JobRecord));

/** "Job title: Handled", or that the mark was taken off. */
function markedWords(t: Translate, { id, status, named }: Marked, jobs: readonly JobSummary[]): string {
  const title = named || jobs.find((job) => job.id === id)?.title?.trim() || t('job.untitled');
  return status ? t('panel.marked', { title, status: t(`status.${status}`) }) : t('panel.unmarked', { title });
}

/** A mark saved, with the job's title as its row said it when marked (a job marked done may leave the list). */
interface Marked {
  id: number;
  status: JobStatus | null;
  named?: string;
}

interface Props {
  call: CallBackground;
  clock: () => number;
  session: SessionInfo;
  /** The popup's saved feed, shown until the background answers. */
  snapshot?: PopupSnapshot | null;
  savedSearch: SavedSearch | null;
  initialSelected?: number | null;
  page: PageDiagnosisControl;
  actions: DiagnosisActions;
  openPosting(url: string): void;
  onSignedOut(): void;
  /** Where the export's file goes; a browser download by default. */
  save?: typeof downloadFile;
  /** Opened from a saved search's notification: that search's new jobs are listed first. */
  alertSearch?: string | null;
}

export function WorkScreen({
  call,
  clock,
  session,
  snapshot = null,
  savedSearch,
  initialSelected = null,
  page,
  actions,
  openPosting,
  onSignedOut,
  save = downloadFile,
  alertSearch = null,
}: Props) {
  const { t } = useI18n();
  const feed = useFeed({ call, apiBaseUrl: session.apiBaseUrl, onSignedOut, snapshot, savedSearch, isVisit: false });
  const [selected, setSelected] = useState<number | null>(initialSelected);
  const [attempt, setAttempt] = useState(0);
  const now = clock();
  const load = useJobRecord({ call, id: selected, attempt, apiBaseUrl: session.apiBaseUrl, onSignedOut });
  const { markStatus, refresh, markOpened } = feed;
  // The last mark saved, said to a screen reader: set with a key, it changes nothing where the focus is.
  const [marked, setMarked] = useState<Marked | null>(null);
  // A sync's new jobs wait behind "3 new jobs – Show" while the queue is worked: the keys move
  // through the list as shown.
  const worked = useQueueWorked(selected);
  const held = useHeldJobs(feed.results, feed.searching, worked, jobRowId, selected);
  const jobs = held.results?.jobs ?? [];
  // The rows as last rendered: with "Hide handled" the marked job's row leaves at the refresh, and the
  // sentence said must still name it (not "Untitled job", said again as the region changes).
  const rows = useLatest(jobs);
  const onMarked = useCallback(
    (id: number, status: JobStatus | null) => {
      markStatus(id, status);
      refresh();
      setMarked({ id, status, named: rows.current.find((job) => job.id === id)?.title?.trim() });
    },
    [markStatus, refresh, rows],
  );
  const mark = useJobStatus(call, selected, onMarked);
  const notes = useJobNotes(call, selected);
  const vacancy = useVacancy(call, selected);
  const mute = useMuteControl(call, session.apiBaseUrl, selected !== null, selected);
  const saved = useSavedSearches(call, session.apiBaseUrl, { ...feed, ready: feed.results !== null && !feed.searching });
  useAlertOpening(alertSearch, saved);
  const exporting = useExport(call, save);
  const recordView = useLazyView(loadJobRecord, selected !== null);
  // Try again (the record, or its view's code) goes while it loads: once that has settled, a focus
  // left nowhere goes to the job's heading, or to Try again once more, not to the start of the panel.
  const retryTarget = () =>
    document.getElementById('job-details-heading') ?? document.querySelector<HTMLElement>('.selected-job .error-notice button');
  const recordRetried = useSettledFocus(load, load.status === 'loading', retryTarget);
  const viewRetried = useSettledFocus(recordView.state, recordView.state.status === 'loading', retryTarget);

  const select = useCallback(
    (id: number) => {
      setSelected(id);
      markOpened(id);
      void savePanelSelection(id);
    },
    [markOpened],
  );

  // Where the selected job was listed. Marked done with done jobs hidden, it leaves the list: j goes on
  // from its place, not back to the top. The focus its row had goes to the job's heading in the
  // details, which still show it: not to the body, and not to another row, where s/h/n would seem to
  // mark the row heard while they mark the selected job. Not scrolled there: the list stays put.
  const place = useRef<{ id: number; at: number; focused: boolean } | null>(null);
  useLayoutEffect(() => {
    const at = selected === null ? -1 : jobs.findIndex((job) => job.id === selected);
    const before = place.current;
    if (at >= 0) place.current = { id: selected!, at, focused: document.activeElement?.id === jobRowId(selected!) };
    else if (before?.id === selected && before.focused && focusLost()) {
      before.focused = false;
      document.getElementById('job-details-heading')?.focus({ preventScroll: true });
    }
  });

  // A move with j/k from the selected job's own controls (its Status buttons): the record is drawn
  // again for the next job, and the focus, gone with those controls, goes to the next job's heading
  // (a screen reader says which job it is), not to the page's body.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || load.status === 'loading') return;
    refocus.current = false;
    if (focusLost()) document.getElementById('job-details-heading')?.focus();
  }, [load]);

  // The keys act on what is on screen now: the list, the selection and the mark as rendered last.
  const state = useLatest({ jobs, selected, mark, feed, select, openPosting, place });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { jobs: rows, selected: current, mark: control, feed: queue } = state.current;
      const target = event.target as HTMLElement | null;
      if (event.key === 'Escape' && target?.id === 'feed-search-input') {
        // Out of the search box, back to the queue's keys.
        event.preventDefault();
        (document.getElementById(jobRowId(current ?? rows[0]?.id ?? -1)) ?? target).focus();
        if (document.activeElement === target) target.blur();
        return;
      }
      // Home and End in the list moved the focus to its first or last row: the queue follows, as on the
      // arrows, so that s/h/n mark the row a screen reader has just read out.
      const edge = event.defaultPrevented && (event.key === 'Home' || event.key === 'End') && target?.closest('.job-list');
      const action = queueAction(event) ?? (edge ? ({ kind: 'move', by: event.key === 'Home' ? -1 : 1 } as const) : null);
      if (!action) return;
      if (action.kind === 'search') {
        event.preventDefault();
        document.getElementById('feed-search-input')?.focus();
        return;
      }
      if (action.kind === 'mark') {
        if (current === null || control.status === undefined || control.busy) return;
        event.preventDefault();
        control.onSet(control.status === action.status ? null : action.status);
        return;
      }
      const ids = rows.map((job) => job.id);
      // In the list, the arrow keys have already moved the focus to the next row: the queue follows it.
      const focusedRow = event.defaultPrevented ? Number(document.activeElement?.getAttribute('data-row-key')) : NaN;
      const left = state.current.place.current;
      const next =
        Number.isInteger(focusedRow) && focusedRow > 0
          ? focusedRow
          : movedTo(ids, current, action.by, left?.id === current ? left.at : undefined);
      if (next === null) return;
      event.preventDefault();
      if (action.by === 1 && next === current && (queue.results?.jobs.length ?? 0) < (queue.results?.matches ?? 0)) queue.loadMore();
      if (next === current) return;
      if (target?.closest('.selected-job')) refocus.current = true;
      state.current.select(next);
      const row = document.getElementById(jobRowId(next));
      row?.scrollIntoView({ block: 'nearest' });
      if (target?.closest('.job-list')) row?.focus();
      const url = safeHttpUrl(rows.find((job) => job.id === next)?.url ?? null);
      if (url) state.current.openPosting(url);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);

  return (
    <div class="work">
      <PageDiagnosisView state={page.state} now={now} {...actions} onOpenJob={select} />
      <QueueHead worked={feed.worked}>
        <ExportControl state={exporting.state} onExport={() => exporting.run(feed.query, feed.filters, clock())} />
      </QueueHead>
      <FeedOf
        feed={{ ...feed, results: held.results }}
        now={now}
        onOpenJob={select}
        selectedId={selected}
        focusSearch={false}
        searchTools={<SavedSearchesBar state={saved} query={feed.query} filters={feed.filters} />}
        notices={<SessionEndsSoon session={session} now={now} />}
        listTools={<NewJobsControl count={held.count} onShow={held.show} />}
      />
      <p class="visually-hidden" role="status">
        {marked && markedWords(t, marked, jobs)}
      </p>
      <LeftBehindNotices items={[...mark.leftBehind, ...notes.leftBehind]} jobs={jobs} />
      <section class="selected-job" aria-labelledby="selected-job-heading">
        <h2 id="selected-job-heading">{t('panel.selected')}</h2>
        {selected === null ? (
          <StatusMessage>{t('panel.noSelection')}</StatusMessage>
        ) : recordView.state.status === 'ready' ? (
          <recordView.state.view
            load={load}
            now={now}
            onRetry={() => {
              recordRetried();
              setAttempt((n) => n + 1);
            }}
            status={mark}
            notes={notes}
            mute={mute}
            vacancy={vacancy}
          />
        ) : recordView.state.status === 'failed' ? (
          <ErrorNotice
            message={t('error.internal')}
            onRetry={() => {
              viewRetried();
              recordView.retry();
            }}
          />
        ) : (
          <StatusMessage busy>{t('state.loading')}</StatusMessage>
        )}
      </section>
    </div>
  );
}
