/**
 * The export's formula guard, with a margin: a formula behind leading white space (spaces, a no-break
 * space, a line break, which an import may trim) and one behind the full-width signs ＝ ＋ － ＠ (which
 * an East Asian input setting may turn into the ASCII ones) are kept as text too (OWASP, "CSV
 * Injection"). Job titles and employers come from scraped boards: none is ever code in the
 * recruiter's spreadsheet, and none needs those signs at its start.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from '../csv';

const payload = 'HYPERLINK("http://evil.example","Klik")';

describe('a cell that would start a formula once its spaces are trimmed', () => {
  it.each([
    ['spaces', `  =${payload}`],
    ['a no-break space', `\u00a0=${payload}`],
    ['a line break', `\n+${payload}`],
    ['a tab then a minus', `\t-${payload}`],
    ['a full-width equals sign', `＝${payload}`],
    ['a full-width plus', `＋${payload}`],
    ['a full-width minus', `－${payload}`],
    ['a full-width at sign', `＠${payload}`],
    ['spaces then a full-width equals sign', ` ＝${payload}`],
  ])('is kept as text: %s', (_, text) => {
    for (const delimiter of [',', ';'] as const) {
      const [[cell]] = parseCsv(toCsv(['title'], [[text]], delimiter), delimiter).slice(1) as [[string]];
      expect(cell).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text alone, spaces and signs inside it included', () => {
    expect(csvCell('  Senior developer', ',')).toBe('  Senior developer');
    expect(csvCell('C++ developer', ',')).toBe('C++ developer');
    expect(csvCell('Sales (m/v/x) = top', ',')).toBe('Sales (m/v/x) = top');
  });
});
