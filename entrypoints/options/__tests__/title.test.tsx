// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SessionInfo } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { fakeBackground, ok } from '../../overlay/__tests__/fake-background';
import { App } from '../App';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
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

// The page opens in a tab of its own: its title is the tab's name and what a screen reader says of the page.
it.each([
  ['en', 'Job Feed Companion options'],
  ['nl', 'Opties van Job Feed Companion'],
] as const)('the tab is named in the page language (%s)', async (language, title) => {
  document.title = 'Job Feed Companion options'; // as entrypoints/options/index.html names it
  const bg = fakeBackground(
    {
      'session.get': () => ok(SESSION),
      'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
      'cards.hidden': () => ok([]),
    },
    { language },
  );
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App
      call={bg.call}
      permissions={permissions}
      defaultApiBaseUrl="http://127.0.0.1:8787"
      welcomeUrl="chrome-extension://t/welcome.html"
    />,
  );
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(document.title).toBe(title));
});
