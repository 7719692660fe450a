// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import type { Job } from '@/utils/api/schemas';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { EmployerView } from '@/utils/feed/employer-view';
import type { Result, SessionInfo } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');
const JOBS = [1, 2].map((id) =>
  makeSummary({ id, title: `Job ${id}`, employer: 'Gemeente Utrecht', url: `https://board.example/v/${id}` }),
);
const DOWN = { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } } as const;
const EMPLOYER: EmployerView = {
  name: 'Gemeente Utrecht',
  jobs: 2,
  openIds: [1, 2],
  openVacancies: 2,
  reposted: 0,
  medianDaysOpen: 12,
  boards: [{ board: 'board.example', jobs: 2 }],
  open: JOBS,
};

/** Presses Try again with the focus on it, as a keyboard user does. */
async function pressTryAgain(within: HTMLElement = document.body): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Try again' });
  expect(within.contains(button)).toBe(true);
  button.focus();
  fireEvent.click(button);
}

describe('the side panel after Try again', () => {
  it('keeps the focus on Try again when the session fails again, and puts it on the heading once the panel shows', async () => {
    let session: Result<SessionInfo> = DOWN;
    const bg = fakeBackground({
      'session.get': () => session,
      'jobs.count': () => ok(countResult(2)),
      'jobs.search': () => ok(searchResult(JOBS)),
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} snapshot={null} />);
    await pressTryAgain();
    await waitFor(() => expect(bg.of('session.get').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    session = ok(SIGNED_IN);
    await pressTryAgain();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Work queue' });
    await screen.findByText('Job 1');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("on an employer: on Try again when the read fails again, on the employer's heading once it shows", async () => {
    let employer: Result<EmployerView | null> = DOWN;
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.employer': () => employer });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} snapshot={null} employerOf={1} />);
    await pressTryAgain();
    await waitFor(() => expect(bg.of('jobs.employer')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    employer = ok(EMPLOYER);
    await pressTryAgain();
    const heading = await screen.findByRole('heading', { level: 2, name: /Gemeente Utrecht/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("on the selected job: on Try again when its record fails again, on the job's heading once it shows", async () => {
    let record: Result<Job> = DOWN;
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(2)),
      'jobs.search': () => ok(searchResult(JOBS)),
      'jobs.get': () => record,
      'jobs.local': () => ok(null),
      'jobs.status': () => ok(null),
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} snapshot={null} />);
    await screen.findByText('Job 1');
    fireEvent.keyDown(document.body, { key: 'j' });
    const details = screen.getByRole('region', { name: 'Selected job' });
    await pressTryAgain(details);
    await waitFor(() => expect(bg.of('jobs.get')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(within(details).getByRole('button', { name: 'Try again' })));
    record = ok({ ...parseJob(fullJob), id: 1, title: 'Job 1' });
    await pressTryAgain(details);
    const heading = await within(details).findByRole('heading', { name: 'Job 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
