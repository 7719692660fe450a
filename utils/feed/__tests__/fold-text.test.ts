/** Folding for search: the short path for plain ASCII text folds exactly as the full one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employerKeyOf, foldText } from '../fold-text';

/** The full fold, as it is written for any text. */
const fullFold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

describe('foldText', () => {
  it('drops diacritics and case, and collapses whitespace', () => {
    expect(foldText('  Café  Ölmühle\tBV ')).toBe('cafe olmuhle bv');
    expect(foldText('Medewerker\u00a0Klantenservice')).toBe('medewerker klantenservice');
    expect(employerKeyOf('  ')).toBeNull();
  });

  it('folds any text as the full fold does, ASCII or not', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(ascii, (text) => foldText(text) === fullFold(text)),
      { numRuns: 2000 },
    );
    const mixed = fc.string({ unit: fc.constantFrom('a', 'É', 'e\u0301', ' ', '\t', '\u00a0', 'ß', 'Z', '\u2003', 'ı') });
    fc.assert(
      fc.property(mixed, (text) => foldText(text) === fullFold(text)),
      { numRuns: 2000 },
    );
  });
});
