/** The local feed index: slim job summaries in IndexedDB, their search, and the sync that fills them. */
export { foldText } from './fold-text';
export { FEED_INDEX_VERSION, FeedIndex, type SearchPage, type SearchQuery, type StoredJob } from './index-db';
export { normalizePostingUrl } from './normalize-url';
export { recencyKey, toJobSummary } from './summarize';
export { JobSummarySchema, type JobSummary } from './summary';
export {
  DEFAULT_PAGE_SIZE,
  FULL_SYNC_INTERVAL_MS,
  FeedSync,
  INCREMENTAL_OVERLAP_MS,
  type FeedSyncOptions,
  type SyncRunOptions,
} from './sync';
