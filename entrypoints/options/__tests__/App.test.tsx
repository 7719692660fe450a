// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import type { HiddenCard, MuteRecord, SessionInfo, StoredSearch, SyncStatus } from '@/utils/messaging/contract';
import { muteKey } from '@/utils/feed/mute-rule';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fail, fakeBackground, ok, type Script } from '../../overlay/__tests__/fake-background';
import { App } from '../App';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const DEFAULT_API = 'http://127.0.0.1:8787';
const WELCOME = 'chrome-extension://test/welcome.html';

const SIGNED_IN: SessionInfo = {
  signedIn: true,
  subject: 'demo',
  expiresAt: Date.UTC(2026, 10, 20, 12, 0),
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: DEFAULT_API,
  ended: null,
};
const SIGNED_OUT: SessionInfo = { ...SIGNED_IN, signedIn: false, subject: null, expiresAt: null };
const SYNC = (indexed: number): SyncStatus => ({ state: INITIAL_SYNC_STATE, indexed, count: null, apiReachable: true, apiError: null });

function permissions(grant = true, held = true) {
  return {
    contains: vi.fn(async () => held),
    request: vi.fn(async () => grant),
  } satisfies HostPermissions;
}

/** A background whose settings change with each update, as the real one's do. */
function setup({
  initial = {},
  extra = {},
  grant = true,
  held = true,
}: { initial?: Partial<Settings>; extra?: Script; grant?: boolean; held?: boolean } = {}) {
  let settings: Settings = { ...DEFAULT_SETTINGS, ...initial };
  const bg = fakeBackground({
    'settings.get': () => ok(settings),
    'settings.update': ({ patch }) => {
      settings = { ...settings, ...patch };
      return ok(settings);
    },
    'session.get': () => ok(SIGNED_IN),
    'session.signOut': () => ok(SIGNED_OUT),
    'sync.status': () => ok(SYNC(1234)),
    'data.clear': () => ok(SYNC(0)),
    // The page's lists, empty: a list not answered is said with a Try again (lists-unread.test.tsx).
    'cards.hidden': () => ok([]),
    'mutes.list': () => ok([]),
    'searches.list': () => ok([]),
    ...extra,
  });
  const perms = permissions(grant, held);
  const view = render(<App call={bg.call} permissions={perms} defaultApiBaseUrl={DEFAULT_API} welcomeUrl={WELCOME} />);
  return { bg, perms, ...view, settings: () => settings };
}

const section = (name: string) => screen.getByRole('region', { name });

/** Presses, from the keyboard's focus, the button `name` of a row until its row is gone: where is the focus then? */
async function pressGone(region: HTMLElement, name: string): Promise<Element | null> {
  const button = await within(region).findByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(within(region).queryByRole('button', { name })).toBeNull());
  return document.activeElement;
}

describe('options page', () => {
  it('shows every section with headings and no axe violations', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Job Feed Companion options' });
    for (const name of [
      'Account',
      'Language',
      'Theme',
      'Job boards',
      'Sync',
      'Closing reminders',
      'Quiet hours',
      'API address',
      'Client view',
      'Saved searches',
      'Muted employers and keywords',
      'Hidden cards',
      'Local data',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    await screen.findByText('Signed in as demo.', { exact: false });
    const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('shows an error with Try again when the settings cannot be loaded', async () => {
    let answer = fail('internal', 'no worker');
    setup({ extra: { 'settings.get': () => answer } });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong in the extension.');
    answer = ok(DEFAULT_SETTINGS) as never;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeTruthy();
  });
});

describe('language and theme', () => {
  it('saves the language on change and says so in the new language, whether the change or the answer comes first', async () => {
    for (const changedFirst of [false, true]) {
      // The background tells every page of the change, which reads the settings again: before its
      // answer comes, or after.
      const changed = () =>
        fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
      let stored: Settings = { ...DEFAULT_SETTINGS, language: 'en', theme: 'dark' };
      const { bg, unmount } = setup({
        extra: {
          'settings.get': () => ok(stored),
          'settings.update': ({ patch }) => {
            stored = { ...stored, ...patch };
            if (changedFirst) void changed();
            else setTimeout(() => void changed(), 0);
            return ok(stored);
          },
        },
      });
      // A status said in English before the switch goes with it.
      fireEvent.click(await screen.findByLabelText('Light'));
      await waitFor(() => expect(within(section('Theme')).getByRole('status').textContent).toBe('Saved'));
      fireEvent.click(await screen.findByLabelText('Nederlands'));
      await screen.findByRole('heading', { level: 1, name: 'Opties van Job Feed Companion' });
      await waitFor(() =>
        expect(within(section('Taal')).getByRole('status').textContent, `changed first: ${changedFirst}`).toBe('Opgeslagen'),
      );
      expect(within(section('Thema')).getByRole('status').textContent).toBe('');
      expect(bg.of('settings.update')).toEqual([
        { type: 'settings.update', patch: { theme: 'light' } },
        { type: 'settings.update', patch: { language: 'nl' } },
      ]);
      expect((screen.getByLabelText('Nederlands') as HTMLInputElement).checked).toBe(true);
      unmount();
      fakeBrowser.reset();
    }
  });

  it('saves the theme', async () => {
    const { bg } = setup();
    fireEvent.click(await screen.findByLabelText('Dark'));
    await waitFor(() => expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { theme: 'dark' } }]));
  });

  it('switches the result-page markers off and on again', async () => {
    const { bg } = setup();
    const box = (await screen.findByLabelText("Mark postings that are in your feed on job boards' result pages")) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(within(section('Result pages')).getByRole('status').textContent).toBe('Saved'));
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(bg.of('settings.update')).toEqual([
        { type: 'settings.update', patch: { showMarkers: false } },
        { type: 'settings.update', patch: { showMarkers: true } },
      ]),
    );
  });

  it('shows the error when saving fails', async () => {
    setup({ extra: { 'settings.update': () => fail('invalid', 'bad value') } });
    fireEvent.click(await screen.findByLabelText('Light'));
    await waitFor(() => expect(within(section('Theme')).getByRole('status').textContent).toContain('Not saved'));
  });
});

