/**
 * The pages of a pass by page numbers as they come in (sync.ts), each moved past by afterNumberedPage
 * unless it holds the very jobs of the page before it. A server that ignores `page` answers every
 * page number alike; without a total or a Link header nothing says the pages end, so the pass asked
 * for the page after it for as long as the worker lived, each time the same jobs. It fails instead,
 * keeping what it wrote: ended there, a full pass would sweep every job past that one page.
 */
import type { JobPage } from '../api/client';
import { ApiError } from '../api/errors';
import type { JobListing } from '../api/schemas';
import type { SyncState } from '../storage';
import { afterNumberedPage } from './sync-state';

export class NumberedPages {
  /** The page number last taken in, and its jobs' ids. */
  private last: { page: number; ids: string } | null = null;

  after(state: SyncState, page: JobPage<JobListing>, size: number): ReturnType<typeof afterNumberedPage> {
    const ids = page.jobs.map((job) => job.id).join(',');
    const repeated = ids !== '' && this.last?.page === state.page - 1 && this.last.ids === ids;
    this.last = { page: state.page, ids };
    if (repeated)
      throw new ApiError({ kind: 'malformed', message: 'The API answered the next page with the same jobs: it ignores the page number' });
    return afterNumberedPage(state, page, size);
  }
}
