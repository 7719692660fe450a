// @vitest-environment happy-dom
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
const jobs = [1, 2].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme' }));

// "Update “Java”" goes once the saved search keeps the search on screen: the focus it had goes to the
// button beside it ("Save search"), not to the page's body.
it('keeps the focus beside the saved searches once Update is answered and goes', async () => {
  let searches: StoredSearch[] = [storedSearch('search-0001', 'java', { name: 'Java' })];
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(2)),
    'jobs.search': () => ok(searchResult(jobs)),
    'searches.list': () => ok(searches),
    'searches.update': ({ id, query, filters }) => {
      searches = searches.map((search) =>
        search.id === id ? { ...search, query: query ?? search.query, filters: filters ?? {} } : search,
      );
      return ok(searches);
    },
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Java' }));
  await waitFor(() => expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('java'));
  fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'java utrecht' } });
  const update = await screen.findByRole('button', { name: 'Update “Java”' });
  update.focus();
  fireEvent.click(update);
  await screen.findByText('“Java” now keeps this search.');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Update “Java”' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save search' }));
});
