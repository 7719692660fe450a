// @vitest-environment happy-dom
/** "Show 2 muted" goes once the muted jobs are listed: the focus goes to the search box, not to the page's body. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const jobs = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme' }));

it('keeps the focus in the search once "Show 2 muted" is pressed and goes', async () => {
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': ({ filters }) =>
      ok(filters.showMuted ? searchResult(jobs, { mutedIds: [2, 3] }) : searchResult(jobs.slice(0, 1), { mutedOut: 2 })),
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  const show = await screen.findByRole('button', { name: 'Show 2 muted' });
  show.focus();
  fireEvent.click(show);
  await waitFor(() => expect(screen.getByText('Job 3')).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'Show 2 muted' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText('Search'));
});
