// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '@/utils/boards/builtin';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_IN, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

/** The boards of a store build: every built-in board but the demo one. */
const STORE_BOARDS = BUILTIN_BOARDS.filter((board) => board.id !== DEMO_BOARD_ID);

/** A browser whose API access is missing (Firefox MV3) and that records each permission request. */
function recordingPermissions(answer: boolean) {
  const requests: string[][] = [];
  const port: HostPermissions = {
    contains: async () => false,
    request: vi.fn(async ({ origins }: { origins: string[] }) => {
      requests.push(origins);
      return answer;
    }),
  };
  return { port, requests };
}

async function signInWith(bg: ReturnType<typeof fakeBackground>, permissions: HostPermissions) {
  render(<Welcome call={bg.call} permissions={permissions} boards={STORE_BOARDS} openOptions={() => undefined} />);
  const boards = await screen.findByRole('group', { name: 'Show the card on these job boards' });
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
  return boards;
}

describe('Welcome: the job boards are asked for with the sign-in, in one request', () => {
  it('offers the build’s boards, ticked as they are by default, and no demo board in a store build', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) });
    const boards = await signInWith(bg, recordingPermissions(true).port);
    const names = within(boards)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement!.textContent!.trim());
    expect(names).toEqual(STORE_BOARDS.map((board) => board.name));
    expect(names).not.toContain(BUILTIN_BOARDS.find((board) => board.id === DEMO_BOARD_ID)!.name);
    for (const box of within(boards).getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('asks once for the API and every ticked board inside the click, then signs in and switches those boards on', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ok(SIGNED_IN),
      'settings.update': () => ok({} as never),
    });
    const { port, requests } = recordingPermissions(true);
    const boards = await signInWith(bg, port);
    const indeed = STORE_BOARDS.find((board) => board.id === 'indeed')!;
    fireEvent.click(within(boards).getByLabelText(indeed.name));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Synchronously in the click: one request, the API's host and the ticked boards.
    expect(requests).toHaveLength(1);
    const expected = [
      'https://api.example.com/*',
      ...STORE_BOARDS.filter((board) => board.id !== 'indeed').flatMap((board) => board.matches),
    ];
    expect(requests[0]!.slice().sort()).toEqual([...new Set(expected)].sort());
    await waitFor(() => expect(bg.of('settings.update')).toHaveLength(1));
    expect(bg.of('session.signIn')).toHaveLength(1);
    const toggles = bg.of('settings.update')[0]!.patch.boardToggles!;
    expect(toggles.indeed).toBe(false);
    expect(STORE_BOARDS.filter((board) => board.id !== 'indeed').every((board) => toggles[board.id] === true)).toBe(true);
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeTruthy();
  });

  it('follows boards switched in the options meanwhile, keeping the ones ticked or unticked here', async () => {
    let toggles: Record<string, boolean> = {};
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ok(SIGNED_IN),
      'settings.get': () => ok({ ...DEFAULT_SETTINGS, boardToggles: toggles }),
      'settings.update': ({ patch }) => {
        toggles = patch.boardToggles ?? toggles;
        return ok({ ...DEFAULT_SETTINGS, boardToggles: toggles });
      },
    });
    const { port, requests } = recordingPermissions(true);
    const boards = await signInWith(bg, port);
    const [linkedin, indeed, werk] = ['linkedin', 'indeed', 'werk-nl'].map((id) => STORE_BOARDS.find((board) => board.id === id)!);
    // Unticked here; then the options page (opened from here) switches Indeed off and LinkedIn off.
    fireEvent.click(within(boards).getByLabelText(werk!.name));
    toggles = { [indeed!.id]: false, [linkedin!.id]: false, [werk!.id]: true };
    await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    await waitFor(() => expect((within(boards).getByLabelText(indeed!.name) as HTMLInputElement).checked).toBe(false));
    expect((within(boards).getByLabelText(linkedin!.name) as HTMLInputElement).checked).toBe(false);
    expect((within(boards).getByLabelText(werk!.name) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    for (const board of [indeed!, linkedin!, werk!]) for (const pattern of board.matches) expect(requests[0]).not.toContain(pattern);
    await waitFor(() => expect(bg.of('settings.update')).toHaveLength(1));
    expect(toggles).toMatchObject({ [indeed!.id]: false, [linkedin!.id]: false, [werk!.id]: false });
  });

  it('signs nobody in when the browser refuses, and says what to do', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'session.signIn': () => ok(SIGNED_IN) });
    const { port, requests } = recordingPermissions(false);
    await signInWith(bg, port);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests).toHaveLength(1);
    expect(
      await screen.findByText(/The browser did not give access, so you are not signed in\. Access to api\.example\.com is needed/),
    ).toBeTruthy();
    expect(bg.of('session.signIn')).toHaveLength(0);
    expect(bg.of('settings.update')).toHaveLength(0);
  });

  it('asks for the API alone when every board is unticked', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ok(SIGNED_IN),
      'settings.update': () => ok({} as never),
    });
    const { port, requests } = recordingPermissions(true);
    const boards = await signInWith(bg, port);
    for (const box of within(boards).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests).toEqual([['https://api.example.com/*']]);
    await waitFor(() => expect(bg.of('settings.update')).toHaveLength(1));
    expect(Object.values(bg.of('settings.update')[0]!.patch.boardToggles!).every((on) => on === false)).toBe(true);
  });

  it('says in Dutch that everything is ready after signing in, not that the recruiter is done', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN) }, { language: 'nl' });
    render(<Welcome call={bg.call} permissions={recordingPermissions(true).port} boards={STORE_BOARDS} openOptions={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Alles staat klaar' })).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) }, { language: 'nl' });
    render(<Welcome call={bg.call} permissions={recordingPermissions(true).port} boards={STORE_BOARDS} openOptions={() => undefined} />);
    expect(await screen.findByRole('group', { name: 'Toon het kaartje op deze vacaturesites' })).toBeTruthy();
  });
});
