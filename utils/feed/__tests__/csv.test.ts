import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from '../csv';

describe('CSV for spreadsheets', () => {
  it('starts with a BOM, ends lines with CRLF, and quotes what needs it', () => {
    const file = toCsv(
      ['Title', 'Rate'],
      [
        ['Developer, senior', '€ 95'],
        ['Zegt "hallo"', null],
      ],
      ',',
    );
    expect(file.startsWith('\uFEFFTitle,Rate\r\n')).toBe(true);
    expect(file).toContain('"Developer, senior",€ 95\r\n');
    expect(file).toContain('"Zegt ""hallo""",\r\n');
    // The Dutch list separator: a comma needs no quotes then, a semicolon does.
    expect(csvCell('a, b', ';')).toBe('a, b');
    expect(csvCell('a; b', ';')).toBe('"a; b"');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
  });

  it('never lets a cell start a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = csvCell(`${start}HYPERLINK("http://evil.example")`, ',');
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+1', ';')).toBe("'=1+1");
    // Numbers are numbers: a negative one is no formula.
    expect(csvCell(-5, ',')).toBe('-5');
    expect(csvCell('Senior', ',')).toBe('Senior');
  });

  it('reads back every file it writes, cell for cell (formula guards aside)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '€', ',', ';', '"', '\n', '\r\n', ' ', '=', '-', 'x') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        fc.constantFrom(',' as const, ';' as const),
        (rows, delimiter) => {
          const parsed = parseCsv(toCsv(['a', 'b', 'c'], rows, delimiter), delimiter);
          const unguarded = (text: string) => (/^'(?:\s*[=+\-@]|[\t\r])/.test(text) ? text.slice(1) : text);
          expect(parsed.map((row) => row.map(unguarded))).toEqual([['a', 'b', 'c'], ...rows]);
        },
      ),
    );
  });
});
