/**
 * The remembered session ("Remember me") sealed with AES-GCM. The key is a non-extractable
 * `CryptoKey` kept in the extension origin's own IndexedDB, which no content script can open (a
 * content script's IndexedDB is the web page's), while `storage.local` is readable by content
 * scripts. So `storage.local` holds only ciphertext, and the token itself stays where SECURITY.md#token-in-background puts it.
 * Forgetting the key (on sign-out) makes any copy of the ciphertext useless.
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { StoredSession } from './stored-session';

export interface SealedSession {
  sealed: 1;
  /** Base64 of the 12-byte AES-GCM nonce. */
  iv: string;
  /** Base64 of the encrypted JSON of the session. */
  data: string;
}

const DB_NAME = 'job-feed-companion-keys';
const STORE = 'keys';
const KEY_ID = 'rememberedSession';

let database: Promise<IDBPDatabase> | null = null;

function keys(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

async function sealingKey(create: boolean): Promise<CryptoKey | null> {
  const db = await keys();
  const existing = (await db.get(STORE, KEY_ID)) as CryptoKey | undefined;
  if (existing || !create) return existing ?? null;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await db.put(STORE, key, KEY_ID);
  return key;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function isSealed(value: unknown): value is SealedSession {
  const v = value as Partial<SealedSession> | null;
  return typeof v === 'object' && v !== null && v.sealed === 1 && typeof v.iv === 'string' && typeof v.data === 'string';
}

export async function sealSession(session: StoredSession): Promise<SealedSession> {
  const key = (await sealingKey(true))!;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(session)));
  return { sealed: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/**
 * The session, or null when it can never be opened (no key, another key, tampered or damaged data).
 * Throws when the key cannot be read now (the key database failing to open): the copy may open later.
 */
export async function unsealSession(sealed: SealedSession): Promise<StoredSession | null> {
  const key = await sealingKey(false);
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    const session = JSON.parse(new TextDecoder().decode(plain)) as StoredSession;
    return typeof session?.token === 'string' && typeof session.expiresAt === 'number' ? session : null;
  } catch {
    return null;
  }
}

/** Drops the key: every sealed copy made with it can no longer be opened. */
export async function forgetSealingKey(): Promise<void> {
  await (await keys()).delete(STORE, KEY_ID);
}
