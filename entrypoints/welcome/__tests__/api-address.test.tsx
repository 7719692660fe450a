// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_IN, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

it('follows an API address changed in Options while it is open, signed out: the form names it, and access is asked for it', async () => {
  let api = 'https://old.example.com';
  const requested: string[][] = [];
  const permissions: HostPermissions = {
    contains: async () => false,
    request: vi.fn(async ({ origins }: { origins: string[] }) => {
      requested.push(origins);
      return true;
    }),
  };
  const bg = fakeBackground({
    'session.get': () => ok({ ...SIGNED_OUT, apiBaseUrl: api }),
    'session.signIn': () => ok({ ...SIGNED_IN, apiBaseUrl: api }),
  });
  render(<Welcome call={bg.call} permissions={permissions} boards={[]} openOptions={() => undefined} />);
  await screen.findByText('Signs in to https://old.example.com');
  // The options page saves a new address: the background stores it and broadcasts settings.changed only
  // (no session.changed: nobody was signed in).
  api = 'https://new.example.com';
  await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
  await screen.findByText('Signs in to https://new.example.com');
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(bg.of('session.signIn')).toHaveLength(1));
  expect(requested).toEqual([['https://new.example.com/*']]);
  expect(screen.queryByText('Signs in to https://old.example.com')).toBeNull();
});
