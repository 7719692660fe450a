/**
 * A remembered session ("Remember me") whose key database cannot be opened for a moment (IndexedDB
 * failing at browser start) is kept: the next try opens it. Only a copy that can never open (no key,
 * another key, damaged) is dropped; that case is in session.test.ts.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rememberedSessionItem } from '@/utils/storage';

const HOUR = 3_600_000;
const TOKEN = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.sig';
const now = 1_000_000;
const clock = { now: () => now };

/** A worker started afresh: its modules too (the key database's connection is one of their state). */
async function worker() {
  vi.resetModules();
  const { SessionStore } = await import('@/utils/session/session');
  return new SessionStore(clock);
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

it('keeps the remembered session when its key database fails to open, and restores it at the next try', async () => {
  await (
    await worker()
  ).start(
    { token: TOKEN, claims: { subject: 'demo', authorities: [], issuedAt: 0, expiresAt: now + HOUR } },
    { rememberMe: true, apiBaseUrl: 'https://api.example.com' },
  );

  // The browser restarts; IndexedDB fails the first open.
  await fakeBrowser.storage.session.clear();
  vi.spyOn(indexedDB, 'open').mockImplementationOnce(() => {
    throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
  });
  const first = await worker();
  expect(await first.current()).toBeNull();
  expect(await rememberedSessionItem.getValue()).not.toBeNull();

  // The same worker's next request, and the next worker's, find the session.
  expect((await first.current())?.token).toBe(TOKEN);
  await fakeBrowser.storage.session.clear();
  expect((await (await worker()).current())?.token).toBe(TOKEN);
});
