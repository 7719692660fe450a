// @vitest-environment happy-dom
/**
 * Every field of the sign-in form and of the options forms at and beyond its limits. Limits are the
 * real ones: Authorize's username 1–50 and password 4–100 (../shared/job-feed-api-spec.md,
 * utils/api/credentials.ts), the settings schema's (utils/settings/schema.ts). A refused value shows
 * a message beside its field (aria-invalid, aria-describedby), and nothing is sent or stored.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { API_BASE_URL_MAX_LENGTH } from '@/utils/api/base-url';
import { PASSWORD_LENGTH, USERNAME_LENGTH, validateCredentials } from '@/utils/api/credentials';
import { createTranslator } from '@/utils/i18n/translate';
import { RequestSchema } from '@/utils/messaging/contract';
import {
  CUSTOM_BOARD_NAME_MAX,
  CUSTOM_BOARD_PATTERN_MAX,
  DEFAULT_SETTINGS,
  SettingsPatchSchema,
  SYNC_INTERVAL_MINUTES,
} from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App as OptionsApp } from '@/entrypoints/options/App';
import { App as PopupApp } from '@/entrypoints/popup/App';
import { fakeBackground as popupBackground, ok as popupOk, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { fakeBackground, ok } from '@/entrypoints/overlay/__tests__/fake-background';
import { ApiUrlSection } from '../options/ApiUrlSection';
import { BoardsSection } from '../options/BoardsSection';
import { IDLE } from '../options/OptionsSection';
import { WholeNumberSection } from '../options/WholeNumberSection';
import { SignInForm } from '../SignInForm';
import { inLocale } from '@/test/setup/i18n';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const en = createTranslator('en');
const nl = createTranslator('nl');
const x = (n: number) => 'x'.repeat(n);

/** The message an input's aria-describedby points at, with aria-invalid set. */
function messageBeside(input: HTMLElement, id: string): string {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
  expect(describedBy).toContain(id);
  return document.getElementById(id)?.textContent ?? '';
}

function isValid(input: HTMLElement): boolean {
  return input.getAttribute('aria-invalid') !== 'true';
}

async function storedItems(): Promise<Record<string, unknown>> {
  return (await browser.storage.local.get(null)) as Record<string, unknown>;
}

// ---- sign-in ------------------------------------------------------------------------------------

