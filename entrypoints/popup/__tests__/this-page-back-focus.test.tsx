// @vitest-environment happy-dom
/** A job opened from "This page" and left with Back gives the focus back to the button that opened it, as a row's job does to its row. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fullJob } from '@/test/fixtures';
import { App } from '../App';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const jobs = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme', url: `https://board.example/${id}` }));

it('returns the focus to "This page" after Back from the job it opened', async () => {
  const tabs = { active: vi.fn(async () => ({ id: 41, url: 'https://board.example/jobs/2' })), recheck: vi.fn(async () => undefined) };
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': () => ok(searchResult(jobs)),
    'page.current': () => ok({ job: jobs[1]!, hidden: false }),
    'jobs.get': () => ok(parseJob(fullJob)),
  });
  render(<App call={bg.call} permissions={granted} hash="" tabs={tabs} />);
  const region = await screen.findByRole('region', { name: 'This page is in your feed:' });
  await screen.findByText('Job 1');
  const opener = within(region).getByRole('button', { name: 'Job 2' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(await screen.findByRole('button', { name: /Back to the list/ }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Back to the list/ })).toBeNull());
  expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Job 2' }));
});
