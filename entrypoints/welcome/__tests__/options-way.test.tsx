// @vitest-environment happy-dom
/**
 * A first sign-in that fails because of the API address: the words send the recruiter to the options,
 * and the page they are on (signed out, the only page they have seen) takes them there.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Failure } from '@/utils/messaging/contract';
import type { Settings } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

const granted: HostPermissions = { contains: async () => true, request: async () => true };

async function failedSignIn(failure: Failure, settings: Partial<Settings>, labels: { username: string; password: string; submit: string }) {
  const openOptions = vi.fn();
  const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'session.signIn': () => ({ ok: false, error: failure }) }, settings);
  render(<Welcome call={bg.call} permissions={granted} boards={[]} openOptions={openOptions} />);
  fireEvent.input(await screen.findByLabelText(labels.username), { target: { value: 'demo' } });
  fireEvent.input(screen.getByLabelText(labels.password), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  return { openOptions, alert: await screen.findByRole('alert') };
}

describe('Welcome: a sign-in that names the options offers the way there', () => {
  it('the address answered "not found" (English)', async () => {
    const { openOptions, alert } = await failedSignIn(
      { code: 'api', message: '404', api: { kind: 'notFound', reason: null, path: true } },
      {},
      { username: 'Username', password: 'Password', submit: 'Sign in' },
    );
    await screen.findByText(/Check the API address in the options\./);
    expect(alert.textContent).toMatch(/in the options/);
    fireEvent.click(screen.getByRole('button', { name: 'Open the options' }));
    expect(openOptions).toHaveBeenCalledTimes(1);
  });

  it('the server cannot be reached (Dutch)', async () => {
    const { openOptions } = await failedSignIn(
      { code: 'api', message: 'network', api: { kind: 'network', message: 'Failed to fetch' } },
      { language: 'nl' },
      { username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Inloggen' },
    );
    await screen.findByText(/klopt het API-adres in de opties niet/);
    fireEvent.click(screen.getByRole('button', { name: 'Opties openen' }));
    expect(openOptions).toHaveBeenCalledTimes(1);
  });
});
