import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HeldKeys,
  KeyDirectory,
  lookupHash,
  lookupHashes,
  lookupRecord,
  RecordScan,
  type LookupKind,
  type PackLookups,
} from '../key-directory';

/** The lookup record of one pack `key` holding jobs at `urls` and `postingKeys`. */
const record = (key: number, urls: string[], postingKeys: string[] = []): PackLookups =>
  lookupRecord([{ key, hashes: lookupHashes(urls, postingKeys) }]);

describe('lookupHash', () => {
  it('tells the two kinds of key apart, never answers 0, and gives a pack each distinct hash once', () => {
    expect(lookupHash('normalizedUrl', 'a.example/1')).not.toBe(lookupHash('postingKey', 'a.example/1'));
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<LookupKind>('normalizedUrl', 'postingKey'), (key, kind) => {
        const hash = lookupHash(kind, key);
        return Number.isInteger(hash) && hash > 0 && hash <= 0xffffffff && hash === lookupHash(kind, key);
      }),
    );
    expect([...lookupHashes(['a', null, 'a', 'b'], [null, 'x:1'])]).toEqual([
      lookupHash('normalizedUrl', 'a'),
      lookupHash('normalizedUrl', 'b'),
      lookupHash('postingKey', 'x:1'),
    ]);
  });
});

describe('lookupRecord', () => {
  it("lists each pack's hashes and where they end, keyed by the first pack, and refuses a key it cannot hold", () => {
    const [a, b, c] = [lookupHash('normalizedUrl', 'a'), lookupHash('normalizedUrl', 'b'), lookupHash('postingKey', 'x:1')];
    const made = lookupRecord([
      { key: 7, hashes: Uint32Array.of(a, c) },
      { key: 8, hashes: Uint32Array.of() },
      { key: 9, hashes: Uint32Array.of(b) },
    ]);
    expect(made.key).toBe(7);
    expect([...made.hashes]).toEqual([a, c, b]);
    // Pack 8 has no keys: it takes no place.
    expect([...made.packs]).toEqual([7, 9]);
    expect([...made.ends]).toEqual([2, 3]);
    const directory = new KeyDirectory();
    directory.add(made);
    for (const finder of [directory, new RecordScan([made])]) {
      expect(finder.find('postingKey', 'x:1')).toEqual([7]);
      expect(finder.find('normalizedUrl', 'a')).toEqual([7]);
      expect(finder.find('normalizedUrl', 'b')).toEqual([9]);
      expect(finder.find('normalizedUrl', 'x:1')).toEqual([]);
    }
    expect(() => lookupRecord([{ key: 2 ** 32, hashes: Uint32Array.of(a) }])).toThrow(RangeError);
  });
});

describe('KeyDirectory', () => {
  it('names every pack that holds a key, each once, through growth and the removal of packs', () => {
    const directory = new KeyDirectory();
    // Enough keys to grow the table several times; every key in pack p and, for a third, in p + 1000 too.
    for (let pack = 1; pack <= 400; pack++) {
      const urls = Array.from({ length: 20 }, (_, i) => `jobs.example/${pack}/${i}`);
      directory.add(record(pack, urls, [`board:${pack}`]));
      if (pack % 3 === 0) directory.add(record(pack + 1000, urls.slice(0, 5)));
    }
    expect(directory.size).toBe(400 * 21 + 133 * 5);
    expect(directory.find('normalizedUrl', 'jobs.example/7/3')).toEqual([7]);
    expect(directory.find('normalizedUrl', 'jobs.example/9/4').sort((a, b) => a - b)).toEqual([9, 1009]);
    expect(directory.find('postingKey', 'board:12')).toEqual([12]);
    expect(directory.find('normalizedUrl', 'board:12')).toEqual([]);
    expect(directory.find('normalizedUrl', 'jobs.example/401/0')).toEqual([]);
    // A pack added twice (a write heard of twice) is still named once.
    directory.add(record(7, ['jobs.example/7/3']));
    expect(directory.find('normalizedUrl', 'jobs.example/7/3')).toEqual([7]);
    directory.removePacks(new Set([9, 7, 400]));
    expect(directory.find('normalizedUrl', 'jobs.example/9/4')).toEqual([1009]);
    expect(directory.find('normalizedUrl', 'jobs.example/7/3')).toEqual([]);
    expect(directory.find('postingKey', 'board:400')).toEqual([]);
    expect(directory.find('postingKey', 'board:399')).toEqual([399]);
  });

  it('keeps both packs of two keys that share a hash: the reader tells them apart', () => {
    const directory = new KeyDirectory();
    const shared = lookupHash('normalizedUrl', 'a.example/1');
    directory.add(lookupRecord([{ key: 1, hashes: Uint32Array.of(shared) }]));
    directory.add(lookupRecord([{ key: 2, hashes: Uint32Array.of(shared) }]));
    expect(directory.find('normalizedUrl', 'a.example/1')).toEqual([1, 2]);
  });

  it('answers as a model does for any packs added and removed, and so does a scan of the records', () => {
    const keyOf = fc.integer({ min: 0, max: 30 }).map((n) => `k${n}`);
    const step = fc.oneof(
      fc.record({ add: fc.integer({ min: 1, max: 12 }), urls: fc.array(keyOf, { maxLength: 6 }) }),
      fc.record({ remove: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const directory = new KeyDirectory();
        let records: PackLookups[] = [];
        const model = new Map<number, Set<string>>();
        for (const s of steps) {
          if ('add' in s) {
            directory.add(record(s.add, s.urls));
            records.push(record(s.add, s.urls));
            const urls = model.get(s.add) ?? new Set();
            for (const url of s.urls) urls.add(url);
            model.set(s.add, urls);
          } else {
            directory.removePacks(new Set(s.remove));
            records = records.filter((kept) => !s.remove.includes(kept.key));
            for (const pack of s.remove) model.delete(pack);
          }
        }
        for (let n = 0; n <= 30; n++) {
          const expected = [...model].filter(([, urls]) => urls.has(`k${n}`)).map(([pack]) => pack);
          expected.sort((a, b) => a - b);
          expect(directory.find('normalizedUrl', `k${n}`).sort((a, b) => a - b)).toEqual(expected);
          expect(new RecordScan(records).find('normalizedUrl', `k${n}`).sort((a, b) => a - b)).toEqual(expected);
        }
      }),
    );
  });
});

