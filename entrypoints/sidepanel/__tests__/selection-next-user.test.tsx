// @vitest-environment happy-dom
/**
 * A side panel left open through a sign-out: the job it was opened on (the last one selected) is the
 * recruiter's who left it, not the next one's who signs in there (the background removes the kept
 * selection at the session's end: panel-selection.ts).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { PageDiagnosis, SessionInfo } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, SIGNED_OUT, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');
const jobs = [3, 2, 1].map((id) => makeSummary({ id, title: `Job ${id}`, url: `https://board.example/vacature/${id}` }, id * 1000));

describe('a panel open while one recruiter signs out and another signs in', () => {
  it('opens the next one on no job of the last one', async () => {
    let session: SessionInfo = SIGNED_IN;
    const bg = fakeBackground({
      'session.get': () => ok(session),
      'jobs.count': () => ok(countResult(jobs.length)),
      'jobs.search': () => ok(searchResult(jobs)),
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}` }),
      'jobs.status': () => ok(null),
      'page.diagnose': () => ok({ board: null } as unknown as PageDiagnosis),
    });
    const sessionChanged = () =>
      act(async () => {
        await fakeBrowser.runtime.onMessage.trigger({ event: 'session.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
      });
    render(<App call={bg.call} now={() => NOW} tabs={tabsAt(null)} pages={pagesSpy()} selected={2} />);
    await waitFor(() => expect(document.querySelector('.job-row-selected')?.textContent).toContain('Job 2'));
    session = SIGNED_OUT;
    await sessionChanged();
    await screen.findByText(/Sign in to work through your feed here/);
    session = { ...SIGNED_IN, subject: 'next-recruiter' };
    await sessionChanged();
    await screen.findByText('Job 1');
    expect(document.querySelector('.job-row-selected')).toBeNull();
    expect(screen.getByText('Choose a job in the list, or press j to start at the top.')).toBeTruthy();
  });
});
