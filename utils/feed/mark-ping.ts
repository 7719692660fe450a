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
}

/** The job a stored ping names; null for anything that is not a ping. */
export function pingedJobId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
