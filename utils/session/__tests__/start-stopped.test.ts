/**
 * The worker may be stopped between any two writes of a sign-in. Whatever it leaves, a session that
 * says "Remember me" after the stop must survive the browser restart that follows: the popup shows
 * Remember me on, and the recruiter relies on it.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SessionStore } from '@/utils/session/session';
import { rememberedSessionItem, sessionItem } from '@/utils/storage';

const HOUR = 3_600_000;
const TOKEN = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.sig';
const now = 1_000_000;
const clock = { now: () => now };

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

it.each([
  ['the session', sessionItem],
  ['the remembered copy', rememberedSessionItem],
] as const)('a worker stopped before it writes %s leaves a state that keeps its word after a browser restart', async (_, item) => {
  // The worker stops as it is about to write: the write never happens, nothing after it runs.
  const reached = vi.fn();
  vi.spyOn(item as { setValue: (value: never) => Promise<void> }, 'setValue').mockImplementation(() => {
    reached();
    return new Promise<void>(() => undefined);
  });
  void new SessionStore(clock).start(
    { token: TOKEN, claims: { subject: 'demo', authorities: [], issuedAt: 0, expiresAt: now + HOUR } },
    { rememberMe: true, apiBaseUrl: 'https://api.example.com' },
  );
  await vi.waitFor(() => expect(reached).toHaveBeenCalled());
  vi.restoreAllMocks();

  // A new worker, as the popup opens again: what it says about Remember me.
  const remembered = (await new SessionStore(clock).current())?.rememberMe ?? false;
  await fakeBrowser.storage.session.clear();
  const afterRestart = await new SessionStore(clock).current();
  expect({ remembered, survived: afterRestart !== null }).toEqual({ remembered, survived: remembered });
});
