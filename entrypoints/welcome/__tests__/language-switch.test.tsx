// @vitest-environment happy-dom
/** A language switch (Options → Nederlands: a settings.changed event) while a problem shows on the welcome page. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '@/utils/boards/builtin';
import type { Failure } from '@/utils/messaging/contract';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_IN, SIGNED_OUT, type Script } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});

const BOARDS = BUILTIN_BOARDS.filter((board) => board.id !== DEMO_BOARD_ID);
const granted: HostPermissions = { contains: async () => true, request: async () => true };
const refusedAccess: HostPermissions = { contains: async () => false, request: async () => false };
const badCredentials: Failure = { code: 'api', message: '401', api: { kind: 'unauthorized', badCredentials: true, reason: null } };

/** The welcome page in English, its settings switched to Dutch by `toDutch`. */
async function welcome(script: Script, permissions: HostPermissions) {
  const settings: Settings = { ...DEFAULT_SETTINGS, language: 'en' };
  const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'settings.get': () => ok({ ...settings }), ...script });
  render(<Welcome call={bg.call} permissions={permissions} boards={BOARDS} openOptions={() => undefined} />);
  fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrongpass1' } });
  const toDutch = async () => {
    settings.language = 'nl';
    await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    await screen.findByRole('heading', { level: 1, name: 'Welkom bij Job Feed Companion' });
  };
  return { bg, toDutch };
}

describe('Welcome: a problem shown follows a language switch', () => {
  it('a refused username and password', async () => {
    const { toDutch } = await welcome({ 'session.signIn': () => ({ ok: false, error: badCredentials }) }, granted);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That username and password do not match. Check them and try again.')).toBeTruthy();
    await toDutch();
    expect(screen.getByRole('alert').textContent).toBe(
      'Deze gebruikersnaam en dit wachtwoord horen niet bij elkaar. Controleer ze en probeer het opnieuw.',
    );
  });

  it('access the browser did not give', async () => {
    const { toDutch } = await welcome({}, refusedAccess);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/^The browser did not give access/);
    await toDutch();
    expect(screen.getByRole('alert').textContent).toMatch(/^De browser gaf geen toegang/);
    expect(screen.getByRole('alert').textContent).toMatch(/api\.example\.com/);
  });

  it('job boards that could not be saved after signing in', async () => {
    const refused: Failure = { code: 'refused', message: 'refused' };
    let session = SIGNED_OUT;
    const { toDutch } = await welcome(
      {
        'session.get': () => ok(session),
        'session.signIn': () => ok((session = SIGNED_IN)),
        'settings.update': () => ({ ok: false, error: refused }),
      },
      granted,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(/^You are signed in, but your choice of job boards was not saved: This part of the extension/),
    ).toBeTruthy();
    await toDutch();
    expect(
      await screen.findByText(/^Je bent ingelogd, maar je keuze van vacaturesites is niet opgeslagen: Dit deel van de extensie/),
    ).toBeTruthy();
  });
});
