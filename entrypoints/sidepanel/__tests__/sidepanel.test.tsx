// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
import type { JobStatus } from '@/utils/feed/job-status';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import type { Settings } from '@/utils/settings/schema';
import type { TabsPort } from '@/utils/ui/feed/use-this-page';
import { fullJob } from '@/test/fixtures';
import { parseCsv } from '@/utils/feed/csv';
import {
  IDLE_SYNC,
  SIGNED_IN,
  SIGNED_OUT,
  countResult,
  fakeBackground,
  ok,
  searchResult,
  type Script,
} from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';
import { syncProgress } from '@/utils/ui/__tests__/background-events';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');
const JOBS = [1, 2, 3].map((id) =>
  makeSummary({ id, title: `Job ${id}`, employer: 'Gemeente Utrecht', url: `https://board.example/vacature/${id}` }),
);
const POSTING = 'https://www.nationalevacaturebank.nl/vacature/12345678/beleidsmedewerker';
const BOARD = { id: 'nationale-vacaturebank', name: 'Nationale Vacaturebank', patterns: ['*://*.nationalevacaturebank.nl/*'] };
const FOUND: PageDiagnosis = {
  board: BOARD,
  boardOn: true,
  access: true,
  postingId: '12345678',
  checkedAt: NOW - 60_000,
  job: JOBS[1]!,
  hidden: false,
  signedIn: true,
  lastSyncAt: NOW - 120_000,
  indexed: 3,
};

