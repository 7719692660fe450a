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

describe('OverlayCard', () => {
  it('shows a past closing date as closed, with its date', () => {
    card();
    const countdown = screen.getByText('closed 2 days ago');
    expect(countdown.tagName).toBe('TIME');
    expect(screen.getByText('(16 Nov 2026)')).toBeTruthy();
  });

  it('shows the company with its size, and attachments by name and type', () => {
    card();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    expect(screen.getByText('Functieprofiel.pdf')).toBeTruthy();
    expect(screen.getByText(/type application\/pdf/)).toBeTruthy();
  });

  it('leaves out what a sparse job does not have', () => {
    render(<OverlayCard job={parseJob(nullsJob)} t={t} locale="en" now={NOW} side="left" onOpenFull={vi.fn()} onMoveSide={vi.fn()} onCollapse={vi.fn()} onDismiss={vi.fn()} />);
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
    const button = screen.getByRole('button', { name: /Job Feed · In feed/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onExpand).toHaveBeenCalled();
  });

  it('a loading notice is a busy status', () => {
    render(<OverlayNotice t={t} message="Loading the job from your feed…" busy />);
    expect(screen.getByRole('status').textContent).toContain('Loading the job from your feed…');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });
});
