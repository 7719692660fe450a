// @vitest-environment happy-dom
/**
 * The welcome page whose first questions went unanswered (a worker starting or updating): "Try again"
 * brings the page as the recruiter set it up, in their language and theme, their boards ticked as
 * the settings have them; not the browser's language and the boards' defaults until a reload.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '@/utils/boards/builtin';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
});
beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});

const BOARDS = BUILTIN_BOARDS.filter((board) => board.id !== DEMO_BOARD_ID);
const granted: HostPermissions = { contains: async () => true, request: async () => true };

it('Try again reads the settings too: language, theme and the boards switched off in the options', async () => {
  const [off] = BOARDS.filter((board) => board.enabledByDefault);
  const settings: Settings = { ...DEFAULT_SETTINGS, language: 'nl', theme: 'dark', boardToggles: { [off!.id]: false } };
  let answering = false;
  const noAnswer = { ok: false, error: { code: 'internal', message: "The extension's background did not answer." } } as const;
  const bg = fakeBackground({
    'session.get': () => (answering ? ok(SIGNED_OUT) : noAnswer),
    'settings.get': () => (answering ? ok(settings) : noAnswer),
  });
  render(<Welcome call={bg.call} permissions={granted} boards={BOARDS} openOptions={() => undefined} />);
  await screen.findByRole('alert');
  answering = true;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welkom bij Job Feed Companion' }, { timeout: 2000 })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
  // Ticked, signing in would switch the board the recruiter turned off back on.
  expect((screen.getByLabelText(off!.name) as HTMLInputElement).checked).toBe(false);
});
