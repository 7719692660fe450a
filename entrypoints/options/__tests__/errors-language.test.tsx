// @vitest-environment happy-dom
/**
 * A value refused beside its field, then the language switched (Language → Nederlands): the error is
 * said again in Dutch, as the sections' saved and failed outcomes and the welcome page's problems are,
 * not left in English under a Dutch page.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import type { SessionInfo } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { fakeBackground, ok } from '../../overlay/__tests__/fake-background';
import { App } from '../App';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  localStorage.clear();
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

it.each([
  ['Quiet hours', 'Stille uren', 'From', '25:00', 'Save', '“25:00” is not a time of day.', '„25:00” is geen tijdstip.'],
  [
    'Muted employers and keywords',
    'Gedempte werkgevers en trefwoorden',
    'Keyword or phrase',
    'x',
    'Mute',
    'Type a keyword',
    'Typ een trefwoord',
  ],
  ['API address', 'API-adres', 'API base URL', 'ftp://example.com', 'Save', 'must start with https://', 'moet met https:// beginnen'],
  ['Job boards', 'Vacaturesites', 'URL pattern', 'https://jobs.example.com/*', 'Add board', 'Enter a name for the board.', 'Vul een naam'],
])('%s: a refused value is said in the language switched to', async (region, dutchRegion, label, value, button, english, dutch) => {
  let settings: Settings = { ...DEFAULT_SETTINGS, language: 'en', quietHours: { from: 22 * 60, to: 7 * 60 } };
  const changed = () =>
    fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
  const bg = fakeBackground({
    'settings.get': () => ok(settings),
    'settings.update': ({ patch }) => {
      settings = { ...settings, ...patch };
      setTimeout(() => void changed(), 0);
      return ok(settings);
    },
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
  const section = await screen.findByRole('region', { name: region });
  if (region === 'Muted employers and keywords') fireEvent.click(within(section).getByLabelText('Keyword'));
  fireEvent.input(within(section).getByLabelText(label), { target: { value } });
  fireEvent.click(within(section).getByRole('button', { name: button }));
  expect(await within(section).findByText(english, { exact: false })).toBeTruthy();

  fireEvent.click(screen.getByLabelText('Nederlands'));
  await screen.findByRole('heading', { level: 1, name: 'Opties van Job Feed Companion' });
  const dutchSection = screen.getByRole('region', { name: dutchRegion });
  await waitFor(() => expect(within(dutchSection).getByText(dutch, { exact: false })).toBeTruthy());
  expect(within(dutchSection).queryByText(english, { exact: false })).toBeNull();
});
