/**
 * The signed-in session as the extension stores it, and the record of how the last one ended: the
 * shapes that storage.ts keeps, session.ts manages and sealed.ts encrypts, in a module of their own
 * so that none of those three has to import another for a type.
 */

export interface StoredSession {
  token: string;
  subject: string | null;
  /** Epoch ms, from the token's `exp`. */
  expiresAt: number;
  rememberMe: boolean;
  /** The API base URL the token was issued by; a token is never sent to another one. */
  apiBaseUrl: string;
}

export type SessionEndReason = 'signedOut' | 'expired' | 'unauthorized';

export interface SessionEnd {
  reason: SessionEndReason;
  at: number;
  /** The server's words for a 401, when it gave any. */
  detail: string | null;
}
