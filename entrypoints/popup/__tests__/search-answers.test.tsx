// @vitest-environment happy-dom
/**
 * The list under the search box belongs to the query in it: answers for an earlier query (the
 * newest jobs asked for while a sync runs, a search overtaken by typing) are never shown under a
 * newer one, and the list says it is busy (aria-busy) from the keystroke until the answer is shown.
 * Meanwhile it neither says the earlier answer's match count nor offers that answer's next page.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { Result, SearchResult } from '@/utils/messaging/contract';
import type { PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { API, SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const granted: HostPermissions = { contains: async () => true, request: async () => true };

/** The newest jobs; the second has the title of a search hit, as the seeded feed's job 1751 does. */
const recent = [
  makeSummary({ id: 1, title: 'Senior Developer' }),
  makeSummary({ id: 2, title: 'Medior Toezichthouder Bouw' }),
  makeSummary({ id: 3, title: 'Projectleider' }),
];
const hits = [makeSummary({ id: 20, title: 'Medior Toezichthouder Bouw' }), makeSummary({ id: 21, title: 'Toezichthouder Wegen' })];

interface Asked {
  query: string;
  offset: number;
  answer(result: Result<SearchResult>): void;
}

/** A background whose searches wait until the test answers them, in any order. */
function heldSearches() {
  const asked: Asked[] = [];
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.count': () => ok(countResult(1500)),
    'jobs.search': ({ query, offset }) => new Promise<Result<SearchResult>>((resolve) => asked.push({ query, offset, answer: resolve })),
  });
  return { bg, asked };
}

function listSection(): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: /Most recent jobs|Search results/ }).closest('section')!;
}

/** The line under the list's heading that says (and, a live region, announces) how many jobs match. */
function matchesLine(): string {
  return document.querySelector('.list-head .matches')!.textContent ?? '';
}

function shownTitles(): string[] {
  return [...document.querySelectorAll('.job-title')].map((node) => node.textContent ?? '');
}

