/**
 * The session as the background runs it: the store (memory, storage.session and the sealed copy),
 * the alarms that warn before the token expires and end the session when it has, what the pages are
 * told about it, whose feed the local index holds, and whose the notes' drafts are.
 */
import type { Session } from '../api/client';
import type { SessionInfo } from '../messaging/contract';
import { HandlerFailure } from '../messaging/dispatch';
import { EXPIRY_WARNING_MS, SessionStore } from '../session/session';
import type { SessionEndReason, StoredSession } from '../session/stored-session';
import type { FeedIndex } from '../feed/feed-index';
import { isIndexOwner, type IndexOwner } from '../feed/index-owner';
import { claimNoteDrafts, dropNoteDrafts } from '../feed/note-drafts';
import { legacyIndexOwnerItem, sessionEndItem } from '../storage';
import type { BackgroundPorts } from './ports';
import { clearUserNotifications } from './user-notifications';

export const SESSION_ALARMS = {
  sessionWarning: 'session-warning',
  sessionExpiry: 'session-expiry',
} as const;

/** An alarm that fires late still leaves the session this long to end on its own. */
const MIN_EXPIRY_DELAY_MS = 1000;

export class SessionControl {
  readonly store: SessionStore;
  private readonly ports: BackgroundPorts;
  private readonly now: () => number;
  private readonly index: () => Promise<FeedIndex>;

  /** Takes the notifications about the user's feed from the tray, in turn with those being shown. */
  private readonly clearNotifications: () => Promise<void>;

  constructor(options: {
    ports: BackgroundPorts;
    now: () => number;
    index: () => Promise<FeedIndex>;
    clearNotifications?: () => Promise<void>;
  }) {
    this.ports = options.ports;
    this.clearNotifications = options.clearNotifications ?? (() => clearUserNotifications(options.ports));
    this.now = options.now;
    this.index = options.index;
    // Drafts typed after a browser restart, in a remembered session, are its user's too.
    this.store = new SessionStore({ now: this.now }, (session) => claimNoteDrafts(session.subject, session.apiBaseUrl));
  }

  current(): Promise<StoredSession | null> {
    return this.store.current();
  }

  async signedIn(): Promise<boolean> {
    return (await this.store.current()) !== null;
  }

  /** For handlers that need a session: refuses with "signed out" when there is none. */
  async require(): Promise<StoredSession> {
    const session = await this.store.current();
    if (!session) throw new HandlerFailure('signedOut', 'You are signed out.');
    return session;
  }

  async info(apiBaseUrl: string): Promise<SessionInfo> {
    const session = await this.store.current();
    return {
      signedIn: session !== null,
      subject: session?.subject ?? null,
      expiresAt: session?.expiresAt ?? null,
      rememberMe: session?.rememberMe ?? false,
      expiringSoon: session ? this.store.expiringSoon(session) : false,
      apiBaseUrl,
      ended: session ? null : await this.store.lastEnd(),
    };
  }

  async start(issued: Session, options: { rememberMe: boolean; apiBaseUrl: string }): Promise<void> {
    // Drafts left by this user's session that ran out come back; any other's go, and so does one a
    // page left open at the last sign-out wrote after it (its last keystrokes, as it closed).
    await claimNoteDrafts(issued.claims.subject, options.apiBaseUrl);
    await this.store.start(issued, options);
    await this.scheduleAlarms();
  }

  /**
   * Ends the session, its alarms and the notifications about its user's feed (a shared computer's next
   * user reads none). A sign-out takes the notes' drafts too; a session that ran out or that the
   * server ended leaves them to its user's next sign-in (another user's removes them, `start`).
   */
  async end(reason: SessionEndReason, detail: string | null): Promise<void> {
    await this.store.end(reason, detail);
    await Promise.all([
      this.ports.clearAlarm(SESSION_ALARMS.sessionWarning),
      this.ports.clearAlarm(SESSION_ALARMS.sessionExpiry),
      reason === 'signedOut' ? dropNoteDrafts() : null,
      this.clearNotifications(),
    ]);
  }

  /**
   * On install, update and browser start: the session's alarms, and the index's owner moved from
   * where an earlier version kept it (`owner`) at once, not at the next sign-in, which a recruiter
   * who stays signed in may not make for weeks.
   */
  async restore(): Promise<void> {
    await this.scheduleAlarms();
    await this.owner();
  }

  async scheduleAlarms(): Promise<void> {
    const session = await this.store.current();
    if (!session) return;
    const warnAt = session.expiresAt - EXPIRY_WARNING_MS;
    if (warnAt > this.now()) await this.ports.createAlarm(SESSION_ALARMS.sessionWarning, { when: warnAt });
    await this.ports.createAlarm(SESSION_ALARMS.sessionExpiry, { when: Math.max(session.expiresAt, this.now() + MIN_EXPIRY_DELAY_MS) });
  }

  /**
   * The expiry alarm fired: whether the session has now run out, or was gone already. The store ends
   * a session that ran out as it is read (SessionStore.current), so one it ended so is `expired`
   * too: what the background does when a session expires (the sync, the popup's snapshot, the badge,
   * the pages told) is still to be done.
   */
  async expiryDue(): Promise<'expired' | 'gone' | 'live'> {
    const session = await this.store.current();
    if (session) return session.expiresAt <= this.now() ? 'expired' : 'live';
    return (await sessionEndItem.getValue())?.reason === 'expired' ? 'expired' : 'gone';
  }

  /** Whether the local index holds another user's or another API's feed than this one's. */
  async indexBelongsToOther(subject: string | null, apiBaseUrl: string): Promise<boolean> {
    const owner = await this.owner();
    return owner !== null && (owner.subject !== subject || owner.apiBaseUrl !== apiBaseUrl);
  }

  async claimIndex(subject: string | null, apiBaseUrl: string): Promise<void> {
    await (await this.index()).owner.set({ subject, apiBaseUrl });
  }

  /**
   * The index's owner. One kept in storage.local by an earlier version is moved into the index at
   * the first read (`restore`, at the update). An index without an owner after that is new or was
   * cleared (its marks and notes with it), so a value planted there since can only clear an index
   * that holds no work of the recruiter.
   */
  private async owner(): Promise<IndexOwner | null> {
    const index = await this.index();
    const kept = await index.owner.get();
    if (kept) return kept;
    const legacy: unknown = await legacyIndexOwnerItem.getValue();
    if (legacy === null) return null;
    // Into the index before it leaves storage.local: a move stopped between the two keeps it somewhere.
    if (isIndexOwner(legacy)) await index.owner.set(legacy);
    await legacyIndexOwnerItem.removeValue();
    return isIndexOwner(legacy) ? legacy : null;
  }

  /**
   * The local feed was cleared. Signed in ("Clear local data" in the options), the session's user owns
   * what its next sync brings: with no owner, another user's sign-in would have kept that feed.
   * Signed out, nobody owns it.
   */
  async resetIndexOwner(): Promise<void> {
    const session = await this.store.current();
    if (session) await this.claimIndex(session.subject, session.apiBaseUrl);
    else await (await this.index()).owner.set(null);
  }
}
