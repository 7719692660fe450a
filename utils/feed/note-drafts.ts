/**
 * Notes typed and not saved yet, per job and per employer (keyed as the notes are, job-note.ts): a
 * popup closed by a click outside it, or a side panel moved on with j/k, gives the text back the next
 * time that job's notes are shown. Kept in storage.session, never with the notes: gone when the
 * browser closes, never written to disk, and for extension pages only (the background sets its
 * access level, SECURITY.md#token-in-background). One storage key a draft, so that two views writing
 * drafts of two jobs at once never write over each other's.
 *
 * They are their user's (the login as the session knows it, at its API), kept beside them in
 * storage.session too: a session that runs out or that the server ends (a 401) leaves them for that
 * user's next sign-in, where another user's sign-in, a sign-out and "Clear local data" remove them.
 * One user's drafts never show to the next, on a shared computer too.
 *
 * Plain storage calls and a check by hand, as for the popup's search (popup-search.ts): a stored
 * value that is not a note's text is ignored.
 */
import { browser } from 'wxt/browser';
import { NOTE_MAX } from './job-note';

const PREFIX = 'noteDraft:';
/** Whose the drafts are: a {@link DraftsUser}; none when nobody's (after a sign-out). */
const USER = 'noteDraftOwner';

/** The user whose session the drafts were written in. */
interface DraftsUser {
  subject: string;
  apiBaseUrl: string;
}

function isDraftsUser(value: unknown): value is DraftsUser {
  if (typeof value !== 'object' || value === null) return false;
  const { subject, apiBaseUrl } = value as Record<string, unknown>;
  return typeof subject === 'string' && typeof apiBaseUrl === 'string';
}

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
 * Calls `onChange` whenever a draft under one of the note keys `keys()` names (asked at each change) is
 * written or removed, by any page or the background; returns what stops it.
 */
export function watchNoteDrafts(keys: () => readonly string[], onChange: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'session' && keys().some((key) => PREFIX + key in changes)) onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/**
 * The note under `key` was saved as `text` (the background, as it saves): its draft goes if it is that
 * text, also when the view that typed it has moved on (and so wrote it as it went); typed on since, it stays.
 */
export async function settleNoteDraft(key: string, text: string): Promise<void> {
  if ((await readNoteDrafts([key]))[key] === text) await writeNoteDrafts(new Map([[key, null]]));
}

/**
 * A session starts (the background) for `subject` at `apiBaseUrl`: the drafts kept stay only if they
 * are that same user's, left by a session that ran out or that the server ended. Any other's go, and
 * so do drafts of nobody known: written after a sign-out, or in a session whose token named no user.
 */
export async function claimNoteDrafts(subject: string | null, apiBaseUrl: string): Promise<void> {
  try {
    const user: unknown = (await browser.storage.session.get(USER))[USER];
    if (subject === null || !isDraftsUser(user) || user.subject !== subject || user.apiBaseUrl !== apiBaseUrl) await clearNoteDrafts();
    if (subject === null) await browser.storage.session.remove(USER);
    else await browser.storage.session.set({ [USER]: { subject, apiBaseUrl } satisfies DraftsUser });
  } catch {
    // No storage.session: no draft was kept either. The sign-in goes on.
  }
}

/**
 * A sign-out (the background): every draft goes, and whose they were first, so that one a page still
 * open writes after it (its last keystrokes, as it closes) is nobody's, and goes at the next sign-in.
 */
export async function dropNoteDrafts(): Promise<void> {
  try {
    await browser.storage.session.remove(USER);
  } catch {
    // No storage.session: no draft was kept either.
  }
  await clearNoteDrafts();
}

/** Removes every draft, not whose they are (the background: the local data is cleared, a session starts for another user). */
export async function clearNoteDrafts(): Promise<void> {
  try {
    const stored = await browser.storage.session.get(null);
    const drafts = Object.keys(stored).filter((key) => key.startsWith(PREFIX));
    if (drafts.length > 0) await browser.storage.session.remove(drafts);
  } catch {
    // No storage.session: no draft was kept either. A sign-in, a sign-out or Clear local data goes on.
  }
}
