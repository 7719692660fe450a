// @vitest-environment happy-dom
/** "Show the whole search" goes with the alert's notice it sits in: the focus goes to the search box, not to the page's body. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
import type { StoredSearch } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const jobs = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme' }));

it('keeps the focus in the search once "Show the whole search" is pressed and goes', async () => {
  let searches: StoredSearch[] = [storedSearch('search-0001', 'java', { name: 'Java', unseen: [2] })];
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': ({ filters }) => ok(searchResult(filters.ids ? jobs.filter((job) => filters.ids!.includes(job.id)) : jobs)),
    'searches.list': () => ok(searches),
    'searches.seen': ({ id }) => {
      searches = searches.map((search) => (search.id === id ? { ...search, unseen: [] } : search));
      return ok(searches);
    },
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Java 1 new' }));
  const whole = await screen.findByRole('button', { name: 'Show the whole search' });
  whole.focus();
  fireEvent.click(whole);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show the whole search' })).toBeNull());
  expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('java');
  expect(document.activeElement).toBe(screen.getByLabelText('Search'));
});
