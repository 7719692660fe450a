/** The signed-in popup: the feed, or one job's details over it. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { SessionInfo } from '@/utils/messaging/contract';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { FeedOf } from '@/components/popup/FeedOf';
import { SavedSearchesBar } from '@/components/popup/SavedSearchesBar';
import { SessionEndsSoon } from '@/components/session-end';
import { useSavedSearches } from '@/utils/ui/feed/use-saved-searches';
import { StatusMessage } from '@/components/popup/StatusMessage';
import { jobRowId } from '@/components/job/JobListItem';
import { LeftBehindNotices } from '@/components/job/LeftBehindNotices';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { SavedSearch } from '@/utils/feed/popup-search';
import { loadSanitizer } from '@/utils/html/load-sanitizer';
import type { CallBackground } from '@/utils/messaging/client';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { useJobRecord } from '@/utils/ui/use-job-record';
import { useJobStatus } from '@/utils/ui/use-job-status';
import { useJobNotes } from '@/utils/ui/use-job-notes';
import { useVacancy } from '@/utils/ui/use-vacancy';
import { useMuteControl } from '@/utils/ui/use-mute-control';
import { parseJobId } from '@/utils/ui/job-id';
import { useLatest } from '@/utils/ui/use-latest';
import { useFeed } from '@/utils/ui/feed/use-feed';
import { useThisPage, type PageLook, type TabsPort } from '@/utils/ui/feed/use-this-page';
import { NoAccessBar, ThisPageBar } from '@/components/popup/ThisPageBar';
import { useI18n } from '@/utils/i18n/context';

interface Props {
  call: CallBackground;
  /** The clock; the screen reads it on every change and every half minute, so "synced 2 minutes ago" stays true. */
  clock: () => number;
  session: SessionInfo;
  /** Saved data to paint before the background answers. */
  snapshot?: PopupSnapshot | null;
  /** A job to show at once (`popup.html#job=<id>`). */
  initialJobId: number | null;
  onSignedOut(): void;
  /** The active tab, for "This page" (tests give their own). */
  tabs?: TabsPort;
  /** Host access, asked for by "This page" for a board whose access was never given. */
  permissions?: HostPermissions;
  /** "This page" as asked before the first render (undefined: not answered then). */
  thisPage?: PageLook | null;
  /** The search left in this browser session. */
  savedSearch?: SavedSearch | null;
}

/** How often relative times ("synced 2 minutes ago", "closes in 3 days") are brought up to date. */
const CLOCK_TICK_MS = 30_000;

type DetailsView = (typeof import('@/components/popup/JobDetailsView'))['JobDetailsView'];
let detailsView: Promise<DetailsView> | null = null;

/**
 * The details view and its HTML sanitizer (DOMPurify, the largest part of the popup) load on first
 * use or once the list has painted, so that they never delay the count and the list.
 */
function loadDetailsView(): Promise<DetailsView> {
  void loadSanitizer().catch(() => undefined);
  detailsView ??= import('@/components/popup/JobDetailsView').then(
    (module) => module.JobDetailsView,
    (error: unknown) => {
      detailsView = null;
      throw error;
    },
  );
  return detailsView;
}

