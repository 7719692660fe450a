/**
 * Rule (3)'s candidates (vacancy-candidates.ts) find exactly the jobs a plain reading of the rule
 * finds: under the key, of the right kind, not the job itself, within the distance and the window.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partsDistance } from '../description-hash';
import { Candidates } from '../vacancy-candidates';
import type { VacancyKeys } from '../vacancy-key';

const WINDOW = 60 * 86_400;

/** Fingerprint parts near one another (a few bits flipped in a shared base), so that some pairs are within the limits. */
const keysArb = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  key: fc.constantFrom('a', 'b'),
  // Anywhere in the 64 bits, more often in the high and middle parts (the first 43), so that a
  // pair's distance often falls near the limits.
  flips: fc.array(fc.oneof(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 63 })), { maxLength: 8 }),
  placedSeconds: fc.option(fc.integer({ min: 0, max: 200 * 86_400 }), { nil: null }),
  employerless: fc.boolean(),
});

type Drawn = typeof keysArb extends fc.Arbitrary<infer T> ? T : never;

function keysOf({ id, flips, placedSeconds, employerless }: Drawn): VacancyKeys {
  const parts = [0x2aaaaa, 0x155555, 0x0f0f0f];
  for (const bit of flips) {
    // 22, 21 and 21 bits (description-hash.ts's parts).
    const [part, at] = bit < 22 ? [0, bit] : bit < 43 ? [1, bit - 22] : [2, bit - 43];
    parts[part]! ^= 1 << at;
  }
  return {
    id,
    postingKey: null,
    vacancyKey: null,
    titleKey: null,
    placedSeconds,
    hashHigh: parts[0]!,
    hashMiddle: parts[1]!,
    hashLow: parts[2]!,
    employerless,
    board: null,
  };
}

describe('vacancy candidates', () => {
  it('visit the jobs of the key within the limit and the window, as a plain reading of the rule does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(keysArb, { maxLength: 30, selector: (job) => job.id }),
        keysArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 14 }),
        (jobs, asked, copies, limit) => {
          const candidates = new Candidates<string>();
          const held = jobs.map((job) => ({ key: job.key, keys: keysOf(job) }));
          for (const { key, keys } of held) candidates.add(key, keys);
          if (jobs.length % 2 === 0) candidates.compact();
          const keys = keysOf(asked);
          const visited: [number, number, boolean][] = [];
          candidates.near(asked.key, keys, copies, limit, WINDOW, (other, distance, employerless) =>
            visited.push([other, distance, employerless]),
          );
          const expected = held
            .filter(({ key }) => key === asked.key)
            .map(({ keys: other }) => other)
            .filter((other) => (!copies || other.employerless) && other.id !== keys.id)
            .filter((other) => partsDistance(keys, other) <= limit)
            .filter(
              (other) =>
                keys.placedSeconds === null || other.placedSeconds === null || Math.abs(keys.placedSeconds - other.placedSeconds) <= WINDOW,
            )
            .map((other): [number, number, boolean] => [other.id, partsDistance(keys, other), other.employerless]);
          const byId = (a: [number, number, boolean], b: [number, number, boolean]) => a[0] - b[0] || a[1] - b[1];
          expect(visited.sort(byId)).toEqual(expected.sort(byId));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keep the jobs without an employer apart: a copy is asked only of them', () => {
    const candidates = new Candidates<string>();
    const posting = keysOf({ id: 1, key: 'a', flips: [], placedSeconds: 0, employerless: false });
    const copy = keysOf({ id: 2, key: 'a', flips: [1], placedSeconds: 0, employerless: true });
    candidates.add('a', posting);
    candidates.add('a', copy);
    const asked = keysOf({ id: 3, key: 'a', flips: [2], placedSeconds: 86_400, employerless: true });
    const seen = (copies: boolean) => {
      const ids: [number, number][] = [];
      candidates.near('a', asked, copies, 3, WINDOW, (other, distance) => ids.push([other, distance]));
      return ids;
    };
    expect(seen(true)).toEqual([[2, 2]]);
    expect(seen(false)).toEqual([
      [2, 2],
      [1, 1],
    ]);
    candidates.near('b', asked, false, 64, WINDOW, () => expect.unreachable('no job is under another key'));
  });
});
