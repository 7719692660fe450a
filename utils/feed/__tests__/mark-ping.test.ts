/** The ping read from storage.local, which content scripts can write too: only job ids come out of it. */
import { describe, expect, it } from 'vitest';
import { MAX_PINGED_JOBS, pingedJobIds } from '../mark-ping';

describe('pingedJobIds', () => {
  it('names the job marked first, then the other postings marked with it, each once', () => {
    expect(pingedJobIds({ id: 7, at: 1 })).toEqual([7]);
    expect(pingedJobIds({ id: 7, ids: [7, 8, 9, 8], at: 1 })).toEqual([7, 8, 9]);
  });

  it('reads nothing false from a value that is not a ping, and at most a bounded list', () => {
    expect(pingedJobIds(null)).toEqual([]);
    expect(pingedJobIds({ ids: [1, 2] })).toEqual([]);
    expect(pingedJobIds({ id: 7, ids: 'x' })).toEqual([7]);
    expect(pingedJobIds({ id: 7, ids: [0, -1, 1.5, '9', 2 ** 60, 10] })).toEqual([7, 10]);
    const many = Array.from({ length: 10_000 }, (_, i) => i + 100);
    expect(pingedJobIds({ id: 7, ids: many })).toHaveLength(MAX_PINGED_JOBS + 1);
  });
});
