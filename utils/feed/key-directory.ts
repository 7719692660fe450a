/**
 * Which packs may hold a job with a given normalized URL or posting key: a table in the worker's
 * memory, filled from the `lookups` store and kept by the index's own writes, in place of two
 * IndexedDB indexes of the packs. A write of packs adds one lookup record: the 32-bit hashes of its
 * jobs' keys, and for each pack where its hashes end.
 *
 * Why: each index entry costs IndexedDB about as much whatever its key (test/bench/idb-layouts.ts),
 * and the two lookup indexes were two entries a job: 100,000 jobs written took 5.3-5.6 s with them,
 * 2.7-3.0 s with the ids index alone. In a 100,000-job sync (test/bench/profile-sync.ts) Chromium's
 * browser process, where IndexedDB works, used 11.7 s of CPU with them and 6.1 s with the records,
 * and IndexedDB's files took 43.6 MB and 31.9 MB. The price: a worker reads every record at its
 * first lookup, so they are few, and of typed arrays, which IndexedDB copies whole.
 *
 * A hash names candidates only: the reader checks each candidate job's own field (packed-reads.ts),
 * so a collision of two keys, or an entry left by a pack no longer there, costs a read, never a
 * wrong match. Entries of a job written again stay until the sweep removes the older pack, as the
 * older copy does; the reader keeps only a job's newest copy.
 */

import { measureSince } from './user-timing';

/** A user-timing measure in the worker: the directory's records read, or its table built (`detail.part`). */
export const DIRECTORY_MEASURE = 'job-feed-companion:lookup-directory';

/** The kinds of key a page is matched on, each a field of the summary. */
export type LookupKind = 'normalizedUrl' | 'postingKey';

/**
 * A write's lookup record: keyed by its first pack's key (a write's packs are of one generation, so
 * the sweep removes it with that pack); the hashes of pack `packs[i]` are `hashes` from `ends[i - 1]`
 * (0 for the first) to `ends[i]`.
 */
export interface PackLookups {
  key: number;
  hashes: Uint32Array;
  packs: Uint32Array;
  ends: Uint32Array;
}

/** The record of packs written together: each pack's key and the hashes of its keys (lookupHashes). */
export function lookupRecord(written: readonly { key: number; hashes: Uint32Array }[]): PackLookups {
  const holding = written.filter((pack) => pack.hashes.length > 0);
  const size = holding.reduce((sum, pack) => sum + pack.hashes.length, 0);
  const record: PackLookups = {
    key: written[0]!.key,
    hashes: new Uint32Array(size),
    packs: new Uint32Array(holding.length),
    ends: new Uint32Array(holding.length),
  };
  let at = 0;
  holding.forEach(({ key, hashes }, i) => {
    if (!Number.isSafeInteger(key) || key < 0 || key > 0xffffffff) throw new RangeError(`pack key out of range: ${key}`);
    record.hashes.set(hashes, at);
    at += hashes.length;
    record.packs[i] = key;
    record.ends[i] = at;
  });
  return record;
}

/** Where a lookup learns which packs may hold a key: the table, or the records it is built from. */
export interface KeyFinder {
  /** The keys of the packs that may hold a job with that key, each once. */
  find(kind: LookupKind, key: string): number[];
}

/**
 * The records as read, searched by the engine's own scan of each record's hashes (`indexOf`): 0.6 ms
 * a key over the 2 million hashes of a million jobs (Node, 1,000 records of 2,000), against about
 * 100 ms to build the table there. A worker's first lookup answers from this, and the table is built
 * after it (HeldKeys).
 */
export class RecordScan implements KeyFinder {
  constructor(public records: PackLookups[]) {}

  find(kind: LookupKind, key: string): number[] {
    const hash = lookupHash(kind, key);
    const found: number[] = [];
    for (const { hashes, packs, ends } of this.records) {
      for (let at = hashes.indexOf(hash); at >= 0; at = hashes.indexOf(hash, at + 1)) {
        let pack = 0;
        while (ends[pack]! <= at) pack++;
        if (!found.includes(packs[pack]!)) found.push(packs[pack]!);
      }
    }
    return found;
  }
}

