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

const SESSION: SessionInfo = {
  signedIn: true,
  subject: 'demo',
  expiresAt: null,
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: 'http://127.0.0.1:8787',
  ended: null,
};

function setup() {
  const bg = fakeBackground({
    'session.get': () => ok(SESSION),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
    'mutes.list': () => ok([]),
    'searches.list': () => ok([]),
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
  return bg;
}

// A value refused on a click of the form's button: the error is said beside the field, which nothing reads
// out where the focus is (the button). The focus goes to the field, which names its error (aria-describedby),
// as the sign-in form and Quiet hours do.
it.each([
  ['Sync', 'Sync interval (minutes)', '3', 'Save', 'Enter a whole number of minutes from 5 to 1440.'],
  ['Closing reminders', 'Days before the closing date', 'soon', 'Save', 'Enter a whole number of days'],
  ['Client view', 'Client view id', '1.5', 'Save', 'Enter a whole number of 0 or more'],
  ['API address', 'API base URL', 'ftp://example.com', 'Save', 'The API address must start with'],
  ['Job boards', 'URL pattern', 'jobs.example.com', 'Add board', 'Use the form'],
  ['Muted employers and keywords', 'Keyword or phrase', 'x', 'Mute', 'Type a keyword of two letters or more.'],
])('%s: a value refused takes the focus back to its field', async (region, label, value, button, error) => {
  const bg = setup();
  const section = await screen.findByRole('region', { name: region });
  if (region === 'Job boards') fireEvent.input(within(section).getByLabelText('Name'), { target: { value: 'Jobs' } });
  if (region === 'Muted employers and keywords') fireEvent.click(within(section).getByLabelText('Keyword'));
  const input = within(section).getByLabelText(label);
  fireEvent.input(input, { target: { value } });
  const press = within(section).getByRole('button', { name: button });
  press.focus();
  fireEvent.click(press);
  expect((await within(section).findByText(error, { exact: false })).id).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(input);
  expect(bg.of('settings.update')).toEqual([]);
});
