// @vitest-environment happy-dom
/** A username and password the server refused: the welcome page ties its alert to both fields. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Failure } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

const granted: HostPermissions = { contains: async () => true, request: async () => true };

async function signInRefusedWith(failure: Failure) {
  const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'session.signIn': () => ({ ok: false, error: failure }) });
  render(<Welcome call={bg.call} permissions={granted} boards={[]} openOptions={() => undefined} />);
  fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrongpass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
  return screen.getByRole('alert');
}

describe('Welcome: a refused sign-in', () => {
  it('marks both fields invalid, described by the alert, and puts the focus on the password', async () => {
    const alert = await signInRefusedWith({
      code: 'api',
      message: '401',
      api: { kind: 'unauthorized', badCredentials: true, reason: null },
    });
    expect(alert.textContent).toBe('That username and password do not match. Check them and try again.');
    for (const field of [screen.getByLabelText('Username'), screen.getByLabelText('Password')]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('does not blame the fields for a server that cannot be reached', async () => {
    await signInRefusedWith({ code: 'api', message: 'network', api: { kind: 'network', message: 'Failed to fetch' } });
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