/** FNV-1a of the key, from a starting value of its kind's: 32 bits, never 0 (0 marks an empty slot). */
export function lookupHash(kind: LookupKind, key: string): number {
  let hash = kind === 'normalizedUrl' ? 0x811c9dc5 : 0x050c5d1f;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0 || 1;
}

/** The hashes of a pack's normalized URLs and posting keys (null: none), each distinct hash once. */
export function lookupHashes(urls: readonly (string | null)[], postingKeys: readonly (string | null)[]): Uint32Array {
  const hashes = new Set<number>();
  for (const url of urls) if (url !== null) hashes.add(lookupHash('normalizedUrl', url));
  for (const key of postingKeys) if (key !== null) hashes.add(lookupHash('postingKey', key));
  return Uint32Array.from(hashes);
}

const FIRST_CAPACITY = 1024;

/**
 * An open-addressing table of (hash, pack key) entries, in two typed arrays: 8 bytes a slot, at most
 * half of them used (4 MB for the 200,000 keys of 100,000 jobs), outside the JavaScript heap. A hash
 * may have several entries (several packs).
 */
export class KeyDirectory implements KeyFinder {
  private hashes = new Uint32Array(FIRST_CAPACITY);
  private packs = new Uint32Array(FIRST_CAPACITY);
  private used = 0;

  /** Entries held (a hash in several packs counts once per pack). */
  get size(): number {
    return this.used;
  }

  /** Room for `entries` more without growing on the way: a load sizes the table once. */
  reserve(entries: number): void {
    if ((this.used + entries) * 2 > this.hashes.length) this.grow(this.used + entries);
  }

  add({ hashes, packs, ends }: PackLookups): void {
    this.reserve(hashes.length);
    for (let pack = 0, at = 0; pack < packs.length; pack++) {
      for (; at < ends[pack]!; at++) this.insert(hashes[at]!, packs[pack]!);
    }
  }

  find(kind: LookupKind, key: string): number[] {
    const hash = lookupHash(kind, key);
    const mask = this.hashes.length - 1;
    const found: number[] = [];
    for (let slot = hash & mask; this.hashes[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.hashes[slot] === hash && !found.includes(this.packs[slot]!)) found.push(this.packs[slot]!);
    }
    return found;
  }

  /** Drops every entry of the packs in `removed` (a sweep's stale packs). */
  removePacks(removed: ReadonlySet<number>): void {
    if (removed.size > 0) this.refill(this.hashes.length, (pack) => !removed.has(pack));
  }

  private insert(hash: number, pack: number): void {
    const mask = this.hashes.length - 1;
    let slot = hash & mask;
    while (this.hashes[slot] !== 0) slot = (slot + 1) & mask;
    this.hashes[slot] = hash;
    this.packs[slot] = pack;
    this.used++;
  }

  /** Room for `entries` at most half full: every entry placed again in tables of the new size. */
  private grow(entries: number): void {
    let capacity = this.hashes.length;
    while (entries * 2 > capacity) capacity *= 2;
    this.refill(capacity, () => true);
  }

  /** New tables of `capacity` slots, holding again the entries whose pack `keep` keeps. */
  private refill(capacity: number, keep: (pack: number) => boolean): void {
    const [hashes, packs] = [this.hashes, this.packs];
    this.hashes = new Uint32Array(capacity);
    this.packs = new Uint32Array(capacity);
    this.used = 0;
    for (let slot = 0; slot < hashes.length; slot++) {
      if (hashes[slot] !== 0 && keep(packs[slot]!)) this.insert(hashes[slot]!, packs[slot]!);
    }
  }
}

type Change = { add: PackLookups } | { remove: ReadonlySet<number> };

/** Keys a lookup may ask of the records' scan; a lookup of more (a result page's markers) builds the table first. */
const SCAN_KEYS = 8;

