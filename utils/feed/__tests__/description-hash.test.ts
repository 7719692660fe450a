/**
 * The description fingerprint of rule (3): the same text, whatever its markup, has the same hash; a
 * sentence added or a word changed moves it a few bits; another vacancy's text lands far away; too
 * little text has none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descriptionHash,
  hasHash,
  hashBands,
  hashHalves,
  hashParts,
  MIN_DESCRIPTION_WORDS,
  partsDistance,
  partsHalves,
} from '../description-hash';

const ORIGINAL = [
  '<p>Als <strong>Beleidsadviseur Klimaat</strong> bij de gemeente werk je aan de warmtetransitie van de wijken.</p>',
  '<ul><li>Je schrijft het uitvoeringsprogramma aardgasvrij en stemt af met woningcorporaties.</li>',
  '<li>Je adviseert het college over subsidies voor isolatie en zonnepanelen op maatschappelijk vastgoed.</li>',
  '<li>Je organiseert bewonersavonden in Overvecht en Kanaleneiland samen met de netbeheerder.</li></ul>',
  '<p>Wij bieden een aanstelling van 32 tot 36 uur per week in schaal 11, met een opleidingsbudget.</p>',
].join('\n');

const OTHER = [
  '<p>Our logistics team in Venlo is looking for a transport planner who keeps forty trucks on the road.</p>',
  '<p>You plan routes for chilled goods across Germany and Belgium, talk to drivers every morning, and',
  'solve the surprises of a day on the motorway with customers, warehouses and our own workshop.</p>',
  '<p>We offer a permanent contract, a lease bicycle, and a team that celebrates every on-time delivery.</p>',
].join('\n');

const distance = (a: string, b: string) =>
  partsDistance(hashParts(hashHalves(descriptionHash(a))), hashParts(hashHalves(descriptionHash(b))));

/** The fingerprint as first written: a vote per bit per shingle, and the per-step text clean-up. */
function votedHash(html: string): string | null {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  const fnv = (word: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  const mix = (value: number) => {
    let h = value;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map(fnv);
  if (words.length < MIN_DESCRIPTION_WORDS) return null;
  const votes = new Int32Array(64);
  for (let i = 0; i + 3 <= words.length; i++) {
    const ordered = Math.imul(Math.imul(words[i]!, 0x9e3779b1) ^ words[i + 1]!, 0x85ebca77) ^ words[i + 2]!;
    const [high, low] = [mix(ordered), mix(ordered ^ 0x27d4eb2f)];
    for (let bit = 0; bit < 32; bit++) {
      votes[bit]! += ((high >>> (31 - bit)) & 1) * 2 - 1;
      votes[bit + 32]! += ((low >>> (31 - bit)) & 1) * 2 - 1;
    }
  }
  let [high, low] = [0, 0];
  for (let bit = 0; bit < 32; bit++) {
    if (votes[bit]! > 0) high |= 1 << (31 - bit);
    if (votes[bit + 32]! > 0) low |= 1 << (31 - bit);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}

describe('description hash', () => {
  it('is the fingerprint of the per-bit vote it replaced, for any text, markup and length (fingerprints already stored stay valid)', () => {
    const word = fc.constantFrom(
      'de',
      'gemeente',
      'Café',
      'één',
      'werk',
      'je',
      '<p>',
      '</li>',
      '&amp;',
      '&#233;',
      '<script>x</script>',
      'jobs',
      '42',
      'ÉCOLE',
      '\n',
    );
    const text = fc.array(word, { minLength: 0, maxLength: 400 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(text, (html) => descriptionHash(html) === votedHash(html)),
      { numRuns: 1500 },
    );
    expect(descriptionHash(ORIGINAL)).toBe(votedHash(ORIGINAL));
    expect(descriptionHash(OTHER)).toBe(votedHash(OTHER));
  });

  it('reads the text, not the markup', () => {
    expect(descriptionHash(ORIGINAL)).toBe(descriptionHash(ORIGINAL.replace(/<[^>]+>/g, ' ').toUpperCase()));
    expect(descriptionHash(ORIGINAL)).toMatch(/^[\da-f]{16}$/);
  });

  it('moves a few bits (a 75-word text: up to 16 of 64) for an agency intro, a dropped line or a changed word, many for another vacancy', () => {
    const agency = `<p>Voor onze opdrachtgever zoeken wij een enthousiaste kandidaat.</p>${ORIGINAL}<p>Reageer via onze website.</p>`;
    const dropped = ORIGINAL.replace(/<li>Je organiseert[^<]*<\/li>/, '');
    const reworded = ORIGINAL.replace('32 tot 36', '36 tot 40');
    for (const copy of [agency, dropped, reworded]) expect(distance(ORIGINAL, copy)).toBeLessThanOrEqual(16);
    expect(distance(ORIGINAL, OTHER)).toBeGreaterThan(20);
  });

  it('has none for a description too short to tell from boilerplate', () => {
    expect(descriptionHash(null)).toBeNull();
    expect(descriptionHash('<p>Solliciteer nu via onze website!</p>')).toBeNull();
    const words = Array.from({ length: MIN_DESCRIPTION_WORDS }, (_, i) => `woord${i}`);
    expect(descriptionHash(words.slice(1).join(' '))).toBeNull();
    expect(descriptionHash(words.join(' '))).not.toBeNull();
  });

  it('finds every pair within the distance through a shared band (the pigeonhole holds)', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat({ max: 0xffffffff }), fc.nat({ max: 0xffffffff })),
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        ([high, low], flips, limit) => {
          const a: [number, number] = [high, low];
          const b: [number, number] = [high, low];
          for (const bit of flips) {
            if (bit < 32) b[0] = (b[0] ^ (1 << (31 - bit))) >>> 0;
            else b[1] = (b[1] ^ (1 << (63 - bit))) >>> 0;
          }
          expect(partsDistance(hashParts(a), hashParts(b))).toBe(flips.length);
          const shared = hashBands(a, limit).some((band, i) => band === hashBands(b, limit)[i]);
          if (flips.length <= limit) expect(shared).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is held in three small integers (22, 21 and 21 bits) that give back its halves and its distances', () => {
    const half = fc.nat({ max: 0xffffffff });
    // The ends of a half too, where a shift would spill into the sign.
    const edgy = fc.oneof(half, fc.constantFrom(0, 1, 0x3ff, 0x400, 0x1fffff, 0x200000, 0x7fffffff, 0x80000000, 0xffffffff));
    fc.assert(
      fc.property(fc.tuple(edgy, edgy), fc.tuple(edgy, edgy), (a, b) => {
        const parts = hashParts(a);
        expect(hasHash(parts)).toBe(true);
        for (const [part, bits] of [
          [parts.hashHigh, 22],
          [parts.hashMiddle, 21],
          [parts.hashLow, 21],
        ] as const) {
          expect(Number.isInteger(part) && part >= 0 && part < 2 ** bits).toBe(true);
        }
        expect(partsHalves(parts)).toEqual(a);
        // The bits that differ, counted one by one.
        let differ = 0;
        for (let bit = 0; bit < 32; bit++) differ += (((a[0] ^ b[0]) >>> bit) & 1) + (((a[1] ^ b[1]) >>> bit) & 1);
        expect(partsDistance(parts, hashParts(b))).toBe(differ);
      }),
      { numRuns: 3000 },
    );
    expect(hasHash(hashParts(null))).toBe(false);
  });

  it('rejects fingerprints that are not 16 hex digits', () => {
    expect(hashHalves('0123456789abcdef')).toEqual([0x01234567, 0x89abcdef]);
    for (const bad of [null, '', '0123', '0123456789abcdeg', '0123456789ABCDEF0']) expect(hashHalves(bad)).toBeNull();
  });
});
