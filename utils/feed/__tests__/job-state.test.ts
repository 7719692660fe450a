import { describe, expect, it } from 'vitest';
import { ENUM_MEMBERS } from '@/utils/api/enums';
import { closingText } from '@/utils/i18n/format';
import { closingFact, statusLabel, statusText } from '@/utils/i18n/format-record';
import { createTranslator } from '@/utils/i18n/translate';
import { jobState, stateOf, statusSaysClosed } from '../job-state';

// 23 Nov 2026, 10:00 local time: the day of the first-day report.
const NOW = new Date(2026, 10, 23, 10, 0).getTime();
const PAST = '2026-11-17T12:00:00Z';
const FUTURE = '2026-12-23T12:00:00Z';
const en = createTranslator('en');
const nl = createTranslator('nl');

describe('jobState: the one rule for open or closed', () => {
  it.each([
    ['OPEN with a closing date in the past', 'OPEN', PAST, true],
    ['OPEN with a closing date to come', 'OPEN', FUTURE, false],
    ['CLOSED with a closing date to come', 'CLOSED', FUTURE, true],
    ['CLOSED with a closing date in the past', 'CLOSED', PAST, true],
    ['CLOSED without a closing date', 'CLOSED', null, true],
    ['no status and no closing date', null, null, false],
    ['no status, closing date in the past', null, PAST, true],
    ['no status, closing date to come', null, FUTURE, false],
    ['an empty status', '   ', FUTURE, false],
    ['ON_HOLD with a closing date to come', 'ON_HOLD', FUTURE, false],
    ['ON_HOLD with a closing date in the past', 'ON_HOLD', PAST, true],
    ['free text the rule does not know', 'Open for applications', null, false],
    ['"Closed" in another case', 'Closed', FUTURE, true],
    ['" closed " with spaces', ' closed ', FUTURE, true],
    ['FILLED', 'FILLED', FUTURE, true],
    ['cancelled, lower case', 'cancelled', null, true],
    ['EXPIRED', 'EXPIRED', FUTURE, true],
    ['an unreadable closing date', 'OPEN', 'next week', false],
    ['a closing date of exactly now', 'OPEN', new Date(NOW).toISOString(), true],
    ['a closing date a minute from now', 'OPEN', new Date(NOW + 60_000).toISOString(), false],
  ])('%s', (_case, status, closingDate, closed) => {
    expect(jobState({ status, closingDate }, NOW).closed).toBe(closed);
  });

  it('says why a job is closed, and keeps its closing instant', () => {
    expect(jobState({ status: 'OPEN', closingDate: PAST }, NOW)).toEqual({ closed: true, by: 'date', closingAt: Date.parse(PAST) });
    expect(jobState({ status: 'CLOSED', closingDate: FUTURE }, NOW)).toEqual({ closed: true, by: 'status', closingAt: Date.parse(FUTURE) });
    expect(jobState({ status: 'OPEN', closingDate: null }, NOW)).toEqual({ closed: false, closingAt: null });
  });

  it('gives the same verdict from the two halves the index keeps', () => {
    for (const status of ['OPEN', 'CLOSED', null, 'ON_HOLD']) {
      for (const closingDate of [PAST, FUTURE, null]) {
        const closingAt = closingDate === null ? null : Date.parse(closingDate);
        expect(stateOf(statusSaysClosed(status), closingAt, NOW)).toEqual(jobState({ status, closingDate }, NOW));
      }
    }
  });
});

describe('how closing reads', () => {
  const text = (status: string | null, closingDate: string | null, t = en, locale: 'en' | 'nl' = 'en') =>
    closingText(t, locale, jobState({ status, closingDate }, NOW), NOW);

  it('closed: "Closed 17 Nov" / "Gesloten 17 nov", never "closes" with a past date', () => {
    expect(text('OPEN', PAST)).toBe('Closed 17 Nov');
    expect(text('OPEN', PAST, nl, 'nl')).toBe('Gesloten 17 nov');
    expect(text('CLOSED', PAST)).toBe('Closed 17 Nov');
    expect(text(null, '2025-11-17T12:00:00Z')).toBe('Closed 17 Nov 2025');
  });

  it('closed by status before its closing date: "Closed", no date to come', () => {
    expect(text('CLOSED', FUTURE)).toBe('Closed');
    expect(text('CLOSED', FUTURE, nl, 'nl')).toBe('Gesloten');
    expect(text('CLOSED', null)).toBe('Closed');
  });

  it('open: a countdown, "today" for later today, nothing without a date', () => {
    expect(text('OPEN', FUTURE)).toBe('Closes in 30 days');
    expect(text('OPEN', FUTURE, nl, 'nl')).toBe('Sluit over 30 dagen');
    expect(text('OPEN', new Date(NOW + 3_600_000).toISOString())).toBe('Closes today');
    expect(text('OPEN', null)).toBe('');
  });

  it('the full record gives the date beside the state', () => {
    const fact = (status: string | null, closingDate: string | null) => closingFact(en, 'en', jobState({ status, closingDate }, NOW), NOW);
    expect(fact('OPEN', FUTURE)).toBe('Closes in 30 days (23 Dec 2026)');
    expect(fact('OPEN', PAST)).toBe('Closed 17 Nov 2026');
    expect(fact('CLOSED', FUTURE)).toBe('23 Dec 2026');
    expect(fact('OPEN', null)).toBe('');
  });
});

describe('the status in words', () => {
  it('labels the statuses feeds send in both languages, and leaves other text as sent', () => {
    expect(statusLabel('nl', 'CLOSED')).toBe('Gesloten');
    expect(statusLabel('en', 'Closed')).toBe('Closed');
    expect(statusLabel('nl', 'ON_HOLD')).toBe('Gepauzeerd');
    expect(statusLabel('en', 'on hold')).toBe('On hold');
    expect(statusLabel('nl', 'OPEN')).toBe('Open');
    expect(statusLabel('en', 'Open for applications')).toBe('Open for applications');
    expect(statusLabel('en', null)).toBe('');
  });

  it('never says Open for a job its closing date has closed', () => {
    expect(statusText(en, 'en', 'OPEN', jobState({ status: 'OPEN', closingDate: PAST }, NOW))).toBe('Closed (closing date passed)');
    expect(statusText(nl, 'nl', 'OPEN', jobState({ status: 'OPEN', closingDate: PAST }, NOW))).toBe('Gesloten (sluitingsdatum verstreken)');
    expect(statusText(en, 'en', 'OPEN', jobState({ status: 'OPEN', closingDate: FUTURE }, NOW))).toBe('Open');
  });

  it('every status the rule reads as closed has a label', () => {
    for (const code of ENUM_MEMBERS.jobStatus) {
      expect(jobState({ status: code, closingDate: FUTURE }, NOW).closed, code).toBe(
        ['CLOSED', 'FILLED', 'CANCELLED', 'CANCELED', 'EXPIRED'].includes(code),
      );
    }
  });
});
