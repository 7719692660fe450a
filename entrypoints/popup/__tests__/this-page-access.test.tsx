// @vitest-environment happy-dom
/**
 * "This page" on a board switched on whose access was never given (the first day): no card shows on
 * the posting, and the popup said nothing about it, only the side panel did. It says why now, in the
 * place of "This page" (in the first render, so the search box does not move), and asks for the
 * board's access inside the click.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { browserTabs, lookUpPage } from '@/utils/ui/feed/use-this-page';
import { App } from '../App';
import { API, SIGNED_IN, countResult, fakeBackground, ok, searchResult, silentBackground, type Script } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const URL = 'https://nl.indeed.com/viewjob?jk=abc123';
/** The background's diagnosis of the tab: Indeed switched on, its access never given. */
const NO_ACCESS: PageDiagnosis = {
  board: { id: 'indeed', name: 'Indeed', patterns: ['*://*.indeed.com/*'] },
  boardOn: true,
  access: false,
  postingId: 'abc123',
  checkedAt: null,
  job: null,
  hidden: false,
  signedIn: true,
  lastSyncAt: 1_000,
  indexed: 3,
};

const jobs = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, employer: 'Acme', url: `https://board.example/${id}` }, 1_000));

function signedIn(diagnosis: PageDiagnosis, extra: Script = {}): Script {
  return {
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(3)),
    'jobs.search': () => ok(searchResult(jobs)),
    'page.current': () => ok(null),
    'page.diagnose': () => ok(diagnosis),
    ...extra,
  };
}

function fakeTabs() {
  return {
    active: vi.fn(async () => ({ id: 41, url: URL })),
    recheck: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
  };
}

/** Host access not held; `answer` is the browser's answer to the prompt. */
function prompt(answer: boolean) {
  return { contains: vi.fn(async () => false), request: vi.fn(async () => answer) } satisfies HostPermissions;
}

const snapshot = {
  subject: 'demo',
  apiBaseUrl: API,
  count: { count: 3, countedAt: 1 },
  jobs,
  matches: 3,
  indexed: 3,
  lastVisit: 2_000,
  opened: [],
  savedAt: 1,
};

describe('popup, "This page" on a board whose access was never given', () => {
  it('says why no card shows in the first render, above the search box, and asks for access in the click', async () => {
    const tabs = fakeTabs();
    const bg = silentBackground({ 'page.current': () => ok(null), 'page.diagnose': () => ok(NO_ACCESS) });
    const look = await lookUpPage(bg.call, tabs);
    expect(look).toEqual({ tab: { id: 41, url: URL }, page: null, noAccess: NO_ACCESS.board });
    const permissions = prompt(true);
    const { container } = render(<App call={bg.call} permissions={permissions} hash="" snapshot={snapshot} tabs={tabs} thisPage={look} />);
    // In that render: nothing comes in above the search box later.
    const notice = screen.getByText('No access to Indeed yet, so no card shows there.');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(notice.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // A status: what comes in its place is read out.
    expect(notice.getAttribute('role')).toBe('status');
    const allow = within(notice).getByRole('button', { name: 'Allow access to Indeed' });
    // A click focuses the button in a browser (fireEvent does not).
    allow.focus();
    fireEvent.click(allow);
    // Inside the click, before any await: the browsers show the prompt only then.
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['*://*.indeed.com/*'] });
    // The board's script is registered once access is given; the tab loads again, and the card shows there.
    await waitFor(() => expect(tabs.reload).toHaveBeenCalledWith(41));
    await waitFor(() => expect(notice.textContent).toBe('Access to Indeed: allowed'));
    // The button went with the access asked: the focus is on the words in its place, not on the body.
    expect(document.activeElement).toBe(notice);
    expect(within(notice).queryByRole('button')).toBeNull();
  });

  it('keeps the notice and the button when the recruiter refuses, and loads nothing again', async () => {
    const tabs = fakeTabs();
    const bg = fakeBackground(signedIn(NO_ACCESS));
    const permissions = prompt(false);
    // Not known before the first render (a worker slow to answer): asked at once, all the same.
    render(<App call={bg.call} permissions={permissions} hash="" tabs={tabs} />);
    const button = await screen.findByRole('button', { name: 'Allow access to Indeed' });
    fireEvent.click(button);
    expect(permissions.request).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tabs.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Allow access to Indeed' })).toBe(button);
    expect(screen.getByText('No access to Indeed yet, so no card shows there.')).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    const tabs = fakeTabs();
    const bg = fakeBackground(signedIn(NO_ACCESS), { language: 'nl' });
    const permissions = prompt(true);
    render(<App call={bg.call} permissions={permissions} hash="" tabs={tabs} />);
    const notice = await screen.findByText('Nog geen toegang tot Indeed, dus daar verschijnt geen kaart.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Toegang tot Indeed toestaan' }));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['*://*.indeed.com/*'] });
    await waitFor(() => expect(notice.textContent).toBe('Toegang tot Indeed: toegestaan'));
  });

  it('says nothing where access is given (the next opening after a prompt that closed the popup), or the board is off or unknown', async () => {
    for (const diagnosis of [
      { ...NO_ACCESS, access: true },
      { ...NO_ACCESS, boardOn: false },
      { ...NO_ACCESS, board: null },
    ]) {
      const bg = fakeBackground(signedIn(diagnosis));
      expect(await lookUpPage(bg.call, fakeTabs())).toBeNull();
      render(<App call={bg.call} permissions={prompt(true)} hash="" tabs={fakeTabs()} />);
      await screen.findByText('Job 1');
      await waitFor(() => expect(bg.of('page.diagnose')).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('button', { name: /Allow access/ })).toBeNull();
      expect(screen.queryByText(/No access/)).toBeNull();
      cleanup();
    }
  });
});

describe("the popup's reading of the active tab (activeTab shows it every tab's address)", () => {
  /** The browser's answers: the tab at `url`, the manifest's optional host patterns, and the host access given. */
  function browserWith(url: string, granted: string[]) {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 41, url }] as never);
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
      optional_host_permissions: ['*://*.indeed.com/*', '*://*.linkedin.com/*', 'https://*/*', 'http://*/*'],
    } as never);
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) => origins.every((o) => granted.includes(o)));
  }

  it("asks the background only about a built-in board's page or a site it may read: another's address stays in the popup", async () => {
    browserWith('https://mail.example.com/inbox/123?q=private', []);
    expect(await browserTabs.active()).toBeNull();
    browserWith('https://nl.indeed.com/viewjob?jk=abc123', []);
    expect(await browserTabs.active()).toEqual({ id: 41, url: 'https://nl.indeed.com/viewjob?jk=abc123' });
    // A board added in the options, its access given.
    browserWith('https://jobs.example.org/vacature/7', ['https://jobs.example.org/*']);
    expect(await browserTabs.active()).toEqual({ id: 41, url: 'https://jobs.example.org/vacature/7' });
  });
});
