/**
 * Notes typed and not saved yet, per job and per employer (keyed as the notes are, job-note.ts): a
 * popup closed by a click outside it, or a side panel moved on with j/k, gives the text back the next
 * time that job's notes are shown. Kept in storage.session, never with the notes: gone when the
 * browser closes, never written to disk, and for extension pages only (the background sets its
 * access level, SECURITY.md#token-in-background). One storage key a draft, so that two views writing
 * drafts of two jobs at once never write over each other's. The background removes them all at every
 * sign-in and sign-out and with the local data: one user's drafts never show to the next.
 *
 * Plain storage calls and a check by hand, as for the popup's search (popup-search.ts): a stored
 * value that is not a note's text is ignored.
 */
import { browser } from 'wxt/browser';
import { NOTE_MAX } from './job-note';

const PREFIX = 'noteDraft:';

/** The drafts kept under these note keys, as text by key (none: no draft, or one unreadable). */
export async function readNoteDrafts(keys: readonly string[]): Promise<Record<string, string>> {
  try {
    const stored = (await browser.storage.session.get(keys.map((key) => PREFIX + key))) as Record<string, unknown>;
    return Object.fromEntries(
      keys.flatMap((key) => {
        const text = stored[PREFIX + key];
        return typeof text === 'string' && text.length <= NOTE_MAX ? [[key, text]] : [];
      }),
    );
  } catch {
    // A browser without storage.session for pages: no drafts are kept.
    return {};
  }
}

/** Writes drafts by note key; null removes the key's draft. */
export async function writeNoteDrafts(drafts: ReadonlyMap<string, string | null>): Promise<void> {
  const kept = [...drafts].filter((entry): entry is [string, string] => entry[1] !== null);
  const removed = [...drafts].filter(([, text]) => text === null).map(([key]) => PREFIX + key);
  try {
    await Promise.all([
      kept.length > 0 ? browser.storage.session.set(Object.fromEntries(kept.map(([key, text]) => [PREFIX + key, text]))) : null,
      removed.length > 0 ? browser.storage.session.remove(removed) : null,
    ]);
  } catch {
    // No storage.session for pages: the typed text lives as long as the view that shows it.
  }
}

/**
 * The note under `key` was saved as `text` (the background, as it saves): its draft goes if it is that
 * text, also when the view that typed it has moved on (and so wrote it as it went); typed on since, it stays.
 */
export async function settleNoteDraft(key: string, text: string): Promise<void> {
  if ((await readNoteDrafts([key]))[key] === text) await writeNoteDrafts(new Map([[key, null]]));
}

/** Removes every draft (the background: a session starts or ends, the local data is cleared). */
export async function clearNoteDrafts(): Promise<void> {
  try {
    const stored = await browser.storage.session.get(null);
    const drafts = Object.keys(stored).filter((key) => key.startsWith(PREFIX));
    if (drafts.length > 0) await browser.storage.session.remove(drafts);
  } catch {
    // No storage.session: no draft was kept either. A sign-in, a sign-out or Clear local data goes on.
  }
}
