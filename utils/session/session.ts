/**
 * The signed-in session: held in the worker's memory and in `storage.session` (trusted contexts
 * only), and with "Remember me" also in `storage.local` until the token's `exp` (SECURITY.md#token-in-background),
 * there sealed with a key only the extension's own pages and worker can use (`sealed.ts`).
 * The worker may be stopped at any moment (SECURITY.md#worker-may-stop): every read goes through `current()`, which
 * rehydrates from storage after a restart. Ending a session clears every copy (SECURITY.md#session-end-clears-token).
 */
import type { Session } from '../api/client';
import { rememberedSessionItem, sessionEndItem, sessionItem } from '../storage';
import type { SessionEnd, SessionEndReason, StoredSession } from './stored-session';
import { forgetSealingKey, isSealed, sealSession, unsealSession } from './sealed';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A stored session with every field of its type, or null: what storage holds is not taken on trust. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, subject, expiresAt, rememberMe, apiBaseUrl } = value as Record<keyof StoredSession, unknown>;
  const valid =
    typeof token === 'string' &&
    token !== '' &&
    (subject === null || typeof subject === 'string') &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt) &&
    typeof rememberMe === 'boolean' &&
    typeof apiBaseUrl === 'string' &&
    originOf(apiBaseUrl) !== null;
  return valid ? { token, subject, expiresAt, rememberMe, apiBaseUrl } : null;
}

/** The user is told this long before the token expires. */
export const EXPIRY_WARNING_MS = 10 * 60 * 1000;

export interface SessionClock {
  now(): number;
}

export class SessionStore {
  /** undefined: not read from storage yet in this worker's life. */
  private cached: StoredSession | null | undefined;
  private readonly clock: SessionClock;

  /**
   * `restored`: a remembered session was moved back into session storage (a browser restart emptied
   * it), for what is kept there beside it and is its user's (the notes' drafts).
   */
  constructor(
    clock: SessionClock = { now: () => Date.now() },
    private readonly restored?: (session: StoredSession) => Promise<void>,
  ) {
    this.clock = clock;
  }

  /** The live session, rehydrated after a worker restart; an expired one is ended on the spot. */
  async current(): Promise<StoredSession | null> {
    if (this.cached === undefined) {
      const current = await this.restoreCurrent();
      const restored = current ?? (await this.restoreRemembered());
      // A start() or end() while storage was read decided already; the read is older than it. A
      // remembered copy that could not be read now (undefined) is tried again at the next call.
      if (this.cached === undefined) {
        this.cached = restored;
        if (restored && !current) {
          await sessionItem.setValue(restored);
          await this.restored?.(restored);
        }
      }
    }
    if (this.cached && this.cached.expiresAt <= this.clock.now()) {
      await this.end('expired', null);
      return null;
    }
    return this.cached ?? null;
  }

  /**
   * The token for a request to `requestOrigin`, or null. Only the origin that issued the token gets
   * it (token isolation): whatever the settings say by then, another host never sees it.
   * Synchronous for the API client; call current() first.
   */
  token(requestOrigin: string): string | null {
    const session = this.cached;
    if (!session || session.expiresAt <= this.clock.now()) return null;
    return originOf(session.apiBaseUrl) === requestOrigin ? session.token : null;
  }

  async start(session: Session, options: { rememberMe: boolean; apiBaseUrl: string }): Promise<StoredSession> {
    const stored: StoredSession = {
      token: session.token,
      subject: session.claims.subject,
      expiresAt: session.claims.expiresAt,
      rememberMe: options.rememberMe,
      apiBaseUrl: options.apiBaseUrl,
    };
    this.cached = stored;
    // Where the key cannot be kept (no IndexedDB, as in some private windows), the session is still
    // started; it just does not outlive the browser.
    const sealed = options.rememberMe ? await sealSession(stored).catch(() => null) : null;
    if (sealed) await rememberedSessionItem.setValue(sealed);
    else await rememberedSessionItem.removeValue();
    // After the remembered copy: a worker stopped between the two leaves either no session (the copy
    // brings it back) or one whose Remember me outlives the browser, never one that only says so.
    await sessionItem.setValue(stored);
    await sessionEndItem.removeValue();
    return stored;
  }

  /** Ends the session everywhere and records why, for the popup to say. */
  async end(reason: SessionEndReason, detail: string | null): Promise<SessionEnd> {
    const ended: SessionEnd = { reason, at: this.clock.now(), detail };
    this.cached = null;
    await Promise.all([
      sessionItem.removeValue(),
      rememberedSessionItem.removeValue(),
      sessionEndItem.setValue(ended),
      // A copy of the sealed session made before this (a backup, a sync tool) opens no more.
      forgetSealingKey().catch(() => undefined),
    ]);
    return ended;
  }

  async lastEnd(): Promise<SessionEnd | null> {
    return sessionEndItem.getValue();
  }

  expiringSoon(session: StoredSession): boolean {
    return session.expiresAt - this.clock.now() <= EXPIRY_WARNING_MS;
  }

  /** The session of this browser session; one that does not parse is dropped, never used. */
  private async restoreCurrent(): Promise<StoredSession | null> {
    const stored: unknown = await sessionItem.getValue();
    if (stored === null) return null;
    const session = parseStoredSession(stored);
    if (!session) await sessionItem.removeValue();
    return session;
  }

  /**
   * A remembered session survives a browser restart; it moves back into session storage. Only a
   * sealed one that opens with our key is used: anything else in that place (a plain session, which
   * anything able to write storage.local could plant, or a tampered copy) is dropped, and the user
   * signs in again. One whose key cannot be read now (IndexedDB failing at browser start) is kept:
   * undefined, for now signed out.
   */
  private async restoreRemembered(): Promise<StoredSession | null | undefined> {
    const stored: unknown = await rememberedSessionItem.getValue();
    if (stored === null) return null;
    const unsealed = isSealed(stored) ? await unsealSession(stored).catch(() => undefined) : null;
    if (unsealed === undefined) return undefined;
    const remembered = parseStoredSession(unsealed);
    if (!remembered) {
      await rememberedSessionItem.removeValue();
      return null;
    }
    return remembered;
  }
}
