/**
 * The signed-in popup's data: count, sync status, facets and the search over the local index.
 * Everything is painted from local data first (count and search with refresh:false answer from
 * storage and IndexedDB at once); the API is asked afterwards, and its failure leaves the last
 * known data on screen with a sentence saying what is wrong.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/utils/api/errors';
import type { Locale } from '@/utils/i18n/locale';
import { describeApiProblem, describeFailure } from '@/utils/i18n/errors';
import type { Translate } from '@/utils/i18n/translate';
import type { Facets, Failure, JobFilters, SyncStatus } from '@/utils/messaging/contract';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import type { FeedCount } from '@/utils/storage';
import type { FeedResults } from '@/components/popup/FeedView';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { CallBackground } from '@/utils/messaging/client';

export const PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 120;
export const SYNC_POLL_MS = 1000;
const MAX_LIMIT = 200;
const MAX_QUERY = 200;

interface Options {
  call: CallBackground;
  t: Translate;
  locale: Locale;
  apiBaseUrl: string;
  /** A request found the session gone. */
  onSignedOut(): void;
  /** Saved count and newest jobs, shown until the background answers (see popup-snapshot.ts). */
  snapshot?: PopupSnapshot | null;
}

export interface Feed {
  count: number | null;
  /** The count has not been answered yet, from storage or the API. */
  countPending: boolean;
  sync: SyncStatus | null;
  /** When the last sync finished as the snapshot knew it, for the time before `sync` is answered. */
  savedLastSyncAt: number | null;
  /** What is wrong with the API or the last sync, as a sentence. */
  problem: string | null;
  syncRequesting: boolean;
  syncNow(): void;
  facets: Facets | null;
  query: string;
  setQuery(query: string): void;
  filters: JobFilters;
  setFilters(filters: JobFilters): void;
  results: FeedResults | null;
  /** The list is not (yet) the answer for the query and filters shown: a search is on its way. */
  searching: boolean;
  searchError: string | null;
  retrySearch(): void;
  loadingMore: boolean;
  loadMore(): void;
  /** The previous visit, for "New" marks; null when there was none. */
  lastVisit: number | null;
}

type SearchMode = 'replace' | 'append' | 'refresh';

interface Criteria {
  query: string;
  filters: JobFilters;
}

