// @vitest-environment happy-dom
/**
 * "Load more" refused: the list keeps its rows with the error under them, and Try again asks for the
 * next page again, not the first page in their place.
 */
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
const jobs = Array.from({ length: 60 }, (_, i) => makeSummary({ id: i + 1, title: `Job ${i + 1}`, employer: 'Acme' }));

it('asks for the next page again on Try again after Load more failed, keeping the rows loaded', async () => {
  let down = true;
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(60)),
    'jobs.search': ({ offset = 0, limit = 50 }) =>
      offset > 0 && down
        ? { ok: false, error: { code: 'internal', message: 'busy' } }
        : ok(searchResult(jobs.slice(offset, offset + limit), { matches: 60, indexed: 60 })),
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByText('Job 50')).toBeTruthy();
  down = false;
  fireEvent.click(retry);
  await waitFor(() => expect(screen.getByText('Job 60')).toBeTruthy());
  expect(screen.getByText('Job 1')).toBeTruthy();
  expect(bg.of('jobs.search').at(-1)).toMatchObject({ offset: 50 });
});
