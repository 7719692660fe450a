// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { CountResult, PageDiagnosis, Result, SessionInfo, SyncStatus } from '@/utils/messaging/contract';
import type { JobStatus } from '@/utils/feed/job-status';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { fullJob } from '@/test/fixtures';
import { lookUpPage, type PageLook } from '@/utils/ui/feed/use-this-page';
import { App } from '../App';
import {
  API,
  IDLE_SYNC,
  SIGNED_IN,
  SIGNED_OUT,
  countResult,
  fakeBackground,
  never,
  ok,
  searchResult,
  silentBackground,
  type Script,
} from './fake-background';
import { syncProgress } from '@/utils/ui/__tests__/background-events';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };
/** The background's word on the tab's page: a board switched on and readable, checked by its page, no feed job. */
const DIAGNOSIS: PageDiagnosis = {
  board: { id: 'demo', name: 'Demo board', patterns: ['*://board.example/*'] },
  boardOn: true,
  access: true,
  postingId: '2',
  checkedAt: 1_000,
  job: null,
  hidden: false,
  signedIn: true,
  lastSyncAt: 1_000,
  indexed: 1,
};

function jobs(n: number, from = 1, firstSeenAt = 1_000) {
  return Array.from({ length: n }, (_, i) =>
    makeSummary(
      {
        id: from + i,
        title: `Job ${from + i}`,
        employer: 'Acme',
        location: 'Utrecht',
        hoursMinimum: 36,
        hoursMaximum: 40,
        url: `https://board.example/${from + i}`,
      },
      firstSeenAt,
    ),
  );
}

function signedIn(extra: Script = {}): Script {
  return {
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(1234)),
    'jobs.search': () => ok(searchResult(jobs(3))),
    ...extra,
  };
}

async function axeViolations(container: Element) {
  const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

describe('popup, signed out', () => {
  it('shows the sign-in form, the API and why the last session ended', async () => {
    const bg = fakeBackground({ 'session.get': () => ok({ ...SIGNED_OUT, ended: { reason: 'expired', at: 1, detail: null } }) });
    const { container } = render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByText(`Signs in to ${API}`)).toBeTruthy();
    expect(screen.getByText('Your session expired. Sign in again to continue.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for host access inside the click, before any await, and explains a refusal', async () => {
    const order: string[] = [];
    const permissions: HostPermissions = {
      contains: async () => false,
      request: vi.fn(async () => {
        order.push('request');
        return false;
      }),
    };
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) });
    render(<App call={bg.call} permissions={permissions} hash="" />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    // Named as the recruiter knows it, not as an 'API'.
    await screen.findByText(
      'Your browser will ask you to allow access to api.example.com, the Job Feed server: the only server the extension talks to.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Called synchronously within the click.
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
    expect(await screen.findByText(/needs access to api.example.com/)).toBeTruthy();
    expect(bg.of('session.signIn')).toHaveLength(0);
  });

  it('signs in and switches to the feed; bad credentials are a sentence', async () => {
    let attempts = 0;
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () =>
        ++attempts === 1
          ? {
              ok: false,
              error: {
                code: 'api',
                message: 'Bad credentials',
                api: { kind: 'unauthorized', reason: 'Bad credentials', badCredentials: true },
              },
            }
          : ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(1)),
      'jobs.search': () => ok(searchResult(jobs(1))),
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('That username and password do not match. Check them and try again.');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('do not match'))!;
    // Both fields are marked with it, and the focus goes to the password.
    for (const field of [screen.getByLabelText('Username'), screen.getByLabelText('Password')]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('1 job in your feed')).toBeTruthy();
    expect(bg.of('session.signIn')[1]).toEqual({ type: 'session.signIn', username: 'demo', password: 'wrong-password', rememberMe: false });
  });

  it('never stays blank when the background does not answer', async () => {
    let answer = false;
    const bg = fakeBackground({
      'session.get': () =>
        answer ? ok(SIGNED_OUT) : { ok: false, error: { code: 'internal', message: "The extension's background did not answer (x)." } },
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong in the extension');
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('offers the options, where the API address that a failed sign-in points to is set', async () => {
    const opened = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ({
        ok: false,
        error: { code: 'api', message: 'not found', api: { kind: 'notFound', reason: null, path: true } },
      }),
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/Check the API address in the options\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Open the options' }));
    expect(opened).toHaveBeenCalledOnce();
  });

  it('speaks Dutch', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) }, { language: 'nl' });
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByLabelText('Gebruikersnaam')).toBeTruthy();
    expect(screen.getByLabelText('Wachtwoord')).toBeTruthy();
    expect(screen.getByLabelText('Onthoud mij')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opties openen' })).toBeTruthy();
  });
});

