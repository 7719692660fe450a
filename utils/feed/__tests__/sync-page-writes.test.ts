/**
 * The sync's page writes: one page in IndexedDB's hands at a time (the next starts once it is
 * written), two pages held at most, saves in page order, and a failure thrown where writes are awaited.
 */
import { describe, expect, it } from 'vitest';
import { SyncPageWrites } from '../sync-page-writes';

/** A write the test ends by hand, recording when it started. */
function controlledWrite(log: string[], name: string) {
  let end!: (error?: Error) => void;
  const write = () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve, reject) => (end = (error) => (error ? reject(error) : resolve())));
  };
  return { write, end: (error?: Error) => end(error) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Page 1, ended by hand, and page 2, written at once, handed over one after the other. */
function twoPages() {
  const log: string[] = [];
  const writes = new SyncPageWrites();
  const first = controlledWrite(log, 'page 1');
  writes.add(first.write, async () => void log.push('save 1'));
  writes.add(
    async () => void log.push('start page 2'),
    async () => void log.push('save 2'),
  );
  return { log, writes, first };
}

describe('SyncPageWrites', () => {
  it('starts a page once the page before it is written, and saves in page order', async () => {
    const log: string[] = [];
    const writes = new SyncPageWrites();
    const first = controlledWrite(log, 'page 1');
    const second = controlledWrite(log, 'page 2');
    await writes.room();
    writes.add(first.write, async () => void log.push('save 1'));
    await writes.room();
    writes.add(second.write, async () => void log.push('save 2'));
    await settled();
    // Page 2 is parsed and handed over, but not started while page 1 is being written.
    expect(log).toEqual(['start page 1']);
    first.end();
    await settled();
    // Page 1's save and page 2's start both follow page 1's write, in either order.
    expect(log[0]).toBe('start page 1');
    expect(log.slice(1).sort()).toEqual(['save 1', 'start page 2']);
    second.end();
    await writes.settle();
    expect(log.at(-1)).toBe('save 2');
  });

  it('holds two pages at most: a third waits for room until the first is written and saved', async () => {
    const { log, writes, first } = twoPages();
    let roomForThird = false;
    const room = writes.room().then(() => (roomForThird = true));
    await settled();
    expect(roomForThird).toBe(false);
    first.end();
    await room;
    expect(log).toContain('save 1');
    await writes.settle();
    expect(log.indexOf('save 1')).toBeLessThan(log.indexOf('save 2'));
    expect(log.indexOf('start page 2')).toBeLessThan(log.indexOf('save 2'));
  });

  it('throws a failed write where the writes are awaited, saves nothing after it, and still starts the page after it', async () => {
    const { log, writes, first } = twoPages();
    await settled();
    first.end(new Error('quota'));
    await expect(writes.settle()).rejects.toThrow('quota');
    // Page 2 was written (a page written twice is harmless), but its state is not saved past a page
    // that failed: the pass resumes from the last state saved.
    expect(log).toEqual(['start page 1', 'start page 2']);
  });
});
