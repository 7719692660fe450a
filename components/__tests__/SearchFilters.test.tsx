// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobFilters } from '@/utils/messaging/contract';
import { SearchFilters } from '../popup/SearchFilters';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

/** The filters panel as the popup holds it: the filters it sets are the ones it is given next. */
function Filters({ saved = {} }: { saved?: JobFilters }) {
  const [filters, setFilters] = useState<JobFilters>(saved);
  return <SearchFilters facets={null} filters={filters} onFilters={setFilters} lastVisit={null} />;
}

function panel(): HTMLDetailsElement {
  return screen.getByText(/^Filters/).closest('details')!;
}

describe('SearchFilters', () => {
  it('opens with the filters a remembered search left set, and closed without any', () => {
    render(inLocale('en', <Filters saved={{ hideClosed: true }} />));
    expect(panel().open).toBe(true);
    cleanup();
    render(inLocale('en', <Filters />));
    expect(panel().open).toBe(false);
  });

  it('stays open when the recruiter turns the last filter off in it', async () => {
    render(inLocale('en', <Filters />));
    fireEvent.click(screen.getByText('Filters'));
    await waitFor(() => expect(panel().open).toBe(true));
    fireEvent.click(screen.getByLabelText('Hide closed jobs'));
    await screen.findByText('Filters (1 on)');
    fireEvent.click(screen.getByLabelText('Hide closed jobs'));
    await screen.findByText('Filters');
    expect(panel().open).toBe(true);
  });

  it('stays closed once the recruiter closed it, with filters set', async () => {
    render(inLocale('en', <Filters saved={{ hideClosed: true }} />));
    fireEvent.click(screen.getByText('Filters (1 on)'));
    await waitFor(() => expect(panel().open).toBe(false));
    fireEvent.click(screen.getByLabelText('Hide closed jobs'));
    await screen.findByText('Filters');
    expect(panel().open).toBe(false);
  });

  it('moves the focus to the panel\'s summary after "Clear filters", which goes with the filters', async () => {
    render(inLocale('en', <Filters saved={{ hideClosed: true, hoursMin: 32 }} />));
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    clear.focus();
    fireEvent.click(clear);
    await screen.findByText('Filters');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Filters'));
    expect(panel().open).toBe(true);
  });

  it('keeps the focus in the panel after "Filters wissen" in Dutch too', () => {
    render(inLocale('nl', <Filters saved={{ hideClosed: true }} />));
    const clear = screen.getByRole('button', { name: 'Filters wissen' });
    fireEvent.click(clear);
    expect(document.activeElement?.tagName).toBe('SUMMARY');
  });
});
