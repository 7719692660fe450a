// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { inLocale } from '@/test/setup/i18n';
import { FeedView } from '../popup/FeedView';

afterEach(cleanup);

describe('the list in the popup and the side panel', () => {
  it('shows a job closed once its closing instant has passed while the list stayed open', () => {
    const at = (hour: number) => new Date(2026, 10, 17, hour, 0).getTime();
    const job = makeSummary({ id: 9, title: 'Planner', status: 'OPEN', closingDate: new Date(at(12)).toISOString() });
    const results = { jobs: [job], matches: 1, indexed: 1 };
    const props = (now: number) => ({
      now,
      count: 1,
      query: '',
      onQuery: vi.fn(),
      filters: {},
      onFilters: vi.fn(),
      facets: null,
      results,
      searching: false,
      searchError: null,
      onRetrySearch: vi.fn(),
      lastVisit: null,
      opened: new Set<number>(),
      syncing: false,
      loadingMore: false,
      onLoadMore: vi.fn(),
      onOpenJob: vi.fn(),
    });
    const row = () => document.querySelector('.job-row')!;
    const view = render(inLocale('en', <FeedView {...props(at(9))} />));
    expect(row().classList.contains('job-row-closed')).toBe(false);
    expect(row().textContent).toContain('Closes today');
    // The clock's ticks before noon change nothing; the first one after it shows the job closed.
    view.rerender(inLocale('en', <FeedView {...props(at(11))} />));
    expect(row().classList.contains('job-row-closed')).toBe(false);
    view.rerender(inLocale('en', <FeedView {...props(at(12) + 30_000)} />));
    expect(row().classList.contains('job-row-closed')).toBe(true);
    expect(row().textContent).not.toContain('Closes today');
  });
});
