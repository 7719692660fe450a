/**
 * The signed-in popup's data: count (use-feed-count.ts), sync status (use-sync-status.ts), facets
 * and the search over the local index (use-feed-search.ts). Everything is painted from local data
 * first (count and search with refresh:false answer from storage and IndexedDB at once); the API is
 * asked afterwards, and its failure leaves the last known data on screen with a sentence saying
 * what is wrong.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { apiProblemDetail, describeApiProblem, describeFailure, rateLimitEnd } from '@/utils/i18n/errors';
import type { Facets, Failure, SearchResult, SyncStatus, Worked } from '@/utils/messaging/contract';
import type { FeedResults } from '@/components/popup/FeedView';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { SavedSearch } from '@/utils/feed/popup-search';
import type { JobStatus } from '@/utils/feed/job-status';
import type { CallBackground } from '@/utils/messaging/client';
import { useMarkPings } from '@/utils/ui/use-mark-pings';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { useLatest, useMountedRef } from '@/utils/ui/use-latest';
import { useRateLimitWait } from '@/utils/ui/use-rate-limit-wait';
import { useFeedCount } from './use-feed-count';
import { PAGE_SIZE, useFeedSearch, type SearchState } from './use-feed-search';
import { useSyncStatus } from './use-sync-status';
import { useI18n } from '@/utils/i18n/context';

interface Options {
  call: CallBackground;
  apiBaseUrl: string;
  /** A request found the session gone. */
  onSignedOut(): void;
  /** Saved count and newest jobs, shown until the background answers (see popup-snapshot.ts). */
  snapshot?: PopupSnapshot | null;
  /** The search left in this browser session (popup-search.ts). */
  savedSearch?: SavedSearch | null;
  /** Opening this page is a visit (the popup's "new since my last visit"); the side panel is not one. */
  isVisit?: boolean;
}

/** What the popup shows of the search, as `useFeedSearch` keeps it. */
type SearchView = Pick<SearchState, 'query' | 'setQuery' | 'filters' | 'setFilters' | 'results' | 'searching' | 'loadingMore'>;

export interface Feed extends SearchView {
  count: number | null;
  /** The count has not been answered yet, from storage or the API. */
  countPending: boolean;
  sync: SyncStatus | null;
  /** When the last sync finished as the snapshot knew it, for the time before `sync` is answered. */
  savedLastSyncAt: number | null;
  /** What is wrong with the API or the last sync, as a sentence. */
  problem: string | null;
  /** Its address and technical detail, for the "Details" disclosure. */
  problemDetail: string | null;
  syncRequesting: boolean;
  syncNow(): void;
  facets: Facets | null;
  /** The filters were opened: their values are read again if a sync left them behind. */
  filtersOpened(): void;
  searchError: string | null;
  retrySearch(): void;
  loadMore(): void;
  /** The previous visit, for the "new since my last visit" filter; null when there was none. */
  lastVisit: number | null;
  /** Jobs opened in the last day, not marked new; a job opened here joins at once. */
  opened: ReadonlySet<number>;
  markOpened(id: number): void;
  /** The recruiter's marks on the listed jobs; one set here shows at once. */
  statuses: Readonly<Record<number, JobStatus>>;
  markStatus(id: number, status: JobStatus | null): void;
  /** The queue's progress as the last search answered it; null before it did. */
  worked: Worked | null;
  /** The loaded rows and the progress again, after a mark changed them. */
  refresh(): void;
}

function snapshotRows(snapshot: PopupSnapshot): FeedResults {
  return { jobs: snapshot.jobs, matches: snapshot.matches, indexed: snapshot.indexed };
}

/** The visit before this one, learnt once: from the snapshot, the first search or `popup.opened`. */
function useLastVisit(initial: PopupSnapshot | null) {
  const [lastVisit, setLastVisit] = useState<number | null>(initial?.lastVisit ?? null);
  const known = useRef(initial !== null);
  const learn = useCallback((visit: number | null) => {
    if (known.current) return;
    known.current = true;
    setLastVisit(visit);
  }, []);
  return { lastVisit, learn };
}