async function axeViolations(container: Element) {
  const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** A background holding three jobs and their marks, which answers searches from them. */
function feedBackground(diagnosis: PageDiagnosis, extra: Script = {}, settings: Partial<Settings> = {}) {
  const marks: Record<number, JobStatus> = { 3: 'handled' };
  return fakeBackground(
    {
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(3)),
      'jobs.search': ({ filters }) => {
        const shown = JOBS.filter((job) => !(filters.hideDone && marks[job.id]));
        const done = JOBS.filter((job) => marks[job.id] === 'handled' || marks[job.id] === 'notRelevant').length;
        return ok(searchResult(shown, { statuses: { ...marks }, worked: { done, of: JOBS.length } }));
      },
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}` }),
      'jobs.status': ({ id }) => ok(marks[id] ?? null),
      'jobs.setStatus': ({ id, status }) => {
        if (status) marks[id] = status;
        else delete marks[id];
        return ok(status);
      },
      'page.diagnose': () => ok(diagnosis),
      ...extra,
    },
    settings,
  );
}

const FAILED = {
  ok: false as const,
  error: { code: 'api' as const, message: '503', api: { kind: 'server' as const, status: 503, reason: null } },
};

/**
 * The feed background whose marks and notes are written only when the test releases them (`release`,
 * oldest first, then every promise after it settled), failing while `down`: the queue moves on first.
 * `settings` are read at each ask: a test may change them, then say so with a settings.changed event.
 */
function heldWrites(listed: () => typeof JOBS = () => JOBS, settings: Partial<Settings> = {}) {
  const marks: Record<number, JobStatus> = {};
  const notes: Record<number, string> = {};
  const state = { down: false };
  const held: (() => void)[] = [];
  const hold = <T,>(write: () => T) => new Promise<T | typeof FAILED>((resolve) => held.push(() => resolve(state.down ? FAILED : write())));
  const noteOf = (id: number) => ({ job: notes[id] ?? '', employer: '', employerName: 'Gemeente Utrecht' });
  const bg = feedBackground(
    FOUND,
    {
      'jobs.search': () => ok(searchResult(listed(), { statuses: { ...marks }, worked: { done: 0, of: 3 } })),
      'jobs.status': ({ id }) => ok(marks[id] ?? null),
      'jobs.setStatus': ({ id, status }) =>
        hold(() => {
          if (status) marks[id] = status;
          return ok(status);
        }),
      'notes.get': ({ id }) => ok(noteOf(id)),
      'notes.set': ({ id, text }) =>
        hold(() => {
          notes[id] = text;
          return ok(noteOf(id));
        }),
    },
    settings,
  );
  const release = () =>
    act(async () => {
      held.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { bg, marks, notes, state, held, release };
}

/** Waits for the queue to have selected the job titled `title`. */
const selected = (title: string) => waitFor(() => expect(document.querySelector('.job-row-selected')?.textContent).toContain(title));

describe('the side panel', () => {
  it('works the queue from the keyboard: j loads the posting beside, h marks, / searches', async () => {
    const bg = feedBackground(FOUND);
    const pages = pagesSpy();
    const { container } = render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pages} />);
    await screen.findByText('1 of 3 handled');
    await screen.findByText('Job 1');
    // "This page": the board, access, the posting id, the feed job.
    const page = screen.getByRole('region', { name: 'This page' });
    expect(within(page).getByText('Posting id in the address: 12345678')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Job 2' })).toBeTruthy();
    expect(bg.of('page.diagnose')).toEqual([{ type: 'page.diagnose', url: POSTING }]);
    // The panel is not a visit: the popup's "new since my last visit" is left alone.
    expect(bg.of('popup.opened')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(document.querySelector('.job-row-selected')?.textContent).toContain('Job 1'));
    expect(pages.posting).toHaveBeenLastCalledWith('https://board.example/vacature/1');
    const details = screen.getByRole('region', { name: 'Selected job' });
    const handled = await within(details).findByRole('button', { name: 'Handled' });
    await waitFor(() => expect(handled.hasAttribute('disabled')).toBe(false));
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(handled.getAttribute('aria-pressed')).toBe('true'));
    expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: 1, status: 'handled' }]);
    await screen.findByText('2 of 3 handled');
    // Pressed again, the same key takes the mark off, as the button does.
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(handled.getAttribute('aria-pressed')).toBe('false'));
    await screen.findByText('1 of 3 handled');

    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(pages.posting).toHaveBeenLastCalledWith('https://board.example/vacature/2'));
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(pages.posting).toHaveBeenLastCalledWith('https://board.example/vacature/1'));
    // "/" goes to the search box; keys typed there are the box's.
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByLabelText('Search');
    expect(document.activeElement).toBe(search);
    const calls = pages.posting.mock.calls.length;
    fireEvent.keyDown(search, { key: 'j' });
    fireEvent.keyDown(search, { key: 'h' });
    expect(pages.posting.mock.calls.length).toBe(calls);
    expect(bg.of('jobs.setStatus').length).toBe(2);
    // Escape leaves the box for the queue.
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(document.activeElement).not.toBe(search);
  });

  it('starts on the job selected when it was last open, and moves on from there', async () => {
    const bg = feedBackground(FOUND);
    const pages = pagesSpy();
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pages} selected={2} />);
    await screen.findByText('1 of 3 handled');
    await waitFor(() => expect(document.querySelector('.job-row-selected')?.textContent).toContain('Job 2'));
    expect(pages.posting).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(pages.posting).toHaveBeenLastCalledWith('https://board.example/vacature/3'));
    expect(await fakeBrowser.storage.session.get('panelSelected')).toEqual({ panelSelected: 3 });
  });

  it('follows a mark set in another view: the details, the row and the progress', async () => {
    const bg = feedBackground(FOUND);
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('1 of 3 handled');
    fireEvent.keyDown(document.body, { key: 'j' });
    const details = screen.getByRole('region', { name: 'Selected job' });
    const notRelevant = await within(details).findByRole('button', { name: 'Not relevant' });
    await waitFor(() => expect(notRelevant.getAttribute('aria-pressed')).toBe('false'));
    // The card marks job 1 (through the background, which then pings every view).
    await bg.call({ type: 'jobs.setStatus', id: 1, status: 'notRelevant' });
    await fakeBrowser.storage.local.set({ markPing: { id: 1, at: NOW } });
    await waitFor(() => expect(notRelevant.getAttribute('aria-pressed')).toBe('true'));
    await screen.findByText('2 of 3 handled');
    const row = document.querySelector('.job-row[data-row-key="1"]')!;
    await waitFor(() => expect(row.textContent).toContain('Not relevant'));
    // A ping that names no job is ignored.
    const reads = bg.of('jobs.status').length;
    await fakeBrowser.storage.local.set({ markPing: { id: 'x' } });
    expect(bg.of('jobs.status').length).toBe(reads);
  });

  it('keeps a mark and a note answered after the queue moved on with the job they were set for', async () => {
    // Each write answers only when released, once the queue has moved on.
    const { bg, notes, held } = heldWrites();
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    const details = screen.getByRole('region', { name: 'Selected job' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 1');
    const shortlist = await within(details).findByRole('button', { name: 'Shortlist' });
    await waitFor(() => expect(shortlist.hasAttribute('disabled')).toBe(false));

    // Job 1 shortlisted, and on to job 2 before the answer.
    fireEvent.keyDown(document.body, { key: 's' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 2');
    await act(async () => held.shift()!());
    await waitFor(() => expect(document.querySelector('.job-row[data-row-key="1"]')!.textContent).toContain('Shortlisted'));
    expect(document.querySelector('.job-row[data-row-key="2"]')!.textContent).not.toContain('Shortlisted');
    expect(within(details).getByRole('button', { name: 'Shortlist' }).getAttribute('aria-pressed')).toBe('false');
    expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: 1, status: 'shortlisted' }]);

    // A note on job 2 saved, and on to job 3 before the answer: job 3's field stays its own.
    const jobNote = (await screen.findByLabelText('Note on this job')) as HTMLTextAreaElement;
    fireEvent.input(jobNote, { target: { value: 'Gebeld' } });
    fireEvent.click(within(jobNote.closest('.note-field') as HTMLElement).getByRole('button', { name: 'Save note' }));
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 3');
    await waitFor(() => expect((screen.getByLabelText('Note on this job') as HTMLTextAreaElement).value).toBe(''));
    // Released, and every promise after it settled (the fake background answers without timers).
    await act(async () => {
      held.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(notes).toEqual({ 2: 'Gebeld' });
    expect((screen.getByLabelText('Note on this job') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('Saved.')).toBeNull();
    // Back on job 2, its note is the one saved.
    fireEvent.keyDown(document.body, { key: 'k' });
    await selected('Job 2');
    await waitFor(() => expect((screen.getByLabelText('Note on this job') as HTMLTextAreaElement).value).toBe('Gebeld'));
  });

  it('says a mark or a note that failed after the queue moved on, for its job, and sends it again at Try again', async () => {
    const { bg, marks, notes, state, release } = heldWrites();
    state.down = true;
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    const details = screen.getByRole('region', { name: 'Selected job' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 1');
    const handled = await within(details).findByRole('button', { name: 'Handled' });
    await waitFor(() => expect(handled.hasAttribute('disabled')).toBe(false));

    // Job 1 handled, and on to job 2 before the answer, which is a failure.
    fireEvent.keyDown(document.body, { key: 'h' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 2');
    await release();
    const markAlert = await screen.findByText(
      'For “Job 1”: The status was not saved: The Job Feed server had a problem (error 503). Try again later.',
    );
    // A note on job 2, and on to job 3 before its answer, a failure too.
    const jobNote = (await screen.findByLabelText('Note on this job')) as HTMLTextAreaElement;
    fireEvent.input(jobNote, { target: { value: 'Gebeld, terugbellen vrijdag' } });
    fireEvent.click(within(jobNote.closest('.note-field') as HTMLElement).getByRole('button', { name: 'Save note' }));
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 3');
    await release();
    const noteAlert = await screen.findByText(/^For “Job 2”: The note was not saved:/);
    expect(within(details).queryByText(/not saved/)).toBeNull();

    // The background is back: Try again sends each for its own job, and the alerts go.
    state.down = false;
    fireEvent.click(within(markAlert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await release();
    fireEvent.click(within(noteAlert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await release();
    await waitFor(() => expect(screen.queryByText(/not saved/)).toBeNull());
    expect(marks).toEqual({ 1: 'handled' });
    expect(notes).toEqual({ 2: 'Gebeld, terugbellen vrijdag' });
    await waitFor(() => expect(document.querySelector('.job-row[data-row-key="1"]')!.textContent).toContain('Handled'));
  });

  it('words a change left behind in the language of the moment: a switch to Dutch in the options rewords its notice', async () => {
    const settings: Partial<Settings> = { language: 'en' };
    const { bg, state, release } = heldWrites(undefined, settings);
    state.down = true;
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    const details = screen.getByRole('region', { name: 'Selected job' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 1');
    const handled = await within(details).findByRole('button', { name: 'Handled' });
    await waitFor(() => expect(handled.hasAttribute('disabled')).toBe(false));
    fireEvent.keyDown(document.body, { key: 'h' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await selected('Job 2');
    await release();
    await screen.findByText('For “Job 1”: The status was not saved: The Job Feed server had a problem (error 503). Try again later.');

    settings.language = 'nl';
    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    });
    expect(await screen.findByText(/^Voor ‘Job 1’: De status is niet opgeslagen: De Job Feed-server/)).toBeTruthy();
    expect(screen.queryByText(/not saved|The Job Feed server/)).toBeNull();
  });

  it('keeps a notice per job, named as it was listed, and a Try again that leaves the shown job alone', async () => {
    let listed = JOBS;
    const { bg, marks, state, release } = heldWrites(() => listed);
    state.down = true;
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    const details = screen.getByRole('region', { name: 'Selected job' });
    // Two jobs in a row handled and left while the server is down: a notice for each.
    fireEvent.keyDown(document.body, { key: 'j' });
    for (const title of ['Job 1', 'Job 2']) {
      await selected(title);
      const handled = await within(details).findByRole('button', { name: 'Handled' });
      await waitFor(() => expect(handled.hasAttribute('disabled')).toBe(false));
      fireEvent.keyDown(document.body, { key: 'h' });
      fireEvent.keyDown(document.body, { key: 'j' });
      await release();
      await screen.findByText(new RegExp(`^For “${title}”: The status was not saved`));
    }
    expect(screen.getAllByText(/The status was not saved/)).toHaveLength(2);
    // A new search that lists neither: the notices still name them.
    listed = [JOBS[2]!];
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'drie' } });
    await waitFor(() => expect(document.querySelector('.job-row[data-row-key="1"]')).toBeNull());
    expect(screen.getAllByText(/^For “Job [12]”: The status was not saved/)).toHaveLength(2);

    // Try again on job 1's, the server back: job 3's buttons stay as they are, and the focus, held by
    // the notice's button, goes to the search box (job 1 is not listed now), not to the page.
    state.down = false;
    const retry = within(screen.getByText(/^For “Job 1”/).closest('[role="alert"]') as HTMLElement).getByRole('button', {
      name: 'Try again',
    });
    retry.focus();
    fireEvent.click(retry);
    expect(within(details).getByRole('button', { name: 'Handled' }).hasAttribute('disabled')).toBe(false);
    await release();
    await waitFor(() => expect(screen.queryByText(/^For “Job 1”/)).toBeNull());
    expect(document.activeElement?.id).toBe('feed-search-input');
    expect(marks).toEqual({ 1: 'handled' });
    expect(screen.getByText(/^For “Job 2”: The status was not saved/)).toBeTruthy();
  });

  it('exports the queue as CSV with full descriptions; a description it cannot read stays empty and is counted', async () => {
    const bg = feedBackground(FOUND, {
      'jobs.get': ({ id }) =>
        id === 2
          ? { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } }
          : ok({ ...parseJob(fullJob), id, title: `Job ${id}`, description: `<p>Over job ${id}</p><ul><li>=SUM(A1)</li></ul>` }),
    });
    const save = vi.fn<(name: string, text: string, type: string) => void>();
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} save={save} />);
    await screen.findByText('1 of 3 handled');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(/^Exported 3 jobs to job-feed-2026-11-20\.csv; 1 description could not be read and is empty/);
    // Read for the export, not opened: the jobs stay new.
    expect(bg.of('jobs.get').map((request) => request.opened)).toEqual([false, false, false]);
    const [name, text, type] = save.mock.calls[0]!;
    expect([name, type]).toEqual(['job-feed-2026-11-20.csv', 'text/csv;charset=utf-8']);
    expect(text.startsWith('\uFEFFID,Title,Employer,')).toBe(true);
    const rows = parseCsv(text, ',');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[0])).toEqual(['ID', '1', '2', '3']);
    expect(rows[1]!.at(-1)).toBe('Over job 1\n• =SUM(A1)');
    expect(rows[2]!.at(-1)).toBe('');
    expect(rows[3]![8]).toBe('Handled');
  });

  it('says when the search has more jobs than a file holds: the first 2,000 are in it, and how many the search has', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) => makeSummary({ id: i + 1, title: `Job ${i + 1}` }));
    const bg = feedBackground(FOUND, {
      'jobs.search': ({ offset, limit }) => ok(searchResult(many.slice(offset, offset + limit), { matches: many.length })),
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id }),
    });
    const save = vi.fn<(name: string, text: string, type: string) => void>();
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} save={save} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText(
      'Exported 2,000 jobs to job-feed-2026-11-20.csv. The search has 2,500 jobs; a file holds the first 2,000 of the list. Narrow the search or the filters for the rest.',
      {},
      { timeout: 30_000 },
    );
    expect(parseCsv(save.mock.calls[0]![1], ',')).toHaveLength(2_001);
  });

  it('keeps notes on the selected job and its employer, plain text, with a count', async () => {
    const stored = { job: '', employer: 'Raamcontract tot 2027', employerName: 'Gemeente Utrecht' };
    const bg = feedBackground(FOUND, {
      'notes.get': () => ok({ ...stored }),
      'notes.set': ({ scope, text }) => {
        stored[scope] = text;
        return ok({ ...stored });
      },
    });
    const { container } = render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('1 of 3 handled');
    fireEvent.keyDown(document.body, { key: 'j' });
    const jobNote = (await screen.findByLabelText('Note on this job')) as HTMLTextAreaElement;
    const employerNote = screen.getByLabelText('Note on Gemeente Utrecht (every job of this employer)') as HTMLTextAreaElement;
    expect(employerNote.value).toBe('Raamcontract tot 2027');
    expect(jobNote.maxLength).toBe(2000);
    const save = within(jobNote.closest('.note-field') as HTMLElement).getByRole('button', { name: 'Save note' });
    // Nothing to save: said, not disabled, so that a press that saved keeps the focus (SteadyButton).
    expect([save.getAttribute('aria-disabled'), save.hasAttribute('disabled')]).toEqual(['true', false]);
    fireEvent.input(jobNote, { target: { value: '<b>Gebeld</b>, terugbellen vrijdag' } });
    await screen.findByText('34 of 2,000 characters');
    save.focus();
    fireEvent.click(save);
    await within(jobNote.closest('.note-field') as HTMLElement).findByText('Saved.');
    expect([save.getAttribute('aria-disabled'), document.activeElement]).toEqual(['true', save]);
    expect(bg.of('notes.set')).toEqual([{ type: 'notes.set', id: 1, scope: 'job', text: '<b>Gebeld</b>, terugbellen vrijdag' }]);
    expect(container.querySelector('.job-notes b')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    // Written in another view (the background pings every view): an untouched field follows, a field
    // with unsaved typing keeps it.
    stored.employer = 'Raamcontract verlengd tot 2028';
    fireEvent.input(jobNote, { target: { value: 'Nog niet bewaard' } });
    stored.job = 'Elders geschreven';
    await fakeBrowser.storage.local.set({ markPing: { id: 1, at: NOW + 1 } });
    await waitFor(() => expect(employerNote.value).toBe('Raamcontract verlengd tot 2028'));
    expect(jobNote.value).toBe('Nog niet bewaard');
  });

  it('says why a page has no card, with the fix: access, signing in, a sync', async () => {
    const permissions: HostPermissions = { contains: async () => false, request: vi.fn(async () => true) };
    const bg = feedBackground({ ...FOUND, access: false, job: null, postingId: null });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} permissions={permissions} />);
    const allow = await screen.findByRole('button', { name: 'Allow access to Nationale Vacaturebank' });
    fireEvent.click(allow);
    expect(permissions.request).toHaveBeenCalledWith({ origins: BOARD.patterns });
    cleanup();

    const notInFeed = feedBackground({ ...FOUND, job: null, checkedAt: null }, { 'sync.now': () => ok(IDLE_SYNC) });
    render(<App call={notInFeed.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText(/Not in your feed\. 3 jobs are kept here; synced 2 minutes ago\./);
    expect(screen.getByText(/has not been checked since the browser started/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: 'This page' })).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(notInFeed.of('sync.now')).toEqual([{ type: 'sync.now', full: false }]));
    cleanup();

    // A tab the extension may not read, and a signed-out panel.
    const pages = pagesSpy();
    const signedOut = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) });
    const { container } = render(<App call={signedOut.call} now={() => NOW} tabs={tabsAt(null)} pages={pages} />);
    await screen.findByText(/cannot read this tab’s address/);
    expect(signedOut.of('page.diagnose')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open the options' }));
    expect(pages.options).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(pages.signIn).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks the page again when a sync's run ends, and shows the job the sync brought", async () => {
    let diagnosis: PageDiagnosis = { ...FOUND, job: null };
    const bg = feedBackground(FOUND, { 'page.diagnose': () => ok(diagnosis), 'sync.now': () => ok(IDLE_SYNC) });
    const tabs = tabsAt(POSTING);
    render(<App call={bg.call} now={() => NOW} tabs={tabs} pages={pagesSpy()} />);
    const page = await screen.findByRole('region', { name: 'This page' });
    await within(page).findByText(/Not in your feed/);
    fireEvent.click(within(page).getByRole('button', { name: 'Sync now' }));

    // "Sync now" starts a run (the page is asked about again as it starts), which goes on, then brings
    // the posting's job and ends.
    await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(2));
    await syncProgress(false);
    diagnosis = { ...FOUND, checkedAt: NOW };
    await syncProgress(true);
    await within(page).findByRole('button', { name: 'Job 2' });
    expect(bg.of('page.diagnose')).toHaveLength(3);
    // The page itself is told by the background (notifier.ts), not by this view.
    expect(tabs.recheck).not.toHaveBeenCalled();
  });

  it('shows the answer to the newest check: an older one arriving last is dropped (a sync, a tab left behind)', async () => {
    // The check asked as the run started is read before the run wrote the job, and answered late (a
    // retried message, a busy worker): after the check asked at the run's end.
    let indexHoldsJob = false;
    let holdNext = false;
    let url = POSTING;
    const late: (() => void)[] = [];
    const answerLate = () =>
      act(async () => {
        late.shift()!();
        await new Promise((settled) => setTimeout(settled, 0));
      });
    const bg = feedBackground(FOUND, {
      'sync.now': () => {
        holdNext = true;
        return ok(IDLE_SYNC);
      },
      'page.diagnose': ({ url: asked }) => {
        const answer = ok(asked !== POSTING ? { ...FOUND, job: null, postingId: '999' } : indexHoldsJob ? FOUND : { ...FOUND, job: null });
        if (!holdNext) return answer;
        holdNext = false;
        return new Promise((resolve) => late.push(() => resolve(answer)));
      },
    });
    const tabs: TabsPort = { active: async () => ({ id: url === POSTING ? 9 : 10, url }), recheck: vi.fn(async () => undefined) };
    render(<App call={bg.call} now={() => NOW} tabs={tabs} pages={pagesSpy()} />);
    const page = await screen.findByRole('region', { name: 'This page' });
    await within(page).findByText(/Not in your feed/);
    fireEvent.click(within(page).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(late).toHaveLength(1));
    indexHoldsJob = true;
    await syncProgress(true);
    await within(page).findByRole('button', { name: 'Job 2' });
    await answerLate();
    expect(within(page).queryByText(/Not in your feed/)).toBeNull();
    expect(within(page).getByRole('button', { name: 'Job 2' })).toBeTruthy();

    // The recruiter moves to another tab while the posting's check is under way.
    holdNext = true;
    await act(async () => void (await fakeBrowser.tabs.onActivated.trigger({ tabId: 9, windowId: 1 })));
    await waitFor(() => expect(late).toHaveLength(1));
    url = 'https://www.nationalevacaturebank.nl/vacature/999/andere';
    await act(async () => void (await fakeBrowser.tabs.onActivated.trigger({ tabId: 10, windowId: 1 })));
    await within(page).findByText('Posting id in the address: 999');
    await answerLate();
    expect(within(page).getByText('Posting id in the address: 999')).toBeTruthy();
    expect(within(page).queryByRole('button', { name: 'Job 2' })).toBeNull();
  });

  it('says so when the background could not work the page out, and asks again at "Try again"', async () => {
    // The first answer a failure (a worker being restarted dropped the request twice), the next one the job.
    let answers = 0;
    const bg = feedBackground(FOUND, {
      'page.diagnose': () =>
        answers++ === 0
          ? {
              ok: false,
              error: { code: 'internal', message: "The extension's background did not answer (No answer).", reason: 'noAnswer' },
            }
          : ok({ ...FOUND, checkedAt: NOW }),
    });
    const { container } = render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    const page = await screen.findByRole('region', { name: 'This page' });
    await within(page).findByText(/The extension's background did not answer\. Try again\./);
    expect(within(page).queryByText('Loading…')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    await within(page).findByRole('button', { name: 'Job 2' });
    expect(bg.of('page.diagnose')).toHaveLength(2);
  });

  it('speaks Dutch', async () => {
    const bg = feedBackground(FOUND, {}, { language: 'nl' });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} />);
    await screen.findByText('1 van 3 afgehandeld');
    expect(screen.getByRole('heading', { name: 'Werklijst' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Deze pagina' })).toBeTruthy();
    expect(screen.getByText('Vacature-id in het webadres: 12345678')).toBeTruthy();
  });
  it("opened from a saved search's notification, lists that search's new jobs and counts them as looked at", async () => {
    const saved = storedSearch('search-0001', 'utrecht', { name: 'Utrecht' });
    let unseen = [1, 3];
    const bg = feedBackground(FOUND, {
      'jobs.search': ({ filters }) => ok(searchResult(filters.ids ? JOBS.filter((job) => filters.ids!.includes(job.id)) : JOBS)),
      'searches.list': () => ok([{ ...saved, unseen }]),
      'searches.seen': () => {
        unseen = [];
        return ok([{ ...saved, unseen }]);
      },
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(POSTING)} pages={pagesSpy()} alertSearch="search-0001" />);
    await waitFor(() => expect(bg.of('jobs.search').at(-1)?.filters).toEqual({ ids: [1, 3] }));
    const titles = () => [...document.querySelectorAll('.job-list .job-title')].map((title) => title.textContent);
    await waitFor(() => expect(titles()).toEqual(['Job 1', 'Job 3']));
    expect(bg.of('searches.seen')).toEqual([{ type: 'searches.seen', id: 'search-0001' }]);
    expect(screen.getByText('New jobs for “Utrecht”: 2.')).toBeTruthy();
    // The saved search itself, one click away.
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole search' }));
    await waitFor(() => expect(bg.of('jobs.search').at(-1)).toMatchObject({ query: 'utrecht', filters: {} }));
    expect(screen.queryByText('New jobs for “Utrecht”: 2.')).toBeNull();
  });
});
