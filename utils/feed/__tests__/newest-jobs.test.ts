import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NewestJobs } from '../newest-jobs';
import type { JobSummary } from '../summary';

type Job = Pick<JobSummary, 'id' | 'recency'>;

/** Few dates, so that ids decide among jobs of one date, as `recency` strings carry them (summarize.ts). */
const job = (id: number, day: number): Job => ({
  id,
  recency: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z|${String(id).padStart(16, '0')}`,
});

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.record({ id: fc.integer({ min: 1, max: 40 }), day: fc.integer({ min: 1, max: 9 }) }), { maxLength: 8 })
      .map((jobs) => ({ write: jobs })),
  },
  { weight: 2, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }).map((ids) => ({ remove: ids })) },
  { weight: 1, arbitrary: fc.constant({ clear: true }) },
);

describe('NewestJobs', () => {
  it('answers only what it knows, and what it answers is the model index newest first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(step, { maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        (kept, steps, count) => {
          const newest = new NewestJobs(kept);
          const index = new Map<number, string>();
          /** Whether it must know `count`: cleared, and only new jobs written since. */
          let sure = false;
          expect(newest.newest(count)).toBeNull();
          for (const s of steps) {
            if ('clear' in s) {
              index.clear();
              newest.cleared();
              sure = true;
            } else if ('write' in s) {
              const jobs = s.write.map(({ id, day }) => job(id, day));
              // A job written again at another date may leave the list (an older one): only new jobs, or ones
              // written again unchanged, keep it sure.
              const moved = jobs.some(({ id, recency }) => index.has(id) && index.get(id) !== recency);
              if (moved || new Set(jobs.map(({ id }) => id)).size < jobs.length) sure = false;
              for (const { id, recency } of jobs) index.set(id, recency);
              newest.written(jobs);
            } else {
              for (const id of s.remove) index.delete(id);
              newest.removed(s.remove);
              if (s.remove.length > 0) sure = false;
            }
            const order = [...index].sort(([, a], [, b]) => (a < b ? 1 : -1)).map(([id]) => id);
            const answer = newest.newest(count);
            if (answer !== null) expect(answer).toEqual(order.slice(0, count));
            if (sure && count <= kept) expect(answer).not.toBeNull();
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('keeps knowing through new jobs past its size, and stops at a removal that leaves it fewer than asked', () => {
    const newest = new NewestJobs(3);
    newest.cleared();
    expect(newest.newest(2)).toEqual([]);
    newest.written([job(1, 1), job(2, 2)]);
    expect(newest.newest(3)).toEqual([2, 1]);
    newest.written([job(3, 3), job(4, 1), job(5, 5)]);
    expect(newest.newest(3)).toEqual([5, 3, 2]);
    // Older than the last known: the list cannot tell where it goes among those it dropped.
    newest.written([job(6, 1)]);
    expect(newest.newest(3)).toEqual([5, 3, 2]);
    newest.removed([3]);
    expect(newest.newest(2)).toEqual([5, 2]);
    expect(newest.newest(3)).toBeNull();
    // Newer than the last: known again to three.
    newest.written([job(7, 4)]);
    expect(newest.newest(3)).toEqual([5, 7, 2]);
    // Written again older: it leaves the list, which knows one fewer.
    newest.written([job(5, 1)]);
    expect(newest.newest(2)).toEqual([7, 2]);
    expect(newest.newest(3)).toBeNull();
    newest.forget();
    expect(newest.newest(1)).toBeNull();
    // Written to an index that held none: known from them.
    newest.written([job(8, 2), job(9, 1)], true);
    expect(newest.newest(3)).toEqual([8, 9]);
  });

  it('keeps knowing its jobs written again unchanged, oldest first, as a delta fetches its overlap again', () => {
    const newest = new NewestJobs(3);
    newest.restore({ list: [job(5, 5), job(4, 4), job(3, 3)], whole: false });
    // Oldest first: each was the last known when written, and was dropped as if older than those it knows.
    newest.written([job(3, 3), job(4, 4), job(5, 5), job(6, 6)]);
    expect(newest.newest(3)).toEqual([6, 5, 4]);
  });
});
