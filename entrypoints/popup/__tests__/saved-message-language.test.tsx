// @vitest-environment happy-dom
/** "Saved as “…”" is worded at each render: a switch of language in the options rewords it while it shows. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { StoredSearch } from '@/utils/messaging/contract';
import type { Settings } from '@/utils/settings/schema';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  localStorage.clear();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const jobs = [1, 2].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme' }));

it('says "Saved as" in the language switched to while it shows', async () => {
  let searches: StoredSearch[] = [];
  const settings: Partial<Settings> = { language: 'en' };
  const bg = fakeBackground(
    {
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(2)),
      'jobs.search': () => ok(searchResult(jobs)),
      'searches.list': () => ok(searches),
      'searches.save': ({ name, query, filters, alerts, perEmployer }) => {
        searches = [{ id: 'search-0001', name, query, filters, alerts, perEmployer, createdAt: 1, since: 1, unseen: [] }];
        return ok(searches);
      },
    },
    settings,
  );
  render(<App call={bg.call} permissions={granted} hash="" />);
  await screen.findByText('Job 1');
  fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'planner' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  fireEvent.click(screen.getByLabelText('Alert me about new jobs'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved as “planner”.');
  settings.language = 'nl';
  await act(async () => {
    await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
  });
  await screen.findByRole('button', { name: 'Uitloggen' });
  expect(await screen.findByText('Bewaard als „planner”.')).toBeTruthy();
});
