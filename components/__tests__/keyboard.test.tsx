// @vitest-environment happy-dom
/**
 * The popup from the keyboard (issue 19 item 10): it opens with focus in the search box, the list is
 * one tab stop worked with the arrow keys, and "Sign out" asks before it signs out.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { inLocale } from '@/test/setup/i18n';
import type { Locale } from '@/utils/i18n/locale';
import { FeedView } from '../popup/FeedView';
import { SignOutButton } from '../popup/SignOutButton';

afterEach(cleanup);

const NOW = Date.parse('2026-11-24T10:00:00Z');
const jobs = [1, 2, 3, 4].map((id) => makeSummary({ id, title: `Job ${id}`, url: `https://board.example/jobs/${id}` }));

function renderFeed(locale: Locale = 'en', shown = jobs) {
  return render(feed(locale, shown));
}

function feed(locale: Locale, shown: typeof jobs) {
  return inLocale(
    locale,
    <FeedView
      now={NOW}
      count={shown.length}
      query=""
      onQuery={() => undefined}
      filters={{}}
      onFilters={() => undefined}
      facets={null}
      results={{ jobs: shown, matches: shown.length + 10, indexed: shown.length + 10 }}
      searching={false}
      searchError={null}
      onRetrySearch={() => undefined}
      lastVisit={null}
      opened={new Set()}
      syncing={false}
      loadingMore={false}
      onLoadMore={() => undefined}
      onOpenJob={() => undefined}
    />,
  );
}

const row = (id: number) => document.getElementById(`job-row-${id}`)!;
const link = (id: number) => row(id).closest('li')!.querySelector<HTMLElement>('.job-link')!;
/** Every element Tab stops at, in document order. */
const tabStops = () =>
  Array.from(document.querySelectorAll<HTMLElement>('button, a[href], input, select')).filter((el) => el.tabIndex >= 0);

describe('the popup list from the keyboard', () => {
  it('opens with focus in the search box', () => {
    renderFeed();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('is one tab stop: the first row, then "Load more"', () => {
    renderFeed();
    const inList = tabStops().filter((el) => el.closest('.job-list'));
    expect(inList).toEqual([row(1)]);
    const after = tabStops();
    expect(after[after.indexOf(row(1)) + 1]?.textContent).toBe('Load more');
  });

  it('moves with the arrow keys, Home and End, and reaches the posting link with the right arrow', () => {
    renderFeed();
    row(1).focus();
    fireEvent.keyDown(row(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(2));
    fireEvent.keyDown(row(2), { key: 'End' });
    expect(document.activeElement).toBe(row(4));
    fireEvent.keyDown(row(4), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(4));
    fireEvent.keyDown(row(4), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(link(4));
    fireEvent.keyDown(link(4), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(row(4));
    fireEvent.keyDown(row(4), { key: 'Home' });
    expect(document.activeElement).toBe(row(1));
    fireEvent.keyDown(row(1), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(row(1));
  });

  it('keeps the row last focused as the tab stop, and the first row once that one is no longer listed', () => {
    const view = renderFeed();
    act(() => row(3).focus());
    expect(tabStops().filter((el) => el.closest('.job-list'))).toEqual([row(3)]);
    view.rerender(feed('en', [jobs[3]!, jobs[1]!]));
    expect(tabStops().filter((el) => el.closest('.job-list'))).toEqual([row(4)]);
    act(() => row(2).focus());
    view.rerender(feed('en', jobs));
    expect(tabStops().filter((el) => el.closest('.job-list'))).toEqual([row(2)]);
  });

  it('leaves keys with a modifier and other keys alone', () => {
    renderFeed();
    row(1).focus();
    fireEvent.keyDown(row(1), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(row(1), { key: 'x' });
    expect(document.activeElement).toBe(row(1));
  });

  it('tells a screen reader how to move, in Dutch too', () => {
    renderFeed('nl');
    const list = document.querySelector('.job-list')!;
    const hint = document.getElementById(list.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('pijl omhoog en omlaag');
  });
});

describe('Sign out', () => {
  it('asks first, with "Stay signed in" focused, and signs out only on "Yes, sign out"', () => {
    const onSignOut = vi.fn();
    render(inLocale('en', <SignOutButton onSignOut={onSignOut} busy={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Sign out?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('puts the button back, focused, on Escape or "Stay signed in"', () => {
    const onSignOut = vi.fn();
    render(inLocale('nl', <SignOutButton onSignOut={onSignOut} busy={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ingelogd blijven' }), { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Uitloggen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ingelogd blijven' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