/** The jobs opened lately: the background's answers, with what was opened in this popup meanwhile. */
function useOpened(initial: PopupSnapshot | null) {
  const here = useRef(new Set<number>());
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set(initial?.opened ?? []));
  const learn = useCallback((ids: readonly number[]) => setOpened(new Set([...ids, ...here.current])), []);
  const mark = useCallback((id: number) => {
    here.current.add(id);
    setOpened((previous) => new Set([...previous, id]));
  }, []);
  return { opened, learn, mark };
}

/** The marks on the listed jobs: each answer's, with the ones set in this popup since. */
function useStatuses(initial: PopupSnapshot | null) {
  const here = useRef(new Map<number, JobStatus | null>());
  const [statuses, setStatuses] = useState<Readonly<Record<number, JobStatus>>>(() => initial?.statuses ?? {});
  const merged = (base: Readonly<Record<number, JobStatus>>) => {
    const next: Record<number, JobStatus> = { ...base };
    for (const [id, status] of here.current) {
      if (status === null) delete next[id];
      else next[id] = status;
    }
    return next;
  };
  const learn = useCallback((answered: Readonly<Record<number, JobStatus>>) => setStatuses(merged(answered)), []);
  const mark = useCallback((id: number, status: JobStatus | null) => {
    here.current.set(id, status);
    setStatuses((previous) => merged(previous));
  }, []);
  /** The background's answer counts again for this job (marked elsewhere since). */
  const forget = useCallback((id: number) => here.current.delete(id), []);
  return { statuses, learn, mark, forget };
}

/**
 * The filters' values. A sync's end asks for them from search rows held only: at a size where the
 * worker lets its rows go (utils/feed/held-rows.ts), reading them all is a question's cost, about
 * 18 s at a million jobs. Not held, the values are read when the filters are opened next.
 */
function useFacets(call: CallBackground) {
  const [facets, setFacets] = useState<Facets | null>(null);
  const stale = useRef(false);
  const mounted = useMountedRef();
  const load = useCallback(
    async (ifHeld = false) => {
      const result = await call(ifHeld ? { type: 'jobs.facets', unasked: true } : { type: 'jobs.facets' });
      if (!mounted.current) return;
      // A failure is asked again at the next opening.
      stale.current = !result.ok || result.value === null;
      if (result.ok && result.value) setFacets(result.value);
    },
    [call, mounted],
  );
  const need = useCallback(() => {
    if (!stale.current) return;
    stale.current = false;
    void load();
  }, [load]);
  return { facets, load, need };
}

