/**
 * A worker that just started reads the session from storage on the first current(). A sign-out (or a
 * 401) that ends the session while that read is under way is undone by it: the read's stale value is
 * put back in memory, and the worker goes on signed in while storage says signed out.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SessionStore } from '@/utils/session/session';
import { sessionEndItem, sessionItem } from '@/utils/storage';

const HOUR = 3_600_000;
const TOKEN = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.sig';
const API = 'https://api.example.com';
const now = 1_000_000;
const clock = { now: () => now };

beforeEach(() => fakeBrowser.reset());

describe('SessionStore, the first read after a worker start', () => {
  it('does not bring back a session ended while it read', async () => {
    await new SessionStore(clock).start(
      { token: TOKEN, claims: { subject: 'demo', authorities: [], issuedAt: 0, expiresAt: now + HOUR } },
      { rememberMe: false, apiBaseUrl: API },
    );
    // A fresh worker: the popup's session.get and its Sign out arrive together.
    const store = new SessionStore(clock);
    const reading = store.current();
    const ending = store.end('signedOut', null);
    await Promise.all([reading, ending]);

    expect(await sessionItem.getValue()).toBeNull();
    expect(await sessionEndItem.getValue()).toMatchObject({ reason: 'signedOut' });
    // Memory must agree with storage: signed out, and no token for the API.
    expect(await store.current()).toBeNull();
    expect(store.token(API)).toBeNull();
  });
});
