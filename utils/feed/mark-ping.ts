/**
 * "A job's mark or notes changed", told to every open view of it (popup, side panel, full-record page, the
 * card on a board page) through a ping in storage.local. storage.onChanged is the one notice that
 * reaches all of them in both browsers: Firefox ESR does not deliver the background's runtime
 * messages to the extension's frames inside web pages (the card), which firefox-sidepanel.e2e shows.
 * The ping names the job and nothing else; a view that hears it asks the background again,
 * so a ping written by anything else (content scripts can write storage.local) shows nothing false.
 */
export const MARK_PING_KEY = 'markPing';

export interface MarkPing {
  id: number;
  at: number;
  /**
   * Every job whose mark changed with `id`'s, `id` among them: the other postings of its vacancy on
   * other boards (MarkedVacancies.with), or the postings a sync's spread marked. Their open views
   * read their marks again too.
   */
  ids?: number[];
}

/** At most this many jobs named by one ping: a vacancy's postings are a few. */
export const MAX_PINGED_JOBS = 200;

const isJobId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** The job a stored ping names; null for anything that is not a ping. */
export function pingedJobId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id } = value as Record<string, unknown>;
  return isJobId(id) ? id : null;
}

/** Every job a stored ping names, its `id` first; none for anything that is not a ping. */
export function pingedJobIds(value: unknown): number[] {
  const id = pingedJobId(value);
  if (id === null) return [];
  const { ids } = value as Record<string, unknown>;
  const others = Array.isArray(ids) ? ids.slice(0, MAX_PINGED_JOBS).filter(isJobId) : [];
  return [...new Set([id, ...others])];
}
