// @vitest-environment happy-dom
/**
 * The options page from the keyboard and in Dutch: where the focus goes when what held it goes (Sign
 * out, Allow access) or a value is refused (the field that names its error), Escape on its
 * confirmations (as the popup's "Sign out?" takes it), an Account section whose session could not be
 * read, and the tab's title in the page's language.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import type { Settings } from '@/utils/settings/schema';
import type { SessionInfo } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { fail, fakeBackground, ok, type Script } from '../../overlay/__tests__/fake-background';
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

/** The page signed in, its sites granted or not, with `more` of the background's answers. */
function setup({ granted = true, more = {}, settings = {} }: { granted?: boolean; more?: Script; settings?: Partial<Settings> } = {}) {
  const bg = fakeBackground(
    {
      'session.get': () => ok(SESSION),
      'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
      'cards.hidden': () => ok([]),
      'mutes.list': () => ok([]),
      'searches.list': () => ok([]),
      ...more,
    },
    settings,
  );
  const permissions = { contains: vi.fn(async () => granted), request: vi.fn(async () => true) };
  render(
    <App
      call={bg.call}
      permissions={permissions}
      defaultApiBaseUrl="http://127.0.0.1:8787"
      welcomeUrl="chrome-extension://test/welcome.html"
    />,
  );
  return Object.assign(bg, { permissions });
}

describe('where the focus goes', () => {
  it('Sign out pressed from the keyboard leaves the focus in the Account section, not on the page', async () => {
    let session = SESSION;
    setup({
      more: {
        'session.get': () => ok(session),
        'session.signOut': () => {
          session = { ...SESSION, signedIn: false, subject: null };
          return ok(session);
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Sign out' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('You are now signed out.')).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    // The button went with the session: the focus goes to what took its place, the way to sign in again.
    expect(document.activeElement).toBe(within(account).getByRole('link', { name: 'Sign in' }));
  });

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

  /** Presses `button` from the keyboard's focus and waits until access is given and the button has gone. */
  async function pressUntilGone(region: HTMLElement, name: string | RegExp) {
    const button = await within(region).findByRole('button', { name });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(within(region).queryByRole('button', { name })).toBeNull());
  }

  // Access given, the button goes with the notice it was in: the focus goes to the board, now ticked, not to the page.
  it("Allow access to a board: the focus goes to that board's tick box", async () => {
    setup({ granted: false });
    const region = await screen.findByRole('region', { name: 'Job boards' });
    const [first] = BUILTIN_BOARDS;
    await pressUntilGone(region, `Allow access to ${first!.name}`);
    const box = within(region).getByLabelText(first!.name) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it('Allow all waiting: the focus goes to the first board given access', async () => {
    setup({ granted: false });
    const region = await screen.findByRole('region', { name: 'Job boards' });
    await pressUntilGone(region, /Allow all waiting/);
    const first = BUILTIN_BOARDS.find((board) => board.enabledByDefault)!;
    expect(document.activeElement).toBe(within(region).getByLabelText(first.name));
  });
});

// The page opens in a tab of its own: its title is the tab's name and what a screen reader says of the page.
it.each([
  ['en', 'Job Feed Companion options'],
  ['nl', 'Opties van Job Feed Companion'],
] as const)('the tab is named in the page language (%s)', async (language, title) => {
  document.title = 'Job Feed Companion options'; // as entrypoints/options/index.html names it
  setup({ settings: { language } });
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(document.title).toBe(title));
});

describe('Escape on a confirmation, and a session not read', () => {
  it('Escape answers "Clear local data?" with No, and gives the focus back to the button', async () => {
    const bg = setup({
      more: { 'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 12, count: null, apiReachable: true, apiError: null }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear local data' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Escape' });
    expect(screen.queryByText(/Are you sure\?/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear local data' }));
    expect(bg.of('data.clear')).toHaveLength(0);
  });

  it('Escape on the API address warning cancels the change and gives the focus back to the field', async () => {
    const bg = setup();
    const section = await screen.findByRole('region', { name: 'API address' });
    const field = within(section).getByLabelText('API base URL');
    fireEvent.input(field, { target: { value: 'https://api.example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const change = within(section).getByRole('button', { name: 'Change and sign out' });
    change.focus();
    fireEvent.keyDown(change, { key: 'Escape' });
    expect(within(section).queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(bg.permissions.request).not.toHaveBeenCalled();
    expect(bg.of('settings.update')).toEqual([]);
  });

  it('says when the session could not be read (the settings read fine), and Try again reads it', async () => {
    let answering = false;
    setup({ more: { 'session.get': () => (answering ? ok(SESSION) : fail('internal', 'no answer')) } });
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
});