export function useFeed({ call, apiBaseUrl, onSignedOut, snapshot = null, savedSearch = null, isVisit = true }: Options): Feed {
  const { t, locale } = useI18n();
  // Only the first render's snapshot counts: after that the background's answers do.
  const [initial] = useState(snapshot);
  const signedOut = useLatest(onSignedOut);
  const mounted = useMountedRef();
  const noteFailure = useCallback(
    (failure: Failure) => {
      if (failure.code === 'signedOut' || failure.api?.kind === 'unauthorized') signedOut.current();
    },
    [signedOut],
  );

  const visit = useLastVisit(initial);
  const learnVisit = visit.learn;
  const opened = useOpened(initial);
  const learnOpened = opened.learn;
  const marks = useStatuses(initial);
  const learnMarks = marks.learn;
  const [worked, setWorked] = useState<Worked | null>(null);
  const onAnswer = useCallback(
    (value: SearchResult) => {
      learnVisit(value.lastVisit);
      learnOpened(value.opened);
      learnMarks(value.statuses);
      setWorked(value.worked);
    },
    [learnVisit, learnOpened, learnMarks],
  );
  const count = useFeedCount(call, initial?.count ?? null, noteFailure);
  const [saved] = useState(savedSearch);
  const search = useFeedSearch(call, initial ? snapshotRows(initial) : null, onAnswer, noteFailure, saved);
  const facets = useFacets(call);
  // A mark set in another view (the card, the side panel, another popup): the rows and the progress
  // follow, as the background answers them.
  const { forget: forgetMark } = marks;
  useMarkPings((ids) => {
    for (const id of ids) forgetMark(id);
    void search.run('refresh');
  });
  // A mute added or removed in any page: the list leaves out (or lists again) the jobs it covers.
  useBackgroundEvent((event) => {
    if (event.event === 'mutes.changed') void search.run('refresh');
  });
  const sync = useSyncStatus(call, {
    onRunEnded(next) {
      // The run ended: the count it saved and the jobs it added. A run that ended well has just
      // talked to the API, so an older complaint about it no longer holds.
      if (next.state.status === 'idle' && next.state.error === null) count.setError(null);
      void count.load(false);
      void search.run('refresh');
      void facets.load(true);
    },
    onIndexedWhileRunning() {
      // A first sync fills an empty list as pages arrive; a full list is left alone under the user.
      if ((search.results?.jobs.length ?? 0) < PAGE_SIZE) void search.run('refresh');
    },
    onRequestFailed(failure) {
      noteFailure(failure);
      if (failure.api) count.setError(failure.api);
    },
  });

  // A snapshot read after the session was known still fills what the background has not answered yet.
  const { fill: fillRows } = search;
  const { fill: fillCount, load: loadCount } = count;
  useEffect(() => {
    if (!snapshot || snapshot === initial) return;
    fillRows(snapshotRows(snapshot));
    fillCount(snapshot.count);
    learnVisit(snapshot.lastVisit);
  }, [snapshot, initial, fillRows, fillCount, learnVisit]);

  // Local data first, then the popup's visit is recorded and the API asked for a fresh count. Every
  // function named here is stable, so this runs once.
  const { refresh: refreshSync, syncNow: startSync } = sync;
  const { run: runSearch } = search;
  const { load: loadFacets } = facets;
  const askApi = useCallback(async () => {
    // The API answers again: the sync status is read anew (it still holds the outage), and a sync
    // that failed while the API was away is retried now rather than at the next "Sync now".
    if (!(await loadCount(true))) return;
    const status = await refreshSync();
    // Not one refused by a 429 before its Retry-After is over: the count's answer does not end the server's wait.
    if (status?.state.status === 'failed' && (rateLimitEnd(status.state.error) ?? 0) <= Date.now()) startSync();
  }, [loadCount, refreshSync, startSync]);
  useEffect(() => {
    void refreshSync();
    void loadFacets();
    void loadCount(false).then(askApi);
    void runSearch('replace').then(async () => {
      if (!isVisit) return;
      // "New" marks compare with the visit before this one, read by the search above.
      const opened = await call({ type: 'popup.opened' });
      if (mounted.current && opened.ok) learnVisit(opened.value.lastVisit);
    });
  }, [call, refreshSync, askApi, loadFacets, loadCount, runSearch, learnVisit, mounted, isVisit]);

  const state = sync.sync;
  let problem: string | null = null;
  let problemDetail: string | null = null;
  const syncError = state && (state.state.status === 'failed' || state.state.status === 'paused') ? state.state.error : null;
  const apiProblem = count.error ?? (state?.apiReachable === false ? state.apiError : null);
  if (apiProblem) problem = describeApiProblem(t, locale, apiProblem, apiBaseUrl);
  else if (syncError) problem = t('sync.failed', { reason: describeApiProblem(t, locale, syncError, apiBaseUrl) });
  const shownProblem = apiProblem ?? syncError;
  // A 429's wait counts down on screen; once it is over the API is asked again, once (a sync that
  // was refused retries by itself: sync-runner.ts).
  useRateLimitWait(shownProblem, apiProblem ? () => void askApi() : undefined);
  if (problem && shownProblem) problemDetail = apiProblemDetail(shownProblem, apiBaseUrl);

  const shownCount = count.count?.count ?? state?.count?.count ?? null;

  return {
    count: shownCount,
    countPending: count.pending && shownCount === null,
    sync: state,
    savedLastSyncAt: (snapshot ?? initial)?.lastSyncAt ?? null,
    problem,
    problemDetail,
    syncRequesting: sync.requesting,
    syncNow: sync.syncNow,
    facets: facets.facets,
    filtersOpened: facets.need,
    query: search.query,
    setQuery: search.setQuery,
    filters: search.filters,
    setFilters: search.setFilters,
    results: search.results,
    searching: search.searching,
    searchError: search.failure ? describeFailure(t, locale, search.failure, apiBaseUrl) : null,
    retrySearch: search.retry,
    loadingMore: search.loadingMore,
    loadMore: () => void search.run('append'),
    lastVisit: visit.lastVisit,
    opened: opened.opened,
    markOpened: opened.mark,
    statuses: marks.statuses,
    markStatus: marks.mark,
    worked,
    refresh: () => void search.run('refresh'),
  };
}
