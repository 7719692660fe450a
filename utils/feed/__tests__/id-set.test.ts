/** The id set of the scans: the same answers as a Set, for ids in its bits and any other number. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BITSET_IDS, IdSet } from '../id-set';

const anyId = fc.oneof(
  fc.nat({ max: 200 }),
  fc.integer({ min: BITSET_IDS - 100, max: BITSET_IDS + 100 }),
  fc.integer({ min: 2 ** 31 - 100, max: 2 ** 32 + 100 }),
  fc.integer({ min: -100, max: -1 }),
  fc.constantFrom(0.5, -0, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
  fc.double(),
);

describe('IdSet', () => {
  it('answers as a Set does, for ids in its bits, at its ends and beyond, and numbers that are no ids', () => {
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 60 }), fc.array(anyId, { maxLength: 60 }), (added, asked) => {
        const set = new IdSet();
        for (const id of added) set.add(id);
        const expected = new Set(added);
        for (const id of [...added, ...asked]) expect(set.has(id), String(id)).toBe(expected.has(id));
      }),
      { numRuns: 3000 },
    );
  });

  it('grows its bits as larger ids come, keeping the ones it had', () => {
    const set = new IdSet();
    const ids = [3, 40, 1_000, 70_000, 1_000_000, BITSET_IDS - 1];
    for (const id of ids) set.add(id);
    for (const id of ids) expect(set.has(id)).toBe(true);
    for (const id of [2, 4, 39, 41, 999, 1_001, 69_999, 999_999, BITSET_IDS - 2, BITSET_IDS]) expect(set.has(id)).toBe(false);
  });
});
