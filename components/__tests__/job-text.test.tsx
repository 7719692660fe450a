// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { createTranslator } from '@/utils/i18n/translate';
import { inLocale } from '@/test/setup/i18n';
import { CopySummary } from '../job/CopySummary';
import { exportHeader, exportRow, htmlToText, jobSummaryText } from '../job/job-text';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00Z');
const JOB = makeSummary({
  id: 42,
  title: 'Senior Java Developer',
  employer: 'Gemeente Utrecht',
  city: 'Utrecht',
  hoursMinimum: 32,
  hoursMaximum: 40,
  salaryMinimum: 85,
  salaryMaximum: 95,
  salaryPeriod: 'HOURLY',
  category: 'ICT',
  closingDate: '2026-12-01T00:00:00Z',
  url: 'https://www.example.nl/vacature/42',
});

describe('a job as text', () => {
  it('copies a readable summary in the UI language', () => {
    const en = jobSummaryText(JOB, 'shortlisted', createTranslator('en'), 'en', NOW);
    expect(en.split('\n')).toEqual([
      'Senior Java Developer',
      'Gemeente Utrecht · Utrecht',
      expect.stringMatching(/^32–40 hours a week · €85–€95 per hour · /),
      expect.stringMatching(/^Closes in 11 days \(1 Dec 2026\)$/),
      'Status: Shortlisted',
      'https://www.example.nl/vacature/42',
    ]);
    const nl = jobSummaryText({ ...JOB, url: 'javascript:alert(1)' }, null, createTranslator('nl'), 'nl', NOW);
    expect(nl).toContain('32–40 uur per week');
    expect(nl).not.toContain('javascript');
    expect(nl).not.toContain('Status');
  });

  it('reads a description as text: blocks on lines, items with bullets, nothing run or loaded', () => {
    const html =
      '<p>Wij zoeken <b>jou</b>.</p><ul><li>Java</li><li>SQL</li></ul>Tot<br>ziens<img src=x onerror="window.__hit=1"><script>window.__hit=2</script>';
    expect(htmlToText(html)).toBe('Wij zoeken jou.\n• Java\n• SQL\n\nTot\nziens');
    expect((window as unknown as { __hit?: number }).__hit).toBeUndefined();
    expect(htmlToText(null)).toBe('');
  });

  it('makes export rows that match the header', () => {
    const t = createTranslator('nl');
    const header = exportHeader(t);
    const row = exportRow(JOB, 'handled', { job: 'Bellen', employer: '' }, 'Beschrijving', t, 'nl');
    expect(row).toHaveLength(header.length);
    expect(Object.fromEntries(header.map((name, i) => [name, row[i]]))).toMatchObject({
      ID: 42,
      Titel: 'Senior Java Developer',
      Werkgever: 'Gemeente Utrecht',
      Sluitingsdatum: '2026-12-01',
      Status: 'Afgehandeld',
      Notitie: 'Bellen',
      URL: 'https://www.example.nl/vacature/42',
    });
    expect(row.at(-1)).toBe('Beschrijving');
  });

  it("dates the export's closing day where the recruiter is, as the card does, not in UTC", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Amsterdam';
    try {
      const t = createTranslator('nl');
      const closing = (closingDate: string | null) => exportRow({ ...JOB, closingDate }, null, { job: '', employer: '' }, '', t, 'nl')[6];
      expect(closing('2026-11-15T23:30:00Z')).toBe('2026-11-16');
      expect(closing('2026-11-15T12:00:00Z')).toBe('2026-11-15');
      expect(closing(null)).toBe('');
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('"Copy" puts the summary on the clipboard and says so, or says why not', async () => {
    const copy = vi.fn(async () => undefined);
    render(inLocale('en', <CopySummary job={JOB} status={null} now={NOW} copy={copy} />));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied.');
    expect(copy).toHaveBeenCalledWith(expect.stringMatching(/^Senior Java Developer\nGemeente Utrecht/));
    cleanup();
    render(
      inLocale('en', <CopySummary job={JOB} status={null} now={NOW} copy={() => Promise.reject(new Error('Document is not focused.'))} />),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not copy to the clipboard: the browser did not allow it. Click in the page and try again.',
    );
  });

  it("says why a copy failed in the page language; the browser's English words only in the details", async () => {
    // What Chrome rejects navigator.clipboard.writeText with when the tab is not focused.
    const refused = new DOMException("Failed to execute 'writeText' on 'Clipboard': Document is not focused.", 'NotAllowedError');
    render(inLocale('nl', <CopySummary job={JOB} status={null} now={NOW} copy={() => Promise.reject(refused)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kopiëren naar het klembord is niet gelukt: de browser stond het niet toe. Klik in de pagina en probeer het opnieuw.',
    );
    const details = screen.getByText('Details').closest('details')!;
    expect(details.textContent).toMatch(/Document is not focused/);
  });
});

describe('the copy of a job its status closed says so', () => {
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
});
