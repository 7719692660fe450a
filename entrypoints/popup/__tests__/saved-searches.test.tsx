// @vitest-environment happy-dom
/**
 * Saved searches in the popup: "Save search" keeps the search on screen under a name (the query by
 * default), asks for the notification permission inside the click when alerts are on and says what
 * the answer means; a saved search with new matches shows their count and, clicked, lists them and
 * counts them as looked at. In English and Dutch.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
import type { StoredSearch } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { countResult, fakeBackground, ok, searchResult, SIGNED_IN } from './fake-background';
import { App } from '../App';
import { SavedSearchesBar } from '@/components/popup/SavedSearchesBar';
import { inLocale } from '@/test/setup/i18n';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const jobs = [1, 2, 3, 4].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme', url: `https://board.example/${id}` }));

function background(initial: StoredSearch[] = [], language: 'en' | 'nl' = 'en') {
  let searches = initial;
  return fakeBackground(
    {
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(4)),
      'jobs.search': ({ filters }) => ok(searchResult(filters.ids ? jobs.filter((job) => filters.ids!.includes(job.id)) : jobs)),
      'searches.list': () => ok(searches),
      'searches.save': ({ name, query, filters, alerts, perEmployer }) => {
        searches = [...searches, { id: 'search-0001', name, query, filters, alerts, perEmployer, createdAt: 1, since: 1, unseen: [] }];
        return ok(searches);
      },
      'searches.update': ({ id, query, filters }) => {
        searches = searches.map((search) =>
          search.id === id ? { ...search, query: query ?? search.query, filters: filters ?? search.filters } : search,
        );
        return ok(searches);
      },
      'searches.seen': ({ id }) => {
        searches = searches.map((search) => (search.id === id ? { ...search, unseen: [] } : search));
        return ok(searches);
      },
    },
    { language },
  );
}

describe('saved searches in the popup', () => {
  it('save the search on screen with alerts, asking for notifications inside the click', async () => {
    const request = vi.fn(async () => true);
    (fakeBrowser.permissions as unknown as { request: typeof request }).request = request;
    const bg = background();
    const { container } = render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('Job 1');
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'java  utrecht' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    const form = screen.getByRole('form', { name: 'Save search' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('java utrecht');
    expect((within(form).getByLabelText('Alert me about new jobs') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByLabelText('One job per employer'));
    expect(await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } })).toMatchObject({ violations: [] });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(request).toHaveBeenCalledWith({ permissions: ['notifications'] });
    await screen.findByText('Saved as “java utrecht”. New jobs that match are announced after each sync.');
    expect(bg.of('searches.save')).toEqual([
      { type: 'searches.save', name: 'java utrecht', query: 'java  utrecht', filters: {}, alerts: true, perEmployer: true },
    ]);
    expect(screen.getByRole('list', { name: 'Saved searches' }).textContent).toBe('java utrecht');
    // The form closed; the focus is back on the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save search' })));
  });

  it('say so when the browser refuses notifications', async () => {
    (fakeBrowser.permissions as unknown as { request: () => Promise<boolean> }).request = async () => false;
    const bg = background();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('Job 1');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'planner' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Saved as “planner”. The browser may not show notifications: new jobs that match are counted on the toolbar button.',
      ),
    ).toBeTruthy();
  });

  it('list a saved search with its new jobs, in Dutch; clicked, the list shows those and they count as looked at', async () => {
    const saved: StoredSearch = storedSearch('search-0001', 'java', { name: 'Java', unseen: [2, 4] });
    const bg = background([saved], 'nl');
    render(<App call={bg.call} permissions={granted} hash="" />);
    const button = await screen.findByRole('button', { name: 'Java 2 nieuw' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Job 1')).toBeNull());
    expect(screen.getByText('Job 2')).toBeTruthy();
    expect(bg.of('jobs.search').at(-1)).toMatchObject({ query: '', filters: { ids: [2, 4] } });
    expect(bg.of('searches.seen')).toEqual([{ type: 'searches.seen', id: 'search-0001' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Java' })).toBeTruthy());
  });
  it('take an edit: a saved search shown, the search changed, "Update" keeps the change under its name', async () => {
    const saved: StoredSearch = storedSearch('search-0001', 'java', { name: 'Java' });
    const bg = background([saved]);
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Java' }));
    await waitFor(() => expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('java'));
    expect(screen.queryByRole('button', { name: 'Update “Java”' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'java utrecht' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Update “Java”' }));
    await screen.findByText('“Java” now keeps this search.');
    expect(bg.of('searches.update')).toEqual([{ type: 'searches.update', id: 'search-0001', query: 'java utrecht', filters: {} }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update “Java”' })).toBeNull());
  });

  it('offers no "Update" for the same search spelled otherwise: a filter turned off and on again', async () => {
    const saved: StoredSearch = storedSearch('search-0001', 'java', { name: 'Open jobs', filters: { hideClosed: true, hideDone: true } });
    render(<App call={background([saved]).call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open jobs' }));
    const hideClosed = (await screen.findByLabelText('Hide closed jobs')) as HTMLInputElement;
    await waitFor(() => expect(hideClosed.checked).toBe(true));
    fireEvent.click(hideClosed);
    expect(await screen.findByRole('button', { name: 'Update “Open jobs”' })).toBeTruthy();
    // On again: the filters are the saved ones, their keys in another order.
    fireEvent.click(hideClosed);
    await waitFor(() => expect(hideClosed.checked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Update “Open jobs”' })).toBeNull();
  });
});

describe('the "Save search" form', () => {
  const state = {
    list: [],
    busy: false,
    message: null,
    save: vi.fn(async () => true),
    apply: vi.fn(),
    showingNew: null,
    editable: null,
    update: vi.fn(),
  };

  it('takes the focus to the name once when opened, and leaves it where the recruiter moves it', () => {
    const view = render(inLocale('en', <SavedSearchesBar state={state} query="planner" filters={{}} />));
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    // A checkbox ticked from the keyboard keeps the focus.
    const alerts = screen.getByLabelText('Alert me about new jobs') as HTMLInputElement;
    alerts.focus();
    fireEvent.click(alerts);
    expect(document.activeElement).toBe(alerts);
    // The popup drawn again (its clock's tick, a sync's progress) leaves it there too.
    view.rerender(inLocale('en', <SavedSearchesBar state={{ ...state }} query="planner" filters={{}} />));
    expect(document.activeElement).toBe(alerts);
    // Cancelled, the focus goes back to the button that opened the form.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save search' }));
  });

  it('is not offered for the whole feed, "Show muted jobs" ticked or not (it is not kept with a search)', () => {
    render(inLocale('en', <SavedSearchesBar state={state} query="" filters={{}} />));
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    cleanup();
    render(inLocale('en', <SavedSearchesBar state={state} query="  " filters={{ showMuted: true }} />));
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });

  it('stays open, as filled in, when the save is refused', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(2)),
      'jobs.search': () => ok(searchResult(jobs)),
      'searches.list': () => ok([]),
      'searches.save': () => ({
        ok: false,
        error: { code: 'invalid', message: 'At most 50 searches are kept; delete one first.', reason: 'searchesFull', max: 50 },
      }),
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('Job 1');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'java' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    const form = screen.getByRole('form', { name: 'Save search' });
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Java developers Utrecht, senior' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Not saved: At most 50 searches are kept. Delete one first.');
    // The recruiter deletes one in Options and comes back to save again: what they typed is still there.
    const still = screen.getByRole('form', { name: 'Save search' });
    expect((within(still).getByLabelText('Name') as HTMLInputElement).value).toBe('Java developers Utrecht, senior');
  });
});
