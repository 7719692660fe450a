// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { fullJob } from '@/test/fixtures';
import { JobDetails } from '../job/JobDetails';
import { JobListItem } from '../job/JobListItem';
import { activeFilterCount, SearchFilters } from '../popup/SearchFilters';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

// 23 Nov 2026: fullJob's closing date (16 Nov) has passed, though its status still says "Open".
const NOW = new Date(2026, 10, 23, 10, 0).getTime();

function row(fields: Record<string, unknown>, locale: 'en' | 'nl' = 'en') {
  render(
    <ul>
      {inLocale(locale, <JobListItem job={makeSummary({ id: 9, title: 'Planner', ...fields })} now={NOW} isNew={false} onOpen={vi.fn()} />)}
    </ul>,
  );
  return screen.getByRole('button');
}

describe('a closed job in the popup list', () => {
  it('reads "Closed 17 Nov" in a muted style when its closing date has passed, whatever its status', () => {
    const button = row({ status: 'OPEN', closingDate: '2026-11-17T12:00:00Z' });
    expect(button.className).toContain('job-row-closed');
    const closing = screen.getByText('Closed 17 Nov');
    expect(closing.className).toBe('job-line job-closed');
    expect(button.textContent).not.toMatch(/closes|ago/i);
  });

  it('reads "Gesloten 17 nov" in Dutch', () => {
    row({ status: 'OPEN', closingDate: '2026-11-17T12:00:00Z' }, 'nl');
    expect(screen.getByText('Gesloten 17 nov')).toBeTruthy();
  });

  it('reads "Closed" when its status closed it before a closing date still to come', () => {
    const button = row({ status: 'CLOSED', closingDate: '2026-12-23T12:00:00Z' });
    expect(screen.getByText('Closed').className).toBe('job-line job-closed');
    expect(button.textContent).not.toMatch(/closes/i);
  });

  it('an open job closing within a week has its countdown in the warning colour (closing-look.test.tsx has the rest)', () => {
    const button = row({ status: 'OPEN', closingDate: '2026-11-26T12:00:00Z' });
    expect(button.className).not.toContain('job-row-closed');
    expect(screen.getByText('Closes in 3 days').className).toBe('job-line job-soon');
  });
});

describe('a closed job in the details', () => {
  it('says Closed in the header, the status and the closing date, never "closes" or Open', () => {
    render(inLocale('en', <JobDetails job={parseJob(fullJob)} now={NOW} headingId="h" />));
    expect(screen.getByText('Closed 16 Nov').className).toBe('job-state-closed');
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Closed (closing date passed)');
    expect(screen.getByText('Closing date').nextElementSibling?.textContent).toBe('Closed 16 Nov 2026');
    expect(document.body.textContent).not.toMatch(/closes|days ago/i);
  });

  it('in Dutch: Gesloten, and the status a feed sends in Dutch words', () => {
    render(
      inLocale(
        'nl',
        <JobDetails
          job={parseJob({ ...(fullJob as object), status: 'CLOSED', closingDate: '2026-12-30T12:00:00Z' })}
          now={NOW}
          headingId="h"
        />,
      ),
    );
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Gesloten');
    expect(document.querySelector('.job-state-closed')?.textContent).toBe('Gesloten');
    expect(screen.getByText('Sluitingsdatum').nextElementSibling?.textContent).toBe('30 dec 2026');
    expect(document.body.textContent).not.toMatch(/Closed|sluit over/);
  });
});

describe('the "Hide closed" filter', () => {
  const facets = { provinces: [], categories: [], employmentTypes: [], seniorityLevels: [], freelancerAllowed: [] };

  it('is a checkbox among the filters that sets and clears hideClosed, and counts as a filter', () => {
    const onFilters = vi.fn();
    const { rerender } = render(
      inLocale('en', <SearchFilters facets={facets} filters={{ provinces: ['UTRECHT'] }} onFilters={onFilters} />),
    );
    const box = screen.getByRole('checkbox', { name: 'Hide closed jobs' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onFilters).toHaveBeenLastCalledWith({ provinces: ['UTRECHT'], hideClosed: true });
    rerender(
      inLocale('en', <SearchFilters facets={facets} filters={{ provinces: ['UTRECHT'], hideClosed: true }} onFilters={onFilters} />),
    );
    expect((screen.getByRole('checkbox', { name: 'Hide closed jobs' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Filters (2 on)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide closed jobs' }));
    expect(onFilters).toHaveBeenLastCalledWith({ provinces: ['UTRECHT'] });
    expect(activeFilterCount({ hideClosed: true })).toBe(1);
    expect(activeFilterCount({ hideClosed: false })).toBe(0);
  });

  it('has a Dutch label', () => {
    render(inLocale('nl', <SearchFilters facets={facets} filters={{}} onFilters={vi.fn()} />));
    expect(screen.getByRole('checkbox', { name: 'Gesloten vacatures verbergen' })).toBeTruthy();
  });
});
