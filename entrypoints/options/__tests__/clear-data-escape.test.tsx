// @vitest-environment happy-dom
/**
 * "Clear local data?" answered with Escape, as the popup's "Sign out?" is: the question goes, nothing is
 * cleared, and the focus is back on "Clear local data".
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
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

it('Escape answers "Clear local data?" with No, and gives the focus back to the button', async () => {
  const bg = fakeBackground({
    'session.get': () => ok(SESSION),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 12, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
    'mutes.list': () => ok([]),
    'searches.list': () => ok([]),
  });
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App call={bg.call} permissions={permissions} defaultApiBaseUrl="http://127.0.0.1:8787" welcomeUrl="chrome-extension://t/w.html" />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Clear local data' }));
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(document.activeElement).toBe(cancel);
  fireEvent.keyDown(cancel, { key: 'Escape' });
  expect(screen.queryByText(/Are you sure\?/)).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear local data' }));
  expect(bg.of('data.clear')).toHaveLength(0);
});