describe('API address', () => {
  it('validates the address beside the field before anything is saved', async () => {
    const { bg } = setup();
    const input = (await screen.findByLabelText('API base URL')) as HTMLInputElement;
    expect(input.placeholder).toBe(DEFAULT_API);
    fireEvent.input(input, { target: { value: 'ftp://example.com' } });
    fireEvent.click(within(section('API address')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The API address must start with https://.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('api-error');
    expect(bg.of('settings.update')).toEqual([]);
  });

  it('warns, then asks for the new host in the confirm click, then saves', async () => {
    const { bg, perms } = setup();
    fireEvent.input(await screen.findByLabelText('API base URL'), { target: { value: 'https://api.example.com/v1' } });
    fireEvent.click(within(section('API address')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('signs you out and clears the local copy of the feed');
    expect(perms.request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Change and sign out' }));
    // Synchronously inside the click: no await may come before the request.
    expect(perms.request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
    await waitFor(() =>
      expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { apiBaseUrl: 'https://api.example.com/v1' } }]),
    );
    await waitFor(() => expect(within(section('API address')).getByRole('status').textContent).toBe('Saved'));
  });

  it('saves nothing when the permission is refused', async () => {
    const { bg } = setup({ grant: false });
    fireEvent.input(await screen.findByLabelText('API base URL'), { target: { value: 'https://api.example.com' } });
    fireEvent.click(within(section('API address')).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change and sign out' }));
    await waitFor(() =>
      expect(within(section('API address')).getByRole('status').textContent).toContain('Access to api.example.com was not granted'),
    );
    expect(bg.of('settings.update')).toEqual([]);
  });

  it('goes back to the default without asking for access', async () => {
    const { bg, perms } = setup({ initial: { apiBaseUrl: 'https://api.example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use default' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change and sign out' }));
    await waitFor(() => expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { apiBaseUrl: null } }]));
    expect(perms.request).not.toHaveBeenCalled();
  });

  it('cancelling the warning saves nothing', async () => {
    const { bg } = setup();
    fireEvent.input(await screen.findByLabelText('API base URL'), { target: { value: 'https://api.example.com' } });
    fireEvent.click(within(section('API address')).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    expect(bg.of('settings.update')).toEqual([]);
    // The warning's buttons are gone: the focus is back on the address, not on the page.
    expect(document.activeElement).toBe(screen.getByLabelText('API base URL'));
  });
});

describe('client view id and sync interval', () => {
  it('accepts an empty or whole client view id and refuses anything else', async () => {
    const { bg } = setup();
    const input = (await screen.findByLabelText('Client view id')) as HTMLInputElement;
    const save = within(section('Client view')).getByRole('button', { name: 'Save' });
    fireEvent.input(input, { target: { value: '1.5' } });
    fireEvent.click(save);
    expect(await screen.findByText('Enter a whole number of 0 or more, or leave the field empty.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: '42' } });
    fireEvent.click(save);
    await waitFor(() => expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { clientViewId: 42 } }]));
    fireEvent.input(screen.getByLabelText('Client view id'), { target: { value: '' } });
    fireEvent.click(within(section('Client view')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bg.of('settings.update')[1]).toEqual({ type: 'settings.update', patch: { clientViewId: null } }));
  });

  it('keeps the sync interval within 5 to 1440 minutes', async () => {
    const { bg } = setup();
    const input = (await screen.findByLabelText('Sync interval (minutes)')) as HTMLInputElement;
    expect(input.value).toBe('15');
    fireEvent.input(input, { target: { value: '3' } });
    fireEvent.click(within(section('Sync')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of minutes from 5 to 1440.')).toBeTruthy();
    fireEvent.input(input, { target: { value: '60' } });
    // Saved from the keyboard (Enter in the field): the field, its button and the focus stay, and
    // the section's live region, which stays too, says Saved.
    const save = within(section('Sync')).getByRole('button', { name: 'Save' });
    input.focus();
    fireEvent.submit(input.form!);
    await waitFor(() => expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { syncIntervalMinutes: 60 } }]));
    const status = section('Sync').querySelector('[role="status"]')!;
    await waitFor(() => expect(status.textContent).toBe('Saved'));
    expect(input.value).toBe('60');
    expect(input.isConnected && save.isConnected).toBe(true);
    expect(document.activeElement).toBe(input);
  });
});

describe('hidden cards', () => {
  it('lists the cards dismissed on postings and shows one, then all, again', async () => {
    let cards: HiddenCard[] = [
      { id: 7, job: makeSummary({ id: 7, title: 'Data engineer', employer: 'Acme', city: 'Utrecht' }) },
      { id: 8, job: null },
      { id: 9, job: makeSummary({ id: 9, title: 'Planner', employer: 'Gemeente Zwolle', city: 'Zwolle' }) },
    ];
    const { bg, container } = setup({
      extra: {
        'cards.hidden': () => ok(cards),
        'cards.show': ({ id }) => {
          cards = id === null ? [] : cards.filter((card) => card.id !== id);
          return ok(cards);
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Hidden cards' });
    expect(await within(region).findByText('Data engineer')).toBeTruthy();
    expect(within(region).getByText('Job 8 (no longer in your local feed)')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Show the card again for Data engineer' }));
    await waitFor(() => expect(within(region).queryByText('Data engineer')).toBeNull());
    expect(bg.of('cards.show')).toEqual([{ type: 'cards.show', id: 7 }]);
    expect(within(region).getByRole('status').textContent).toBe('The card shows again on its posting.');
    fireEvent.click(within(region).getByRole('button', { name: 'Show all 2 again' }));
    expect(await within(region).findByText('No hidden cards. A card you hide on a posting is listed here.')).toBeTruthy();
    expect(bg.of('cards.show')[1]).toEqual({ type: 'cards.show', id: null });
    const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("gives the focus to the Show again now in a shown card's place, else the one before, then to the heading, never to the page", async () => {
    let cards: HiddenCard[] = [7, 8, 9].map((id) => ({ id, job: makeSummary({ id, title: `Job title ${id}` }) }));
    let refuse = true;
    setup({
      extra: {
        'cards.hidden': () => ok(cards),
        'cards.show': ({ id }) => {
          if (refuse) return ((refuse = false), fail('internal', 'disk full'));
          return ok((cards = id === null ? [] : cards.filter((card) => card.id !== id)));
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Hidden cards' });
    const show = (title: string) => pressGone(region, `Show the card again for ${title}`);
    // Refused: the button stays, and so does the focus (a busy button keeps it).
    const eight = await within(region).findByRole('button', { name: 'Show the card again for Job title 8' });
    eight.focus();
    fireEvent.click(eight);
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/went wrong/));
    expect(document.activeElement).toBe(eight);
    expect(await show('Job title 8')).toBe(within(region).getByRole('button', { name: 'Show the card again for Job title 9' }));
    expect(await show('Job title 9')).toBe(within(region).getByRole('button', { name: 'Show the card again for Job title 7' }));
    expect(await show('Job title 7')).toBe(within(region).getByRole('heading', { name: 'Hidden cards' }));
  });

  it('gives the focus to the heading once Show all has emptied the list', async () => {
    let cards: HiddenCard[] = [7, 8].map((id) => ({ id, job: null }));
    setup({ extra: { 'cards.hidden': () => ok(cards), 'cards.show': () => ok((cards = [])) } });
    const region = await screen.findByRole('region', { name: 'Hidden cards' });
    expect(await pressGone(region, 'Show all 2 again')).toBe(within(region).getByRole('heading', { name: 'Hidden cards' }));
  });

  it('speaks Dutch', async () => {
    setup({ initial: { language: 'nl' }, extra: { 'cards.hidden': () => ok([{ id: 8, job: null }]) } });
    const region = await screen.findByRole('region', { name: 'Verborgen kaarten' });
    expect(
      await within(region).findByRole('button', { name: 'Kaart weer tonen voor Vacature 8 (niet meer in je lokale feed)' }),
    ).toBeTruthy();
  });
});

describe('saved searches', () => {
  function searchesScript(): Script {
    let searches: StoredSearch[] = [
      storedSearch('search-0001', 'java utrecht', { name: 'Java', filters: { hideClosed: true }, alerts: false }),
    ];
    return {
      'searches.list': () => ok(searches),
      'searches.update': ({ id, type: _type, ...patch }) => {
        searches = searches.map((search) => (search.id === id ? { ...search, ...patch } : search));
        return ok(searches);
      },
      'searches.delete': ({ id }) => {
        searches = searches.filter((search) => search.id !== id);
        return ok(searches);
      },
    };
  }

  it('rename a search, switch its alerts on (asking for notifications inside the click) and delete it', async () => {
    const request = vi.fn(async () => true);
    (fakeBrowser.permissions as unknown as { request: typeof request }).request = request;
    const { bg, container } = setup({ extra: searchesScript() });
    const region = await screen.findByRole('region', { name: 'Saved searches' });
    const name = (await within(region).findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Java');
    expect(within(region).getByText('“java utrecht” · 1 filter')).toBeTruthy();
    fireEvent.input(name, { target: { value: 'Java in Utrecht' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Rename the saved search Java' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Renamed to “Java in Utrecht”.'));
    fireEvent.click(within(region).getByLabelText('Alerts for Java in Utrecht'));
    expect(request).toHaveBeenCalledWith({ permissions: ['notifications'] });
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Alerts on for “Java in Utrecht”.'));
    expect(bg.of('searches.update')).toEqual([
      { type: 'searches.update', id: 'search-0001', name: 'Java in Utrecht' },
      { type: 'searches.update', id: 'search-0001', alerts: true },
    ]);
    expect(await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } })).toMatchObject({ violations: [] });
    fireEvent.click(within(region).getByRole('button', { name: 'Delete the saved search Java in Utrecht' }));
    expect(await within(region).findByText('No saved searches.', { exact: false })).toBeTruthy();
  });

  it("gives the focus to the Delete now in a deleted search's place, then to the heading, never to the page", async () => {
    const java: StoredSearch = storedSearch('search-0001', 'java', { name: 'Java', alerts: false });
    let searches = [java, { ...java, id: 'search-0002', name: 'Python', query: 'python' }];
    setup({
      extra: {
        'searches.list': () => ok(searches),
        'searches.delete': ({ id }) => ok((searches = searches.filter((search) => search.id !== id))),
      },
    });
    const region = await screen.findByRole('region', { name: 'Saved searches' });
    const deleteJava = await within(region).findByRole('button', { name: 'Delete the saved search Java' });
    deleteJava.focus();
    fireEvent.click(deleteJava);
    const python = await within(region).findByRole('button', { name: 'Delete the saved search Python' });
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Delete the saved search Java' })).toBeNull());
    expect(document.activeElement).toBe(python);
    fireEvent.click(python);
    await within(region).findByText('No saved searches.', { exact: false });
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Saved searches' }));
  });

  it('keeps the focus in the row once Rename is answered (the row keyed by the name was made anew)', async () => {
    setup({ extra: searchesScript() });
    const region = await screen.findByRole('region', { name: 'Saved searches' });
    fireEvent.input(await within(region).findByLabelText('Name'), { target: { value: 'Java in Utrecht' } });
    const rename = within(region).getByRole('button', { name: 'Rename the saved search Java' });
    rename.focus();
    fireEvent.click(rename);
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Renamed to “Java in Utrecht”.'));
    const row = within(region).getByLabelText('Name').closest('li')!;
    expect(document.activeElement === document.body ? 'body' : row.contains(document.activeElement) ? 'row' : 'elsewhere').toBe('row');
  });

  it('a switch pressed keeps the focus while its change saves, and takes no other press until then', async () => {
    const script = searchesScript();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const update = script['searches.update']!;
    const { bg } = setup({ extra: { ...script, 'searches.update': async (message) => (await held, update(message)) } });
    const region = await screen.findByRole('region', { name: 'Saved searches' });
    const perEmployer = (await within(region).findByLabelText('One job per employer for Java')) as HTMLInputElement;
    const alerts = within(region).getByLabelText('Alerts for Java') as HTMLInputElement;
    perEmployer.focus();
    fireEvent.click(perEmployer);
    await waitFor(() => expect(perEmployer.getAttribute('aria-disabled')).toBe('true'));
    expect([perEmployer.disabled, alerts.disabled, document.activeElement]).toEqual([false, false, perEmployer]);
    fireEvent.click(alerts);
    fireEvent.click(within(region).getByRole('button', { name: 'Delete the saved search Java' }));
    expect(alerts.checked).toBe(false);
    release();
    await waitFor(() => expect(perEmployer.getAttribute('aria-disabled')).toBe('false'));
    expect([perEmployer.checked, alerts.checked, document.activeElement]).toEqual([true, false, perEmployer]);
    expect(bg.of('searches.update')).toEqual([{ type: 'searches.update', id: 'search-0001', perEmployer: true }]);
    expect(bg.of('searches.delete')).toEqual([]);
  });

  it('speaks Dutch', async () => {
    setup({ initial: { language: 'nl' }, extra: searchesScript() });
    const region = await screen.findByRole('region', { name: 'Bewaarde zoekopdrachten' });
    expect(await within(region).findByRole('button', { name: 'De bewaarde zoekopdracht Java verwijderen' })).toBeTruthy();
    expect(within(region).getByLabelText('Meldingen voor Java')).toBeTruthy();
  });
});

describe('closing reminders and quiet hours', () => {
  it('save the days before a closing date (asking for notifications inside the click) and the quiet hours', async () => {
    const request = vi.fn(async () => true);
    (fakeBrowser.permissions as unknown as { request: typeof request }).request = request;
    const { bg, settings } = setup();
    const reminders = await screen.findByRole('region', { name: 'Closing reminders' });
    const days = within(reminders).getByLabelText('Days before the closing date') as HTMLInputElement;
    expect(days.value).toBe('2');
    fireEvent.input(days, { target: { value: '3' } });
    fireEvent.click(within(reminders).getByRole('button', { name: 'Save' }));
    expect(request).toHaveBeenCalledWith({ permissions: ['notifications'] });
    await waitFor(() => expect(settings().reminderDays).toBe(3));

    const quiet = screen.getByRole('region', { name: 'Quiet hours' });
    fireEvent.click(within(quiet).getByLabelText('Quiet hours every day'));
    fireEvent.input(within(quiet).getByLabelText('Until'), { target: { value: '22:00' } });
    fireEvent.click(within(quiet).getByRole('button', { name: 'Save' }));
    expect(await within(quiet).findByText('Enter two different times of day, like 22:00 and 07:00.')).toBeTruthy();
    fireEvent.input(within(quiet).getByLabelText('Until'), { target: { value: '07:30' } });
    fireEvent.click(within(quiet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settings().quietHours).toEqual({ from: 22 * 60, to: 7 * 60 + 30 }));
    expect(
      await within(screen.getByRole('region', { name: 'Quiet hours' })).findByText('Quiet hours from 22:00 until 07:30.'),
    ).toBeTruthy();
    expect(bg.of('settings.update').map((u) => u.patch)).toEqual([{ reminderDays: 3 }, { quietHours: { from: 1320, to: 450 } }]);
  });
});

describe('mutes', () => {
  /** A background keeping mutes as the real one does: keyed by kind and folded value, newest first. */
  function mutesScript(): Script {
    let mutes: MuteRecord[] = [{ key: 'employer:acme', kind: 'employer', value: 'Acme', at: 1 }];
    return {
      'mutes.list': () => ok(mutes),
      'mutes.add': ({ kind, value }) => {
        const key = muteKey(kind, value)!;
        if (!mutes.some((mute) => mute.key === key)) mutes = [{ key, kind, value, at: 2 }, ...mutes];
        return ok(mutes);
      },
      'mutes.remove': ({ key }) => {
        mutes = mutes.filter((mute) => mute.key !== key);
        return ok(mutes);
      },
    };
  }

  it('lists the mutes, explains a value that cannot be one, adds a keyword and removes an employer', async () => {
    const { bg, container } = setup({ extra: mutesScript() });
    const region = await screen.findByRole('region', { name: 'Muted employers and keywords' });
    expect(await within(region).findByText('Acme')).toBeTruthy();
    fireEvent.click(within(region).getByLabelText('Keyword'));
    const input = within(region).getByLabelText('Keyword or phrase') as HTMLInputElement;
    fireEvent.input(input, { target: { value: ' x ' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Mute' }));
    expect(await within(region).findByText('Type a keyword of two letters or more.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bg.of('mutes.add')).toEqual([]);
    fireEvent.input(input, { target: { value: 'Stage' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Muted: Stage.'));
    expect(bg.of('mutes.add')).toEqual([{ type: 'mutes.add', kind: 'keyword', value: 'Stage' }]);
    expect(input.value).toBe('');
    expect(within(region).getByText('Stage')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Unmute Acme' }));
    await waitFor(() => expect(within(region).queryByText('Acme')).toBeNull());
    expect(within(region).getByRole('status').textContent).toBe('Unmuted: Acme. Its jobs are listed again.');
    const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('keeps the focus on Mute while the mute is saved, and takes no second press meanwhile', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const script = mutesScript();
    const bg = setup({
      extra: {
        ...script,
        'mutes.add': async (request) => {
          await answered;
          return script['mutes.add']!(request);
        },
      },
    }).bg;
    const region = await screen.findByRole('region', { name: 'Muted employers and keywords' });
    fireEvent.input(within(region).getByLabelText('Employer name'), { target: { value: 'Bolt' } });
    const mute = within(region).getByRole('button', { name: 'Mute' });
    mute.focus();
    fireEvent.click(mute);
    // Busy: said, not disabled (a disabled button drops the focus to the page's body).
    await waitFor(() => expect(mute.getAttribute('aria-disabled')).toBe('true'));
    expect(mute.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(mute);
    fireEvent.click(mute);
    answer();
    await waitFor(() => expect(within(region).getByText('Bolt')).toBeTruthy());
    expect(bg.of('mutes.add')).toHaveLength(1);
    expect(document.activeElement).toBe(mute);
  });

  it("gives the focus to the Unmute now in an unmuted row's place, else the one before, then to the heading, never to the page", async () => {
    let mutes: MuteRecord[] = ['Acme', 'Bolt', 'Cyan'].map((value, at) => ({
      key: `employer:${value.toLowerCase()}`,
      kind: 'employer',
      value,
      at,
    }));
    let refuse = true;
    setup({
      extra: {
        'mutes.list': () => ok(mutes),
        'mutes.remove': ({ key }) => {
          if (refuse) return ((refuse = false), fail('internal', 'disk full'));
          return ok((mutes = mutes.filter((mute) => mute.key !== key)));
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Muted employers and keywords' });
    const unmute = (value: string) => pressGone(region, `Unmute ${value}`);
    // Refused: the button stays, and so does the focus (a busy button keeps it).
    const bolt = await within(region).findByRole('button', { name: 'Unmute Bolt' });
    bolt.focus();
    fireEvent.click(bolt);
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/^Not saved:/));
    expect(document.activeElement).toBe(bolt);
    expect(await unmute('Bolt')).toBe(within(region).getByRole('button', { name: 'Unmute Cyan' }));
    expect(await unmute('Cyan')).toBe(within(region).getByRole('button', { name: 'Unmute Acme' }));
    expect(await unmute('Acme')).toBe(within(region).getByRole('heading', { name: 'Muted employers and keywords' }));
  });

  it('speaks Dutch, and says when a value was muted already', async () => {
    setup({ initial: { language: 'nl' }, extra: mutesScript() });
    const region = await screen.findByRole('region', { name: 'Gedempte werkgevers en trefwoorden' });
    await within(region).findByText('Acme');
    fireEvent.input(within(region).getByLabelText('Naam van de werkgever'), { target: { value: 'ACME' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Dempen' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Al gedempt: ACME.'));
    expect(within(region).getByRole('button', { name: 'Acme niet meer dempen' })).toBeTruthy();
  });
});

describe('job boards', () => {
  it('lists the built-in boards on by default and switches one off', async () => {
    const { bg } = setup();
    const [first] = BUILTIN_BOARDS;
    const box = (await screen.findByLabelText(first!.name)) as HTMLInputElement;
    expect(box.checked).toBe(first!.enabledByDefault);
    fireEvent.click(box);
    await waitFor(() =>
      expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { boardToggles: { [first!.id]: false } } }]),
    );
  });

  it('asks for the site when a board is switched on, and keeps it off when refused', async () => {
    const [first] = BUILTIN_BOARDS;
    const { bg, perms } = setup({ initial: { boardToggles: { [first!.id]: false } }, grant: false });
    fireEvent.click(await screen.findByLabelText(first!.name));
    expect(perms.request).toHaveBeenCalledWith({ origins: [...first!.matches] });
    await waitFor(() => expect(within(section('Job boards')).getByRole('status').textContent).toContain('was not granted'));
    expect(bg.of('settings.update')).toEqual([]);
  });

  it('offers to grant access for an enabled board without it', async () => {
    const { perms } = setup({ held: false });
    const [first] = BUILTIN_BOARDS;
    const grant = await screen.findByRole('button', { name: `Allow access to ${first!.name}` });
    fireEvent.click(grant);
    expect(perms.request).toHaveBeenCalledWith({ origins: [...first!.matches] });
    await waitFor(() => expect(screen.queryByRole('button', { name: `Allow access to ${first!.name}` })).toBeNull());
  });

  it('shows a selected board without access as off, and allows all selected boards in one request', async () => {
    const { perms, bg } = setup({ held: false });
    const selected = BUILTIN_BOARDS.filter((board) => board.enabledByDefault);
    expect(selected.length).toBeGreaterThan(1);
    const box = (await screen.findByLabelText(selected[0]!.name)) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(false));
    expect(screen.getByText(/waiting for your browser to give access to their sites: until then they are off, unticked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Allow all waiting (${selected.length})` }));
    expect(perms.request).toHaveBeenCalledTimes(1);
    expect(perms.request).toHaveBeenCalledWith({ origins: selected.flatMap((board) => [...board.matches]) });
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.queryByRole('button', { name: /Allow all waiting/ })).toBeNull();
    // Access is the browser's; the settings did not change.
    expect(bg.of('settings.update')).toEqual([]);
  });

  it('keeps selected boards off when the one request is refused, and says so', async () => {
    const { perms } = setup({ held: false, grant: false });
    fireEvent.click(await screen.findByRole('button', { name: /Allow all waiting/ }));
    expect(perms.request).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(section('Job boards')).getByRole('status').textContent).toContain('Access was not granted'));
    expect(screen.getByRole('button', { name: /Allow all waiting/ })).toBeTruthy();
  });

  it('speaks Dutch about boards waiting for access', async () => {
    setup({ held: false, initial: { language: 'nl' } });
    expect(await screen.findByRole('button', { name: /^Alle wachtende sites toestaan \(\d+\)$/ })).toBeTruthy();
  });

  it('validates, asks for and adds a custom board, then removes it', async () => {
    const { bg, perms } = setup();
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Example jobs' } });
    const pattern = screen.getByLabelText('URL pattern');
    fireEvent.input(pattern, { target: { value: '<all_urls>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    expect(await screen.findByText('All sites cannot be a job board; name its host.')).toBeTruthy();
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(perms.request).not.toHaveBeenCalled();

    fireEvent.input(pattern, { target: { value: 'https://Jobs.Example.com:8443/vacatures/*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    expect(perms.request).toHaveBeenCalledWith({ origins: ['https://jobs.example.com/*'] });
    await waitFor(() =>
      expect(bg.of('settings.update')).toEqual([
        {
          type: 'settings.update',
          patch: { customBoards: [{ name: 'Example jobs', pattern: 'https://jobs.example.com/vacatures/*', enabled: true }] },
        },
      ]),
    );
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Example jobs' }));
    await waitFor(() => expect(bg.of('settings.update')[1]).toEqual({ type: 'settings.update', patch: { customBoards: [] } }));
  });

  it("gives the focus to the ✕ now in the removed board's place, then to the heading, never to the page", async () => {
    const boards = ['A', 'B', 'C'].map((name) => ({ name, pattern: `https://${name.toLowerCase()}.example.com/*`, enabled: true }));
    setup({ initial: { customBoards: boards } });
    const removeBoard = async (name: string) => {
      const button = await screen.findByRole('button', { name: `Remove ${name}` });
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${name}` })).toBeNull());
      return document.activeElement;
    };
    expect(await removeBoard('B')).toBe(screen.getByRole('button', { name: 'Remove C' }));
    expect(await removeBoard('C')).toBe(screen.getByRole('button', { name: 'Remove A' }));
    expect(await removeBoard('A')).toBe(screen.getByRole('heading', { name: 'Your boards' }));
  });

  it('moves no focus for a removal not saved, then or at the next change of the list', async () => {
    const boards = ['A', 'B'].map((name) => ({ name, pattern: `https://${name.toLowerCase()}.example.com/*`, enabled: true }));
    let stored: Settings = { ...DEFAULT_SETTINGS, customBoards: boards };
    let failNext = true;
    setup({
      extra: {
        'settings.get': () => ok(stored),
        'settings.update': ({ patch }) => {
          if (failNext) {
            failNext = false;
            return fail('internal', 'disk full');
          }
          return ok((stored = { ...stored, ...patch }));
        },
      },
    });
    const removeB = await screen.findByRole('button', { name: 'Remove B' });
    removeB.focus();
    fireEvent.click(removeB);
    await waitFor(() => expect(within(section('Job boards')).getByRole('status').textContent).toMatch(/^Not saved:/));
    expect(document.activeElement).toBe(removeB);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'New' } });
    fireEvent.input(screen.getByLabelText('URL pattern'), { target: { value: 'https://new.example.com/*' } });
    const add = screen.getByRole('button', { name: 'Add board' });
    add.focus();
    fireEvent.click(add);
    await screen.findByRole('button', { name: 'Remove New' });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Remove B' }));
  });

  it("saves a board added, or switched on, into the boards as they are once the browser's question is answered", async () => {
    const old = { name: 'Old', pattern: 'https://old.example.com/*', enabled: true };
    const other = { name: 'Other', pattern: 'https://other.example.com/*', enabled: false };
    let stored: Settings = { ...DEFAULT_SETTINGS, customBoards: [old, other] };
    const settings = () => stored;
    const { bg, perms } = setup({
      extra: {
        'settings.get': () => ok(stored),
        'settings.update': ({ patch }) => ok((stored = { ...stored, ...patch })),
      },
    });
    const answers: ((granted: boolean) => void)[] = [];
    perms.request.mockImplementation(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    /** Another Options tab changes the boards while this one's question is open; this page hears of it. */
    const elsewhere = async (customBoards: Settings['customBoards']) => {
      stored = { ...stored, customBoards };
      await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    };
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'New' } });
    fireEvent.input(screen.getByLabelText('URL pattern'), { target: { value: 'https://new.example.com/*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    await elsewhere([other]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Old' })).toBeNull());
    answers.shift()!(true);
    await waitFor(() => expect(bg.of('settings.update')).toHaveLength(1));
    expect(settings().customBoards.map((board) => board.name)).toEqual(['Other', 'New']);

    // Switched on here, moved to another place there: the change names the board by its pattern.
    fireEvent.click(await screen.findByLabelText('Other'));
    await elsewhere([settings().customBoards[1]!, settings().customBoards[0]!]);
    answers.shift()!(true);
    await waitFor(() => expect(bg.of('settings.update')).toHaveLength(2));
    expect(settings().customBoards).toEqual([
      { name: 'New', pattern: 'https://new.example.com/*', enabled: true },
      { ...other, enabled: true },
    ]);
  });

  it('switches a custom board off and on again, keeping its pattern, asking for the site when on', async () => {
    const board = { name: 'Example jobs', pattern: 'https://jobs.example.com/*', enabled: true };
    const { bg, perms } = setup({ initial: { customBoards: [board] } });
    const box = (await screen.findByLabelText('Example jobs')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() =>
      expect(bg.of('settings.update')).toEqual([{ type: 'settings.update', patch: { customBoards: [{ ...board, enabled: false }] } }]),
    );
    expect(perms.request).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByLabelText('Example jobs') as HTMLInputElement).checked).toBe(false));
    fireEvent.click(screen.getByLabelText('Example jobs'));
    expect(perms.request).toHaveBeenCalledWith({ origins: ['https://jobs.example.com/*'] });
    await waitFor(() => expect(bg.of('settings.update')[1]).toEqual({ type: 'settings.update', patch: { customBoards: [board] } }));
  });

  it('does not add a board whose site was refused', async () => {
    const { bg } = setup({ grant: false });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Example' } });
    fireEvent.input(screen.getByLabelText('URL pattern'), { target: { value: 'https://jobs.example.com/*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    await waitFor(() => expect(within(section('Job boards')).getByRole('status').textContent).toContain('was not granted'));
    expect(bg.of('settings.update')).toEqual([]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Example');
  });
});

describe('account and local data', () => {
  it('signs out', async () => {
    const { bg } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are now signed out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(WELCOME);
    expect(bg.of('session.signOut')).toHaveLength(1);
  });

  it('clears local data only after the inline confirmation', async () => {
    const { bg } = setup();
    expect(await screen.findByText('1,234 jobs stored locally.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear local data' }));
    expect(screen.getByText(/Are you sure\? This removes the local copy of the feed/)).toBeTruthy();
    // The focus follows the buttons, never to the page: Cancel when asked, the button again once answered.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bg.of('data.clear')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear local data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear local data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear local data' }));
    expect(await screen.findByText('Local data cleared. 0 jobs stored locally.')).toBeTruthy();
    expect(bg.of('data.clear')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear local data' }));
  });

  it('reads in Dutch when the language is Dutch', async () => {
    // The page starts in the browser's English (no language remembered), then reads the setting.
    localStorage.clear();
    setup({ initial: { language: 'nl' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opties van Job Feed Companion' })).toBeTruthy();
    // Nothing was saved: the Language section says nothing.
    expect(within(section('Taal')).getByRole('status').textContent).toBe('');
    expect(await screen.findByRole('button', { name: 'Lokale gegevens wissen' })).toBeTruthy();
    expect(await screen.findByLabelText("Vacatures die in je feed staan markeren op de resultatenpagina's van vacaturesites")).toBeTruthy();
  });
});
