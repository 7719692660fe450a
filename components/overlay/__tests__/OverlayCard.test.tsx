// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { createTranslator } from '@/utils/i18n/translate';
import { fullJob, nullsJob } from '@/test/fixtures';
import { OverlayCard, type OverlayCardProps } from '../OverlayCard';
import { OverlayNotice } from '../OverlayNotice';
import { OverlayPill } from '../OverlayPill';

afterEach(cleanup);

const t = createTranslator('en');
const NOW = new Date(2026, 10, 18, 9, 0).getTime();

function card(props: Partial<OverlayCardProps> = {}) {
  const callbacks = { onOpenFull: vi.fn(), onMoveSide: vi.fn(), onCollapse: vi.fn(), onDismiss: vi.fn() };
  render(<OverlayCard job={parseJob(fullJob)} t={t} locale="en" now={NOW} side="right" {...callbacks} {...props} />);
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
    render(
      <OverlayCard
        job={parseJob(fullJob)}
        t={createTranslator('nl')}
        locale="nl"
        now={NOW}
        side="right"
        onOpenFull={vi.fn()}
        onMoveSide={vi.fn()}
        onCollapse={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByText('Gesloten 16 nov 2026')).toBeTruthy();
    expect(screen.getByText('Gesloten 16 nov')).toBeTruthy();
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Gesloten (sluitingsdatum verstreken)');
    expect(recordText()).not.toMatch(/sluit over|Closed|Open\b/);
    cleanup();

    const closedEarly = parseJob({ ...(fullJob as object), status: 'CLOSED', closingDate: '2026-12-30T12:00:00Z' });
    render(
      <OverlayCard
        job={closedEarly}
        t={createTranslator('nl')}
        locale="nl"
        now={NOW}
        side="right"
        onOpenFull={vi.fn()}
        onMoveSide={vi.fn()}
        onCollapse={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Gesloten');
    expect(document.querySelector('.state-closed')?.textContent).toBe('Gesloten');
    expect(screen.getByText('30 dec 2026').tagName).toBe('TIME');
    expect(recordText()).not.toMatch(/sluit (over|vandaag)|Closed/i);
  });

  it('shows an open job with its countdown and its own status', () => {
    card({ now: new Date(2026, 10, 13, 9, 0).getTime() });
    expect(screen.getByText('Closes in 3 days (16 Nov 2026)').className).toBe('countdown');
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
      <OverlayCard
        job={parseJob(nullsJob)}
        t={t}
        locale="en"
        now={NOW}
        side="left"
        onOpenFull={vi.fn()}
        onMoveSide={vi.fn()}
        onCollapse={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Untitled job' })).toBeTruthy();
    for (const name of ['Dates', 'Competences', 'Description', 'Attachments', 'Company']) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Move the card to the right side' })).toBeTruthy();
  });

  it('calls back for every action and disables layout actions while busy', () => {
    const callbacks = card();
    fireEvent.click(screen.getByRole('button', { name: 'Open full record' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move the card to the left side' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss for this job' }));
    expect(callbacks.onOpenFull).toHaveBeenCalledTimes(1);
    expect(callbacks.onMoveSide).toHaveBeenCalledTimes(1);
    expect(callbacks.onCollapse).toHaveBeenCalledTimes(1);
    expect(callbacks.onDismiss).toHaveBeenCalledTimes(1);
    cleanup();
    card({ busy: true, notice: 'Nope' });
    expect((screen.getByRole('button', { name: 'Collapse' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Nope');
  });
});

describe('OverlayPill and OverlayNotice', () => {
  it('the pill is one button that expands', () => {
    const onExpand = vi.fn();
    render(<OverlayPill t={t} locale="en" now={NOW} title="A job" closingDate={null} onExpand={onExpand} />);
    expect(screen.getByRole('region', { name: 'Job Feed Companion: A job' })).toBeTruthy();
    const button = screen.getByRole('button', { name: /In your feed/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onExpand).toHaveBeenCalled();
  });

  it('the pill says Closed with the date for a closed job, and the countdown for an open one', () => {
    const { rerender } = render(
      <OverlayPill t={t} locale="en" now={NOW} title="A job" status="OPEN" closingDate="2026-11-16T12:00:00Z" onExpand={vi.fn()} />,
    );
    expect(screen.getByText('Closed 16 Nov').className).toBe('countdown closed');
    rerender(
      <OverlayPill
        t={createTranslator('nl')}
        locale="nl"
        now={NOW}
        title="A job"
        status="Closed"
        closingDate="2026-12-30T12:00:00Z"
        onExpand={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /In je feed/ }).textContent).toContain('Gesloten');
    expect(screen.getByRole('button').textContent).not.toMatch(/sluit/i);
    rerender(<OverlayPill t={t} locale="en" now={NOW} title="A job" status="OPEN" closingDate="2026-11-21T12:00:00Z" onExpand={vi.fn()} />);
    expect(screen.getByText('Closes in 3 days').className).toBe('countdown');
  });

  it('a loading notice is a busy status', () => {
    render(<OverlayNotice t={t} message="Loading the job from your feed…" busy />);
    expect(screen.getByRole('status').textContent).toContain('Loading the job from your feed…');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });
});
