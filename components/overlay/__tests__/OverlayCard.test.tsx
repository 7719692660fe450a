// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import type { Locale } from '@/utils/i18n/locale';
import { fullJob, nullsJob } from '@/test/fixtures';
import { OverlayCard, type OverlayCardProps } from '../OverlayCard';
import { OverlayNotice } from '../OverlayNotice';
import { OverlaySummary, type OverlaySummaryProps } from '../OverlaySummary';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

const NOW = new Date(2026, 10, 18, 9, 0).getTime();

function card(props: Partial<OverlayCardProps> = {}) {
  const callbacks = { onOpenFull: vi.fn(), onCollapse: vi.fn(), onDismiss: vi.fn() };
  render(inLocale('en', <OverlayCard job={parseJob(fullJob)} now={NOW} {...callbacks} {...props} />));
  return callbacks;
}

/** What the card says about the job: its header and facts, not its action buttons ("Open full record"). */
const recordText = () => [...document.querySelectorAll('.card-header, .card-body')].map((el) => el.textContent).join(' ');

describe('OverlayCard', () => {
  it('reads as closed once the closing date has passed, though the status still says Open', () => {
    // fullJob: status "Open", closing 16 Nov 2026; NOW is 18 Nov.
    card();
    const closing = screen.getByText('Closed 16 Nov 2026');
    expect(closing.tagName).toBe('TIME');
    expect(closing.className).toContain('closed');
    expect(screen.getByText('Closed 16 Nov').className).toBe('state-closed');
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Closed (closing date passed)');
    expect(recordText()).not.toMatch(/closes|ago|Open\b/i);
  });

  it('says Gesloten in Dutch, and Closed for a CLOSED status with a future closing date', () => {
    render(inLocale('nl', <OverlayCard job={parseJob(fullJob)} now={NOW} onOpenFull={vi.fn()} onCollapse={vi.fn()} onDismiss={vi.fn()} />));
    expect(screen.getByText('Gesloten 16 nov 2026')).toBeTruthy();
    expect(screen.getByText('Gesloten 16 nov')).toBeTruthy();
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Gesloten (sluitingsdatum verstreken)');
    expect(recordText()).not.toMatch(/sluit over|Closed|Open\b/);
    cleanup();

    const closedEarly = parseJob({ ...(fullJob as object), status: 'CLOSED', closingDate: '2026-12-30T12:00:00Z' });
    render(inLocale('nl', <OverlayCard job={closedEarly} now={NOW} onOpenFull={vi.fn()} onCollapse={vi.fn()} onDismiss={vi.fn()} />));
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Gesloten');
    expect(document.querySelector('.state-closed')?.textContent).toBe('Gesloten');
    expect(screen.getByText('30 dec 2026').tagName).toBe('TIME');
    expect(recordText()).not.toMatch(/sluit (over|vandaag)|Closed/i);
  });

  it('shows an open job with its countdown and its own status', () => {
    card({ now: new Date(2026, 10, 13, 9, 0).getTime() });
    expect(screen.getByText('Closes in 3 days (16 Nov 2026)').className).toBe('countdown soon');
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Open');
    expect(document.querySelector('.state-closed')).toBeNull();
  });

  it('shows the company with its size, and attachments by name and type', () => {
    card();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    expect(screen.getByText('Functieprofiel.pdf')).toBeTruthy();
    expect(screen.getByText(/type application\/pdf/)).toBeTruthy();
  });

  it('leaves out what a sparse job does not have', () => {
    render(
      inLocale(
        'en',
        <OverlayCard
          job={parseJob(nullsJob)}
          now={NOW}
          handle={<button type="button">Move card</button>}
          onOpenFull={vi.fn()}
          onCollapse={vi.fn()}
          onDismiss={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Untitled job' })).toBeTruthy();
    for (const name of ['Dates', 'Competences', 'Description', 'Attachments', 'Company']) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    // The drag handle it is given leads its header.
    expect(document.querySelector('.card-header > button')?.textContent).toBe('Move card');
  });

  it('calls back for every action and disables layout actions while busy', () => {
    const callbacks = card();
    fireEvent.click(screen.getByRole('button', { name: 'Open full record' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide card for this job' }));
    expect(callbacks.onOpenFull).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');
    expect(callbacks.onCollapse).toHaveBeenCalledTimes(1);
    expect(callbacks.onDismiss).toHaveBeenCalledTimes(1);
    cleanup();
    card({ busy: true, notice: 'Nope' });
    expect((screen.getByRole('button', { name: 'Collapse' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Nope');
  });
});

describe('OverlaySummary: the compact card a posting opens with', () => {
  function summary({ locale = 'en', ...props }: Partial<OverlaySummaryProps> & { now?: number; locale?: Locale } = {}) {
    const callbacks = { onExpand: vi.fn(), onDismiss: vi.fn() };
    render(inLocale(locale, <OverlaySummary job={parseJob(fullJob)} now={NOW} {...callbacks} {...props} />));
    return callbacks;
  }
  const OPEN_DAY = new Date(2026, 10, 13, 9, 0).getTime();

  it('shows title, employer, status with closing, hours and rate, and a button that expands', () => {
    const callbacks = summary({ now: OPEN_DAY });
    const region = screen.getByRole('region', { name: 'Job Feed Companion: Interim Projectleider Digitale Transformatie' });
    expect(screen.getByRole('heading', { level: 1, name: 'Interim Projectleider Digitale Transformatie' })).toBeTruthy();
    expect(region.textContent).toContain('In your feed');
    expect(region.textContent).toContain('Gemeente Utrecht');
    expect(region.textContent).toContain('Open · Closes in 3 days');
    expect(screen.getByText('Closes in 3 days').className).toBe('countdown soon');
    expect(region.textContent).toContain('32–36 hours a week');
    expect(region.textContent).toMatch(/per hour/);
    // Only the summary: no facts list, no description, no full-record actions.
    expect(document.querySelector('.facts, #job-description')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open full record' })).toBeNull();
    const expand = screen.getByRole('button', { name: 'Show details' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    fireEvent.click(screen.getByRole('button', { name: 'Hide card for this job' }));
    expect(callbacks.onExpand).toHaveBeenCalledTimes(1);
    expect(callbacks.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('says Closed with the date for a closed job, never its status Open beside it', () => {
    // fullJob: status "Open", closing 16 Nov 2026; NOW is 18 Nov.
    summary();
    expect(screen.getByText('Closed 16 Nov').className).toBe('countdown closed');
    expect(screen.getByRole('region').textContent).not.toMatch(/Open|closes/i);
  });

  it('in Dutch: Gesloten for a CLOSED status with a future closing date, the countdown for an open job', () => {
    const closedEarly = parseJob({ ...(fullJob as object), status: 'CLOSED', closingDate: '2026-12-30T12:00:00Z' });
    summary({ job: closedEarly, locale: 'nl' });
    const region = screen.getByRole('region');
    expect(region.textContent).toContain('In je feed');
    expect(screen.getByText('Gesloten').className).toBe('countdown closed');
    expect(region.textContent).not.toMatch(/sluit|Closed|Open\b/i);
    expect(screen.getByRole('button', { name: 'Details tonen' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Kaart verbergen bij deze vacature' })).toBeTruthy();
    cleanup();
    summary({ locale: 'nl', now: OPEN_DAY });
    expect(screen.getByText('Sluit over 3 dagen').className).toBe('countdown soon');
    expect(screen.getByRole('region').textContent).toContain('32–36 uur per week');
  });

  it('leaves out what a sparse job does not have', () => {
    summary({ job: parseJob(nullsJob) });
    expect(screen.getByRole('heading', { level: 1, name: 'Untitled job' })).toBeTruthy();
    expect(document.querySelectorAll('.summary-line')).toHaveLength(1);
    expect(document.querySelector('.employer')).toBeNull();
  });

  it('disables its actions while busy and shows why the last one failed', () => {
    summary({ busy: true, notice: 'Nope' });
    expect((screen.getByRole('button', { name: 'Show details' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Nope');
  });
});

describe('OverlayNotice', () => {
  it('a loading notice is a busy status', () => {
    render(inLocale('en', <OverlayNotice message="Loading the job from your feed…" busy />));
    expect(screen.getByRole('status').textContent).toContain('Loading the job from your feed…');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });
});
