/**
 * Jobs taken out of the saved searches' news after they were announced: jobs that left the feed, a
 * mute added, a mark of done (Handled, Not relevant). Only `unseen` is written here; what a
 * notification names (`announced`) changes with the notification itself (alert-rewrites.ts).
 */
import type { StoredSearch } from './saved-search';

/** The searches whose news holds one of `ids`, each without them; the others are left out, unchanged. */
export function newsWithout(searches: readonly StoredSearch[], ids: ReadonlySet<number>): StoredSearch[] {
  return searches.flatMap((search) =>
    search.unseen.some((id) => ids.has(id)) ? [{ ...search, unseen: search.unseen.filter((id) => !ids.has(id)) }] : [],
  );
}

/** Whether a search counts one of `ids` as news, or its notification names one. */
export function newsHoldsAny(searches: readonly StoredSearch[], ids: ReadonlySet<number>): boolean {
  return searches.some((search) => [...search.unseen, ...(search.announced ?? [])].some((id) => ids.has(id)));
}
