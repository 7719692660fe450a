import { describe, expect, it } from 'vitest';
import { holdNewJobs, type Held } from '../use-held-jobs';

/** Jobs by id, each first seen at its id: the higher, the newer (the list is the newest first). */
const jobs = (...ids: number[]) => ids.map((id) => ({ id, firstSeenAt: id }));
const listed = (ids: number[], held: Held) => ids.filter((id) => !held.held.has(id));

describe('holdNewJobs', () => {
  const first = holdNewJobs(jobs(4, 3, 2, 1), null, true);

  it('lists a new search whole, and every job when the queue is not worked', () => {
    expect([...first.held]).toEqual([]);
    expect([...holdNewJobs(jobs(6, 5, 4, 3, 2, 1), first, false).held]).toEqual([]);
  });

  it("holds a sync's new jobs above the rows listed, and keeps holding them at the next change", () => {
    const held = holdNewJobs(jobs(6, 5, 4, 3, 2, 1), first, true);
    expect(listed([6, 5, 4, 3, 2, 1], held)).toEqual([4, 3, 2, 1]);
    expect([...holdNewJobs(jobs(7, 6, 5, 4, 3, 2, 1), held, true).held]).toEqual([7, 6, 5]);
  });

  it('lists the rows "Load more" brings, under the last row listed', () => {
    const more = holdNewJobs([...jobs(4, 3, 2, 1), { id: 9, firstSeenAt: 0 }, { id: 8, firstSeenAt: 9 }], first, true);
    expect([...more.held]).toEqual([]);
  });

  it('lists a job that comes back in its place (unmarked with done jobs hidden, unmuted): it is not new', () => {
    const without = holdNewJobs(jobs(4, 2, 1), first, true);
    expect([...holdNewJobs(jobs(4, 3, 2, 1), without, true).held]).toEqual([]);
  });

  it('lists the held jobs once the queue is no longer worked at the next change', () => {
    const held = holdNewJobs(jobs(6, 5, 4, 3, 2, 1), first, true);
    expect([...holdNewJobs(jobs(6, 5, 4, 3, 2, 1), held, false).held]).toEqual([]);
  });
});
