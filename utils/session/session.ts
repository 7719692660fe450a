/**
 * The signed-in session: held in the worker's memory and in `storage.session` (trusted contexts
 * only), and with "Remember me" also in `storage.local` until the token's `exp` (security rule 1).
 * The worker may be stopped at any moment (rule 2): every read goes through `current()`, which
 * rehydrates from storage after a restart. Ending a session clears every copy (rule 12).
 */
import type { Session } from '../api/client';
import {
  rememberedSessionItem,
  sessionEndItem,
  sessionItem,
  type SessionEnd,
  type SessionEndReason,
  type StoredSession,
} from '../storage';

/** The user is told this long before the token expires. */
export const EXPIRY_WARNING_MS = 10 * 60 * 1000;

export interface SessionClock {
  now(): number;
}

export class SessionStore {
  /** undefined: not read from storage yet in this worker's life. */
  private cached: StoredSession | null | undefined;
  private readonly clock: SessionClock;

  constructor(clock: SessionClock = { now: () => Date.now() }) {
    this.clock = clock;
  }

  /** The live session, rehydrated after a worker restart; an expired one is ended on the spot. */
  async current(): Promise<StoredSession | null> {
    if (this.cached === undefined) {
      this.cached = (await sessionItem.getValue()) ?? (await this.restoreRemembered());
    }
    if (this.cached && this.cached.expiresAt <= this.clock.now()) {
      await this.end('expired', null);
      return null;
    }
    return this.cached;
  }

  /** The token for a request, or null. Synchronous for the API client; call current() first. */
  token(): string | null {
    const session = this.cached;
    return session && session.expiresAt > this.clock.now() ? session.token : null;
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
    await sessionItem.setValue(stored);
    if (options.rememberMe) await rememberedSessionItem.setValue(stored);
    else await rememberedSessionItem.removeValue();
    await sessionEndItem.removeValue();
    return stored;
  }

  /** Ends the session everywhere and records why, for the popup to say. */
  async end(reason: SessionEndReason, detail: string | null): Promise<SessionEnd> {
    const ended: SessionEnd = { reason, at: this.clock.now(), detail };
    this.cached = null;
    await Promise.all([sessionItem.removeValue(), rememberedSessionItem.removeValue(), sessionEndItem.setValue(ended)]);
    return ended;
  }

  async lastEnd(): Promise<SessionEnd | null> {
    return sessionEndItem.getValue();
  }

  expiringSoon(session: StoredSession): boolean {
    return session.expiresAt - this.clock.now() <= EXPIRY_WARNING_MS;
  }

  /** A remembered session survives a browser restart; it moves back into session storage. */
  private async restoreRemembered(): Promise<StoredSession | null> {
    const remembered = await rememberedSessionItem.getValue();
    if (!remembered) return null;
    await sessionItem.setValue(remembered);
    return remembered;
  }
}
