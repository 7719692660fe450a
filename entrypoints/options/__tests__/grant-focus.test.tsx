// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
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

/** Boards on by default, none of whose sites is granted yet. */
function setup() {
  const bg = fakeBackground({
    'session.get': () => ok(SESSION),
    'sync.status': () => ok({ state: INITIAL_SYNC_STATE, indexed: 0, count: null, apiReachable: true, apiError: null }),
    'cards.hidden': () => ok([]),
  });
  const permissions = { contains: vi.fn(async () => false), request: vi.fn(async () => true) };
  render(
    <App
      call={bg.call}
      permissions={permissions}
      defaultApiBaseUrl="http://127.0.0.1:8787"
      welcomeUrl="chrome-extension://t/welcome.html"
    />,
  );
  return screen.findByRole('region', { name: 'Job boards' });
}

/** Presses `button` from the keyboard's focus and waits until access is given and the button has gone. */
async function pressUntilGone(region: HTMLElement, name: string | RegExp) {
  const button = await within(region).findByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(within(region).queryByRole('button', { name })).toBeNull());
}

// Access given, the button goes with the notice it was in: the focus goes to the board, now ticked, not to the page.
it("Allow access to a board: the focus goes to that board's tick box", async () => {
  const region = await setup();
  const [first] = BUILTIN_BOARDS;
  await pressUntilGone(region, `Allow access to ${first!.name}`);
  const box = within(region).getByLabelText(first!.name) as HTMLInputElement;
  expect(box.checked).toBe(true);
  expect(document.activeElement).toBe(box);
});

it('Allow all waiting: the focus goes to the first board given access', async () => {
  const region = await setup();
  await pressUntilGone(region, /Allow all waiting/);
  const first = BUILTIN_BOARDS.find((board) => board.enabledByDefault)!;
  expect(document.activeElement).toBe(within(region).getByLabelText(first.name));
});
