// @vitest-environment happy-dom
/**
 * A list of the options page that could not be read (the background busy or restarting at that moment):
 * its section says so and offers Try again, instead of showing neither the list nor "Nothing muted".
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import type { HiddenCard, MuteRecord, SessionInfo, StoredSearch } from '@/utils/messaging/contract';
import { muteKey } from '@/utils/feed/mute-rule';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
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
const MUTE: MuteRecord = { kind: 'employer', value: 'Acme', key: muteKey('employer', 'Acme')!, at: 1 };
const SEARCH: StoredSearch = storedSearch('s1', 'Java in Utrecht');
const CARD: HiddenCard = { id: 7, job: makeSummary({ id: 7, title: 'Java developer', employer: 'Acme', city: 'Utrecht' }) };

it.each([
  ['Muted employers and keywords', 'Unmute Acme'],
  ['Saved searches', 'Delete the saved search Java in Utrecht'],
  ['Hidden cards', 'Show the card again for Java developer'],
])('%s: a list not read says so, and Try again reads it', async (region, button) => {
  let answering = false;
  const answer = <T,>(value: T) => (answering ? ok(value) : fail('internal', 'no answer'));
  const bg = fakeBackground({
    'session.get': () => ok(SESSION),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'mutes.list': () => answer([MUTE]),
    'searches.list': () => answer([SEARCH]),
    'cards.hidden': () => answer([CARD]),
  });
  const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App call={bg.call} permissions={permissions} defaultApiBaseUrl="http://127.0.0.1:8787" welcomeUrl="chrome-extension://t/w.html" />,
  );
  const section = await screen.findByRole('region', { name: region });
  expect((await within(section).findByRole('alert')).textContent).toContain('Something went wrong in the extension.');
  answering = true;
  const retry = within(section).getByRole('button', { name: 'Try again' });
  retry.focus();
  fireEvent.click(retry);
  expect(await within(section).findByRole('button', { name: button })).toBeTruthy();
  expect(within(section).queryByRole('alert')).toBeNull();
  // The button went with the problem: the focus stays in the section, not on the page.
  expect(section.contains(document.activeElement)).toBe(true);
});
