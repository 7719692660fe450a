// @vitest-environment happy-dom
/**
 * A mark set on one posting of a vacancy marks its postings on other boards (MarkedVacancies.with):
 * their open views follow, as a view of the posting marked does.
 */
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedIndex } from '@/utils/feed/feed-index';
import { freshDbName, makeJob, makeSummary } from '@/utils/feed/__tests__/helpers';
import { sessionlessPopupView } from '@/utils/background/__tests__/popup-view';
import { App } from '../App';
import { fakeBackground, ok } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const fields = (id: number, url: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Medewerker Klantenservice (m/v)',
  employer: 'Acme B.V.',
  city: 'Utrecht',
  url,
  publishDate: '2026-03-10T09:00:00Z',
  createdDate: '2026-03-09T09:00:00Z',
  status: 'OPEN',
  ...extra,
});

describe('a mark set on one posting of a vacancy', () => {
  it("reaches the open card of the vacancy's posting on another board", async () => {
    const index = await FeedIndex.open(freshDbName());
    await index.putMany(
      [
        makeSummary(fields(1, 'https://www.linkedin.com/jobs/view/3912345678/')),
        makeSummary(fields(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { publishDate: '2026-03-14T09:00:00Z' })),
      ],
      1,
    );
    expect((await index.marks.with(1)).sort()).toEqual([1, 2]);
    const view = sessionlessPopupView(index, () => Date.parse('2026-04-01T00:00:00Z'));
    // The card on the Indeed posting (job 2), in one tab.
    const job2 = makeJob(fields(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef'));
    const bg = fakeBackground({
      'overlay.job': () => ok(job2),
      'overlay.status': async () => ok(await view.status(2)),
      'overlay.notes': () => ok({ job: '', employer: '', employerName: null }),
      'overlay.vacancy': async () => ok(await view.vacancy(2)),
    });
    render(
      <App
        call={bg.call}
        params={{ ticket: 'abcdefghijklmnop1234', anchor: 'bottom-right' }}
        now={() => Date.parse('2026-04-01T00:00:00Z')}
        frameSize={() => [340, 212]}
      />,
    );
    await screen.findByText('In your feed');
    await waitFor(() => expect(bg.of('overlay.status')).toHaveLength(1));

    // In another tab, the recruiter shortlists the LinkedIn posting (job 1) of the same vacancy.
    await view.setStatus(1, 'shortlisted');
    expect(await view.status(2)).toBe('shortlisted');
    // The card of job 2 follows: its vacancy was just marked.
    await waitFor(() => expect(document.querySelector('.eyebrow')?.textContent).toBe('In your feed · Shortlisted'));
    // As it follows a mark set on its own job.
    await view.setStatus(2, 'handled');
    await waitFor(() => expect(document.querySelector('.eyebrow')?.textContent).toBe('In your feed · Handled'));
    index.close();
  });
});
