/**
 * The format mark, kept in the index's `meta` store: the lowest database version whose code reads
 * the records as they are. A later version that changes a record's format in place (without
 * renaming its store) writes its own version there, so that older code, installed over it, drops the
 * database instead of misreading it (index-schema.ts, `openFeedDb`). No mark: every version with the
 * stores reads them. A clear of the local feed keeps the mark: the records written after it are of
 * the same format.
 */

/** `meta` key of the mark. */
export const META_OLDEST_READER = 'oldestReader';

/** Whether `mark`, as read from `meta`, lets code of database version `version` read the records. */
export function markAllows(mark: unknown, version: number): boolean {
  return !(typeof mark === 'number' && mark > version);
}

/** Empties a `meta` store but for the mark, in its transaction: every key before it, and every one after. */
export function clearMetaButMark(meta: { delete(range: IDBKeyRange): Promise<unknown> }): Promise<unknown> {
  return Promise.all([
    meta.delete(IDBKeyRange.upperBound(META_OLDEST_READER, true)),
    meta.delete(IDBKeyRange.lowerBound(META_OLDEST_READER, true)),
  ]);
}
