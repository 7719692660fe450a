// @vitest-environment happy-dom
/**
 * Found in review: Rename in Options' saved searches is a SteadyButton "so it keeps the focus" (f426b34), but
 * the row is keyed by `${id}:${name}`: the rename answered, the row (its field and its button, the one
 * under the focus) is made anew and the focus falls to the page's body, as it did with `disabled`.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SessionInfo, StoredSearch } from '@/utils/messaging/contract';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { fakeBackground, ok } from '@/entrypoints/overlay/__tests__/fake-background';
import { App } from '@/entrypoints/options/App';

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

it('Rename keeps the focus in its row once the search is renamed', async () => {
  let searches: StoredSearch[] = [
    {
      id: 'search-0001',
      name: 'Java',
      query: 'java utrecht',
      filters: {},
      alerts: false,
      perEmployer: false,
      createdAt: 1,
      since: 1,
      unseen: [],
    },
  ];
  const bg = fakeBackground({
    'settings.get': () => ok(DEFAULT_SETTINGS),
    'session.get': () => ok(SIGNED_IN),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 1, count: null, apiReachable: true, apiError: null }),
    'searches.list': () => ok(searches),
    'searches.update': ({ id, type: _type, ...patch }) => {
      searches = searches.map((search) => (search.id === id ? { ...search, ...patch } : search));
      return ok(searches);
    },
  });
  const perms = { contains: vi.fn(async () => true), request: vi.fn(async () => true) };
  render(
    <App call={bg.call} permissions={perms} defaultApiBaseUrl="http://127.0.0.1:8787" welcomeUrl="chrome-extension://test/welcome.html" />,
  );
  const region = await screen.findByRole('region', { name: 'Saved searches' });
  const name = (await within(region).findByLabelText('Name')) as HTMLInputElement;
  fireEvent.input(name, { target: { value: 'Java in Utrecht' } });
  const rename = within(region).getByRole('button', { name: 'Rename' });
  rename.focus();
  fireEvent.click(rename);
  await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Renamed to “Java in Utrecht”.'));
  const row = within(region).getByLabelText('Name').closest('li')!;
  expect(document.activeElement === document.body ? 'body' : row.contains(document.activeElement) ? 'row' : 'elsewhere').toBe('row');
});