/** `#job=123` → 123; anything else → null. */
export function jobIdFromHash(hash: string): number | null {
  return parseJobId(/^#job=(\d+)$/.exec(hash)?.[1]);
}

export function FeedScreen({
  call,
  clock,
  session,
  snapshot = null,
  initialJobId,
  onSignedOut,
  tabs,
  permissions,
  thisPage: firstPage,
  savedSearch = null,
}: Props) {
  const { t } = useI18n();
  const feed = useFeed({ call, apiBaseUrl: session.apiBaseUrl, onSignedOut, snapshot, savedSearch });
  const saved = useSavedSearches(call, session.apiBaseUrl, { ...feed, ready: feed.results !== null && !feed.searching });
  const thisPage = useThisPage(call, tabs, firstPage, permissions);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const now = clock();
  const [openJob, setOpenJob] = useState<number | null>(initialJobId);
  const jobStatus = useJobStatus(call, openJob, feed.markStatus);
  const jobNotes = useJobNotes(call, openJob);
  const vacancy = useVacancy(call, openJob);
  const mute = useMuteControl(call, session.apiBaseUrl, openJob !== null, openJob);
  const [attempt, setAttempt] = useState(0);
  /** The control that opened the job (its row, or "This page"), and the job's place in the list: where the focus goes back to. */
  const returnFocus = useRef<{ from: string; index: number } | null>(null);
  const [Details, setDetails] = useState<{ view: DetailsView } | null>(null);
  const [detailsFailed, setDetailsFailed] = useState(false);
  const detailsWanted = openJob !== null;

  useEffect(() => {
    let live = true;
    const load = () =>
      void loadDetailsView().then(
        (view) => live && setDetails({ view }),
        () => live && setDetailsFailed(true),
      );
    if (detailsWanted) load();
    else {
      const timer = setTimeout(load, 400);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    return () => {
      live = false;
    };
  }, [detailsWanted, attempt]);

  const jobLoad = useJobRecord({ call, id: openJob, attempt, apiBaseUrl: session.apiBaseUrl, onSignedOut });

  const { markOpened } = feed;
  // The list's rows are the results' jobs, in order: the opened job's place is read there, not in the DOM.
  const listed = useLatest(feed.results?.jobs);
  const open = useCallback(
    (id: number, from = jobRowId(id)) => {
      returnFocus.current = { from, index: Math.max(0, listed.current?.findIndex((job) => job.id === id) ?? 0) };
      markOpened(id);
      setOpenJob(id);
    },
    [markOpened, listed],
  );

  const retryDetails = () => {
    setDetailsFailed(false);
    setAttempt((n) => n + 1);
  };

  const back = useCallback(() => {
    setOpenJob(null);
    if (location.hash.startsWith('#job=')) history.replaceState(null, '', location.pathname + location.search);
  }, []);

  // Back in the list, focus returns to the job that was opened: before paint, so a key pressed or a
  // click made as soon as the list shows (in the search box, say) is never overtaken by this move.
  // A job that left the list meanwhile (its employer muted, marked handled with handled ones hidden)
  // hands it to the row now in its place, else the search box: never to the page.
  useLayoutEffect(() => {
    const back = returnFocus.current;
    if (openJob !== null || back === null) return;
    returnFocus.current = null;
    const rows = [...document.querySelectorAll<HTMLElement>('[id^="job-row-"]')];
    const target =
      document.getElementById(back.from) ?? rows[Math.min(back.index, rows.length - 1)] ?? document.getElementById('feed-search-input');
    target?.focus();
  }, [openJob]);

  return (
    <>
      {openJob !== null &&
        (Details ? (
          <Details.view
            now={now}
            load={jobLoad}
            onBack={back}
            onRetry={() => setAttempt((n) => n + 1)}
            status={jobStatus}
            notes={jobNotes}
            mute={mute}
            vacancy={vacancy}
          />
        ) : detailsFailed ? (
          <ErrorNotice message={t('error.internal')} onRetry={retryDetails} />
        ) : (
          <StatusMessage busy>{t('details.loading')}</StatusMessage>
        ))}
      <div hidden={openJob !== null}>
        <LeftBehindNotices items={[...jobStatus.leftBehind, ...jobNotes.leftBehind]} jobs={feed.results?.jobs ?? []} />
        {thisPage.page && (
          <ThisPageBar page={thisPage.page} shownAgain={thisPage.shownAgain} onOpen={open} onShowCard={thisPage.showCardAgain} />
        )}
        {thisPage.noAccess && <NoAccessBar board={thisPage.noAccess} page={thisPage} />}
        <FeedOf
          feed={feed}
          now={now}
          onOpenJob={open}
          searchTools={<SavedSearchesBar state={saved} query={feed.query} filters={feed.filters} />}
          notices={<SessionEndsSoon session={session} now={now} />}
        />
      </div>
    </>
  );
}
