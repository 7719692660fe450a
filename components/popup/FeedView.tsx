import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useRovingList } from '@/utils/ui/use-roving-list';
import type { JobSummary } from '@/utils/feed/summary';
import { formatNumber } from '@/utils/i18n/format';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';
import type { Facets, JobFilters } from '@/utils/messaging/contract';
import { JobListItem, jobRowId } from '../job/JobListItem';
import { focusLost } from '@/utils/ui/focus-lost';
import { ErrorNotice } from './ErrorNotice';
import { activeFilterCount, SearchFilters } from './SearchFilters';
import { isNewJob } from '@/utils/feed/new-jobs';
import { instantMs } from '@/utils/feed/instants';
import type { JobStatus } from '@/utils/feed/job-status';

const NO_MARKS: Readonly<Record<number, JobStatus>> = {};
import { StatusMessage } from './StatusMessage';
import { useI18n } from '@/utils/i18n/context';

export interface FeedResults {
  jobs: JobSummary[];
  matches: number;
  indexed: number;
  /** Jobs matching the search that the recruiter's mutes leave out (unknown: none). */
  mutedOut?: number;
  /** Of `jobs`, the muted ones (listed with "Show muted jobs"). */
  mutedIds?: readonly number[];
  /** Of `jobs`, those whose vacancy is on more than one board: how many. */
  boards?: Readonly<Record<number, number>>;
}

const NO_IDS: readonly number[] = [];
const NO_JOBS: readonly JobSummary[] = [];

interface Props {
  now: number;
  /** The feed's total (Count Jobs), or null while unknown. */
  count: number | null;
  /** Sync progress, shown under the count. */
  status?: ComponentChildren;
  /**
   * Warnings (the API's or the sync's problem, a session ending soon), under the search: they come
   * after the first paint, and there they never move the search box under the recruiter's pointer.
   */
  notices?: ComponentChildren;
  query: string;
  onQuery(query: string): void;
  filters: JobFilters;
  onFilters(filters: JobFilters): void;
  facets: Facets | null;
  /** The filters were opened. */
  onFiltersOpened?(): void;
  results: FeedResults | null;
  searching: boolean;
  searchError: string | null;
  onRetrySearch(): void;
  /** The user's previous visit, for the "new since my last visit" filter. */
  lastVisit: number | null;
  /** Jobs opened in the last day: not marked new (utils/feed/new-jobs.ts). */
  opened: ReadonlySet<number>;
  /** The recruiter's marks on the listed jobs. */
  statuses?: Readonly<Record<number, JobStatus>>;
  syncing: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onOpenJob(id: number): void;
  /** The side panel's selected job: the list's current row, marked as selected. */
  selectedId?: number | null;
  /** The popup opens ready to search; the side panel opens ready for the queue's keys. */
  focusSearch?: boolean;
  /** Under the filters: saving the search, and the saved ones. */
  searchTools?: ComponentChildren;
  /** Beside the list's heading: the side panel's new jobs held back. */
  listTools?: ComponentChildren;
}

export function countText(t: Translate, locale: Locale, count: number): string {
  return t(count === 1 ? 'feed.countOne' : 'feed.count', { count: formatNumber(locale, count) });
}

export function matchesText(t: Translate, locale: Locale, matches: number): string {
  return t(matches === 1 ? 'feed.matchesOne' : 'feed.matches', { count: formatNumber(locale, matches) });
}

/**
 * `now` as the rows read it: kept until its day ends or a listed job's closing instant has passed,
 * so that it changes when a row can read differently, not on every tick. A job that closes at noon
 * reads Closed from noon, as its details do, not from midnight.
 */
function useRowsClock(now: number, jobs: readonly Pick<JobSummary, 'closingDate'>[]): number {
  const kept = useRef(now);
  const closings = useMemo(() => jobs.map((job) => instantMs(job.closingDate)).filter((at) => at !== null), [jobs]);
  const dayEnded = new Date(kept.current).toDateString() !== new Date(now).toDateString();
  if (dayEnded || closings.some((at) => at > kept.current && at <= now)) kept.current = now;
  return kept.current;
}

