// @vitest-environment happy-dom
/**
 * The side panel's queue worked from the keyboard as a recruiter (and a screen reader) does: where
 * the focus and the selection go after a mark, a move or Home/End, what is said, and keys held down.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { JobStatus } from '@/utils/feed/job-status';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult, type Script } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');
const EMPLOYERS: Record<number, string> = { 2: 'Rabobank' };
const NOWHERE = tabsAt(null);

/**
 * Jobs 1..count of the queue, with the marks kept as the background keeps them; a search with "Hide
 * handled and not relevant jobs" leaves the marked ones out, as the index does.
 */
function queueBackground(count: number, script: Script = {}) {
  const marks: Record<number, JobStatus> = {};
  const jobs = Array.from({ length: count }, (_, i) =>
    makeSummary({
      id: i + 1,
      title: `Job ${i + 1}`,
      employer: EMPLOYERS[i + 1] ?? 'Gemeente Utrecht',
      url: `https://board.example/vacature/${i + 1}`,
    }),
  );
  return fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(count)),
    'jobs.search': ({ filters }) =>
      ok(
        searchResult(
          jobs.filter((job) => !(filters.hideDone && marks[job.id])),
          { statuses: { ...marks }, worked: { done: 0, of: count } },
        ),
      ),
    'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}`, employer: EMPLOYERS[id] ?? 'Gemeente Utrecht' }),
    'jobs.status': ({ id }) => ok(marks[id] ?? null),
    'jobs.setStatus': ({ id, status }) => {
      if (status) marks[id] = status;
      else delete marks[id];
      return ok(status);
    },
    'page.diagnose': () => ok({ board: null } as unknown as PageDiagnosis),
    ...script,
  });
}

async function showQueue(bg: ReturnType<typeof queueBackground>, count: number, { hideDone = false, pages = pagesSpy() } = {}) {
  render(
    <App
      call={bg.call}
      now={() => NOW}
      tabs={NOWHERE}
      pages={pages}
      savedSearch={hideDone ? { query: '', filters: { hideDone } } : undefined}
    />,
  );
  await screen.findByText(`Job ${count}`);
  return pages;
}

const details = () => screen.getByRole('region', { name: 'Selected job' });
const selectedTitle = () => document.querySelector('.job-row-selected .job-title')?.textContent;

/** The selected job's mark button `name`, once it can be pressed. */
async function markButton(name: string) {
  const button = await within(details()).findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

/** The text of every live region (role status or alert, aria-live polite or assertive) on the page. */
const spoken = () =>
  Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]'))
    .map((region) => region.textContent?.trim())
    .filter(Boolean);

