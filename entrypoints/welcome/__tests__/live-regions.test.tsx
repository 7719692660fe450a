// @vitest-environment happy-dom
/**
 * A screen reader hears what changes on the welcome page once: the loading line (a status), a failure
 * and the sign-in form's alert (alerts), and "You're all set" (the focus moves to it). None of them,
 * and neither the form, sits inside another live region, which would read the whole sign-in card when
 * it appears and each alert a second time.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fakeBackground, ok, SIGNED_IN, SIGNED_OUT } from '@/entrypoints/popup/__tests__/fake-background';
import { Welcome } from '../Welcome';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

const granted: HostPermissions = { contains: async () => true, request: async () => true };

/** The nearest live region around `element`, itself left out. */
const liveAround = (element: Element) => element.parentElement?.closest('[aria-live], [role="alert"], [role="status"]') ?? null;

describe('Welcome: no live region around the page’s body', () => {
  it('the sign-in form and its alert are not inside a live region', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ({ ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } }),
    });
    render(<Welcome call={bg.call} permissions={granted} boards={[]} openOptions={() => undefined} />);
    const username = await screen.findByLabelText('Username');
    expect(liveAround(username.closest('form')!)).toBeNull();
    expect(liveAround(screen.getByRole('alert'))).toBeNull();
    fireEvent.input(username, { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(liveAround(screen.getByRole('alert'))).toBeNull();
  });

  it('the ready card, which takes the focus, is not read out again as a live region', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN) });
    render(<Welcome call={bg.call} permissions={granted} boards={[]} openOptions={() => undefined} />);
    const ready = await screen.findByRole('heading', { name: "You're all set" });
    expect(liveAround(ready)).toBeNull();
  });

  it('boards not saved after signing in, said after the focus moved to the ready card: an alert', async () => {
    let session = SIGNED_OUT;
    const bg = fakeBackground({
      'session.get': () => ok(session),
      'session.signIn': () => ok((session = SIGNED_IN)),
      'settings.update': () => ({ ok: false, error: { code: 'refused', message: 'refused' } }),
    });
    render(<Welcome call={bg.call} permissions={granted} openOptions={() => undefined} />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: "You're all set" });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^You are signed in, but your choice of job boards was not saved/),
    );
  });
});
