import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Session } from '../../api/client';
import { rememberedSessionItem, sessionEndItem, sessionItem } from '../../storage';
import type { StoredSession } from '../stored-session';
import { isSealed, unsealSession, type SealedSession } from '../sealed';
import { EXPIRY_WARNING_MS, SessionStore } from '../session';

const HOUR = 3_600_000;
const TOKEN = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.sig';
const API = 'http://api';

function issued(expiresAt: number): Session {
  return { token: TOKEN, claims: { subject: 'demo', authorities: ['ROLE_USER'], issuedAt: 0, expiresAt } };
}

async function allStorage(): Promise<string> {
  const areas = await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.session.get(), fakeBrowser.storage.sync.get()]);
  return JSON.stringify(areas);
}

describe('SessionStore', () => {
  let now = 1_000_000;
  const clock = { now: () => now };
  beforeEach(() => {
    fakeBrowser.reset();
    now = 1_000_000;
  });

  it('keeps a session without Remember me in memory and session storage only', async () => {
    const store = new SessionStore(clock);
    await store.start(issued(now + HOUR), { rememberMe: false, apiBaseUrl: 'http://api' });
    expect(store.token(API)).toBe(TOKEN);
    expect(await sessionItem.getValue()).toMatchObject({ token: TOKEN, rememberMe: false });
    expect(await rememberedSessionItem.getValue()).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get())).not.toContain('eyJ');
    expect(JSON.stringify(await fakeBrowser.storage.sync.get())).not.toContain('eyJ');
  });

  it('rehydrates after a worker restart from session storage', async () => {
    await new SessionStore(clock).start(issued(now + HOUR), { rememberMe: false, apiBaseUrl: 'http://api' });
    const restarted = new SessionStore(clock);
    expect(restarted.token(API)).toBeNull();
    expect((await restarted.current())?.token).toBe(TOKEN);
    expect(restarted.token(API)).toBe(TOKEN);
  });

  it('with Remember me survives a browser restart (session storage gone) until exp', async () => {
    await new SessionStore(clock).start(issued(now + HOUR), { rememberMe: true, apiBaseUrl: 'http://api' });
    // storage.local, which content scripts can read, holds the session sealed: no token, no subject.
    const local = JSON.stringify(await fakeBrowser.storage.local.get());
    expect(local).not.toContain('eyJ');
    expect(local).not.toContain('demo');
    expect(isSealed(await rememberedSessionItem.getValue())).toBe(true);
    await fakeBrowser.storage.session.clear();
    const afterRestart = new SessionStore(clock);
    expect((await afterRestart.current())?.subject).toBe('demo');
    expect(await sessionItem.getValue()).not.toBeNull();
    now += HOUR;
    expect(await new SessionStore(clock).current()).toBeNull();
    expect(await sessionEndItem.getValue()).toMatchObject({ reason: 'expired' });
    expect(await allStorage()).not.toContain('eyJ');
  });

  it('without Remember me is gone after a browser restart', async () => {
    await new SessionStore(clock).start(issued(now + HOUR), { rememberMe: false, apiBaseUrl: 'http://api' });
    await fakeBrowser.storage.session.clear();
    expect(await new SessionStore(clock).current()).toBeNull();
  });

  it('ends everywhere with a reason, and sign-in clears the reason', async () => {
    const store = new SessionStore(clock);
    await store.start(issued(now + HOUR), { rememberMe: true, apiBaseUrl: 'http://api' });
    await store.end('unauthorized', 'invalid_token');
    expect(store.token(API)).toBeNull();
    expect(await store.current()).toBeNull();
    expect(await store.lastEnd()).toEqual({ reason: 'unauthorized', at: now, detail: 'invalid_token' });
    expect(await allStorage()).not.toContain('eyJ');
    await store.start(issued(now + HOUR), { rememberMe: false, apiBaseUrl: 'http://api' });
    expect(await store.lastEnd()).toBeNull();
  });

  it('never hands out an expired token, even before storage is re-read', async () => {
    const store = new SessionStore(clock);
    await store.start(issued(now + 1000), { rememberMe: false, apiBaseUrl: 'http://api' });
    now += 1000;
    expect(store.token(API)).toBeNull();
  });

  it('says when the session is about to expire', async () => {
    const store = new SessionStore(clock);
    const session = await store.start(issued(now + EXPIRY_WARNING_MS + 1), { rememberMe: false, apiBaseUrl: 'http://api' });
    expect(store.expiringSoon(session)).toBe(false);
    now += 2;
    expect(store.expiringSoon(session)).toBe(true);
  });

  it('drops a remembered session that was tampered with, and the user signs in again', async () => {
    await new SessionStore(clock).start(issued(now + HOUR), { rememberMe: true, apiBaseUrl: 'http://api' });
    const sealed = (await rememberedSessionItem.getValue()) as SealedSession;
    const bytes = Uint8Array.from(atob(sealed.data), (c) => c.charCodeAt(0));
    bytes[0]! ^= 1;
    await rememberedSessionItem.setValue({ ...sealed, data: btoa(String.fromCharCode(...bytes)) });
    await fakeBrowser.storage.session.clear();
    expect(await new SessionStore(clock).current()).toBeNull();
    expect(await rememberedSessionItem.getValue()).toBeNull();
  });

  it('makes an old copy of the sealed session useless once the session ends', async () => {
    const store = new SessionStore(clock);
    await store.start(issued(now + HOUR), { rememberMe: true, apiBaseUrl: 'http://api' });
    const copy = (await rememberedSessionItem.getValue()) as SealedSession;
    expect((await unsealSession(copy))?.token).toBe(TOKEN);
    await store.end('signedOut', null);
    expect(await unsealSession(copy)).toBeNull();
    await rememberedSessionItem.setValue(copy);
    expect(await new SessionStore(clock).current()).toBeNull();
  });

  it('ignores and removes a plain (unsealed) session planted in storage.local', async () => {
    const plain = { token: TOKEN, subject: 'demo', expiresAt: now + HOUR, rememberMe: true, apiBaseUrl: 'http://api' };
    await rememberedSessionItem.setValue(plain as unknown as SealedSession);
    const store = new SessionStore(clock);
    expect(await store.current()).toBeNull();
    expect(store.token(API)).toBeNull();
    expect(await rememberedSessionItem.getValue()).toBeNull();
    expect(await sessionItem.getValue()).toBeNull();
    expect(await allStorage()).not.toContain('eyJ');
  });

  it('drops a session in storage whose fields are not a session', async () => {
    await sessionItem.setValue({
      token: TOKEN,
      subject: 'demo',
      expiresAt: now + HOUR,
      rememberMe: false,
      apiBaseUrl: 42,
    } as unknown as StoredSession);
    expect(await new SessionStore(clock).current()).toBeNull();
    expect(await sessionItem.getValue()).toBeNull();
  });

  it('hands the token only to the origin that issued it', async () => {
    const store = new SessionStore(clock);
    await store.start(issued(now + HOUR), { rememberMe: false, apiBaseUrl: 'http://127.0.0.1:8787/prefix/' });
    expect(store.token('http://127.0.0.1:8787')).toBe(TOKEN);
    for (const other of ['http://127.0.0.1:8788', 'https://127.0.0.1:8787', 'http://localhost:8787', 'http://evil.example']) {
      expect(store.token(other)).toBeNull();
    }
  });
});
