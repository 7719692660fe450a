import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FirstSeenTable } from '../first-seen-table';

/** Ids that share low bits or high bits, past 2^32 and up to the largest safe integer, so that probes collide and wrap. */
const id = fc.oneof(
  fc.integer({ min: 1, max: 3_000 }),
  fc.integer({ min: 0, max: 40 }).map((n) => n * 1024 + 1),
  fc.integer({ min: 1, max: 20 }).map((n) => n * 0x1_0000_0000 + 7),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

describe('FirstSeenTable', () => {
  it('answers as a Map does through writes and removals, past its growth and with colliding ids', () => {
    const step = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .array(fc.record({ id, firstSeenAt: fc.integer({ min: 0, max: 2 ** 45 }) }), { maxLength: 400 })
          .map((jobs) => ({ jobs })),
      },
      { weight: 1, arbitrary: fc.array(id, { maxLength: 200 }).map((removed) => ({ removed })) },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), fc.array(id, { maxLength: 300 }), (steps, asked) => {
        const table = new FirstSeenTable();
        const model = new Map<number, number>();
        for (const s of steps) {
          if ('jobs' in s) {
            table.written(s.jobs);
            for (const job of s.jobs) model.set(job.id, job.firstSeenAt);
          } else {
            table.removed(s.removed);
            for (const gone of s.removed) model.delete(gone);
          }
          expect(table.size).toBe(model.size);
          const ids = [...asked, ...model.keys()];
          expect(table.of(ids)).toEqual(new Map(ids.filter((i) => model.has(i)).map((i) => [i, model.get(i)!])));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads every pack's head, a job in several packs at its newest copy's time", () => {
    const table = FirstSeenTable.fromHeads([
      { key: 9, generation: 2, ids: [1, 3], firstSeen: [90, 93] },
      { key: 4, generation: 1, ids: [1, 2, 3], firstSeen: [40, 42, 43] },
    ]);
    expect(table.of([1, 2, 3, 4])).toEqual(
      new Map([
        [1, 90],
        [2, 42],
        [3, 93],
      ]),
    );
  });

  it('refuses what is no job id', () => {
    expect(() => new FirstSeenTable().written([{ id: 0, firstSeenAt: 1 }])).toThrow(RangeError);
    expect(() => new FirstSeenTable().written([{ id: 1.5, firstSeenAt: 1 }])).toThrow(RangeError);
  });
});