describe('sign-in form limits (username 1–50, password 4–100)', () => {
  it('uses the spec limits', () => {
    expect(USERNAME_LENGTH).toEqual({ min: 1, max: 50 });
    expect(PASSWORD_LENGTH).toEqual({ min: 4, max: 100 });
  });

  function setup(t = en) {
    const onSubmit = vi.fn();
    render(
      inLocale(t === nl ? 'nl' : 'en', <SignInForm apiBaseUrl="https://api.example.com" error={null} busy={false} onSubmit={onSubmit} />),
    );
    const submit = (username: string, password: string) => {
      fireEvent.input(screen.getByLabelText(t('signIn.username')), { target: { value: username } });
      fireEvent.input(screen.getByLabelText(t('signIn.password')), { target: { value: password } });
      fireEvent.click(screen.getByRole('button', { name: t('session.signIn') }));
    };
    return {
      onSubmit,
      submit,
      username: () => screen.getByLabelText(t('signIn.username')),
      password: () => screen.getByLabelText(t('signIn.password')),
    };
  }

  const GOOD_PASSWORD = 'pass1234';

  it.each([
    ['empty', '', 'Enter your username.'],
    ['51 characters', x(51), 'A username has at most 50 characters.'],
    ['far beyond', x(5000), 'A username has at most 50 characters.'],
  ])('refuses a username that is %s', (_what, username, message) => {
    const form = setup();
    form.submit(username, GOOD_PASSWORD);
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(messageBeside(form.username(), 'sign-in-username-error')).toBe(message);
    expect(isValid(form.password())).toBe(true);
    expect(document.activeElement).toBe(form.username());
  });

  it.each([
    ['1 character', 'a'],
    ['50 characters', x(50)],
    ['50 characters with spaces and accents', `é ${x(48)}`],
  ])('accepts a username of %s', (_what, username) => {
    const form = setup();
    form.submit(username, GOOD_PASSWORD);
    expect(form.onSubmit).toHaveBeenCalledWith({ username, password: GOOD_PASSWORD, rememberMe: false });
    expect(isValid(form.username())).toBe(true);
  });

  it.each([
    ['empty', '', 'A password has at least 4 characters.'],
    ['1 character', 'a', 'A password has at least 4 characters.'],
    ['3 characters', 'abc', 'A password has at least 4 characters.'],
    ['101 characters', x(101), 'A password has at most 100 characters.'],
    ['far beyond', x(10_000), 'A password has at most 100 characters.'],
  ])('refuses a password that is %s', (_what, password, message) => {
    const form = setup();
    form.submit('demo', password);
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(messageBeside(form.password(), 'sign-in-password-error')).toBe(message);
    expect(isValid(form.username())).toBe(true);
    expect(document.activeElement).toBe(form.password());
  });

  it.each([
    ['4 characters', 'abcd'],
    ['100 characters', x(100)],
  ])('accepts a password of %s', (_what, password) => {
    const form = setup();
    form.submit('demo', password);
    expect(form.onSubmit).toHaveBeenCalledWith({ username: 'demo', password, rememberMe: false });
  });

  it('marks both fields when both are wrong, focusing the first, and says it in Dutch too', () => {
    const form = setup(nl);
    form.submit(x(51), 'abc');
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(messageBeside(form.username(), 'sign-in-username-error')).toBe(nl('signIn.usernameTooLong', { max: 50 }));
    expect(messageBeside(form.password(), 'sign-in-password-error')).toBe(nl('signIn.passwordTooShort', { min: 4 }));
    expect(document.activeElement).toBe(form.username());
  });

  it('clears a message once the field is corrected, and then submits', () => {
    const form = setup();
    form.submit('', 'abc');
    expect(form.onSubmit).not.toHaveBeenCalled();
    form.submit('demo', 'abcd');
    expect(isValid(form.username())).toBe(true);
    expect(isValid(form.password())).toBe(true);
    expect(form.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends no sign-in message, asks for no access and stores nothing from the popup', async () => {
    const permissions: HostPermissions = { contains: vi.fn(async () => false), request: vi.fn(async () => true) };
    const bg = popupBackground({ 'session.get': () => popupOk(SIGNED_OUT) });
    render(<PopupApp call={bg.call} permissions={permissions} hash="" />);
    const username = await screen.findByLabelText('Username');
    for (const [user, pass] of [
      ['', 'demo1234'],
      [x(51), 'demo1234'],
      ['demo', 'abc'],
      ['demo', x(101)],
    ] as const) {
      fireEvent.input(username, { target: { value: user } });
      fireEvent.input(screen.getByLabelText('Password'), { target: { value: pass } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bg.of('session.signIn')).toEqual([]);
    expect(permissions.request).not.toHaveBeenCalled();
    expect(await storedItems()).toEqual({});
  });

  it('is backed by the same limits where the background checks them', () => {
    for (const [username, password] of [
      ['', 'abcd'],
      [x(51), 'abcd'],
      ['a', 'abc'],
      ['a', x(101)],
    ]) {
      expect(validateCredentials({ username: username!, password: password! })).not.toEqual([]);
    }
    expect(validateCredentials({ username: x(50), password: x(100) })).toEqual([]);
    // The message contract caps what a page may even send.
    expect(RequestSchema.safeParse({ type: 'session.signIn', username: x(1001), password: 'abcd', rememberMe: false }).success).toBe(false);
  });
});

// ---- API base URL ---------------------------------------------------------------------------------

describe('API base URL field', () => {
  const DEFAULT = 'http://127.0.0.1:8787';

  function setup(value: string | null = null) {
    const onSave = vi.fn();
    render(inLocale('en', <ApiUrlSection value={value} defaultUrl={DEFAULT} status={IDLE} onSave={onSave} />));
    const input = screen.getByLabelText('API base URL');
    const submit = (text: string) => {
      fireEvent.input(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    };
    return { onSave, input, submit };
  }

  const longUrl = (length: number) => {
    const base = 'https://feed.example.org/';
    return base + 'p'.repeat(length - base.length);
  };

  const SCHEME = 'The API address must start with https://.';
  const INVALID = 'The API address is not a valid web address.';
  const QUERY = 'The API address must not contain a query (?) or fragment (#).';
  const INSECURE =
    'The API address must use https://, so your password and session travel encrypted. Plain http:// is only allowed to this computer (localhost, 127.x.x.x or [::1]).';
  it.each([
    ['ftp://x', SCHEME],
    ['notaurl', INVALID],
    ['javascript:alert(1)', SCHEME],
    ['http://', INVALID],
    ['https://', INVALID],
    ['file:///etc/passwd', SCHEME],
    ['data:text/html,hi', SCHEME],
    ['//feed.example.org', INVALID],
    ['https://user:pw@feed.example.org', 'The API address must not contain a user name or password.'],
    ['https://feed.example.org/?a=1', QUERY],
    ['https://feed.example.org/#x', QUERY],
    ['http://exa mple.org', INVALID],
    ['https://feed.example.org:99999', INVALID],
    ['http://feed.example.org', INSECURE],
    ['http://192.168.1.20:8787', INSECURE],
    [longUrl(API_BASE_URL_MAX_LENGTH + 1), 'The API address is too long.'],
  ])('refuses %s beside the field', (value, message) => {
    const { onSave, input, submit } = setup();
    submit(value);
    expect(messageBeside(input, 'api-error')).toBe(message);
    expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes an empty field as "use the default": nothing to save when it is already in use', () => {
    const { onSave, input, submit } = setup();
    for (const empty of ['', '   ']) {
      submit(empty);
      expect(isValid(input)).toBe(true);
      expect(input.getAttribute('aria-describedby')).toContain('api-unchanged');
      expect(screen.getByText('That is the address already in use.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it(`accepts an address of exactly ${API_BASE_URL_MAX_LENGTH} characters, after confirmation`, () => {
    const { onSave, input, submit } = setup();
    submit(longUrl(API_BASE_URL_MAX_LENGTH));
    expect(isValid(input)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change and sign out' }));
    expect(onSave).toHaveBeenCalledWith(longUrl(API_BASE_URL_MAX_LENGTH));
  });

  it('words the refusal in Dutch for a Dutch user', () => {
    const onSave = vi.fn();
    render(inLocale('nl', <ApiUrlSection value={null} defaultUrl={DEFAULT} status={IDLE} onSave={onSave} />));
    const input = screen.getByLabelText('Basis-URL van de API');
    fireEvent.input(input, { target: { value: 'http://feed.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(messageBeside(input, 'api-error')).toMatch(/^Het API-adres moet https:\/\/ gebruiken/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accepts plain http to this computer only, after confirmation', () => {
    const { onSave, input, submit } = setup();
    submit('http://localhost:9000/');
    expect(isValid(input)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change and sign out' }));
    expect(onSave).toHaveBeenCalledWith('http://localhost:9000/');
  });

  it('is refused by the settings schema too', () => {
    for (const bad of [
      'ftp://x',
      'notaurl',
      'javascript:alert(1)',
      'http://',
      '',
      'http://feed.example.org',
      longUrl(API_BASE_URL_MAX_LENGTH + 1),
    ]) {
      expect(SettingsPatchSchema.safeParse({ apiBaseUrl: bad }).success).toBe(false);
    }
    expect(SettingsPatchSchema.safeParse({ apiBaseUrl: longUrl(API_BASE_URL_MAX_LENGTH) }).success).toBe(true);
  });
});

// ---- whole numbers: client view id, sync interval -------------------------------------------------

describe('client view id field', () => {
  function setup() {
    const onSave = vi.fn();
    render(
      inLocale(
        'en',
        <WholeNumberSection
          id="client-view"
          title="Client view"
          label="Client view id"
          help="help"
          invalid={en('options.clientView.invalid')}
          value={7}
          min={0}
          max={Number.MAX_SAFE_INTEGER}
          optional
          status={IDLE}
          onSave={onSave}
        />,
      ),
    );
    const input = screen.getByLabelText('Client view id');
    const submit = (text: string) => {
      fireEvent.input(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    };
    return { onSave, input, submit };
  }

  it.each([
    '1.5',
    '-1',
    'abc',
    '1e3',
    '99999999999999999999',
    String(Number.MAX_SAFE_INTEGER + 1),
    '0x10',
    '+5',
    '5 6',
    '٣',
    '1,000',
    'NaN',
    'Infinity',
  ])('refuses %s beside the field, and does not clear the stored id', (value) => {
    const { onSave, input, submit } = setup();
    submit(value);
    expect(messageBeside(input, 'client-view-error')).toBe('Enter a whole number of 0 or more, or leave the field empty.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed, so a value the browser cannot read is never taken for an empty field', () => {
    const { input } = setup();
    expect((input as HTMLInputElement).type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it.each([
    ['0', 0],
    [' 42 ', 42],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
    ['', null],
  ])('accepts %j', (value, saved) => {
    const { onSave, input, submit } = setup();
    submit(value);
    expect(isValid(input)).toBe(true);
    expect(onSave).toHaveBeenCalledWith(saved);
  });

  it('is refused by the settings schema too', () => {
    for (const bad of [1.5, -1, Number.MAX_SAFE_INTEGER + 1, '1', Infinity, NaN])
      expect(SettingsPatchSchema.safeParse({ clientViewId: bad }).success).toBe(false);
  });
});

describe('sync interval field', () => {
  const { min, max } = SYNC_INTERVAL_MINUTES;

  function setup() {
    const onSave = vi.fn();
    render(
      inLocale(
        'en',
        <WholeNumberSection
          id="sync"
          title="Sync"
          label="Sync interval (minutes)"
          help="help"
          invalid={en('options.sync.invalid', { min, max })}
          value={15}
          min={min}
          max={max}
          status={IDLE}
          onSave={onSave}
        />,
      ),
    );
    const input = screen.getByLabelText('Sync interval (minutes)');
    const submit = (text: string) => {
      fireEvent.input(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    };
    return { onSave, input, submit };
  }

  it.each(['', ' ', '0', String(min - 1), String(max + 1), '5.5', '-5', 'abc', '1e2', '99999999999999999999'])(
    'refuses %j beside the field',
    (value) => {
      const { onSave, input, submit } = setup();
      submit(value);
      expect(messageBeside(input, 'sync-error')).toBe(`Enter a whole number of minutes from ${min} to ${max}.`);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it.each([String(min), String(max)])('accepts %s', (value) => {
    const { onSave, submit } = setup();
    submit(value);
    expect(onSave).toHaveBeenCalledWith(Number(value));
  });
});

// ---- custom boards --------------------------------------------------------------------------------

describe('custom board fields', () => {
  function setup(custom: { name: string; pattern: string; enabled: boolean }[] = []) {
    const onAdd = vi.fn(async () => true);
    render(
      inLocale(
        'en',
        <BoardsSection
          builtin={[]}
          custom={custom}
          status={IDLE}
          onToggle={vi.fn()}
          onGrant={vi.fn()}
          onGrantAll={vi.fn()}
          onToggleCustom={vi.fn()}
          onRemove={vi.fn()}
          onAdd={onAdd}
        />,
      ),
    );
    const name = screen.getByLabelText('Name');
    const pattern = screen.getByLabelText('URL pattern');
    const submit = (nameText: string, patternText: string) => {
      fireEvent.input(name, { target: { value: nameText } });
      fireEvent.input(pattern, { target: { value: patternText } });
      fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    };
    return { onAdd, name, pattern, submit };
  }

  const FORM = 'Use the form https://host/path* (for example https://jobs.example.com/*).';
  const SUFFIX = 'Name the job board’s own domain (for example *.example.com), not a whole domain ending such as *.com or *.co.uk.';

  it.each([
    ['', 'Enter the address pattern of the job board’s pages.'],
    ['   ', 'Enter the address pattern of the job board’s pages.'],
    ['*://*.com/*', SUFFIX],
    ['https://*.co.uk/*', SUFFIX],
    ['https://*.nl/vacatures/*', SUFFIX],
    ['https://*.github.io/*', SUFFIX],
    ['https://com/*', SUFFIX],
    ['http://*.127.0.0.1/*', FORM],
    ['*', FORM],
    ['http://*.', FORM],
    ['<all_urls>', 'All sites cannot be a job board; name its host.'],
    ['https://exa mple.com/*', FORM],
    ['https://example.com', FORM],
    ['example.com/*', FORM],
    ['ftp://example.com/*', FORM],
    ['file:///jobs/*', FORM],
    ['javascript:alert(1)', FORM],
    ['https://*/*', 'A job board needs a host name, not *.'],
    ['*://*/*', 'A job board needs a host name, not *.'],
    ['https://example..com/*', FORM],
    ['https://jobs.*.com/*', FORM],
    ['https://user@example.com/*', FORM],
    ['https://exämple.com/*', FORM],
    [`https://jobs.example.com/${x(CUSTOM_BOARD_PATTERN_MAX)}`, `A pattern has at most ${CUSTOM_BOARD_PATTERN_MAX} characters.`],
  ])('refuses the pattern %j beside the field', (value, message) => {
    const { onAdd, pattern, name, submit } = setup();
    submit('Board', value);
    expect(messageBeside(pattern, 'board-pattern-error')).toBe(message);
    expect(pattern.getAttribute('aria-describedby')).toContain('board-pattern-help');
    expect(isValid(name)).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it.each([
    '*://*.example.com/*',
    'https://jobs.example.co.uk/*',
    'https://*.werkenbij.example.nl/*',
    'http://127.0.0.1/*',
    'http://localhost/*',
  ])('accepts the pattern %j', (value) => {
    const { onAdd, pattern, submit } = setup();
    submit('Board', value);
    expect(isValid(pattern)).toBe(true);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['', 'Enter a name for the board.'],
    ['   ', 'Enter a name for the board.'],
    [x(CUSTOM_BOARD_NAME_MAX + 1), `A board name has at most ${CUSTOM_BOARD_NAME_MAX} characters.`],
  ])('refuses the name %j beside the field', (value, message) => {
    const { onAdd, name, pattern, submit } = setup();
    submit(value, 'https://jobs.example.com/*');
    expect(messageBeside(name, 'board-name-error')).toBe(message);
    expect(isValid(pattern)).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a pattern already added, however it is written', () => {
    const { onAdd, pattern, submit } = setup([{ name: 'Mine', pattern: 'https://jobs.example.com/*', enabled: false }]);
    submit('Again', 'HTTPS://Jobs.Example.com:8443/*');
    expect(messageBeside(pattern, 'board-pattern-error')).toBe('This pattern is already in your boards.');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a 51st board', () => {
    const full = Array.from({ length: 50 }, (_, i) => ({ name: `B${i}`, pattern: `https://b${i}.example.com/*`, enabled: true }));
    const { onAdd, pattern, submit } = setup(full);
    submit('One more', 'https://more.example.com/*');
    expect(messageBeside(pattern, 'board-pattern-error')).toBe('You can add at most 50 boards.');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it.each([
    ['B', 'https://jobs.example.com/*', 'https://jobs.example.com/*'],
    [x(CUSTOM_BOARD_NAME_MAX), '*://*.example.com/vacatures/*', '*://*.example.com/vacatures/*'],
    ['Port', 'http://localhost:8788/jobs/*', 'http://localhost/jobs/*'],
  ])('accepts name %j with pattern %s', (nameText, patternText, saved) => {
    const { onAdd, submit } = setup();
    submit(nameText, patternText);
    expect(onAdd).toHaveBeenCalledWith({ name: nameText, pattern: saved, enabled: true });
  });

  it('is refused by the settings schema too', () => {
    for (const board of [
      { name: '', pattern: 'https://a.example/*', enabled: true },
      { name: x(81), pattern: 'https://a.example/*', enabled: true },
      { name: 'A', pattern: '<all_urls>', enabled: true },
      { name: 'A', pattern: 'https://exa mple.com/*', enabled: true },
      { name: 'A', pattern: `https://a.example/${x(500)}`, enabled: true },
      { name: 'A', pattern: 'https://a.example/*' },
    ]) {
      expect(SettingsPatchSchema.safeParse({ customBoards: [board] }).success).toBe(false);
    }
  });
});

// ---- the whole options page: nothing sent, nothing stored ---------------------------------------

describe('options page with bad input everywhere', () => {
  it('sends no settings update, asks for no access and stores nothing', async () => {
    const bg = fakeBackground({
      'settings.get': () => ok(DEFAULT_SETTINGS),
      'settings.update': () => ok(DEFAULT_SETTINGS),
      'session.get': () =>
        ok({
          signedIn: false,
          subject: null,
          expiresAt: null,
          rememberMe: false,
          expiringSoon: false,
          apiBaseUrl: 'http://127.0.0.1:8787',
          ended: null,
        }),
      'sync.status': () => ok({ state: { status: 'idle' } as never, indexed: 0, count: null, apiReachable: true, apiError: null }),
    });
    const permissions = { contains: vi.fn(async () => true), request: vi.fn(async () => true) } satisfies HostPermissions;
    render(
      <OptionsApp
        call={bg.call}
        permissions={permissions}
        defaultApiBaseUrl="http://127.0.0.1:8787"
        welcomeUrl="chrome-extension://test/welcome.html"
      />,
    );
    const region = (name: string) => screen.getByRole('region', { name });

    const api = await screen.findByLabelText('API base URL');
    for (const value of ['ftp://x', 'notaurl', 'javascript:alert(1)', 'http://']) {
      fireEvent.input(api, { target: { value } });
      fireEvent.click(within(region('API address')).getByRole('button', { name: 'Save' }));
      expect(api.getAttribute('aria-invalid')).toBe('true');
    }
    const clientView = screen.getByLabelText('Client view id');
    for (const value of ['1.5', '-1', 'abc', '1e3', '99999999999999999999']) {
      fireEvent.input(clientView, { target: { value } });
      fireEvent.click(within(region('Client view')).getByRole('button', { name: 'Save' }));
      expect(clientView.getAttribute('aria-invalid')).toBe('true');
    }
    const interval = screen.getByLabelText('Sync interval (minutes)');
    for (const value of ['', '4', '1441', 'abc']) {
      fireEvent.input(interval, { target: { value } });
      fireEvent.click(within(region('Sync')).getByRole('button', { name: 'Save' }));
      expect(interval.getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Board' } });
    const pattern = screen.getByLabelText('URL pattern');
    for (const value of ['*', 'http://*.', '<all_urls>', 'https://exa mple.com/*', 'https://example.com']) {
      fireEvent.input(pattern, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
      expect(pattern.getAttribute('aria-invalid')).toBe('true');
    }

    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(bg.of('settings.get').length).toBeGreaterThan(0));
    expect(bg.of('settings.update')).toEqual([]);
    expect(permissions.request).not.toHaveBeenCalled();
    expect(await storedItems()).toEqual({});
  });
});
