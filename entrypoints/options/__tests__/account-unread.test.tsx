// @vitest-environment happy-dom
/**
 * The Account section when the session could not be read (the background busy or restarting at that
 * moment, the settings read fine): it says so and offers Try again, instead of "Loading…" for good.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import type { SessionInfo } from '@/utils/messaging/contract';
import { fail, fakeBackground, ok } from '../../overlay/__tests__/fake-background';
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

it('says when the session could not be read, and Try again reads it', async () => {
  let answering = false;
  const bg = fakeBackground({
    'session.get': () => (answering ? ok(SESSION) : fail('internal', 'no answer')),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
    'mutes.list': () => ok([]),
    'searches.list': () => ok([]),
  });
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App call={bg.call} permissions={permissions} defaultApiBaseUrl="http://127.0.0.1:8787" welcomeUrl="chrome-extension://t/w.html" />,
  );
  const account = await screen.findByRole('region', { name: 'Account' });
  expect((await within(account).findByRole('alert')).textContent).toContain('Something went wrong in the extension.');
  answering = true;
  const retry = within(account).getByRole('button', { name: 'Try again' });
  retry.focus();
  fireEvent.click(retry);
  expect(await within(account).findByText('Signed in as demo.')).toBeTruthy();
  // The button went with the problem: the focus stays in the section, not on the page.
  expect(account.contains(document.activeElement)).toBe(true);
});