/**
 * The directory of an index, read from IndexedDB at the first lookup that needs it and kept by the
 * index's writes from then on; writes made while it is read are applied once it is, in their order.
 * Once read, a few keys are answered by scanning the records, and the table is built in a task of
 * its own after that lookup's answer (`later`), so that a worker's first lookup, a posting's card,
 * does not wait for it: at 100,000 jobs the read took 9 ms and the build 10 (in Chromium).
 */
export class HeldKeys {
  private table: KeyDirectory | null = null;
  /** The records read and not yet built into the table: lookups scan them meanwhile. */
  private scan: RecordScan | null = null;
  private loading: Promise<void> | null = null;
  private changes: Change[] | null = null;
  /** Counts resets: a read begun before the last one gives way to what it set. */
  private epoch = 0;

  /**
   * `read`: every lookup record, in one transaction; `later`: runs the table's build in a task of
   * its own (a test runs it when it chooses).
   */
  constructor(
    private readonly read: () => Promise<PackLookups[]>,
    private readonly later: (build: () => void) => void = (build) => setTimeout(build, 0),
  ) {}

  /** Where to look up `keys` keys: the table, or for a few keys while it is not built, the records. */
  async get(keys = 1): Promise<KeyFinder> {
    for (;;) {
      if (this.table) return this.table;
      if (this.scan) return keys > SCAN_KEYS ? this.build(this.scan) : this.scan;
      await (this.loading ??= this.load());
    }
  }

  /**
   * A lookup has its answer: the table, if not built yet, is built in a task after this one, once
   * the answer has left (built at once, the build ran before the lookup's packs were read).
   */
  lookedUp(): void {
    const scan = this.scan;
    if (scan)
      this.later(() => {
        if (this.scan === scan) this.build(scan);
      });
  }

  /** Packs written (from the last request's success, before their transaction commits). */
  added(lookups: PackLookups): void {
    this.change({ add: lookups });
  }

  /** Packs removed (a sweep's, once committed). */
  removed(packs: ReadonlySet<number>): void {
    if (packs.size > 0) this.change({ remove: packs });
  }

  /** The index was emptied: an empty directory from now on, whatever a read under way finds. */
  reset(): void {
    this.epoch++;
    [this.table, this.scan, this.loading, this.changes] = [new KeyDirectory(), null, null, null];
  }

  /** Forgets the directory (the database closed); the next lookup reads it again. */
  forget(): void {
    this.epoch++;
    [this.table, this.scan, this.loading, this.changes] = [null, null, null, null];
  }

  private change(change: Change): void {
    if (this.table) apply(this.table, change);
    else if (this.scan) applyToRecords(this.scan, change);
    else this.changes?.push(change);
  }

  private async load(): Promise<void> {
    const start = performance.now();
    const epoch = this.epoch;
    this.changes = [];
    let records: PackLookups[];
    try {
      records = await this.read();
    } catch (error) {
      if (epoch === this.epoch) [this.loading, this.changes] = [null, null];
      throw error;
    }
    // A reset or a closing came meanwhile: what it set stands (get looks again).
    if (epoch !== this.epoch) return;
    const scan = new RecordScan(records);
    for (const change of this.changes ?? []) applyToRecords(scan, change);
    [this.scan, this.loading, this.changes] = [scan, null, null];
    measureSince(DIRECTORY_MEASURE, start, { part: 'read', records: records.length });
  }

  private build(scan: RecordScan): KeyDirectory {
    const start = performance.now();
    const table = new KeyDirectory();
    table.reserve(scan.records.reduce((sum, record) => sum + record.hashes.length, 0));
    for (const record of scan.records) table.add(record);
    [this.table, this.scan] = [table, null];
    measureSince(DIRECTORY_MEASURE, start, { part: 'build', entries: table.size });
    return table;
  }
}

function apply(table: KeyDirectory, change: Change): void {
  if ('add' in change) table.add(change.add);
  else table.removePacks(change.remove);
}

/** A change to the records: a write's packs share a generation, so a sweep removes a record whole, with its first pack. */
function applyToRecords(scan: RecordScan, change: Change): void {
  if ('add' in change) scan.records.push(change.add);
  else scan.records = scan.records.filter((record) => !change.remove.has(record.key));
}
