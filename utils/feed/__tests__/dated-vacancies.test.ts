/**
 * Rule 2's vacancies by date (dated-vacancies.ts): jobs added one at a time, each joined to its
 * vacancy as it comes, give the vacancies the whole set read from the oldest gives, unless an add
 * says it moved where a later vacancy starts (then the grouping is built again from scratch).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DatedVacancies } from '../dated-vacancies';

const WINDOW = 60;

/** Each job's vacancy, named by its smallest id. */
function vacanciesOf(build: (dated: DatedVacancies) => boolean): Map<number, number> | null {
  const parent = new Map<number, number>();
  const root = (id: number): number => (parent.has(id) ? root(parent.get(id)!) : id);
  const dated = new DatedVacancies(WINDOW, (a, b) => {
    const [x, y] = [root(a), root(b)];
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  });
  if (!build(dated)) return null;
  return new Map([...parent.keys()].map((id) => [id, root(id)]));
}

describe('vacancies by date', () => {
  it('added one at a time, are those of the whole set, or the add says so', () => {
    let agreed = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 30 }), at: fc.constantFrom(0, 20, 50, 59, 61, 80, 100, 121, 200) }), {
          selector: (job) => job.id,
          maxLength: 12,
        }),
        (jobs) => {
          const whole = vacanciesOf((dated) => {
            for (const { id, at } of jobs) dated.insert('acme|planner', id, at);
            dated.joinAll();
            return true;
          });
          const oneByOne = vacanciesOf((dated) => jobs.every(({ id, at }) => dated.add('acme|planner', id, at)));
          if (oneByOne === null) return;
          agreed++;
          expect(oneByOne).toEqual(whole);
          // No vacancy spans more than the window.
          const at = new Map(jobs.map((job) => [job.id, job.at]));
          const spans = new Map<number, number[]>();
          for (const [id, first] of whole!) spans.set(first, [...(spans.get(first) ?? [at.get(first)!]), at.get(id)!]);
          for (const dates of spans.values()) expect(Math.max(...dates) - Math.min(...dates)).toBeLessThanOrEqual(WINDOW);
        },
      ),
      { numRuns: 2000 },
    );
    expect(agreed).toBeGreaterThan(500);
  });

  it('join a repost within the window of the first posting, and start the next vacancy after it', () => {
    const vacancies = vacanciesOf((dated) => [0, 50, 100, 120].every((at, i) => dated.add('acme|planner', i + 1, at)));
    expect(vacancies).toEqual(
      new Map([
        [2, 1],
        [4, 3],
      ]),
    );
  });
});
