/**
 * The one-pass word hashes of a description are the words the regular expressions read, hashed: for
 * any text, whatever its markup, entities, scripts and alphabets, so a fingerprint written by a sync
 * before the one-pass reading still compares with one written after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionWordHashes, descriptionWords, wordHash } from '../description-words';

const expected = (html: string) => descriptionWords(html).map(wordHash);
const actual = (html: string) => [...descriptionWordHashes(html)];

/** Pieces where the one pass could part ways with the expressions: markup, entities, case, marks, surrogates. */
const PIECES = [
  '<',
  '>',
  '&',
  ';',
  '#',
  'x',
  'X',
  '<p>',
  '</li>',
  '<a href="x>y">',
  '<script>',
  '</script>',
  '<SCRIPT type="t">',
  '</Script>',
  '<style>',
  '</STYLE>',
  '<scripts>',
  '&amp;',
  '&AMP;',
  '&#233;',
  '&#x1F600;',
  '&#X41;',
  '&#xZ;',
  '&#;',
  '&#12a;',
  '&nbsp',
  'Café',
  'e\u0301',
  '\u0301',
  'ÉCOLE',
  'İstanbul',
  'ΟΔΟΣ',
  'Σ',
  'ß',
  'ẞ',
  'ﬁ',
  'Ǆ',
  '한국',
  '٣',
  '½',
  '😀',
  '𝐀𝐁',
  '𐐀',
  '\ud800',
  '\udc00',
  '\u00a0',
  '\u200b',
  '\n',
  ' ',
  'de',
  '42',
];

describe('description word hashes', () => {
  it('are the hashes of the words the expressions find, for text made of markup, entities, case, marks and surrogates', () => {
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(text, (html) => {
        expect(actual(html)).toEqual(expected(html));
      }),
      { numRuns: 3000 },
    );
  });

  it('are the same for lone surrogates that a dropped mark pairs up (a counterexample fast-check found)', () => {
    for (const html of ['\ud800\u0301\udc00', 'a\ud800\u0301\u0301\udc00b', '\udc00\u0301\ud800', '\ud800', '\udc00 x'])
      expect(actual(html), JSON.stringify(html)).toEqual(expected(html));
  });

  it('are the same for any string at all, code units and code points alike', () => {
    const strings = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ unit: 'binary-ascii', maxLength: 80 }),
      fc.string({ unit: fc.constantFrom('<', '>', '&', '#', ';', 'x', 'a', '1', ' ', 'é'), maxLength: 40 }),
    );
    fc.assert(
      fc.property(strings, (html) => {
        expect(actual(html)).toEqual(expected(html));
      }),
      { numRuns: 3000 },
    );
  });

  it('fold every code point of the basic plane as the expressions do, alone and inside a word (past the kept folds, through the expressions)', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      for (const html of [c, `a${c}b`, `${c}${c} Ab${c}`]) {
        if (actual(html).join() !== expected(html).join()) differing.push(code.toString(16));
      }
    }
    expect(differing).toEqual([]);
  });

  it('read words across a long description whose hashes outgrow the first buffer', () => {
    const html = `<p>${Array.from({ length: 5000 }, (_, i) => `Wóord${i}`).join(' &amp; ')}</p>`;
    expect(actual(html)).toEqual(expected(html));
    expect(actual(html)).toHaveLength(5000);
  });

  it('keep no more than 256 KB between descriptions after a very long one', () => {
    const long = descriptionWordHashes(Array.from({ length: 100_000 }, (_, i) => `w${i}`).join(' '));
    expect(long).toHaveLength(100_000);
    const next = descriptionWordHashes('een korte tekst');
    expect(next).toHaveLength(3);
    expect(next.buffer.byteLength).toBeLessThanOrEqual(256 * 1024);
    expect(long[99_999]).toBe(wordHash('w99999'));
  });

  it('read the text, not the markup', () => {
    expect(descriptionWords('<p>Caf&eacute; <b>Médewerker</b></p><script>x()</script>')).toEqual(['caf', 'medewerker']);
    expect(actual('<p>Caf&eacute; <b>Médewerker</b></p><script>x()</script>')).toEqual([wordHash('caf'), wordHash('medewerker')]);
  });
});
