// @vitest-environment happy-dom
/**
 * The API address's warning ("Changing the API address signs you out…") answered with Escape from its
 * buttons, as the popup's "Sign out?" is: nothing changes, and the focus is back in the address field.
 */
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

const SESSION: SessionInfo = {
  signedIn: true,
  subject: 'demo',
  expiresAt: null,
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: 'http://127.0.0.1:8787',
  ended: null,
};

it('Escape on the API address warning cancels the change and gives the focus back to the field', async () => {
  const bg = fakeBackground({
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
  const section = await screen.findByRole('region', { name: 'API address' });
  const field = within(section).getByLabelText('API base URL');
  fireEvent.input(field, { target: { value: 'https://api.example.com' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  const change = within(section).getByRole('button', { name: 'Change and sign out' });
  change.focus();
  fireEvent.keyDown(change, { key: 'Escape' });
  expect(within(section).queryByRole('button', { name: 'Change and sign out' })).toBeNull();
  expect(document.activeElement).toBe(field);
  expect(permissions.request).not.toHaveBeenCalled();
  expect(bg.of('settings.update')).toEqual([]);
});
