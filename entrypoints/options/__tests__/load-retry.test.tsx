// @vitest-environment happy-dom
/**
 * The options page whose settings could not be read at first (a worker starting, busy or updating):
 * once "Try again" reads them, the page is in the recruiter's language and theme, not the browser's.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import type { SessionInfo } from '@/utils/messaging/contract';
import { fail, fakeBackground, ok } from '../../overlay/__tests__/fake-background';
import { App } from '../App';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const SESSION: SessionInfo = {
  signedIn: true,
  subject: 'demo',
  expiresAt: null,
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: 'http://127.0.0.1:8787',
  ended: null,
};

it("takes the recruiter's language and theme from the settings that Try again read", async () => {
  localStorage.clear();
  const settings: Settings = { ...DEFAULT_SETTINGS, language: 'nl', theme: 'dark' };
  let answering = false;
  const bg = fakeBackground({
    'settings.get': () => (answering ? ok(settings) : fail('internal', 'no worker')),
    'session.get': () => ok(SESSION),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
    'mutes.list': () => ok([]),
    'searches.list': () => ok([]),
  });
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App call={bg.call} permissions={permissions} defaultApiBaseUrl="http://127.0.0.1:8787" welcomeUrl="chrome-extension://t/w.html" />,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong in the extension.');
  answering = true;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  // The sections as read, in Dutch and dark, as the recruiter set them: not English until the page is reloaded.
  expect(await screen.findByRole('heading', { level: 2, name: 'Taal' }, { timeout: 2000 })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
});