describe('popup, painted from the saved snapshot', () => {
  function snapshot(extra: Partial<PopupSnapshot> = {}): PopupSnapshot {
    return {
      subject: 'demo',
      apiBaseUrl: API,
      count: { count: 4321, countedAt: 1 },
      jobs: jobs(3, 1, Date.now() - 60 * 60_000),
      matches: 4321,
      indexed: 4321,
      lastVisit: 2_000,
      opened: [2],
      savedAt: 1,
      ...extra,
    };
  }

  it('shows the saved count and newest jobs before the background answers at all', async () => {
    const bg = silentBackground();
    render(<App call={bg.call} permissions={granted} hash="" loadSnapshot={async () => snapshot()} />);
    expect(await screen.findByText('4,321 jobs in your feed')).toBeTruthy();
    expect(screen.getByText('Job 1')).toBeTruthy();
    expect(screen.getByText('Job 3')).toBeTruthy();
    // Jobs that came in within the last day are marked new, but for the one opened since.
    expect(screen.getAllByText('New').length).toBe(2);
  });

  it('paints a snapshot read before the first render in that render', () => {
    const bg = silentBackground();
    const loadSnapshot = vi.fn(async () => snapshot());
    render(<App call={bg.call} permissions={granted} hash="" snapshot={snapshot()} loadSnapshot={loadSnapshot} />);
    expect(screen.getByText('4,321 jobs in your feed')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Signed in as demo').getAttribute('title')).toBe('Signed in as demo');
    expect(loadSnapshot).not.toHaveBeenCalled();
  });

  it('asks the background when no snapshot was found before the first render', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT) });
    render(<App call={bg.call} permissions={granted} hash="" snapshot={null} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('keeps the feed on screen when the background confirms the session, then shows its fresh answers', async () => {
    let answerSearch!: () => void;
    const searched = new Promise<void>((r) => (answerSearch = r));
    const bg = fakeBackground(
      signedIn({
        'jobs.count': () => ok(countResult(1234)),
        'jobs.search': async () => {
          await searched;
          return ok(searchResult(jobs(2, 100)));
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" loadSnapshot={async () => snapshot()} />);
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(await screen.findByText('1,234 jobs in your feed')).toBeTruthy();
    expect(screen.getByText('Job 1')).toBeTruthy();
    answerSearch();
    expect(await screen.findByText('Job 100')).toBeTruthy();
    expect(screen.queryByText('Job 1')).toBeNull();
  });

  it('fills the list from a snapshot read after the session answered, while the search is still out', async () => {
    let readSnapshot!: (value: PopupSnapshot) => void;
    const late = new Promise<PopupSnapshot>((r) => (readSnapshot = r));
    const bg = fakeBackground(signedIn({ 'jobs.search': never, 'jobs.count': never }));
    render(<App call={bg.call} permissions={granted} hash="" loadSnapshot={() => late} />);
    await screen.findByText('Signed in as demo');
    expect(screen.queryByText('Job 1')).toBeNull();
    readSnapshot(snapshot());
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.getByText('4,321 jobs in your feed')).toBeTruthy();
  });

  it("gives way to the sign-in form when the session has ended, and ignores another user's snapshot", async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'jobs.count': never, 'jobs.search': never });
    render(<App call={bg.call} permissions={granted} hash="" loadSnapshot={async () => snapshot()} />);
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByText('Job 1')).toBeNull();
    cleanup();

    const other = fakeBackground(signedIn({ 'jobs.search': never, 'jobs.count': never }));
    render(<App call={other.call} permissions={granted} hash="" loadSnapshot={async () => snapshot({ subject: 'someone-else' })} />);
    await screen.findByText('Signed in as demo');
    expect(screen.queryByText('Job 1')).toBeNull();
  });

  it('brings the warnings that come after the first paint in under the search box, never above it', async () => {
    /** What takes room above the search box: the elements before it, by tag and class. */
    const above = () => {
      const box = screen.getByRole('searchbox', { name: 'Search' });
      return [...document.querySelectorAll('.popup-main *')]
        .filter((el) => !el.contains(box) && el.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING)
        .filter((el) => !el.closest('.visually-hidden') && !el.closest('[hidden]'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
    };
    let answerSession: (value: Result<SessionInfo>) => void = () => undefined;
    let answerCount: (value: Result<CountResult>) => void = () => undefined;
    const bg = silentBackground({
      'session.get': () => new Promise((resolve) => (answerSession = resolve)),
      'jobs.count': ({ refresh }) => (refresh ? new Promise((resolve) => (answerCount = resolve)) : ok(countResult(4321))),
    });
    render(<App call={bg.call} permissions={granted} hash="" snapshot={snapshot()} />);
    const first = above();
    // The session ends in 5 minutes, and the API answers with an error, each after the first paint.
    answerSession(ok({ ...SIGNED_IN, expiringSoon: true, expiresAt: Date.now() + 5 * 60_000 }));
    await waitFor(() => expect(bg.of('jobs.count')).toHaveLength(2));
    answerCount(ok(countResult(4321, { kind: 'server', status: 503, reason: null })));
    const session = await screen.findByText(/Your session ends in 5 minutes/);
    const problem = await screen.findByText(/had a problem \(error 503\)/);
    expect(above()).toEqual(first);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    for (const notice of [session, problem]) expect(box.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('paints "This page" asked before the first render in that render, above the search box, and asks no more', async () => {
    const bg = silentBackground({
      'page.current': ({ url }) => ok(url === 'https://board.example/jobs/2' ? { job: jobs(1, 2)[0]!, hidden: false } : null),
    });
    const tabs = { active: vi.fn(async () => ({ id: 41, url: 'https://board.example/jobs/2' })), recheck: vi.fn(async () => undefined) };
    const look = await lookUpPage(bg.call, tabs);
    expect(look).toEqual({ tab: { id: 41, url: 'https://board.example/jobs/2' }, page: { job: jobs(1, 2)[0], hidden: false } });
    render(<App call={bg.call} permissions={granted} hash="" snapshot={snapshot()} tabs={tabs} thisPage={look} />);
    const region = screen.getByRole('region', { name: 'This page is in your feed:' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(region.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(bg.of('popup.opened').length + bg.of('jobs.search').length).toBeGreaterThan(0));
    expect(bg.of('page.current')).toHaveLength(1);
    expect(tabs.active).toHaveBeenCalledTimes(1);

    // Known to be none before the first render: no bar, and not asked again either.
    cleanup();
    const none = fakeBackground(signedIn({ 'page.current': () => ok(null) }));
    const other = { active: vi.fn(async () => ({ id: 1, url: 'https://example.com/' })), recheck: vi.fn() };
    expect(await lookUpPage(none.call, other)).toBeNull();
    expect(await lookUpPage(none.call, { active: () => Promise.reject(new Error('no tabs')), recheck: vi.fn() })).toBeNull();
    render(<App call={none.call} permissions={granted} hash="" tabs={other} thisPage={null} />);
    await screen.findByText('Job 1');
    expect(none.of('page.current')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /This page/ })).toBeNull();
  });
});

describe('popup, signed in', () => {
  it('paints the stored count and newest jobs, marks new ones, then records the visit', async () => {
    const hour = 60 * 60_000;
    // New: came in an hour ago. Not new: opened since, or in the feed's first load, or two days old.
    const list = [
      ...jobs(1, 1, Date.now() - hour),
      ...jobs(1, 2, Date.now() - hour),
      ...jobs(1, 3, 0),
      ...jobs(1, 4, Date.now() - 48 * hour),
    ];
    const bg = fakeBackground(signedIn({ 'jobs.search': () => ok(searchResult(list, { lastVisit: 2_000, opened: [2] })) }));
    const { container } = render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('1,234 jobs in your feed')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, false, false, false]);
    // Opening a job ends its mark at once, before the background's next answer.
    fireEvent.click(within(items[0]!).getByText('Job 1'));
    fireEvent.click(await screen.findByRole('button', { name: /Back to the list/ }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).queryByText('New')).toBeNull());
    await waitFor(() => expect(bg.of('popup.opened')).toHaveLength(1));
    const order = bg.calls.map((c) => c.type);
    expect(order.indexOf('popup.opened')).toBeGreaterThan(order.indexOf('jobs.search'));
    await waitFor(() => expect(bg.of('jobs.count').map((c) => c.refresh)).toEqual([false, true]));
    expect(bg.of('jobs.search')[0]).toEqual({ type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 50 });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('formats the count in Dutch', async () => {
    const bg = fakeBackground(signedIn(), { language: 'nl' });
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('1.234 vacatures in je feed')).toBeTruthy();
    expect(screen.getByLabelText('Zoeken')).toBeTruthy();
  });

  it('keeps the last known count and jobs when the API is down, saying when they were synced', async () => {
    const bg = fakeBackground(
      signedIn({
        'jobs.count': ({ refresh }) => ok(refresh ? countResult(1234, { kind: 'network', message: 'Failed to fetch' }) : countResult(1234)),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText(/cannot be reached/)).toBeTruthy();
    expect(screen.getByText('1,234 jobs in your feed')).toBeTruthy();
    expect(screen.getByText(/Showing what was last synced \(5 minutes ago\)/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('retries on opening once the API answers again: the outage message goes and a failed sync runs again', async () => {
    const outage = { kind: 'network', message: 'Failed to fetch' } as const;
    let status: SyncStatus = {
      ...IDLE_SYNC,
      state: { ...IDLE_SYNC.state, status: 'failed', error: outage },
      apiReachable: false,
      apiError: outage,
    };
    const bg = fakeBackground(
      signedIn({
        // The background answers from what it last saw until a request reaches the API again.
        'sync.status': () => ok(status),
        'jobs.count': ({ refresh }) => {
          if (refresh) status = { ...status, apiReachable: true, apiError: null };
          return ok(countResult(1234));
        },
        'sync.now': () => {
          status = { ...status, state: { ...status.state, status: 'idle', error: null, lastSuccessAt: Date.now() } };
          return ok(status);
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(bg.of('sync.now')).toEqual([{ type: 'sync.now', full: false }]));
    await waitFor(() => expect(screen.queryByText(/cannot be reached|could not finish/)).toBeNull());
    expect(screen.getByText('1,234 jobs in your feed')).toBeTruthy();
  });

  it('leaves a failed sync alone on opening while the API still cannot be reached', async () => {
    const outage = { kind: 'network', message: 'Failed to fetch' } as const;
    const status: SyncStatus = {
      ...IDLE_SYNC,
      state: { ...IDLE_SYNC.state, status: 'failed', error: outage },
      apiReachable: false,
      apiError: outage,
    };
    const bg = fakeBackground(
      signedIn({
        'sync.status': () => ok(status),
        'jobs.count': ({ refresh }) => ok(refresh ? countResult(1234, outage) : countResult(1234)),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText(/cannot be reached/)).toBeTruthy();
    await waitFor(() => expect(bg.of('jobs.count')).toHaveLength(2));
    expect(bg.of('sync.now')).toEqual([]);
  });

  it('opens with the search left in this browser session, and keeps the next one', async () => {
    const bg = fakeBackground(signedIn({ 'jobs.search': ({ query }) => ok(searchResult(query ? jobs(1, 9) : jobs(3))) }));
    render(<App call={bg.call} permissions={granted} hash="" savedSearch={{ query: 'planner', filters: { hideClosed: true } }} />);
    expect(((await screen.findByLabelText('Search')) as HTMLInputElement).value).toBe('planner');
    expect(await screen.findByText('Job 9')).toBeTruthy();
    expect(bg.of('jobs.search')[0]).toMatchObject({ query: 'planner', filters: { hideClosed: true } });
    expect((screen.getByLabelText('Hide closed jobs') as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'planner zwolle' } });
    await waitFor(async () =>
      expect(await fakeBrowser.storage.session.get('popupSearch')).toEqual({
        popupSearch: { query: 'planner zwolle', filters: { hideClosed: true } },
      }),
    );
  });

  it('filters to the jobs new since the last visit', async () => {
    const bg = fakeBackground(signedIn({ 'jobs.search': () => ok(searchResult(jobs(3), { lastVisit: 77_000 })) }));
    render(<App call={bg.call} permissions={granted} hash="" />);
    const only = (await screen.findByLabelText('Only jobs new since my last visit')) as HTMLInputElement;
    fireEvent.click(only);
    await waitFor(() => expect(bg.of('jobs.search').at(-1)?.filters).toEqual({ seenAfter: 77_000 }));
    expect(screen.getByText('Filters (1 on)')).toBeTruthy();
    fireEvent.click(only);
    await waitFor(() => expect(bg.of('jobs.search').at(-1)?.filters).toEqual({}));
  });

  it('searches the local index as the user types, with filters and paging', async () => {
    const facets = {
      provinces: ['UTRECHT'],
      categories: [{ value: 'ICT', en: 'IT', nl: 'ICT' }],
      employmentTypes: ['INTERIM'],
      seniorityLevels: ['SENIOR'],
      freelancerAllowed: ['YES'],
    };
    const bg = fakeBackground(
      signedIn({
        'jobs.facets': () => ok(facets),
        'jobs.search': ({ query, offset }) => ok(query ? searchResult(jobs(50, offset + 1), { matches: 120 }) : searchResult(jobs(3))),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('Job 1');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'j' } });
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'job' } });
    expect(await screen.findByText('120 matches')).toBeTruthy();
    expect(bg.of('jobs.search').filter((c) => c.query === 'j')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
    expect(bg.of('jobs.search').at(-1)).toMatchObject({ query: 'job', offset: 50, limit: 50 });

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'ICT' } });
    await waitFor(() => expect(bg.of('jobs.search').at(-1)).toMatchObject({ query: 'job', filters: { categories: ['ICT'] }, offset: 0 }));
    expect(within(screen.getByLabelText('Category')).getByText('IT')).toBeTruthy();
  });

  it('keeps the focus in the list when Load more brings the last page and goes: on the first row it brought', async () => {
    const all = Array.from({ length: 60 }, (_, i) => makeSummary({ id: 1 + i, title: `Job ${i + 1}` }));
    const bg = fakeBackground(
      signedIn({ 'jobs.search': ({ offset, limit }) => ok(searchResult(all.slice(offset, offset + limit), { matches: 60, indexed: 60 })) }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    await screen.findByText('Job 60');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    // The first row of the last page (rows 51-60).
    expect(bg.of('jobs.search').at(-1)).toMatchObject({ offset: 50 });
    await waitFor(() => expect(document.activeElement?.closest('li')?.textContent).toContain('Job 51'));
  });

  it('says so when nothing matches or the feed is empty', async () => {
    const bg = fakeBackground(signedIn({ 'jobs.search': ({ query }) => ok(query ? searchResult([], { indexed: 3 }) : searchResult([])) }));
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText(/No jobs in your feed yet/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No jobs match your search and filters.')).toBeTruthy();
  });

  it('opens a job, shows it, and goes back with Escape', async () => {
    const bg = fakeBackground(signedIn({ 'jobs.get': () => ok(parseJob(fullJob)) }));
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 2'));
    expect(await screen.findByRole('heading', { name: 'Interim Projectleider Digitale Transformatie' })).toBeTruthy();
    expect(bg.of('jobs.get')).toEqual([{ type: 'jobs.get', id: 2 }]);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Interim Projectleider Digitale Transformatie' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('job-row-2'));
  });

  it("opening a second job focuses its way back while it loads, never the first job's heading", async () => {
    const title = 'Interim Projectleider Digitale Transformatie';
    let answerSecond: (() => void) | null = null;
    const bg = fakeBackground(
      signedIn({
        'jobs.get': ({ id }) =>
          id === 1
            ? ok(parseJob(fullJob))
            : new Promise((resolve) => (answerSecond = () => resolve(ok({ ...parseJob(fullJob), id, title: 'Second' })))),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 1'));
    await screen.findByRole('heading', { name: title });
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    await waitFor(() => expect(document.activeElement?.id).toBe('job-row-1'));
    const focused: string[] = [];
    document.addEventListener('focusin', (event) => focused.push((event.target as HTMLElement).textContent ?? ''));

    fireEvent.click(screen.getByText('Job 2'));
    await waitFor(() => expect(bg.of('jobs.get')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Back to the list/));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    answerSecond!();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second' })));
    expect(focused).not.toContain(title);
  });

  it("offline, a job's details show what the local index holds, with full details unavailable", async () => {
    const bg = fakeBackground(
      signedIn({
        'jobs.get': () => ({ ok: false, error: { code: 'api', message: 'x', api: { kind: 'network', message: 'Failed to fetch' } } }),
        'jobs.local': ({ id }) => ok(jobs(1, id)[0]!),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 2'));
    expect(
      await screen.findByText(/^Full details unavailable\. The Job Feed server cannot be reached\. Check your internet connection/),
    ).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 2, name: 'Job 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('region', { name: 'What the extension keeps of this job' })).toBeTruthy();
    expect(bg.of('jobs.local')).toEqual([{ type: 'jobs.local', id: 2 }]);
    expect(screen.getByText('Details').closest('details')!.textContent).toContain(
      'https://api.example.com: Network error: Failed to fetch',
    );
  });

  it('shows the active tab\'s feed job as "This page", opens it, and shows its hidden card again', async () => {
    const tabs = { active: vi.fn(async () => ({ id: 41, url: 'https://board.example/jobs/2' })), recheck: vi.fn(async () => undefined) };
    const bg = fakeBackground(
      signedIn({
        'page.current': ({ url }) => ok(url === 'https://board.example/jobs/2' ? { job: jobs(1, 2)[0]!, hidden: true } : null),
        'cards.show': () => ok([]),
        'jobs.get': () => ok(parseJob(fullJob)),
      }),
    );
    const { container } = render(<App call={bg.call} permissions={granted} hash="" tabs={tabs} />);
    const region = await screen.findByRole('region', { name: 'This page is in your feed:' });
    expect(within(region).getByText('You hid its card.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    const status = within(region).getByRole('status');
    expect(status.textContent).toBe('');
    const show = within(region).getByRole('button', { name: 'Show the card again' });
    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(tabs.recheck).toHaveBeenCalledWith(41));
    expect(bg.of('cards.show')).toEqual([{ type: 'cards.show', id: 2 }]);
    // Said in the status that was there all along; the button gone, the focus on the job.
    expect(within(region).getByRole('status')).toBe(status);
    expect(status.textContent).toBe('The card is back on this page.');
    expect(within(region).queryByRole('button', { name: 'Show the card again' })).toBeNull();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Job 2' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Job 2' }));
    await waitFor(() => expect(bg.of('jobs.get')).toEqual([{ type: 'jobs.get', id: 2 }]));
  });

  it('shows no "This page" where the active tab is not a feed job, or cannot be read', async () => {
    const bg = fakeBackground(signedIn({ 'page.current': () => ok(null) }));
    render(
      <App
        call={bg.call}
        permissions={granted}
        hash=""
        tabs={{ active: async () => ({ id: 1, url: 'https://example.com/' }), recheck: vi.fn() }}
      />,
    );
    await screen.findByText('Job 1');
    await waitFor(() => expect(bg.of('page.current')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /This page/ })).toBeNull();
    cleanup();
    const quiet = fakeBackground(signedIn());
    render(<App call={quiet.call} permissions={granted} hash="" tabs={{ active: async () => null, recheck: vi.fn() }} />);
    await screen.findByText('Job 1');
    expect(quiet.of('page.current')).toEqual([]);
  });

  it('shows "This page" once a sync that ended brought the tab\'s job, before the page found it', async () => {
    // The page checked before the run and found nothing: the background's page.current stays empty
    // until it checks again; only its diagnosis, from the index, knows the job the run brought.
    const job = jobs(1, 2)[0]!;
    let diagnosis: PageDiagnosis = { ...DIAGNOSIS, job: null };
    const tabs = { active: vi.fn(async () => ({ id: 41, url: 'https://board.example/jobs/2' })), recheck: vi.fn(async () => undefined) };
    const bg = fakeBackground(signedIn({ 'page.current': () => ok(null), 'page.diagnose': () => ok(diagnosis) }));
    render(<App call={bg.call} permissions={granted} hash="" tabs={tabs} />);
    await waitFor(() => expect(bg.of('page.current')).toHaveLength(1));
    // With no job known, the opening asks the diagnosis too (its board's access, this-page-access.test.tsx).
    await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(1));

    // Progress asks nothing; a run that ends without the job shows nothing.
    await syncProgress(false);
    await syncProgress(true);
    await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'This page is in your feed:' })).toBeNull();
    expect(tabs.recheck).not.toHaveBeenCalled();

    // The run's end, having brought the job, shows it. The page itself is told by the background (notifier.ts).
    diagnosis = { ...DIAGNOSIS, job };
    await syncProgress(true);
    const region = await screen.findByRole('region', { name: 'This page is in your feed:' });
    expect(within(region).getByRole('button', { name: 'Job 2' })).toBeTruthy();
    // Once found, later runs leave it be (the fake background answers within the task: one task later, any ask would show).
    await syncProgress(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bg.of('page.diagnose')).toHaveLength(3);
    expect(bg.of('page.current')).toHaveLength(1);
    expect(tabs.recheck).not.toHaveBeenCalled();
  });

  it('shows no job a sync brought for a page whose board is off or not readable, and tells it nothing', async () => {
    const job = jobs(1, 2)[0]!;
    for (const closed of [{ boardOn: false }, { access: false }]) {
      const tabs = { active: vi.fn(async () => ({ id: 41, url: 'https://board.example/jobs/2' })), recheck: vi.fn(async () => undefined) };
      const bg = fakeBackground(signedIn({ 'page.current': () => ok(null), 'page.diagnose': () => ok({ ...DIAGNOSIS, job, ...closed }) }));
      render(<App call={bg.call} permissions={granted} hash="" tabs={tabs} />);
      await waitFor(() => expect(bg.of('page.current')).toHaveLength(1));
      // The opening's diagnosis (no job known), then the run's end's.
      await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(1));
      await syncProgress(true);
      await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region', { name: 'This page is in your feed:' })).toBeNull();
      expect(tabs.recheck).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('marks a job from its details (Shortlist, Handled, Not relevant as toggles), and the list shows the mark', async () => {
    const marks: Record<number, JobStatus> = {};
    const bg = fakeBackground(
      signedIn({
        'jobs.get': () => ok(parseJob(fullJob)),
        'jobs.status': ({ id }) => ok(marks[id] ?? null),
        'jobs.setStatus': ({ id, status }) => {
          if (status === null) delete marks[id];
          else marks[id] = status;
          return ok(status);
        },
        'jobs.search': ({ filters }) =>
          ok(
            searchResult(
              jobs(3).filter((job) => !(filters.hideDone && marks[job.id] === 'handled')),
              { statuses: { ...marks } },
            ),
          ),
      }),
    );
    const { container } = render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 2'));
    const group = await screen.findByRole('group', { name: 'Status' });
    const shortlist = within(group).getByRole('button', { name: 'Shortlist' });
    await waitFor(() => expect(shortlist.getAttribute('aria-disabled')).toBe('false'));
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Shortlist', 'false'],
      ['Handled', 'false'],
      ['Not relevant', 'false'],
    ]);
    fireEvent.click(shortlist);
    await waitFor(() => expect(shortlist.getAttribute('aria-pressed')).toBe('true'));
    expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: 2, status: 'shortlisted' }]);
    expect(await axeViolations(container)).toEqual([]);
    // Handled replaces it; the row says so and steps back.
    fireEvent.click(within(group).getByRole('button', { name: 'Handled' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Handled' }).getAttribute('aria-pressed')).toBe('true'));
    expect(shortlist.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    const row = (await screen.findByText('Job 2')).closest('.job-row')!;
    expect(row.classList.contains('job-row-done')).toBe(true);
    expect(within(row as HTMLElement).getByText('Handled')).toBeTruthy();
    // A filter leaves handled and not relevant jobs out.
    fireEvent.click(screen.getByLabelText('Hide handled and not relevant jobs'));
    await waitFor(() => expect(bg.of('jobs.search').at(-1)?.filters).toEqual({ hideDone: true }));
    await waitFor(() => expect(screen.queryByText('Job 2')).toBeNull());
  });

  it('shows the marks in Dutch', async () => {
    const bg = fakeBackground(
      signedIn({ 'jobs.search': () => ok(searchResult(jobs(3), { statuses: { 1: 'shortlisted', 2: 'notRelevant' } })) }),
      { language: 'nl' },
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('Op shortlist')).toBeTruthy();
    expect(screen.getByText('Niet relevant')).toBeTruthy();
  });

  it('opens the job named in the hash, and says when it left the feed', async () => {
    const bg = fakeBackground(
      signedIn({ 'jobs.get': () => ({ ok: false, error: { code: 'api', message: 'x', api: { kind: 'notFound', reason: null } } }) }),
    );
    render(<App call={bg.call} permissions={granted} hash="#job=99" />);
    expect(await screen.findByText('This job is no longer in the feed.')).toBeTruthy();
    expect(bg.of('jobs.get')).toEqual([{ type: 'jobs.get', id: 99 }]);
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    expect(await screen.findByText('Job 1')).toBeTruthy();
  });

  it('drops its complaint about the API once a sync succeeds, even one it never saw running', async () => {
    let status = IDLE_SYNC;
    const bg = fakeBackground(
      signedIn({
        'jobs.count': ({ refresh }) => ok(refresh ? countResult(1234, { kind: 'server', status: 503, reason: null }) : countResult(1234)),
        'sync.status': () => ok(status),
        'sync.now': () => {
          // Done before the popup asks again: it never sees the run as running.
          status = { ...IDLE_SYNC, state: { ...IDLE_SYNC.state, lastSuccessAt: Date.now() } };
          return ok(IDLE_SYNC);
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText(/had a problem \(error 503\)/)).toBeTruthy();
    // The address and the technical detail, one click away.
    expect(screen.getByText('Details').closest('details')!.textContent).toContain('https://api.example.com: Server error 503');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.queryByText(/had a problem \(error 503\)/)).toBeNull(), { timeout: 5_000 });
    expect(screen.queryByText('Details')).toBeNull();
    expect(screen.getByText('1,234 jobs in your feed')).toBeTruthy();
  });

  it("refreshes its list at a sync's end without asking the worker to read every row, and reads the filters' values when they are opened", async () => {
    const facets = { provinces: ['UTRECHT'], categories: [], employmentTypes: [], seniorityLevels: [], freelancerAllowed: [] };
    let status: SyncStatus = { ...IDLE_SYNC, state: { ...IDLE_SYNC.state, status: 'running', mode: 'full', fetched: 10, expected: 20 } };
    let ended = false;
    const bg = fakeBackground(
      signedIn({
        'sync.status': () => ok(status),
        'jobs.search': () => ok(searchResult(ended ? jobs(5) : jobs(2))),
        // As the background answers with no search rows held: values for a question only.
        'jobs.facets': ({ unasked }) => ok(unasked ? null : { ...facets, provinces: ended ? ['UTRECHT'] : [] }),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('Job 2');
    await waitFor(() => expect(bg.of('jobs.facets')).toHaveLength(1));
    ended = true;
    status = { ...IDLE_SYNC, state: { ...IDLE_SYNC.state, lastSuccessAt: Date.now() } };
    // The next poll sees the run ended: the list and the values are asked as a refresh, not a question.
    expect(await screen.findByText('Job 5', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(bg.of('jobs.search').at(-1)).toMatchObject({ query: '', offset: 0, unasked: true });
    expect(bg.of('jobs.search').filter((c) => c.unasked === true)).toHaveLength(1);
    await waitFor(() => expect(bg.of('jobs.facets').at(-1)).toEqual({ type: 'jobs.facets', unasked: true }));
    // A question typed is asked as one.
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'job' } });
    await waitFor(() =>
      expect(bg.of('jobs.search').at(-1)).toEqual({ type: 'jobs.search', query: 'job', filters: {}, offset: 0, limit: 50 }),
    );
    // The values the sync left behind are read when the filters open, once.
    const filters = screen.getByText('Filters');
    expect(within(screen.getByLabelText('Province')).queryByText('Utrecht')).toBeNull();
    fireEvent.click(filters);
    expect(await within(screen.getByLabelText('Province')).findByText('Utrecht')).toBeTruthy();
    expect(bg.of('jobs.facets').at(-1)).toEqual({ type: 'jobs.facets' });
    fireEvent.click(filters);
    fireEvent.click(filters);
    await waitFor(() => expect(filters.closest('details')!.open).toBe(true));
    expect(bg.of('jobs.facets')).toHaveLength(3);
  });

  it('keeps relative times true while it stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let clock = Date.now();
      // The last sync ended a minute before opening, and stays where it is as the clock moves on.
      const lastSuccessAt = clock - 60_000;
      const bg = fakeBackground(signedIn({ 'sync.status': () => ok({ ...IDLE_SYNC, state: { ...IDLE_SYNC.state, lastSuccessAt } }) }));
      render(<App call={bg.call} permissions={granted} hash="" now={() => clock} />);
      expect(await screen.findByText(/1 minute ago/)).toBeTruthy();
      clock += 3 * 60_000;
      await vi.advanceTimersByTimeAsync(31_000);
      expect(await screen.findByText(/4 minutes ago/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows sync progress while a sync runs and offers Sync now', async () => {
    let status = IDLE_SYNC;
    const bg = fakeBackground(
      signedIn({
        'sync.status': () => ok(status),
        'sync.now': () => {
          status = { ...IDLE_SYNC, state: { ...IDLE_SYNC.state, status: 'running', mode: 'full', fetched: 4000, expected: 10000 } };
          return ok(status);
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    const syncNow = (await screen.findByRole('button', { name: 'Sync now' })) as HTMLButtonElement;
    await waitFor(() => expect(syncNow.getAttribute('aria-disabled')).toBe('false'));
    syncNow.focus();
    fireEvent.click(syncNow);
    expect(await screen.findByText('Syncing… 4,000 of 10,000')).toBeTruthy();
    // While the sync runs, the button says it cannot be pressed and takes no press, but keeps the focus.
    expect([syncNow.getAttribute('aria-disabled'), syncNow.disabled, document.activeElement]).toEqual(['true', false, syncNow]);
    fireEvent.click(syncNow);
    const progress = document.querySelector('progress')!;
    expect(progress.getAttribute('value')).toBe('4000');
    expect(progress.getAttribute('max')).toBe('10000');
    expect(bg.of('sync.now')).toEqual([{ type: 'sync.now', full: false }]);
  });

  it('warns when the session ends soon, and signs out', async () => {
    let session: SessionInfo = { ...SIGNED_IN, expiringSoon: true, expiresAt: Date.now() + 5 * 60_000 };
    const bg = fakeBackground(
      signedIn({
        'session.get': () => ok(session),
        'session.signOut': () => {
          session = { ...SIGNED_OUT, ended: { reason: 'signedOut', at: 1, detail: null } };
          return ok(session);
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText(/Your session ends in 5 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // It asks first; nothing is sent until the answer.
    expect(screen.getByRole('group', { name: 'Sign out?' })).toBeTruthy();
    expect(bg.calls.map((c) => c.type)).not.toContain('session.signOut');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('follows session.changed events from the background', async () => {
    let session = SIGNED_IN;
    const bg = fakeBackground(signedIn({ 'session.get': () => ok(session) }));
    render(<App call={bg.call} permissions={granted} hash="" />);
    await screen.findByText('1,234 jobs in your feed');
    session = { ...SIGNED_OUT, ended: { reason: 'unauthorized', at: 1, detail: null } };
    await fakeBrowser.runtime.onMessage.trigger({ event: 'session.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    expect(await screen.findByText('The server ended your session. Sign in again to continue.')).toBeTruthy();
  });
});

describe('"This page" asked before the first render, and a later sign-in in the same popup', () => {
  const job = (id: number, title: string) =>
    makeSummary({ id, title, employer: 'Acme', location: 'Utrecht', url: `https://board.example/${id}` }, 1_000);
  const tab = { id: 41, url: 'https://board.example/jobs/2' };
  const tabs = () => ({ active: vi.fn(async () => tab), recheck: vi.fn(async () => undefined) });

  it("shows no previous account's job after signing in as another account in the same popup", async () => {
    // Popup opened signed out on a posting: main.tsx's lookUpPage asked page.current, which does not
    // require a session; the index still held the previous account's job 2.
    const look: PageLook = { tab, page: { job: job(2, 'Previous account job'), hidden: true } };
    let session: SessionInfo = SIGNED_OUT;
    const bg = fakeBackground({
      'session.get': () => ok(session),
      // Signing in as another account cleared the index and the hidden cards (service.ts signIn).
      'session.signIn': () => {
        session = { ...SIGNED_IN, subject: 'other' };
        return ok(session);
      },
      'page.current': () => ok(null),
      'jobs.count': () => ok(countResult(1)),
      'jobs.search': () => ok(searchResult([job(7, 'Other account job')])),
    });
    render(<App call={bg.call} permissions={granted} hash="" tabs={tabs()} thisPage={look} />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'other' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Other account job');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Previous account job')).toBeNull();
    expect(screen.queryByRole('region', { name: /This page/ })).toBeNull();
  });

  it('shows the hidden state as it is now after the session ended and the same user signed in again', async () => {
    const look: PageLook = { tab, page: { job: job(2, 'Job 2'), hidden: true } };
    let session: SessionInfo = SIGNED_IN;
    let hidden = true;
    const port = tabs();
    const bg = fakeBackground({
      'session.get': () => ok(session),
      'session.signIn': () => {
        session = SIGNED_IN;
        return ok(session);
      },
      'cards.show': () => {
        hidden = false;
        return ok([]);
      },
      'page.current': () => ok({ job: job(2, 'Job 2'), hidden }),
      'jobs.count': () => ok(countResult(1)),
      'jobs.search': () => ok(searchResult([job(7, 'Job 7')])),
    });
    render(<App call={bg.call} permissions={granted} hash="" tabs={port} thisPage={look} />);
    let region = await screen.findByRole('region', { name: 'This page is in your feed:' });
    fireEvent.click(within(region).getByRole('button', { name: 'Show the card again' }));
    await waitFor(() => expect(port.recheck).toHaveBeenCalledWith(41));
    await waitFor(() => expect(within(region).queryByText('You hid its card.')).toBeNull());

    // The server ends the session; the recruiter signs in again in the same popup.
    session = { ...SIGNED_OUT, ended: { reason: 'unauthorized', at: 1, detail: null } };
    await fakeBrowser.runtime.onMessage.trigger({ event: 'session.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Job 7');
    await new Promise((resolve) => setTimeout(resolve, 0));
    region = screen.getByRole('region', { name: 'This page is in your feed:' });
    // The card is shown (cards.show succeeded); the bar must not say it is hidden, nor offer to show it.
    expect(within(region).queryByText('You hid its card.')).toBeNull();
  });
});
