import { describe, expect, it } from 'vitest';
import { HeldRows, UNASKED_ROWS } from '../held-rows';
import type { JobSummary } from '../summary';
import { makeSummary } from './helpers';

/** An index in memory, as HeldRows reads it: its jobs in batches of 2, each read counted. */
function memoryIndex() {
  const jobs = new Map<number, JobSummary>();
  const index = {
    jobs,
    reads: 0,
    async *read(): AsyncIterable<readonly JobSummary[]> {
      index.reads++;
      const all = [...jobs.values()];
      for (let at = 0; at < all.length; at += 2) {
        await Promise.resolve();
        yield all.slice(at, at + 2);
      }
    },
    /** Writes jobs, as the index commits them, and tells the rows. */
    write(rows: HeldRows, ids: readonly number[]) {
      const written = ids.map((id) => makeSummary({ id, title: `Job ${id}` }, 100 + id));
      for (const job of written) jobs.set(job.id, job);
      rows.written(written);
    },
  };
  return index;
}

const idsOf = async (rows: HeldRows) => (await rows.ask()).current().map((row) => row.id);

/** Rows of a memory index under `limits`, on a clock the test moves (`clock.now`). */
function heldRows(limits: { jobs: number; idleMs: number }) {
  const index = memoryIndex();
  const clock = { now: 0 };
  const rows = new HeldRows(
    () => index.read(),
    limits,
    () => clock.now,
  );
  return { index, clock, rows };
}

describe('HeldRows', () => {
  it('holds at most 200,000 jobs nobody asked for in the 30 s a worker lives idle', () => {
    expect(UNASKED_ROWS).toEqual({ jobs: 200_000, idleMs: 30_000 });
  });

  it('lets go of rows built by writes past the limit with nobody asking, and reads them again whole at the next question', async () => {
    const { index, clock, rows } = heldRows({ jobs: 3, idleMs: 1_000 });
    rows.cleared();
    index.write(rows, [1, 2, 3]);
    expect(rows.settled()?.held).toBe(3);
    clock.now = 5_000;
    index.write(rows, [4]);
    expect(rows.settled()).toBeNull();
    // Writes while none are held are the index's alone.
    index.write(rows, [5]);
    expect(await idsOf(rows)).toEqual([5, 4, 3, 2, 1]);
    expect(index.reads).toBe(1);
    expect(rows.settled()?.firstSeenOf([5, 1, 9])).toEqual(
      new Map([
        [5, 105],
        [1, 101],
      ]),
    );
  });

  it('keeps rows a question used within idleMs, however many, and lets them go at the first write after that', async () => {
    const { index, clock, rows } = heldRows({ jobs: 2, idleMs: 1_000 });
    index.write(rows, [1, 2, 3]);
    expect(await idsOf(rows)).toEqual([3, 2, 1]);
    clock.now = 1_000;
    index.write(rows, [4, 5]);
    expect(rows.settled()?.held).toBe(5);
    expect(await idsOf(rows)).toEqual([5, 4, 3, 2, 1]);
    expect(index.reads).toBe(1);
    // Not at the limit itself: more than `jobs`, longer than `idleMs`.
    clock.now = 2_000;
    index.write(rows, []);
    expect(rows.settled()).not.toBeNull();
    clock.now = 2_001;
    index.write(rows, [6]);
    expect(rows.settled()).toBeNull();
    expect(await idsOf(rows)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(index.reads).toBe(2);
  });

  it('keeps under the limit what nobody asks for, and never lets go of rows being read, whose writes are queued in them', async () => {
    const { index, clock, rows } = heldRows({ jobs: 3, idleMs: 0 });
    rows.cleared();
    index.write(rows, [1, 2, 3]);
    clock.now = 10_000;
    index.write(rows, [2]);
    expect(rows.settled()?.held).toBe(3);
    expect(await idsOf(rows)).toEqual([3, 2, 1]);
    expect(index.reads).toBe(0);

    rows.forget();
    const asked = rows.ask();
    expect(rows.settled()).toBeNull();
    clock.now = 20_000;
    index.write(rows, [7, 8, 10, 11]);
    await asked;
    expect(await idsOf(rows)).toEqual([11, 10, 8, 7, 3, 2, 1]);
    expect(index.reads).toBe(1);
    // And the rows read are the ones held after: later writes reach the next question.
    clock.now = 30_000;
    index.write(rows, [9]);
    expect(await idsOf(rows)).toEqual([11, 10, 9, 8, 7, 3, 2, 1]);
  });

  it('removes what a sweep removed from the rows held, and nothing when none are', async () => {
    const index = memoryIndex();
    const rows = new HeldRows(() => index.read());
    rows.removed([1]);
    index.write(rows, [1, 2]);
    expect(await idsOf(rows)).toEqual([2, 1]);
    index.jobs.delete(1);
    rows.removed([1]);
    expect(await idsOf(rows)).toEqual([2]);
  });
});
