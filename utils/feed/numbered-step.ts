/**
 * Where a pass by page numbers goes after a page (sync-state.ts, afterNumberedPage). Pages are read by
 * offset: a job the feed deletes from a page already read moves every job after it one place forward,
 * so the first job of the next page comes to the end of a page already read, and is never read. A
 * full pass's sweep then removed that live job from the index; an incremental pass missed its change
 * while the high-water mark went past it. The server's total says how many went (`expected`, the
 * total of the page before, against this page's): the pass reads again as many pages back as they
 * can have moved jobs across, and goes on from there. Jobs read twice are merely written twice.
 */
import type { SyncState } from '../storage';

/**
 * The page to read after page `state.page`, which held `received` records of `size` asked and said
 * the feed holds `total`; `fetched` counted up to there (`back`: an earlier page is read again).
 */
export function numberedStep(
  state: Pick<SyncState, 'page' | 'expected'>,
  { total, received, size, fetched }: { total: number | null; received: number; size: number; fetched: number },
): { page: number; fetched: number; back: boolean } {
  const gone = total !== null && state.expected !== null ? state.expected - total : 0;
  if (gone <= 0 || state.page === 0) return { page: state.page + 1, fetched, back: false };
  // A server may serve fewer than asked (its cap): the page's own length then, so as to go back far enough.
  const served = Math.min(size, received) || size;
  const page = Math.max(0, state.page - Math.ceil(gone / served));
  return { page, fetched: Math.min(fetched, page * size), back: true };
}