/** The signed-in popup: count, sync status, search with filters, and the list of jobs. */
export function FeedView(props: Props) {
  const { t, locale } = useI18n();
  const { now, count, query, filters, results, lastVisit, opened, statuses = NO_MARKS } = props;
  const filtered = query.trim() !== '' || activeFilterCount(filters) > 0;
  const jobs = results?.jobs ?? NO_JOBS;
  const onOpenJob = props.onOpenJob;
  // A row reads "now" only for its closing: its countdown in whole days, and whether it has closed. The
  // screen re-renders on every answer from the background; the rows are built again only when they can differ.
  const rowsNow = useRowsClock(now, jobs);
  const ids = useMemo(() => jobs.map((job) => job.id), [jobs]);
  const muted = useMemo(() => new Set(results?.mutedIds ?? NO_IDS), [results]);
  const roving = useRovingList(ids, '.job-row', '.job-link');
  const { selectedId = null } = props;
  const selected = selectedId !== null && ids.includes(selectedId) ? selectedId : null;
  const current = selected ?? roving.current;
  const rows = useMemo(
    () =>
      jobs.map((job) => (
        <JobListItem
          key={job.id}
          job={job}
          now={rowsNow}
          isNew={isNewJob(job, rowsNow, opened)}
          status={statuses[job.id]}
          muted={muted.has(job.id)}
          boards={results?.boards?.[job.id]}
          onOpen={onOpenJob}
          current={job.id === current}
          selected={job.id === selected}
        />
      )),
    [jobs, results, muted, rowsNow, opened, statuses, onOpenJob, current, selected],
  );
  // The popup opens ready to search: focus in the search box, not on the header's "Sign out".
  const searchRef = useRef<HTMLInputElement>(null);
  const { focusSearch = true } = props;
  useEffect(() => {
    if (focusSearch) searchRef.current?.focus({ preventScroll: true });
  }, [focusSearch]);
  // Where the rows that "Load more" brings begin. The last page takes the button away, with the focus
  // on it: the focus then goes to the first row it brought, not to the page.
  const moreFrom = useRef<number | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const loadMore = () => {
    moreFrom.current = jobs.length;
    props.onLoadMore();
  };
  const { loadingMore } = props;
  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || loadingMore) return;
    moreFrom.current = null;
    const first = jobs[from];
    if (first && !moreButton.current?.isConnected && focusLost()) document.getElementById(jobRowId(first.id))?.focus();
  }, [jobs, loadingMore]);
  let body: ComponentChildren;
  if (props.searchError && jobs.length === 0) {
    body = <ErrorNotice message={props.searchError} onRetry={props.onRetrySearch} />;
  } else if (!results) {
    body = <StatusMessage busy>{t('state.loading')}</StatusMessage>;
  } else if (jobs.length === 0) {
    body = (
      <StatusMessage>
        {(results.mutedOut ?? 0) > 0
          ? t('feed.allMuted')
          : filtered
            ? t('feed.noMatches')
            : results.indexed === 0
              ? props.syncing
                ? t('feed.emptySyncing')
                : `${t('feed.empty')} ${t('feed.emptyIdle')}`
              : t('feed.noMatches')}
      </StatusMessage>
    );
  } else {
    body = (
      <>
        <ul class="job-list" aria-labelledby="job-list-heading" aria-describedby="job-list-keys" {...roving.listProps}>
          {rows}
        </ul>
        <p id="job-list-keys" class="visually-hidden">
          {t('feed.listKeys')}
        </p>
        {props.searchError && <ErrorNotice message={props.searchError} onRetry={props.onRetrySearch} />}
        {/* While a search is out the list and its count answer the previous one: no "Showing x of y" for
            it, and no "Load more" that would page through it under the new query. */}
        {!props.searching && jobs.length < results.matches && (
          <div class="load-more">
            <p class="muted">
              {t('feed.showing', { shown: formatNumber(locale, jobs.length), total: formatNumber(locale, results.matches) })}
            </p>
            <button type="button" ref={moreButton} onClick={loadMore} disabled={props.loadingMore}>
              {props.loadingMore ? t('feed.loadingMore') : t('feed.loadMore')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div class="feed">
      <section class="feed-summary" aria-labelledby="feed-heading">
        <h2 id="feed-heading" class="visually-hidden">
          {t('feed.heading')}
        </h2>
        <p class="feed-count" role="status">
          {count !== null ? countText(t, locale, count) : t('feed.countPending')}
        </p>
        {props.status}
      </section>
      <div class="feed-search" role="search">
        <div class="field search-field">
          <label for="feed-search-input">{t('feed.search')}</label>
          <input
            id="feed-search-input"
            ref={searchRef}
            type="search"
            value={query}
            placeholder={t('feed.searchHint')}
            autocomplete="off"
            spellcheck={false}
            maxLength={200}
            onInput={(e) => props.onQuery(e.currentTarget.value)}
          />
        </div>
        <SearchFilters
          facets={props.facets}
          onOpen={props.onFiltersOpened}
          filters={filters}
          onFilters={props.onFilters}
          lastVisit={lastVisit}
          mutedOut={results?.mutedOut ?? 0}
        />
        {props.searchTools}
      </div>
      {props.notices}
      <section class="feed-list" aria-labelledby="job-list-heading" aria-busy={props.searching}>
        <div class="list-head">
          <h2 id="job-list-heading">{filtered ? t('feed.results') : t('feed.recent')}</h2>
          {/* Always present, so that the count is announced when it comes; empty while a search is out,
              as the count on hand is the previous search's. */}
          <p class="muted matches" aria-live="polite">
            {results && filtered && !props.searching ? matchesText(t, locale, results.matches) : ''}
          </p>
          {results?.mutedOut && !props.searching ? (
            <button
              type="button"
              class="link-button show-muted"
              onClick={() => {
                // It goes while the muted jobs are asked for: the focus goes to the search box, not to the page.
                searchRef.current?.focus();
                props.onFilters({ ...filters, showMuted: true });
              }}
            >
              {t('feed.mutedHidden', { count: formatNumber(locale, results.mutedOut) })}
            </button>
          ) : null}
          {props.listTools}
        </div>
        {body}
      </section>
    </div>
  );
}
