/**
 * The popup's search over the local index: the query and filters in the box, the list that answers
 * them, paging, and the guard that keeps an answer for an earlier query off the screen.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Failure, JobFilters, Result, SearchResult } from '@/utils/messaging/contract';
import type { CallBackground } from '@/utils/messaging/client';
import type { FeedResults } from '@/components/popup/FeedView';
import { useLatest, useMountedRef } from '@/utils/ui/use-latest';
import { savePopupSearch, type SavedSearch } from '@/utils/feed/popup-search';

export const PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 120;
const MAX_LIMIT = 200;
const MAX_QUERY = 200;

/** replace: a new query's first page; append: the next page; refresh: the loaded rows again, after a sync or a mark. */
export type SearchMode = 'replace' | 'append' | 'refresh';

interface Criteria {
  query: string;
  filters: JobFilters;
}

export interface SearchState {
  query: string;
  setQuery(query: string): void;
  filters: JobFilters;
  setFilters(filters: JobFilters): void;
  results: FeedResults | null;
  /** The list is not (yet) the answer for the query and filters shown: a search is on its way. */
  searching: boolean;
  loadingMore: boolean;
  failure: Failure | null;
  run(mode: SearchMode): Promise<SearchResult | null>;
  /** Asks the failed search again: a failed "Load more" its page, keeping the rows loaded; else the first page. */
  retry(): void;
  /** Saved rows read late fill the list only where no search has answered yet. */
  fill(results: FeedResults): void;
}

/**
 * How many rows a refresh asks for: the ones loaded, and a page more while "Load more" is under way
 * (the refresh overtakes its answer, so it brings that page itself); at least a page. The background
 * answers at most MAX_LIMIT a request, so a refresh of more asks in turn.
 */
export function refreshCount(loaded: number, appending: boolean): number {
  return Math.max(PAGE_SIZE, loaded + (appending ? PAGE_SIZE : 0));
}

/** `previous` with `next`'s page appended, each job once. */
export function appendPage(previous: FeedResults, next: FeedResults): FeedResults {
  const seen = new Set(previous.jobs.map((job) => job.id));
  return {
    jobs: [...previous.jobs, ...next.jobs.filter((job) => !seen.has(job.id))],
    matches: next.matches,
    indexed: next.indexed,
    mutedOut: next.mutedOut,
    mutedIds: [...(previous.mutedIds ?? []), ...(next.mutedIds ?? [])],
    boards: { ...previous.boards, ...next.boards },
  };
}

/** Two answers of one search, the second's page after the first's: one answer. */
function joinResults(first: SearchResult, next: SearchResult): SearchResult {
  const page = appendPage(first, next);
  return {
    ...next,
    jobs: page.jobs,
    mutedIds: [...(page.mutedIds ?? [])],
    boards: page.boards,
    statuses: { ...first.statuses, ...next.statuses },
    opened: [...new Set([...first.opened, ...next.opened])],
  };
}