/** Lets pending promise callbacks and Preact's re-render (a microtask) run, but no timer. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('popup search answers', () => {
  it('is busy from the keystroke on, before any effect or timer has run', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(recent)));
    await screen.findByText('Senior Developer');
    expect(listSection().getAttribute('aria-busy')).toBe('false');

    // A real keystroke: not wrapped in act(), so effects wait for the next frame as in a browser.
    const input = screen.getByLabelText('Search') as HTMLInputElement;
    input.value = 'toezichthouder';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await microtasks();
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
    // The newest jobs are still listed, one of them with a hit's title, but not as the answer.
    expect(shownTitles()).toContain('Medior Toezichthouder Bouw');
    expect(listSection().getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.query).toBe('toezichthouder');
    asked[1]!.answer(ok(searchResult(hits)));
    await screen.findByText('Toezichthouder Wegen');
    expect(shownTitles()).toEqual(['Medior Toezichthouder Bouw', 'Toezichthouder Wegen']);
    expect(listSection().getAttribute('aria-busy')).toBe('false');
  });

  it('drops an answer for the earlier query that arrives after the user typed', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.query).toBe('');

    // The newest jobs are answered after the keystroke, before the debounced search is asked.
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'toezichthouder' } });
    asked[0]!.answer(ok(searchResult(recent)));
    await microtasks();
    expect(asked).toHaveLength(1);
    expect(shownTitles()).toEqual([]);
    expect(listSection().getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(asked).toHaveLength(2));
    asked[1]!.answer(ok(searchResult(hits)));
    await screen.findByText('Toezichthouder Wegen');
    expect(shownTitles()).toEqual(['Medior Toezichthouder Bouw', 'Toezichthouder Wegen']);
    expect(listSection().getAttribute('aria-busy')).toBe('false');
  });

  it('shows the answer for the query in the box when answers come back out of order', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(recent)));
    await screen.findByText('Senior Developer');

    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'senior' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'toezichthouder' } });
    await waitFor(() => expect(asked).toHaveLength(3));
    asked[2]!.answer(ok(searchResult(hits)));
    await screen.findByText('Toezichthouder Wegen');
    // The overtaken search answers last: it is not shown.
    asked[1]!.answer(ok(searchResult([recent[0]!])));
    await microtasks();
    expect(shownTitles()).toEqual(['Medior Toezichthouder Bouw', 'Toezichthouder Wegen']);
    expect(listSection().getAttribute('aria-busy')).toBe('false');
  });

  it('is not left busy when the search fails', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(recent)));
    await screen.findByText('Senior Developer');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'toezichthouder' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    asked[1]!.answer({ ok: false, error: { code: 'internal', message: 'index closed' } });
    await waitFor(() => expect(listSection().getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows no match count while a search is out, and announces the new one when it answers', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(recent)));
    await screen.findByText('Senior Developer');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'senior' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    asked[1]!.answer(ok(searchResult([recent[0]!], { matches: 1500, indexed: 1500 })));
    await waitFor(() => expect(matchesLine()).toBe('1,500 matches'));

    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'toezichthouder' } });
    // "senior"'s count is not said of "toezichthouder"; the live region stays, empty, for the answer.
    expect(matchesLine()).toBe('');
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(matchesLine()).toBe('');
    asked[2]!.answer(ok(searchResult(hits)));
    await waitFor(() => expect(matchesLine()).toBe('2 matches'));
  });

  it('offers no "muted jobs hidden" of the list on screen while a search for other words is out', async () => {
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(recent, { mutedOut: 3 })));
    expect(await screen.findByRole('button', { name: /3 .*muted/i })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'toezichthouder' } });
    expect(screen.queryByRole('button', { name: /muted/i })).toBeNull();
    await waitFor(() => expect(asked).toHaveLength(2));
    asked[1]!.answer(ok(searchResult(hits, { mutedOut: 1 })));
    expect(await screen.findByRole('button', { name: /1 .*muted/i })).toBeTruthy();
  });

  it('shows no match count for a remembered search until it has answered, only the saved newest jobs', async () => {
    const { bg, asked } = heldSearches();
    const snapshot: PopupSnapshot = {
      subject: SIGNED_IN.subject,
      apiBaseUrl: API,
      count: { count: 1500, countedAt: Date.now() },
      jobs: recent,
      matches: 1500,
      indexed: 1500,
      lastVisit: null,
      savedAt: Date.now(),
    };
    render(<App call={bg.call} permissions={granted} hash="" snapshot={snapshot} savedSearch={{ query: 'toezichthouder', filters: {} }} />);
    await screen.findByText('Senior Developer');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(matchesLine()).toBe('');
    asked[0]!.answer(ok(searchResult(hits)));
    await waitFor(() => expect(matchesLine()).toBe('2 matches'));
  });

  it('offers no "Load more" of the list on screen while a search for another query is out', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => makeSummary({ id: 100 + i, title: `Newest ${i}` }));
    const planners = Array.from({ length: 60 }, (_, i) => makeSummary({ id: 1 + i, title: `Planner ${i}` }));
    const { bg, asked } = heldSearches();
    render(<App call={bg.call} permissions={granted} hash="" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.answer(ok(searchResult(newest, { matches: 1500, indexed: 1500 })));
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(screen.getByText('Showing 20 of 1,500')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'planner' } });
    // Its next page would be "planner"'s rows 20 on, under the newest jobs.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    asked[1]!.answer(ok(searchResult(planners.slice(0, 50), { matches: 60, indexed: 1500 })));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toMatchObject({ query: 'planner', offset: 50 });
    asked[2]!.answer(ok(searchResult(planners.slice(50), { matches: 60, indexed: 1500 })));
    await screen.findByText('Planner 59');
    expect(shownTitles()).toEqual(planners.map((job) => job.title));
  });
});
