// @vitest-environment happy-dom
/**
 * "Copy" of a job its status closed (CLOSED, FILLED…) must say so: the recruiter pastes it into a mail
 * to a candidate or a client, and a bare date (or nothing) reads as a vacancy still open.
 */
import { expect, it } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { createTranslator } from '@/utils/i18n/translate';
import { jobSummaryText } from '@/components/job/job-text';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const JOB = makeSummary({
  id: 42,
  title: 'Senior Java Developer',
  employer: 'Gemeente Utrecht',
  city: 'Utrecht',
  url: 'https://www.example.nl/vacature/42',
});

it('says Closed in the copy of a job closed by its status, without a closing date', () => {
  const text = jobSummaryText({ ...JOB, status: 'FILLED', closingDate: null }, null, createTranslator('en'), 'en', NOW);
  expect(text).toMatch(/Closed/);
});

it('says Gesloten in the copy of a job closed by its status before its closing date', () => {
  const text = jobSummaryText(
    { ...JOB, status: 'CLOSED', closingDate: '2026-12-01T00:00:00.000Z' },
    null,
    createTranslator('nl'),
    'nl',
    NOW,
  );
  expect(text).toMatch(/Gesloten/);
});