export function useFeedSearch(
  call: CallBackground,
  initial: FeedResults | null,
  onAnswer: (value: SearchResult) => void,
  onFailure: (failure: Failure) => void,
  /** The search the user left in this browser session (popup-search.ts), and where to keep the next. */
  saved: SavedSearch | null = null,
  remember: (search: SavedSearch) => void = (search) => void savePopupSearch(search),
): SearchState {
  const [query, setQuery] = useState(saved?.query ?? '');
  const [filters, setFilters] = useState<JobFilters>(saved?.filters ?? {});
  const [results, setResults] = useState<FeedResults | null>(initial);
  /**
   * The query and filters the last settled search was asked with: what the list on screen answers.
   * The saved rows answer the empty search, so a remembered one shows as under way until it is run.
   */
  const [answered, setAnswered] = useState<Criteria>(() => ({ query: '', filters: saved ? {} : filters }));
  const lastAnswered = useLatest(answered);
  const [pending, setPending] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const mounted = useMountedRef();
  const criteria = useLatest<Criteria>({ query, filters });
  const loaded = useLatest(results?.jobs.length ?? 0);
  const loadedJobs = useLatest(results?.jobs ?? []);
  const handlers = useLatest({ onAnswer, onFailure });
  const asked = useRef(0);
  /** A "Load more" is under way (its answer may be overtaken by a refresh). */
  const appending = useRef(false);
  /** The last search failed was a "Load more": Try again asks for its page again, else the first. */
  const moreFailed = useRef(false);
  /** The list shown was read without the vacancy grouping (SearchResult.ungrouped). */
  const ungrouped = useRef(false);

  const run = useCallback(
    async (requested: SearchMode) => {
      const id = ++asked.current;
      const { query: q, filters: f } = criteria.current;
      // The list on screen answers other criteria than the box's (a search is out): its next page
      // would be the new query's rows at the old list's offset, appended to the old list. The new
      // query's first page is what "more" means then.
      const last = lastAnswered.current;
      const mode = requested === 'append' && (last.query !== q || last.filters !== f) ? 'replace' : requested;
      if (mode === 'append') {
        setLoadingMore(true);
        appending.current = true;
      } else if (mode === 'replace') setPending(true);
      const search = { type: 'jobs.search', query: q.trim().slice(0, MAX_QUERY), filters: f } as const;
      let result: Result<SearchResult>;
      // "Load more" under a list read without the grouping: the grouped list's rows are not at the
      // same places, so the list is read again, grouped, a page longer (rows were skipped else).
      const regroup = mode === 'append' && ungrouped.current;
      if (mode === 'refresh' || regroup) {
        // A refresh nobody typed: where the worker has let its search rows go, a blank list comes
        // from the newest jobs, not a read of them all. The rows loaded, in requests the background takes.
        let joined = null as Result<SearchResult> | null;
        let count = regroup ? loaded.current + PAGE_SIZE : refreshCount(loaded.current, appending.current);
        // Jobs a sync added come above the rows loaded (the newest first) and push them down: each is
        // read beyond the room the count had, so that no row loaded falls off the list's end under the
        // recruiter (the side panel holds the new ones back: use-held-jobs.ts).
        const listed = new Set(loadedJobs.current.map((job) => job.id));
        let room = count - loaded.current;
        for (let offset = 0; offset < count;) {
          const limit = Math.min(MAX_LIMIT, count - offset);
          const part = await call(regroup ? { ...search, offset, limit } : { ...search, offset, limit, unasked: true });
          joined = joined?.ok && part.ok ? { ok: true, value: joinResults(joined.value, part.value) } : part;
          if (!part.ok || part.value.jobs.length < limit || id !== asked.current) break;
          offset += limit;
          if (regroup) continue;
          const added = part.value.jobs.filter((job) => !listed.has(job.id)).length;
          count += Math.max(0, added - room);
          room = Math.max(0, room - added);
        }
        result = joined!;
      } else result = await call({ ...search, offset: mode === 'append' ? loaded.current : 0, limit: PAGE_SIZE });
      if (mode === 'append' && id === asked.current) appending.current = false;
      // Overtaken by a newer search, or asked for a query the user has since changed (the search for
      // the new one is still waiting out its debounce): showing it would list jobs for the old query.
      const current = criteria.current;
      if (!mounted.current || id !== asked.current || current.query !== q || current.filters !== f) return null;
      setAnswered({ query: q, filters: f });
      setPending(false);
      setLoadingMore(false);
      if (!result.ok) {
        moreFailed.current = mode === 'append';
        setFailure(result.error);
        handlers.current.onFailure(result.error);
        return null;
      }
      const { jobs, matches, indexed, mutedOut, mutedIds, boards } = result.value;
      handlers.current.onAnswer(result.value);
      const page = { jobs, matches, indexed, mutedOut, mutedIds, boards };
      ungrouped.current = result.value.ungrouped === true;
      setResults((previous) => (mode === 'append' && !regroup && previous ? appendPage(previous, page) : page));
      setFailure(null);
      return result.value;
    },
    [call, mounted, criteria, loaded, loadedJobs, handlers, lastAnswered],
  );

  // Typing and filtering search the local index, debounced; the first search is the owner's. Each
  // change is kept for the next opening in this browser session.
  const started = useRef(false);
  const keep = useLatest(remember);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    keep.current({ query, filters });
    setPending(true);
    const timer = setTimeout(() => void run('replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filters, run, keep]);

  const fill = useCallback((saved: FeedResults) => setResults((previous) => previous ?? saved), []);

  return {
    query,
    setQuery,
    filters,
    setFilters,
    results,
    // Derived in the same render as the new query, so the list is never presented as its answer
    // before the debounced search (started from an effect, after paint) has even been asked.
    searching: pending || answered.query !== query || answered.filters !== filters,
    loadingMore,
    failure,
    run,
    retry: () => void run(moreFailed.current ? 'append' : 'replace'),
    fill,
  };
}
