import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { PACK_CHARS, packParts, writtenOver, type PackHead } from '../job-packs';
import { freshDbName } from './helpers';

/** `count` jobs' JSON of `chars` characters each. */
const jobs = (count: number, chars: number) => Array.from({ length: count }, () => 'x'.repeat(chars));

describe('packParts: where each pack of a write ends', () => {
  it('makes no pack of no jobs, and one of a write below PACK_CHARS', () => {
    expect(packParts([])).toEqual([]);
    expect(packParts(jobs(1, 10))).toEqual([1]);
    expect(packParts(jobs(3, PACK_CHARS / 4))).toEqual([3]);
  });

  it('ends a pack at the job that brings it to PACK_CHARS, and puts what is left into the last full one', () => {
    const quarter = PACK_CHARS / 4;
    expect(packParts(jobs(4, quarter))).toEqual([4]);
    expect(packParts(jobs(8, quarter))).toEqual([4, 8]);
    // Two full packs and one job: the job joins the second.
    expect(packParts(jobs(9, quarter))).toEqual([4, 9]);
    expect(packParts(jobs(11, quarter))).toEqual([4, 11]);
    // A job larger than a pack is a pack of its own.
    expect(packParts([...jobs(1, 2 * PACK_CHARS), ...jobs(4, quarter)])).toEqual([1, 5]);
  });

  it('never leaves a pack below PACK_CHARS but a write whose jobs are all below it, nor one of twice as much and a job', () => {
    for (let seed = 1; seed <= 200; seed++) {
      let state = seed;
      const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
      const write = Array.from({ length: Math.floor(random() * 600) }, () => 'x'.repeat(1 + Math.floor(random() * 2000)));
      const ends = packParts(write);
      const total = write.join('').length;
      expect(ends.at(-1) ?? 0).toBe(write.length);
      ends.forEach((end, i) => {
        const chars = write.slice(i === 0 ? 0 : ends[i - 1], end).join('').length;
        if (total >= PACK_CHARS) expect(chars).toBeGreaterThanOrEqual(PACK_CHARS);
        expect(chars).toBeLessThan(2 * PACK_CHARS + 2000);
      });
    }
  });
});

describe('writtenOver: whether the packs since a key hold more than some jobs', () => {
  it('counts the jobs of the heads in the range, read a few at a time, up to past the bound', async () => {
    const db = await openDB(freshDbName(), 1, { upgrade: (db) => db.createObjectStore('heads', { keyPath: 'key' }) });
    const tx = db.transaction('heads', 'readwrite');
    // 250 heads (more than one read's worth) of 3 jobs each: 750 jobs, 600 of them after key 50.
    for (let key = 1; key <= 250; key++) {
      const head: PackHead = { key, generation: 1, ids: [key * 10, key * 10 + 1, key * 10 + 2], firstSeen: [0, 0, 0] };
      void tx.store.put(head);
    }
    await tx.done;
    const heads = db.transaction('heads').store;
    expect(await writtenOver(heads, null, 749)).toBe(true);
    expect(await writtenOver(db.transaction('heads').store, null, 750)).toBe(false);
    expect(await writtenOver(db.transaction('heads').store, IDBKeyRange.lowerBound(50, true), 599)).toBe(true);
    expect(await writtenOver(db.transaction('heads').store, IDBKeyRange.lowerBound(50, true), 600)).toBe(false);
    expect(await writtenOver(db.transaction('heads').store, IDBKeyRange.lowerBound(250, true), 0)).toBe(false);
    db.close();
  });
});