export function useFeed({ call, t, locale, apiBaseUrl, onSignedOut, snapshot = null }: Options): Feed {
  // Only the first render's snapshot counts: after that the background's answers do.
  const [initial] = useState(snapshot);
  const [count, setCount] = useState<FeedCount | null>(initial?.count ?? null);
  const [countPending, setCountPending] = useState(initial?.count == null);
  const [countError, setCountError] = useState<ApiErrorInfo | null>(null);
  const [sync, setSync] = useState<SyncStatus | null>(null);
  const [syncRequesting, setSyncRequesting] = useState(false);
  /** Polls left after "Sync now", until the background reports the run. */
  const [pollBoost, setPollBoost] = useState(0);
  const [facets, setFacets] = useState<Facets | null>(null);
  const [query, setQueryState] = useState('');
  const [filters, setFilters] = useState<JobFilters>({});
  const [results, setResults] = useState<FeedResults | null>(
    initial ? { jobs: initial.jobs, matches: initial.matches, indexed: initial.indexed } : null,
  );
  /** The query and filters the last settled search was asked with: what the list on screen answers. */
  const [answered, setAnswered] = useState<Criteria>(() => ({ query, filters }));
  const [searching, setSearching] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [searchFailure, setSearchFailure] = useState<Failure | null>(null);
  const [lastVisit, setLastVisit] = useState<number | null>(initial?.lastVisit ?? null);

  const live = useRef(true);
  const searchSeq = useRef(0);
  const resultsRef = useRef(results);
  resultsRef.current = results;
  const criteria = useRef<Criteria>({ query, filters });
  criteria.current = { query, filters };
  const syncRef = useRef(sync);
  const syncSeq = useRef(0);
  syncRef.current = sync;
  const lastVisitKnown = useRef(initial !== null);
  // A snapshot read after the session was known still fills what the background has not answered yet.
  useEffect(() => {
    if (!snapshot || snapshot === initial) return;
    setResults((previous) => previous ?? { jobs: snapshot.jobs, matches: snapshot.matches, indexed: snapshot.indexed });
    setCount((previous) => previous ?? snapshot.count);
    if (!lastVisitKnown.current) {
      lastVisitKnown.current = true;
      setLastVisit(snapshot.lastVisit);
    }
  }, [snapshot, initial]);

  const signedOutRef = useRef(onSignedOut);
  signedOutRef.current = onSignedOut;

  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const noteFailure = useCallback((failure: Failure) => {
    if (failure.code === 'signedOut' || failure.api?.kind === 'unauthorized') signedOutRef.current();
  }, []);

  const runSearch = useCallback(
    async (mode: SearchMode) => {
      const id = ++searchSeq.current;
      const { query: q, filters: f } = criteria.current;
      const loaded = resultsRef.current?.jobs.length ?? 0;
      const offset = mode === 'append' ? loaded : 0;
      const limit = mode === 'refresh' ? Math.min(MAX_LIMIT, Math.max(PAGE_SIZE, loaded)) : PAGE_SIZE;
      if (mode === 'append') setLoadingMore(true);
      else if (mode === 'replace') setSearching(true);
      const result = await call({ type: 'jobs.search', query: q.trim().slice(0, MAX_QUERY), filters: f, offset, limit });
      // Overtaken by a newer search, or asked for a query the user has since changed (the search for
      // the new one is still waiting out its debounce): showing it would list jobs for the old query.
      const current = criteria.current;
      if (!live.current || id !== searchSeq.current || current.query !== q || current.filters !== f) return result;
      setAnswered({ query: q, filters: f });
      setSearching(false);
      setLoadingMore(false);
      if (result.ok) {
        const { jobs, matches, indexed } = result.value;
        if (!lastVisitKnown.current) {
          lastVisitKnown.current = true;
          setLastVisit(result.value.lastVisit);
        }
        setResults((previous) => {
          if (mode !== 'append' || !previous) return { jobs, matches, indexed };
          const seen = new Set(previous.jobs.map((job) => job.id));
          return { jobs: [...previous.jobs, ...jobs.filter((job) => !seen.has(job.id))], matches, indexed };
        });
        setSearchFailure(null);
      } else {
        setSearchFailure(result.error);
        noteFailure(result.error);
      }
      return result;
    },
    [call, noteFailure],
  );

  const loadCount = useCallback(
    async (refresh: boolean) => {
      const result = await call({ type: 'jobs.count', refresh });
      if (!live.current) return;
      if (result.ok) {
        const { count: answered, error } = result.value;
        setCount((previous) => answered ?? previous);
        if (refresh || answered !== null) setCountPending(false);
        if (refresh) setCountError(error);
      } else {
        if (refresh) setCountPending(false);
        if (refresh && result.error.api) setCountError(result.error.api);
        noteFailure(result.error);
      }
    },
    [call, noteFailure],
  );

  const loadFacets = useCallback(async () => {
    const result = await call({ type: 'jobs.facets' });
    if (live.current && result.ok) setFacets(result.value);
  }, [call]);

  const refreshSync = useCallback(async () => {
    const seq = ++syncSeq.current;
    const result = await call({ type: 'sync.status' });
    // An answer overtaken by a newer one (or by "Sync now") would show an old state.
    if (!live.current || !result.ok || seq !== syncSeq.current) return;
    const before = syncRef.current;
    const next = result.value;
    syncRef.current = next;
    setSync(next);
    const wasRunning = before?.state.status === 'running';
    const running = next.state.status === 'running';
    // A run this popup never saw running (it was quick) still shows as a newer success.
    const succeededSince = before !== null && next.state.lastSuccessAt !== null && next.state.lastSuccessAt !== before.state.lastSuccessAt;
    if ((wasRunning && !running) || succeededSince) {
      // The run ended: the count it saved and the jobs it added. A run that ended well has just
      // talked to the API, so an older complaint about it no longer holds.
      if (next.state.status === 'idle' && next.state.error === null) setCountError(null);
      void loadCount(false);
      void runSearch('refresh');
      void loadFacets();
    } else if (running && before && next.indexed !== before.indexed && (resultsRef.current?.jobs.length ?? 0) < PAGE_SIZE) {
      // A first sync fills an empty list as pages arrive; a full list is left alone under the user.
      void runSearch('refresh');
    }
  }, [call, loadCount, runSearch, loadFacets]);

  // Local data first, then the popup's visit is recorded and the API asked for a fresh count.
  useEffect(() => {
    void refreshSync();
    void loadFacets();
    void loadCount(false).then(() => loadCount(true));
    void runSearch('replace').then(async (first) => {
      // "New" marks compare with the visit before this one, read by the search above.
      const opened = await call({ type: 'popup.opened' });
      if (live.current && !lastVisitKnown.current && opened.ok) {
        lastVisitKnown.current = true;
        setLastVisit(opened.value.lastVisit);
      }
      return first;
    });
    // Once, on mount: later changes go through their own paths.
  }, []);

  // Typing and filtering search the local index, debounced.
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    setSearching(true);
    const timer = setTimeout(() => void runSearch('replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filters, runSearch]);

  const running = sync?.state.status === 'running';
  useEffect(() => {
    if (!running && pollBoost <= 0) return;
    const timer = setInterval(() => {
      setPollBoost((n) => Math.max(0, n - 1));
      void refreshSync();
    }, SYNC_POLL_MS);
    return () => clearInterval(timer);
  }, [running, pollBoost > 0, refreshSync]);

  useBackgroundEvent((event) => {
    if (event.event === 'sync.progress') void refreshSync();
  });

  const syncNow = useCallback(() => {
    setSyncRequesting(true);
    void call({ type: 'sync.now', full: false }).then((result) => {
      if (!live.current) return;
      setSyncRequesting(false);
      if (result.ok) {
        syncSeq.current++;
        syncRef.current = result.value;
        setSync(result.value);
        setPollBoost(3);
      } else {
        noteFailure(result.error);
        if (result.error.api) setCountError(result.error.api);
      }
    });
  }, [call, noteFailure]);

  let problem: string | null = null;
  const syncError = sync && (sync.state.status === 'failed' || sync.state.status === 'paused') ? sync.state.error : null;
  if (countError) problem = describeApiProblem(t, locale, countError, apiBaseUrl);
  else if (sync?.apiReachable === false && sync.apiError) problem = describeApiProblem(t, locale, sync.apiError, apiBaseUrl);
  else if (syncError) problem = t('sync.failed', { reason: describeApiProblem(t, locale, syncError, apiBaseUrl) });

  const shownCount = count?.count ?? sync?.count?.count ?? null;

  return {
    count: shownCount,
    countPending: countPending && shownCount === null,
    sync,
    savedLastSyncAt: (snapshot ?? initial)?.lastSyncAt ?? null,
    problem,
    syncRequesting,
    syncNow,
    facets,
    query,
    setQuery: setQueryState,
    filters,
    setFilters,
    results,
    // Derived in the same render as the new query, so the list is never presented as its answer
    // before the debounced search (started from an effect, after paint) has even been asked.
    searching: searching || answered.query !== query || answered.filters !== filters,
    searchError: searchFailure ? describeFailure(t, locale, searchFailure, apiBaseUrl) : null,
    retrySearch: () => void runSearch('replace'),
    loadingMore,
    loadMore: () => void runSearch('append'),
    lastVisit,
  };
}