/** A read of the stored records that ends when the test says so, and the table's build run when the test says so. */
function heldRead(records: PackLookups[]) {
  let reads = 0;
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const builds: (() => void)[] = [];
  const read = () => {
    reads++;
    return new Promise<PackLookups[]>((resolve, reject) => {
      finish = () => resolve(records);
      fail = reject;
    });
  };
  const keys = new HeldKeys(read, (build) => builds.push(build));
  return { keys, reads: () => reads, finish: () => finish(), fail: (error: Error) => fail(error), build: () => builds.shift()?.() };
}

describe('HeldKeys', () => {
  it('reads the stored records once, answers a few keys from them at once and builds the table after, every write applied in order', async () => {
    const stored = heldRead([record(1, ['a']), record(2, ['b'])]);
    const { keys } = stored;
    // Before any question, a write is not kept apart: the read will find it stored.
    keys.added(record(9, ['z']));
    expect(stored.reads()).toBe(0);
    const first = keys.get();
    const second = keys.get();
    keys.added(record(3, ['a']));
    keys.removed(new Set([2]));
    keys.added(record(2, ['c']));
    stored.finish();
    const scan = await first;
    expect(scan).toBeInstanceOf(RecordScan);
    expect(await second).toBe(scan);
    expect(stored.reads()).toBe(1);
    const answers = (finder: { find: KeyDirectory['find'] }) =>
      ['a', 'b', 'c', 'd', 'z'].map((url) => finder.find('normalizedUrl', url).sort((x, y) => x - y));
    expect(answers(scan)).toEqual([[1, 3], [], [2], [], []]);
    // Written before the table is built: in the records it is built from. The build waits for the
    // lookup's answer.
    keys.added(record(4, ['d']));
    stored.build();
    expect(await keys.get()).toBe(scan);
    keys.lookedUp();
    stored.build();
    const table = await keys.get();
    expect(table).toBeInstanceOf(KeyDirectory);
    expect(answers(table)).toEqual([[1, 3], [], [2], [4], []]);
    // Built: writes go straight in.
    keys.added(record(5, ['b']));
    keys.removed(new Set([1]));
    expect(answers(await keys.get())).toEqual([[3], [5], [2], [4], []]);
    expect(stored.reads()).toBe(1);
  });

  it('builds the table before answering a lookup of many keys (a result page)', async () => {
    const stored = heldRead([record(1, ['a'])]);
    const asked = stored.keys.get(200);
    stored.finish();
    const table = await asked;
    expect(table).toBeInstanceOf(KeyDirectory);
    expect(table.find('normalizedUrl', 'a')).toEqual([1]);
    // A build planned after the lookup finds the table there and leaves it.
    stored.keys.lookedUp();
    stored.build();
    expect(await stored.keys.get()).toBe(table);
  });

  it('after a clearing, answers from an empty directory whatever a read begun before it finds', async () => {
    const stored = heldRead([record(1, ['a'])]);
    const before = stored.keys.get();
    stored.keys.reset();
    stored.keys.added(record(5, ['e']));
    stored.finish();
    const directory = await before;
    expect(directory.find('normalizedUrl', 'a')).toEqual([]);
    expect(directory.find('normalizedUrl', 'e')).toEqual([5]);
    expect(stored.reads()).toBe(1);
  });

  it('reads again after a failed read, and after the database was closed', async () => {
    const stored = heldRead([record(1, ['a'])]);
    const failed = stored.keys.get();
    stored.fail(new Error('the read failed'));
    await expect(failed).rejects.toThrow('the read failed');
    const again = stored.keys.get();
    stored.finish();
    expect((await again).find('normalizedUrl', 'a')).toEqual([1]);
    stored.keys.lookedUp();
    stored.keys.forget();
    // A build planned before the closing leaves the forgotten records alone.
    stored.build();
    const reread = stored.keys.get();
    stored.finish();
    expect((await reread).find('normalizedUrl', 'a')).toEqual([1]);
    expect(stored.reads()).toBe(3);
  });
});
