// @vitest-environment happy-dom
/**
 * The side panel paints the queue from the popup's saved feed (popup-snapshot.ts) before the
 * background answers, as the popup does: opened while the worker is asleep or busy, it does not sit
 * on "Loading…" for two round trips to it. "This page", asked before the first render, is in it too.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { PageDiagnosis, SessionInfo } from '@/utils/messaging/contract';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { TabsPort } from '@/utils/ui/feed/use-this-page';
import { makeSummary, storedSearch } from '@/utils/feed/__tests__/helpers';
import {
  API,
  SIGNED_IN,
  SIGNED_OUT,
  countResult,
  fakeBackground,
  ok,
  searchResult,
  never,
  silentBackground,
} from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '@/entrypoints/sidepanel/App';

afterEach(cleanup);

const tabs: TabsPort = { active: async () => null, recheck: vi.fn(async () => undefined), reload: vi.fn(async () => undefined) };
const pages = { options: vi.fn(), signIn: vi.fn(), posting: vi.fn(), job: vi.fn() };
const jobs = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => makeSummary({ id: from + i, title: `Job ${from + i}`, url: `https://board.example/${from + i}` }));

function snapshot(extra: Partial<PopupSnapshot> = {}): PopupSnapshot {
  return {
    subject: 'demo',
    apiBaseUrl: API,
    count: { count: 4321, countedAt: 1 },
    jobs: jobs(3),
    matches: 4321,
    indexed: 4321,
    lastVisit: 2_000,
    savedAt: 1,
    ...extra,
  };
}

describe('side panel, painted from the saved feed', () => {
  it('paints the count and the queue in its first render, before the background answers at all', () => {
    const bg = silentBackground();
    const loadSnapshot = vi.fn(async () => snapshot());
    render(<App call={bg.call} tabs={tabs} pages={pages} snapshot={snapshot()} loadSnapshot={loadSnapshot} />);
    expect(screen.getByText('4,321 jobs in your feed')).toBeTruthy();
    expect(screen.getByText('Job 1')).toBeTruthy();
    expect(screen.getByText('Job 3')).toBeTruthy();
    expect(screen.getByText('Signed in as demo')).toBeTruthy();
    expect(loadSnapshot).not.toHaveBeenCalled();
  });

  it('fills in a snapshot read after the first render', async () => {
    const bg = silentBackground();
    render(<App call={bg.call} tabs={tabs} pages={pages} loadSnapshot={async () => snapshot()} />);
    expect(await screen.findByText('Job 2')).toBeTruthy();
    expect(screen.getByText('4,321 jobs in your feed')).toBeTruthy();
  });

  it("gives way to the background's answers: its jobs, its count", async () => {
    let answerSearch!: () => void;
    const searched = new Promise<void>((resolve) => (answerSearch = resolve));
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(1234)),
      'jobs.search': async () => {
        await searched;
        return ok(searchResult(jobs(2, 100)));
      },
    });
    render(<App call={bg.call} tabs={tabs} pages={pages} snapshot={snapshot()} />);
    expect(screen.getByText('Job 1')).toBeTruthy();
    expect(await screen.findByText('1,234 jobs in your feed')).toBeTruthy();
    answerSearch();
    expect(await screen.findByText('Job 100')).toBeTruthy();
    expect(screen.queryByText('Job 1')).toBeNull();
  });

  it("shows no feed once the session turns out ended, nor another user's snapshot", async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'jobs.count': never, 'jobs.search': never });
    render(<App call={bg.call} tabs={tabs} pages={pages} snapshot={snapshot()} />);
    expect(await screen.findByText(/Sign in to work through your feed here/)).toBeTruthy();
    expect(screen.queryByText('Job 1')).toBeNull();
    cleanup();

    const other = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.count': never, 'jobs.search': never });
    render(<App call={other.call} tabs={tabs} pages={pages} loadSnapshot={async () => snapshot({ subject: 'someone-else' })} />);
    await screen.findByText('Signed in as demo');
    expect(screen.queryByText('Job 1')).toBeNull();
  });

  it("opened from a saved search's notification, ends on that search's new jobs though the saved feed painted first", async () => {
    const saved = storedSearch('search-0001', 'utrecht', { name: 'Utrecht' });
    let answerFirst!: () => void;
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(3)),
      // The panel's first search (the whole queue) answers last, after the notification's.
      'jobs.search': async ({ filters }) => {
        if (filters.ids) return ok(searchResult(jobs(3).filter((job) => filters.ids!.includes(job.id))));
        await first;
        return ok(searchResult(jobs(3)));
      },
      'searches.list': () => ok([{ ...saved, unseen: [1, 3] }]),
      'searches.seen': () => ok([{ ...saved, unseen: [] }]),
    });
    render(<App call={bg.call} tabs={tabs} pages={pages} snapshot={snapshot()} alertSearch="search-0001" />);
    const titles = () => [...document.querySelectorAll('.job-list .job-title')].map((title) => title.textContent);
    await waitFor(() => expect(titles()).toEqual(['Job 1', 'Job 3']));
    // The late answer, and every step after it (the fake background answers without timers), run
    // before a timer of 0 ms: the list is looked at once they have.
    await act(async () => {
      answerFirst();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(bg.of('jobs.search').filter((request) => !request.filters.ids)).toHaveLength(1);
    expect(titles()).toEqual(['Job 1', 'Job 3']);
  });

  it('shows "This page" as asked before the first render in that render, until the answer asked at mount', async () => {
    const bg = silentBackground();
    const diagnosis: PageDiagnosis = {
      board: { id: 'demo', name: 'Demo board', patterns: ['*://board.example/*'] },
      boardOn: true,
      access: true,
      postingId: '2',
      checkedAt: Date.now(),
      job: jobs(1, 2)[0]!,
      hidden: false,
      signedIn: true,
      lastSyncAt: Date.now(),
      indexed: 3,
    };
    const thisPage = { kind: 'known', tab: { id: 9, url: 'https://board.example/2' }, diagnosis } as const;
    const onPosting: TabsPort = { ...tabs, active: async () => thisPage.tab };
    render(<App call={bg.call} tabs={onPosting} pages={pages} snapshot={snapshot()} thisPage={thisPage} />);
    const steps = screen.getByRole('region', { name: 'This page' });
    expect(within(steps).getByText('Posting id in the address: 2')).toBeTruthy();
    expect(within(steps).getByRole('button', { name: 'Job 2' })).toBeTruthy();
    await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(1));
    expect(within(steps).getByText('Posting id in the address: 2')).toBeTruthy();
    // Asked again (the tab may have moved on before the page listened): what it showed stays meanwhile.
    expect(bg.of('page.diagnose')).toEqual([{ type: 'page.diagnose', url: 'https://board.example/2' }]);
  });

  it('paints no saved feed from before a session ended for a sign-in after it (the panel stays open for hours)', async () => {
    let session: SessionInfo = SIGNED_IN;
    let answering = true;
    const bg = fakeBackground({
      'session.get': () => ok(session),
      'jobs.count': () => (answering ? ok(countResult(1234)) : never()),
      'jobs.search': () => (answering ? ok(searchResult(jobs(1, 100))) : never()),
      'searches.list': () => ok([]),
      'page.diagnose': never,
    });
    const sessionChanged = () =>
      act(async () => {
        await fakeBrowser.runtime.onMessage.trigger({ event: 'session.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
      });
    render(<App call={bg.call} tabs={tabs} pages={pages} snapshot={snapshot()} />);
    expect(await screen.findByText('Job 100')).toBeTruthy();
    // The session ends (the background removes the saved feed then); later the recruiter signs in again.
    session = SIGNED_OUT;
    await sessionChanged();
    expect(await screen.findByText(/Sign in to work through your feed here/)).toBeTruthy();
    answering = false;
    session = SIGNED_IN;
    await sessionChanged();
    await waitFor(() => expect(screen.queryByText(/Sign in to work through/)).toBeNull());
    expect(screen.queryByText('4,321 jobs in your feed')).toBeNull();
    expect(screen.queryByText('Job 1')).toBeNull();
  });
});
