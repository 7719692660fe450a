// @vitest-environment happy-dom
/**
 * Mutes in the popup: "Mute employer" in a job's details (a toggle), the list that leaves muted jobs
 * out and says how many, "Show muted jobs" listing them again marked, in English and Dutch.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { muteKey } from '@/utils/feed/mute-rule';
import type { MuteRecord } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fullJob } from '@/test/fixtures';
import { countResult, fakeBackground, ok, searchResult, SIGNED_IN } from './fake-background';
import { App } from '../App';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const employers = ['Gemeente Utrecht', 'Acme', 'Gemeente Utrecht'];
const jobsOf = (employers: string[]) =>
  employers.map((employer, i) => makeSummary({ id: i + 1, title: `Job ${i + 1}`, employer, url: `https://board.example/${i + 1}` }));
const employerJobs = jobsOf(employers);

/** A background that keeps mutes and answers searches without the muted jobs, as the real one does. */
function background(language: 'en' | 'nl' = 'en', listed = employerJobs) {
  let mutes: MuteRecord[] = [];
  const isMuted = (employer: string | null) => mutes.some((mute) => mute.key === muteKey('employer', employer ?? ''));
  return fakeBackground(
    {
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(3)),
      'jobs.get': () => ok(parseJob(fullJob)),
      'jobs.search': ({ filters }) => {
        const muted = listed.filter((job) => isMuted(job.employer)).map((job) => job.id);
        const shown = filters.showMuted ? listed : listed.filter((job) => !muted.includes(job.id));
        return ok(searchResult(shown, { mutedOut: filters.showMuted ? 0 : muted.length, mutedIds: filters.showMuted ? muted : [] }));
      },
      'mutes.list': () => ok(mutes),
      'mutes.add': ({ kind, value }) => {
        mutes = [{ key: muteKey(kind, value)!, kind, value, at: 1 }, ...mutes];
        return ok(mutes);
      },
      'mutes.remove': ({ key }) => {
        mutes = mutes.filter((mute) => mute.key !== key);
        return ok(mutes);
      },
    },
    { language },
  );
}

/** What the background tells every open page after a change. */
const mutesChanged = () =>
  fakeBrowser.runtime.onMessage.trigger({ event: 'mutes.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);

describe('mutes in the popup', () => {
  it("mute a job's employer from its details; the list leaves its jobs out, says so, and shows them again on request", async () => {
    const bg = background();
    const { container } = render(<App call={bg.call} permissions={granted} hash="" />);
    expect(bg.of('mutes.list')).toEqual([]);
    fireEvent.click(await screen.findByText('Job 2'));
    const mute = await screen.findByRole('button', { name: 'Mute employer' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    expect(bg.of('mutes.add')).toEqual([{ type: 'mutes.add', kind: 'employer', value: 'Gemeente Utrecht' }]);
    expect(screen.getByText('Gemeente Utrecht is muted: its jobs are left out of your lists and result-page markers.')).toBeTruthy();
    expect(await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } })).toMatchObject({ violations: [] });

    await mutesChanged();
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    await waitFor(() => expect(screen.queryByText('Job 1')).toBeNull());
    expect(screen.getByText('Job 2')).toBeTruthy();
    expect((screen.getByLabelText('Show muted jobs (2)') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 muted' }));
    const row = (await screen.findByText('Job 1')).closest('.job-row') as HTMLElement;
    expect(within(row).getByText('Muted')).toBeTruthy();
    expect(row.classList.contains('job-row-done')).toBe(true);
    expect(bg.of('jobs.search').at(-1)?.filters).toEqual({ showMuted: true });
    expect((screen.getByLabelText('Show muted jobs') as HTMLInputElement).checked).toBe(true);
  });

  it('hands the focus to the row now in its place when the job opened left the list meanwhile', async () => {
    const bg = background();
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 1'));
    const mute = await screen.findByRole('button', { name: 'Mute employer' });
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    await mutesChanged();
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    await waitFor(() => expect(screen.queryByText('Job 1')).toBeNull());
    // Job 1 (muted) was the first row: the focus is on the first row now, not on the page.
    expect(document.activeElement?.id).toBe('job-row-2');
  });

  it('hands the focus to the row now at the place of the job opened, not to the first row', async () => {
    const bg = background('en', jobsOf(['Acme', 'Gemeente Utrecht', 'Beta', 'Gamma']));
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 2'));
    const mute = await screen.findByRole('button', { name: 'Mute employer' });
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    await mutesChanged();
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    await waitFor(() => expect(screen.queryByText('Job 2')).toBeNull());
    // Job 2 was the second row: the second row is now job 3's.
    expect(document.activeElement?.id).toBe('job-row-3');
  });

  it("does not show one job's failed mute in the next job's details", async () => {
    const bg = background();
    bg.script['mutes.add'] = () => ({
      ok: false,
      error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } },
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mute employer' }));
    await screen.findByText(/The mute was not saved/);
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    fireEvent.click(await screen.findByText('Job 2'));
    await waitFor(() => expect(bg.of('jobs.get').map((request) => request.id)).toEqual([1, 2]));
    await screen.findByRole('button', { name: 'Mute employer' });
    expect(screen.queryByText(/The mute was not saved/)).toBeNull();
  });

  it('unmute from the same toggle, and speak Dutch', async () => {
    const bg = background('nl');
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 1'));
    const mute = await screen.findByRole('button', { name: 'Werkgever dempen' });
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(/Gemeente Utrecht is gedempt/)).toBeTruthy();
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('false'));
    expect(bg.of('mutes.remove')).toEqual([{ type: 'mutes.remove', key: 'employer:gemeente utrecht' }]);
  });

  it('says when every job that matches is muted', async () => {
    const bg = background();
    await bg.call({ type: 'mutes.add', kind: 'employer', value: 'Gemeente Utrecht' });
    await bg.call({ type: 'mutes.add', kind: 'employer', value: 'Acme' });
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('The jobs that match are all muted. “Show muted jobs” in the filters lists them.')).toBeTruthy();
  });
});