describe('the queue with "Hide handled and not relevant jobs"', () => {
  it('moves on from a job marked handled to the one after it, not back to the top of the queue', async () => {
    const bg = queueBackground(4);
    const pages = await showQueue(bg, 4, { hideDone: true });
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 1'));
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 2'));
    expect((await markButton('Handled')).getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(document.body, { key: 'h' });
    // The handled job leaves the list.
    await waitFor(() => expect(document.getElementById('job-row-2')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(pages.posting.mock.calls.length).toBe(3));
    expect(pages.posting.mock.calls.at(-1)).toEqual(['https://board.example/vacature/3']);
    expect(selectedTitle()).toBe('Job 3');
  });

  it('keeps the focus with the job when its focused row is marked handled and leaves the list: on its heading in the details, not on the body', async () => {
    await showQueue(queueBackground(4), 4, { hideDone: true });
    const first = document.getElementById('job-row-1')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 2'));
    expect(document.activeElement?.id).toBe('job-row-2');
    expect((await markButton('Handled')).getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    await waitFor(() => expect(document.getElementById('job-row-2')).toBeNull());
    // Not on the page's body, where a screen reader is left nowhere; not on another row either, where
    // h would be heard as marking that row while it takes the mark off the job still selected.
    await waitFor(() =>
      expect(document.activeElement === document.body ? 'the body' : document.activeElement?.textContent?.trim()).toBe('Job 2'),
    );
    expect(document.activeElement?.closest('.selected-job')).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
  });
});

describe('the queue from the keyboard', () => {
  it("says a mark set from the keyboard: with the focus on the job's row, h must be heard, not only drawn (WCAG 4.1.3)", async () => {
    await showQueue(queueBackground(2), 2);
    const row = document.getElementById('job-row-1')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'j' });
    const handled = await markButton('Handled');
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    await waitFor(() => expect(handled.getAttribute('aria-pressed')).toBe('true'));
    expect(document.activeElement?.id).toBe('job-row-1');
    await waitFor(() => expect(spoken().join(' | ')).toContain('Job 1: Handled'));
  });

  it("keeps the focus in the selected job's details when j moves on from its Status buttons, not on the page's body", async () => {
    await showQueue(queueBackground(2), 2);
    fireEvent.keyDown(document.body, { key: 'j' });
    const shortlist = await markButton('Shortlist');
    // The recruiter tabbed to the Status buttons, shortlisted the job, and moves on with j.
    shortlist.focus();
    fireEvent.click(shortlist);
    await waitFor(() => expect(shortlist.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(shortlist, { key: 'j' });
    await within(details()).findByRole('heading', { name: 'Job 2' });
    await waitFor(() =>
      expect(document.activeElement?.closest('.selected-job') ? 'in the details' : document.activeElement?.tagName).toBe('in the details'),
    );
  });

  it('marks the job whose row has the focus after Home or End: the queue follows the focus there as it does on the arrows', async () => {
    const bg = queueBackground(3);
    await showQueue(bg, 3);
    document.getElementById('job-row-1')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
    // Home: the focus (and a screen reader) is on Job 1.
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.id).toBe('job-row-1');
    await waitFor(() => expect(selectedTitle()).toBe('Job 1'));
    await within(details()).findByRole('heading', { name: 'Job 1' });
    await markButton('Handled');
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    await waitFor(() => expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: 1, status: 'handled' }]));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 3'));
  });

  it('sets a mark once for a key held down: the auto-repeat of h does not take the mark off again and put it back', async () => {
    const bg = queueBackground(2);
    await showQueue(bg, 2);
    fireEvent.keyDown(document.body, { key: 'j' });
    const handled = await markButton('Handled');
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(handled.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(handled.hasAttribute('disabled')).toBe(false));
    // Still held: the browser repeats the key about 30 times a second after half a second.
    fireEvent.keyDown(document.body, { key: 'h', repeat: true });
    fireEvent.keyDown(document.body, { key: 'j', repeat: true });
    await waitFor(() => expect(bg.of('jobs.get').length).toBeGreaterThanOrEqual(2));
    expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: 1, status: 'handled' }]);
  });

  it("does not show one employer's failed mute in the next job's details, beside another employer's Mute button", async () => {
    const failed = {
      ok: false as const,
      error: { code: 'api' as const, message: '503', api: { kind: 'server' as const, status: 503, reason: null } },
    };
    await showQueue(queueBackground(2, { 'mutes.list': () => ok([]), 'mutes.add': () => failed }), 2);
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.click(await within(details()).findByRole('button', { name: 'Mute employer' }));
    await within(details()).findByText(/The mute was not saved/);
    fireEvent.keyDown(document.body, { key: 'j' });
    await within(details()).findByRole('heading', { name: 'Job 2' });
    await within(details()).findByRole('button', { name: 'Mute employer' });
    expect(within(details()).queryByText(/The mute was not saved/)).toBeNull();
  });
});

describe('what is said of a mark that takes the job out of the list', () => {
  it('names the job marked handled under "Hide handled", not "Untitled job", once its row has left', async () => {
    await showQueue(queueBackground(3), 3, { hideDone: true });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(selectedTitle()).toBe('Job 2'));
    await markButton('Handled');
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(document.getElementById('job-row-2')).toBeNull());
    await waitFor(() => expect(spoken().join(' | ')).toContain('Job 2: Handled'));
    expect(spoken().join(' | ')).not.toContain('Untitled job');
  });
});
