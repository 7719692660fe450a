// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
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

const SIGNED_IN: SessionInfo = {
  signedIn: true,
  subject: 'demo',
  expiresAt: Date.UTC(2026, 10, 20, 12, 0),
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: 'http://127.0.0.1:8787',
  ended: null,
};

it('Sign out pressed from the keyboard leaves the focus in the Account section, not on the page', async () => {
  let session = SIGNED_IN;
  const bg = fakeBackground({
    'session.get': () => ok(session),
    'session.signOut': () => {
      session = { ...SIGNED_IN, signedIn: false, subject: null, expiresAt: null };
      return ok(session);
    },
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
  });
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App
      call={bg.call}
      permissions={permissions}
      defaultApiBaseUrl="http://127.0.0.1:8787"
      welcomeUrl="chrome-extension://test/welcome.html"
    />,
  );
  const button = await screen.findByRole('button', { name: 'Sign out' });
  button.focus();
  fireEvent.click(button);
  expect(await screen.findByText('You are now signed out.')).toBeTruthy();
  const account = screen.getByRole('region', { name: 'Account' });
  // The button went with the session: the focus goes to what took its place, the way to sign in again.
  expect(document.activeElement).toBe(within(account).getByRole('link', { name: 'Sign in' }));
});
