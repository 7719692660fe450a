// @vitest-environment happy-dom
/**
 * A sync's new jobs while the recruiter works the queue: the search lists the newest first, so the
 * jobs a sync adds come at the top, and a list redrawn with them moves every row down under the
 * pointer (a click lands on the job above the one aimed at). While the queue is being worked they
 * wait behind "3 new jobs – Show"; jobs that changed or closed still change in their rows.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { JobSummary } from '@/utils/feed/summary';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import type { Settings } from '@/utils/settings/schema';
import { fullJob } from '@/test/fixtures';
import { IDLE_SYNC, SIGNED_IN, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { syncProgress } from '@/utils/ui/__tests__/background-events';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');

/** Job `id`, first seen by the index at `id` seconds: the higher, the newer. */
const job = (id: number, extra: Record<string, unknown> = {}) =>
  makeSummary({ id, title: `Job ${id}`, employer: 'Gemeente Utrecht', url: `https://board.example/vacature/${id}`, ...extra }, id * 1000);

/** A background whose index a sync changes: `synced` replaces the listed jobs (newest first) and ends a run. */
function syncingBackground(
  settings: Partial<Settings> = {},
  diagnose = (): PageDiagnosis => ({ board: null }) as unknown as PageDiagnosis,
) {
  let jobs = [4, 3, 2, 1].map((id) => job(id));
  let status = IDLE_SYNC;
  const bg = fakeBackground(
    {
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(jobs.length)),
      'jobs.search': () => ok(searchResult(jobs, { worked: { done: 0, of: jobs.length } })),
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}` }),
      'jobs.status': () => ok(null),
      'sync.status': () => ok(status),
      'page.diagnose': () => ok(diagnose()),
    },
    settings,
  );
  const synced = async (next: JobSummary[]) => {
    jobs = next;
    status = { ...status, state: { ...status.state, lastSuccessAt: (status.state.lastSuccessAt ?? 0) + 60_000 } };
    await syncProgress(true);
    // The list was read again: the progress counts the jobs the sync left ("0 of 7 handled", "0 van 7 afgehandeld").
    await waitFor(() => expect(document.getElementById('queue-progress-text')?.textContent).toMatch(new RegExp(`^0 \\w+ ${next.length} `)));
  };
  return { bg, synced };
}

async function showQueue(bg: ReturnType<typeof syncingBackground>['bg']) {
  render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} />);
  await screen.findByText('Job 1');
}

const titles = () => Array.from(document.querySelectorAll('.job-list .job-title')).map((title) => title.textContent);
const selectedTitle = () => document.querySelector('.job-row-selected .job-title')?.textContent;
/** The text of the polite live regions (role status, aria-live polite). */
const said = () =>
  Array.from(document.querySelectorAll('[role="status"], [aria-live="polite"]'))
    .map((region) => region.textContent?.trim())
    .filter(Boolean);

describe('new jobs from a sync while the queue is worked', () => {
  it('keeps the rows where they are under the selected job, and offers the new ones above the list', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    fireEvent.click(document.getElementById('job-row-3')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
    await synced([7, 6, 5, 4, 3, 2, 1].map((id) => job(id)));
    // Redrawn with the new jobs, Job 3 would be the fifth row, and a click on the second row would open Job 6.
    expect(titles()).toEqual(['Job 4', 'Job 3', 'Job 2', 'Job 1']);
    const show = await screen.findByRole('button', { name: '3 new jobs – Show' });
    expect(said()).toContain('3 new jobs – Show');
    // j goes on from the selected job, in the list as shown.
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 2'));

    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(titles()).toEqual(['Job 7', 'Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1']));
    // The focus goes to the selected job's row, not to the page's body; the selection stays.
    await waitFor(() => expect(document.activeElement?.id).toBe('job-row-2'));
    expect(selectedTitle()).toBe('Job 2');
    expect(screen.queryByRole('button', { name: /new jobs? – Show/ })).toBeNull();
  });

  it('holds them back while the pointer is over the list, and changes the jobs that changed or closed in their rows', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    fireEvent.pointerOver(document.getElementById('job-row-2')!);
    await synced([job(5), job(4), job(3, { title: 'Job 3, renamed' }), job(2, { status: 'CLOSED' }), job(1)]);
    expect(titles()).toEqual(['Job 4', 'Job 3, renamed', 'Job 2', 'Job 1']);
    expect(document.getElementById('job-row-2')!.classList.contains('job-row-closed')).toBe(true);
    await screen.findByRole('button', { name: '1 new job – Show' });
  });

  it('holds them back while a row has the focus, and shows them from the keyboard', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    document.getElementById('job-row-4')!.focus();
    await synced([job(6), job(5), job(4), job(3), job(2), job(1)]);
    expect(titles()).toEqual(['Job 4', 'Job 3', 'Job 2', 'Job 1']);
    expect(document.activeElement?.id).toBe('job-row-4');
    const show = await screen.findByRole('button', { name: '2 new jobs – Show' });
    // A button: Enter and Space press it where the browser has the focus on it.
    expect(show.tagName).toBe('BUTTON');
    expect(show.getAttribute('type')).toBe('button');
    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(document.activeElement?.id).toBe('job-row-6'));
    expect(titles()).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1']);
  });

  it('holds them back while the list is scrolled down, off its first rows', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    document.querySelector('.job-list')!.scrollTop = 40;
    await synced([job(5), job(4), job(3), job(2), job(1)]);
    expect(titles()).toEqual(['Job 4', 'Job 3', 'Job 2', 'Job 1']);
    await screen.findByRole('button', { name: '1 new job – Show' });
  });

  it('says it in Dutch', async () => {
    const { bg, synced } = syncingBackground({ language: 'nl' });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    fireEvent.click(document.getElementById('job-row-1')!);
    await synced([7, 6, 5, 4, 3, 2, 1].map((id) => job(id)));
    expect(await screen.findByRole('button', { name: '3 nieuwe tonen' })).toBeTruthy();
  });
});

describe('"Show" while a job is selected', () => {
  it("leaves the focus on the selected job's row, where h marks the job the screen reader read out", async () => {
    const { bg, synced } = syncingBackground();
    bg.script['jobs.setStatus'] = ({ status }) => ok(status);
    await showQueue(bg);
    fireEvent.click(document.getElementById('job-row-2')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 2'));
    await synced([7, 6, 5, 4, 3, 2, 1].map((id) => job(id)));
    const show = await screen.findByRole('button', { name: '3 new jobs – Show' });
    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(titles()).toEqual(['Job 7', 'Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1']));
    // The focused row is the selected one: not Job 7's, while h would mark Job 2.
    await waitFor(() => expect(document.activeElement?.id).toBe('job-row-2'));
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    await waitFor(() => expect(bg.of('jobs.setStatus')).toHaveLength(1));
    expect(bg.of('jobs.setStatus')[0]).toMatchObject({ id: 2, status: 'handled' });
  });
});

describe('the list while new jobs wait', () => {
  it('offers no "Load more" for the waiting jobs: every row of the feed is loaded', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    fireEvent.click(document.getElementById('job-row-3')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
    await synced([7, 6, 5, 4, 3, 2, 1].map((id) => job(id)));
    await screen.findByRole('button', { name: '3 new jobs – Show' });
    // "Showing 4 of 7" and "Load more", which asks from the seventh row on and brings nothing, ever.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText('Showing 4 of 7')).toBeNull();
  });
});

describe('a new job opened while it waits', () => {
  it('is listed once the recruiter opens it from "This page": the selection is on a row of the list', async () => {
    // The recruiter is on a posting the feed did not hold; "Sync now" beside it brings it with the sync's other new jobs.
    const posting = 'https://www.nationalevacaturebank.nl/vacature/7/beleidsmedewerker';
    const board = { id: 'nationale-vacaturebank', name: 'Nationale Vacaturebank', patterns: ['*://*.nationalevacaturebank.nl/*'] };
    let inFeed: JobSummary | null = null;
    const diagnose = (): PageDiagnosis => ({
      board,
      boardOn: true,
      access: true,
      postingId: '7',
      checkedAt: NOW - 60_000,
      job: inFeed,
      hidden: false,
      signedIn: true,
      lastSyncAt: NOW - 120_000,
      indexed: 4,
    });
    const { bg, synced } = syncingBackground({}, diagnose);
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(posting)} pages={pagesSpy()} />);
    await screen.findByText('Job 1');
    fireEvent.click(document.getElementById('job-row-3')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
    inFeed = job(7);
    await synced([7, 6, 5, 4, 3, 2, 1].map((id) => job(id)));
    const page = await screen.findByRole('region', { name: 'This page' });
    fireEvent.click(await within(page).findByRole('button', { name: 'Job 7' }));
    await waitFor(() => expect(document.getElementById('job-details-heading')?.textContent).toContain('Job 7'));
    // Its row is in the list and selected, where j and k go on from.
    await waitFor(() => expect(selectedTitle()).toBe('Job 7'));
  });
});

describe('new jobs from a sync while nobody works the queue', () => {
  it('lists them at once in a panel just opened: nothing selected, no pointer or focus on the list, at its top', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    await synced([6, 5, 4, 3, 2, 1].map((id) => job(id)));
    await waitFor(() => expect(titles()).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1']));
    expect(screen.queryByRole('button', { name: /new jobs? – Show/ })).toBeNull();
  });
});

describe('a listed job a sync moves up the list while the queue is worked', () => {
  it('stays in its row: the rows above it do not move down under the selected job', async () => {
    const { bg, synced } = syncingBackground();
    await showQueue(bg);
    fireEvent.click(document.getElementById('job-row-1')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 1'));
    // Job 2's posting was published again (its publish date is now the newest): the search lists it first.
    await synced([job(2, { title: 'Job 2, published again' }), job(4), job(3), job(1)]);
    await waitFor(() => expect(titles()).toContain('Job 2, published again'));
    expect(titles()).toEqual(['Job 4', 'Job 3', 'Job 2, published again', 'Job 1']);
    // j goes on from the selected job in the list as shown.
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 2, published again'));
  });
});

describe('new jobs held under a queue of more than a page', () => {
  it('keeps the last rows loaded and the selected job on them: the held jobs push none of them out', async () => {
    // 60 jobs, the newest first; the panel loads the first page of 50: Job 60 to Job 11.
    let jobs = Array.from({ length: 60 }, (_, i) => job(60 - i));
    let status = IDLE_SYNC;
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(jobs.length)),
      'jobs.search': ({ offset = 0, limit = 50 }) =>
        ok(
          searchResult(jobs.slice(offset, offset + limit), {
            matches: jobs.length,
            indexed: jobs.length,
            worked: { done: 0, of: jobs.length },
          }),
        ),
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}` }),
      'jobs.status': () => ok(null),
      'page.diagnose': () => ok({ board: null } as unknown as PageDiagnosis),
      'sync.status': () => ok(status),
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} />);
    await screen.findByText('Job 11');
    // The recruiter works the bottom of the page: Job 11, its last row.
    fireEvent.click(document.getElementById('job-row-11')!);
    await waitFor(() => expect(selectedTitle()).toBe('Job 11'));
    jobs = [63, 62, 61].map((id) => job(id)).concat(jobs);
    status = { ...status, state: { ...status.state, lastSuccessAt: (status.state.lastSuccessAt ?? 0) + 60_000 } };
    await syncProgress(true);
    await screen.findByRole('button', { name: '3 new jobs – Show' });
    await waitFor(() => expect(document.getElementById('queue-progress-text')?.textContent).toMatch(/^0 \w+ 63 /));
    expect(titles().slice(-3)).toEqual(['Job 13', 'Job 12', 'Job 11']);
    expect(selectedTitle()).toBe('Job 11');
  });
});
