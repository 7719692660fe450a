/**
 * The vacancy grouping (vacancy-groups.ts) against a plain reading of its three rules, pair by pair:
 * whatever the candidates' lists and the fingerprint's bands do to find a copy's match faster, the
 * groups are those that comparing every job with every other gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasHash, partsDistance } from '../description-hash';
import { VacancyGrouping } from '../vacancy-groups';
import type { VacancyKeys } from '../vacancy-key';

const WINDOW = 60 * 86_400;
/** Two fingerprints as their 22-, 21- and 21-bit parts, far apart, for jobs to be near one or the other. */
const BASES = [
  [0x2aaaaa, 0x155555, 0x0f0f0f],
  [0x155555, 0x0aaaaa, 0x1f0f0f],
] as const;

const jobArb = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  postingKey: fc.constantFrom(null, null, null, 'board:1', 'board:2'),
  vacancyKey: fc.constantFrom(null, 'acme|developer', 'acme|planner'),
  titleKey: fc.constantFrom(null, 'developer', 'planner'),
  placedSeconds: fc.option(fc.constantFrom(0, 30 * 86_400, 59 * 86_400, 61 * 86_400, 200 * 86_400), { nil: null }),
  employerless: fc.boolean(),
  base: fc.option(fc.constantFrom(0, 1), { nil: null, freq: 8 }),
  // Anywhere in the 64 bits, so that a pair's differences fall in any of the bands.
  flips: fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 18 }),
});
type Drawn = typeof jobArb extends fc.Arbitrary<infer T> ? T : never;

function keysOf(job: Drawn): VacancyKeys {
  const parts = job.base === null ? [-1, -1, -1] : [...BASES[job.base]];
  if (job.base !== null)
    for (const bit of job.flips) {
      const [part, at] = bit < 22 ? [0, bit] : bit < 43 ? [1, bit - 22] : [2, bit - 43];
      parts[part]! ^= 1 << at;
    }
  const { id, postingKey, vacancyKey, titleKey, placedSeconds, employerless } = job;
  return {
    id,
    postingKey,
    vacancyKey,
    titleKey,
    placedSeconds,
    employerless,
    board: null,
    hashHigh: parts[0]!,
    hashMiddle: parts[1]!,
    hashLow: parts[2]!,
  };
}

/** The groups by the rules read plainly: every pair compared, by rule 2 each job with its vacancy's first, then the connected parts, each named by its smallest id. */
function plainGroups(jobs: readonly VacancyKeys[], near: number, sameTitle: number): Map<number, number> {
  const parent = new Map(jobs.map((job) => [job.id, job.id]));
  const root = (id: number): number => (parent.get(id) === id ? id : root(parent.get(id)!));
  const join = (a: number, b: number) => {
    const [x, y] = [root(a), root(b)];
    parent.set(Math.max(x, y), Math.min(x, y));
  };
  const within = (a: number | null, b: number | null) => a === null || b === null || Math.abs(a - b) <= WINDOW;
  for (const a of jobs)
    for (const b of jobs) {
      if (a.id >= b.id) continue;
      if (a.postingKey !== null && a.postingKey === b.postingKey) join(a.id, b.id);
    }
  // Rule 2: per employer and title, from the oldest (then the smallest id), each job joins the first
  // of its vacancy when within the window of it, else starts the next vacancy.
  const dated = jobs.filter((job) => job.vacancyKey !== null && job.placedSeconds !== null);
  dated.sort((a, b) => a.placedSeconds! - b.placedSeconds! || a.id - b.id);
  const first = new Map<string, VacancyKeys>();
  for (const job of dated) {
    const start = first.get(job.vacancyKey!);
    if (start !== undefined && job.placedSeconds! - start.placedSeconds! <= WINDOW) join(start.id, job.id);
    else first.set(job.vacancyKey!, job);
  }
  for (const copy of jobs) {
    if (!copy.employerless || !hasHash(copy)) continue;
    let best: { id: number; rank: number } | null = null;
    for (const other of jobs) {
      if (other.id === copy.id || !hasHash(other) || !within(copy.placedSeconds, other.placedSeconds)) continue;
      const distance = partsDistance(copy, other);
      const byTitle = copy.titleKey !== null && copy.titleKey === other.titleKey && distance <= sameTitle;
      if (!byTitle && distance > near) continue;
      const rank = (other.employerless ? 65 : 0) + distance;
      if (best === null || rank < best.rank || (rank === best.rank && other.id < best.id)) best = { id: other.id, rank };
    }
    if (best !== null) join(best.id, copy.id);
  }
  return new Map(jobs.map((job) => [job.id, root(job.id)]));
}

describe('vacancy grouping, against its rules read plainly', () => {
  it('gives the groups that comparing every pair of jobs gives, for any limits', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(jobArb, { selector: (job) => job.id, maxLength: 40 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 18 }),
        (drawn, near, sameTitle) => {
          const jobs = drawn.map(keysOf);
          const grouping = VacancyGrouping.of(jobs, { nearIdenticalBits: near, sameTitleBits: sameTitle });
          const expected = plainGroups(jobs, near, sameTitle);
          for (const job of jobs) expect(grouping.root(job.id), `job ${job.id}`).toBe(expected.get(job.id));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
