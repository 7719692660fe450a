/** The feed view of a `useFeed` state, with its sync bar: the popup's list and the side panel's queue. */
import type { ComponentChildren } from 'preact';
import type { Feed } from '@/utils/ui/feed/use-feed';
import { FeedView } from './FeedView';
import { SyncProblem, SyncStatusBar } from './SyncStatusBar';

interface Props {
  feed: Feed;
  now: number;
  onOpenJob(id: number): void;
  /** The side panel's selected job. */
  selectedId?: number | null;
  /** The popup opens ready to search; the side panel ready for its keys. */
  focusSearch?: boolean;
  /** Under the filters: saving the search, and the saved ones. */
  searchTools?: ComponentChildren;
  /** Warnings of the page's own, shown with the sync's problem under the search. */
  notices?: ComponentChildren;
  /** Beside the list's heading. */
  listTools?: ComponentChildren;
}

export function FeedOf({ feed, now, notices, ...view }: Props) {
  const lastSync = { now, sync: feed.sync, savedLastSyncAt: feed.savedLastSyncAt };
  return (
    <FeedView
      now={now}
      count={feed.count ?? (feed.countPending ? null : (feed.results?.indexed ?? null))}
      status={<SyncStatusBar {...lastSync} requesting={feed.syncRequesting} onSyncNow={feed.syncNow} />}
      notices={
        <>
          {notices}
          <SyncProblem {...lastSync} problem={feed.problem} problemDetail={feed.problemDetail} />
        </>
      }
      query={feed.query}
      onQuery={feed.setQuery}
      filters={feed.filters}
      onFilters={feed.setFilters}
      facets={feed.facets}
      onFiltersOpened={feed.filtersOpened}
      results={feed.results}
      searching={feed.searching}
      searchError={feed.searchError}
      onRetrySearch={feed.retrySearch}
      lastVisit={feed.lastVisit}
      opened={feed.opened}
      statuses={feed.statuses}
      syncing={feed.sync?.state.status === 'running'}
      loadingMore={feed.loadingMore}
      onLoadMore={feed.loadMore}
      {...view}
    />
  );
}
