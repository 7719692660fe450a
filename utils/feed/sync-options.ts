/**
 * What a FeedSync is given (sync.ts): the API, the index, where its state is kept, and how it paces
 * its requests and its saves.
 */
import type { JobFeedClient, JobPage, JobPageRequest, RequestOptions } from '../api/client';
import type { JobListing } from '../api/schemas';
import type { BoardAdapter } from '../boards';
import type { FeedCount, SyncState } from '../storage';
import type { FeedIndex } from './feed-index';

export interface FeedSyncOptions {
  /** Count Jobs, and Get All Jobs read as listings (`JobFeedClient.getJobListings`). */
  client: {
    countJobs: JobFeedClient['countJobs'];
    getAllJobs(request: JobPageRequest, options?: RequestOptions): Promise<JobPage<JobListing>>;
  };
  /** `fill`, where there is one, hears when a full pass starts and ends writing (FeedIndex.fill); `generation`, the packs' highest. */
  index: Pick<FeedIndex, 'putMany' | 'sweep'> & Partial<Pick<FeedIndex, 'fill' | 'generation'>>;
  loadState(): Promise<SyncState>;
  saveState(state: SyncState): Promise<void>;
  saveCount(count: FeedCount): Promise<void>;
  /** The adapters posting keys are computed with. */
  adapters(): readonly BoardAdapter[];
  now(): number;
  pageSize?: number;
  /** How many id ranges of a full pass are fetched side by side (sync-stripes.ts); 1 by default. */
  stripes?: number;
  /**
   * A page written less than this many ms (by `now`) after the last save is saved with a later one;
   * 0 (the default): each page. A pass's start, end, pause and failure are always saved. A worker
   * stopped in between resumes from the last page saved and fetches the pages after it again.
   */
  saveEveryMs?: number;
  /** After each saved step: the start, the pages saved, the end. */
  onProgress?(state: SyncState): void;
}

export interface SyncRunOptions {
  /** Run a full pass even when an incremental one would do (a sync under way is still resumed first). */
  full?: boolean;
  /** Stops the sync between or during requests; its state is kept, paused, for the next run. */
  signal?: AbortSignal;
}
