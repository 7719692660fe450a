// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { Welcome } from '../../welcome/Welcome';
import { SIGNED_IN, SIGNED_OUT, fakeBackground, ok } from './fake-background';

afterEach(cleanup);

describe('welcome page', () => {
  it('explains the extension, signs in, then says what to do next', async () => {
    const permissions: HostPermissions = { contains: async () => false, request: vi.fn(async () => true) };
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'session.signIn': () => ok(SIGNED_IN) });
    const openOptions = vi.fn();
    const { container } = render(<Welcome call={bg.call} permissions={permissions} openOptions={openOptions} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Job Feed Companion' })).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    const violations = (await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } })).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(permissions.request).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeTruthy();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the feed here' }).getAttribute('href')).toBe('/popup.html');
    fireEvent.click(screen.getByRole('button', { name: 'Open the options' }));
    expect(openOptions).toHaveBeenCalled();
  });
});
