// @vitest-environment happy-dom
/**
 * The popup whose first reads failed (a worker starting, busy or updating): once "Try again" reads
 * them, the popup is in the recruiter's language and theme, not the browser's, as the options page is.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const down = { ok: false as const, error: { code: 'internal' as const, message: 'no worker' } };

it("takes the recruiter's language and theme from the settings that Try again read", async () => {
  localStorage.clear();
  let answering = false;
  const bg = fakeBackground({
    'settings.get': () => (answering ? ok({ ...DEFAULT_SETTINGS, language: 'nl', theme: 'dark' }) : down),
    'session.get': () => (answering ? ok(SIGNED_IN) : down),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': () => ok(searchResult([])),
  });
  render(<App call={bg.call} permissions={granted} hash="" snapshot={null} />);
  await screen.findByRole('alert');
  answering = true;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Uitloggen' }, { timeout: 2000 })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
});
