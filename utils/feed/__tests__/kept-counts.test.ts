/**
 * The job count an index knows: read once, then what its own write transactions committed; a read
 * that a commit overtook does not put back the count from before the commit.
 */
import { describe, expect, it } from 'vitest';
import { KnownJobCount } from '../kept-counts';

describe('KnownJobCount', () => {
  it('reads the count once, then answers it without reading', async () => {
    const known = new KnownJobCount();
    let loads = 0;
    const load = async () => (loads++, 4);
    expect(await known.read(load)).toBe(4);
    expect(await known.read(load)).toBe(4);
    expect(loads).toBe(1);
    known.committed(6);
    expect(await known.read(load)).toBe(6);
    expect(loads).toBe(1);
  });

  it('keeps what a commit stored over a read that the commit overtook', async () => {
    const known = new KnownJobCount();
    let finishLoad!: (count: number) => void;
    const reading = known.read(() => new Promise<number>((resolve) => (finishLoad = resolve)));
    known.committed(7);
    finishLoad(5);
    // The read answers what it read; the index knows the count committed after it.
    expect(await reading).toBe(5);
    let loads = 0;
    expect(await known.read(async () => (loads++, 0))).toBe(7);
    expect(loads).toBe(0);
  });

  it('reads every time while the database keeps no count', async () => {
    const known = new KnownJobCount();
    let loads = 0;
    const load = async () => (loads++, undefined);
    expect(await known.read(load)).toBeUndefined();
    known.committed(null);
    expect(await known.read(load)).toBeUndefined();
    expect(loads).toBe(2);
  });
});
