// @vitest-environment happy-dom
/**
 * One look for a job's closing in every view: closed in grey (never amber), open and closing within
 * a week in amber, open and closing later plain muted. The look agrees with the words ("Closes in 7
 * days" is the last amber one), and the style sheets colour the looks so, with readable contrast.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { jobState } from '@/utils/feed/job-state';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { closingText } from '@/utils/i18n/format';
import { createTranslator } from '@/utils/i18n/translate';
import { fullJob } from '@/test/fixtures';
import { inLocale } from '@/test/setup/i18n';
import { closingLook } from '../job/closing-look';
import { JobDetails } from '../job/JobDetails';
import { JobListItem } from '../job/JobListItem';
import { JobSummaryView } from '../job/JobSummaryView';
import { OverlayCard } from '../overlay/OverlayCard';
import { OverlaySummary } from '../overlay/OverlaySummary';
import { contrast, rules, THEMES } from './theme-css';

afterEach(cleanup);

// 13 Nov 2026, 09:00; fullJob closes 16 Nov 2026.
const NOW = new Date(2026, 10, 13, 9, 0).getTime();
const inDays = (days: number, hour = 12, minute = 0) => new Date(2026, 10, 13 + days, hour, minute).toISOString();

describe('closingLook', () => {
  it('is soon from today to "Closes in 7 days", later from 8 days, on the same calendar days as the text', () => {
    const t = createTranslator('en');
    for (const now of [NOW, new Date(2026, 10, 13, 0, 10).getTime(), new Date(2026, 10, 13, 23, 50).getTime()]) {
      for (const [days, hour, minute] of [
        [0, 23, 59],
        [1, 0],
        [6, 23],
        [7, 0],
        [7, 23],
        [8, 0],
        [8, 12],
        [58, 12],
      ] as const) {
        const state = jobState({ status: 'OPEN', closingDate: inDays(days, hour, minute) }, now);
        const text = closingText(t, 'en', state, now);
        expect(closingLook(state, now), text).toBe(days <= 7 ? 'soon' : 'later');
        expect(text).toBe(days === 0 ? 'Closes today' : days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`);
      }
    }
  });

  it('counts calendar days across a clock change as the text does (Amsterdam, 25 Oct 2026)', () => {
    const t = createTranslator('en');
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Amsterdam';
    try {
      for (const now of [new Date(2026, 9, 20, 0, 30).getTime(), new Date(2026, 9, 20, 23, 30).getTime()]) {
        for (const [days, hour] of [
          [7, 0],
          [7, 23],
          [8, 0],
        ] as const) {
          const state = jobState({ status: 'OPEN', closingDate: new Date(2026, 9, 20 + days, hour, 30).toISOString() }, now);
          expect(closingText(t, 'en', state, now)).toBe(`Closes in ${days} days`);
          expect(closingLook(state, now)).toBe(days <= 7 ? 'soon' : 'later');
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is closed for a passed closing date or a closing status, whatever the date; later without a date', () => {
    expect(closingLook(jobState({ status: 'OPEN', closingDate: inDays(-1) }, NOW), NOW)).toBe('closed');
    expect(closingLook(jobState({ status: 'CLOSED', closingDate: inDays(2) }, NOW), NOW)).toBe('closed');
    expect(closingLook(jobState({ status: 'OPEN', closingDate: null }, NOW), NOW)).toBe('later');
  });
});

describe('the closing line in each view', () => {
  const summary = (days: number, id = 9) => makeSummary({ id, title: 'Planner', status: 'OPEN', closingDate: inDays(days) });

  it('list rows: amber only within a week, plain muted later, grey and bold when closed', () => {
    const rows = [summary(3, 1), summary(58, 2), summary(-2, 3)].map((job) => (
      <JobListItem key={job.id} job={job} now={NOW} isNew={false} onOpen={vi.fn()} />
    ));
    render(inLocale('en', <ul>{rows}</ul>));
    expect(screen.getByText('Closes in 3 days').className).toBe('job-line job-soon');
    expect(screen.getByText('Closes in 58 days').className).toBe('job-line job-later');
    expect(screen.getByText('Closed 11 Nov').className).toBe('job-line job-closed');
  });

  it('the offline summary (card and job page): the same classes', () => {
    render(inLocale('en', <JobSummaryView job={summary(58)} now={NOW} />));
    expect(screen.getByText('Closes in 58 days').className).toBe('job-line job-later');
    cleanup();
    render(inLocale('en', <JobSummaryView job={summary(7)} now={NOW} />));
    expect(screen.getByText('Closes in 7 days').className).toBe('job-line job-soon');
  });

  it('details: a closed job has a grey title, its pill and its closing date in the closed look', () => {
    render(inLocale('en', <JobDetails job={parseJob({ ...(fullJob as object), closingDate: inDays(-2) })} now={NOW} headingId="h" />));
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('job-details-title title-closed');
    expect(screen.getByText('Closed 11 Nov').className).toBe('job-state-closed');
    expect(screen.getByText('Closed 11 Nov 2026').className).toBe('job-closed');
    cleanup();
    render(inLocale('en', <JobDetails job={parseJob(fullJob)} now={NOW} headingId="h" />));
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('job-details-title');
    expect(screen.getByText('Closes in 3 days (16 Nov 2026)').className).toBe('job-soon');
  });

  it('overlay card, collapsed and expanded: soon in amber, later plain, closed with a grey title', () => {
    const callbacks = { onExpand: vi.fn(), onDismiss: vi.fn(), onOpenFull: vi.fn(), onCollapse: vi.fn() };
    const later = parseJob({ ...(fullJob as object), closingDate: inDays(58) });
    render(inLocale('en', <OverlaySummary job={later} now={NOW} {...callbacks} />));
    expect(screen.getByText('Closes in 58 days').getAttribute('class')).toBe('countdown later');
    cleanup();
    render(inLocale('en', <OverlaySummary job={parseJob(fullJob)} now={NOW} {...callbacks} />));
    expect(screen.getByText('Closes in 3 days').getAttribute('class')).toBe('countdown soon');
    cleanup();
    const closed = parseJob({ ...(fullJob as object), closingDate: inDays(-2) });
    render(inLocale('en', <OverlaySummary job={closed} now={NOW} {...callbacks} />));
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title title-closed');
    cleanup();
    render(inLocale('en', <OverlayCard job={closed} now={NOW} {...callbacks} />));
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title title-closed');
    expect(screen.getByText('Closed 11 Nov').className).toBe('state-closed');
    expect(screen.getByText('Closed 11 Nov 2026').getAttribute('class')).toBe('countdown closed');
  });
});

describe('the looks in the style sheets', () => {
  const SHEETS = ['components/job/job.css', 'entrypoints/overlay/style.css'];
  const colourOf = (file: string, selector: string) =>
    rules(file)
      .filter(([list]) => list.split(', ').includes(selector))
      .map(([, body]) => /(?:^|;|\s)color:\s*([^;]+);/.exec(body)?.[1]?.trim())
      .filter(Boolean);

  it.each(SHEETS)('%s: closed is muted grey, never amber; amber is for soon only', (file) => {
    const closed = file.includes('overlay')
      ? ['.countdown.closed', '.state-closed', '.title-closed', '.job-summary .job-closed', '.job-row-closed h2']
      : ['.job-closed', '.job-state-closed', '.title-closed', '.job-row-closed .job-title'];
    for (const selector of closed) expect(colourOf(file, selector), selector).toEqual(['var(--fg-muted)']);
    const later = file.includes('overlay') ? ['.countdown.later', '.job-summary .job-later'] : ['.job-later'];
    for (const selector of later) expect(colourOf(file, selector), selector).toEqual(['var(--fg-muted)']);
    const soon = file.includes('overlay') ? ['.countdown.soon', '.job-summary .job-soon'] : ['.job-soon'];
    for (const selector of soon) expect(colourOf(file, selector), selector).toEqual(['var(--warn)']);
    const amber = rules(file).filter(([list, body]) => /closed/.test(list) && /--warn/.test(body));
    expect(amber).toEqual([]);
  });

  it.each(SHEETS)('%s: the closed pill is grey', (file) => {
    const pill = rules(file).find(([list]) => list === (file.includes('overlay') ? '.state-closed' : '.job-state-closed'))?.[1];
    expect(pill).toMatch(/background:\s*var\(--bg-hover\)/);
  });

  it.each(THEMES)('the grey pill reads 4.5:1 on the hover grey in the %s theme', (_name, theme) => {
    expect(contrast(theme['--fg-muted']!, theme['--bg-hover']!)).toBeGreaterThanOrEqual(4.5);
  });
});
