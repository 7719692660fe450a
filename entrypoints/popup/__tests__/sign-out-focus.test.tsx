// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SessionInfo } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, SIGNED_OUT, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };

describe('popup, signing out from the keyboard', () => {
  it('leaves the focus in the sign-in form that takes the feed’s place, not on the page', async () => {
    let session: SessionInfo = SIGNED_IN;
    const bg = fakeBackground({
      'session.get': () => ok(session),
      'jobs.count': () => ok(countResult(3)),
      'jobs.search': () => ok(searchResult([])),
      'session.signOut': () => {
        session = { ...SIGNED_OUT, ended: { reason: 'signedOut', at: 1, detail: null } };
        return ok(session);
      },
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('3 jobs in your feed');
    screen.getByRole('button', { name: 'Sign out' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const yes = screen.getByRole('button', { name: 'Yes, sign out' });
    yes.focus();
    fireEvent.click(yes);
    await screen.findByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
  });
});
