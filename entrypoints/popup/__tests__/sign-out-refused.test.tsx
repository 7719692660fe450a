// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };

// "Yes, sign out" answered, the question goes: the focus goes back to "Sign out", which asked it (as
// "Stay signed in" and Escape do), also while the sign-out is under way and when it did not go through.
it('gives the focus back to Sign out once "Yes, sign out" is answered, not to the page', async () => {
  let answer: (() => void) | null = null;
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': () => ok(searchResult([])),
    'session.signOut': () =>
      new Promise((resolve) => (answer = () => resolve({ ok: false, error: { code: 'internal', message: 'no answer' } }))),
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  await screen.findByText('3 jobs in your feed');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  const yes = screen.getByRole('button', { name: 'Yes, sign out' });
  yes.focus();
  fireEvent.click(yes);
  await waitFor(() => expect(bg.of('session.signOut')).toHaveLength(1));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
  answer!();
  await waitFor(() => expect(bg.of('session.get').length).toBeGreaterThan(1));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
});
