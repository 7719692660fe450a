/**
 * Which packs may hold a job with a given normalized URL or posting key: a table in the worker's
 * memory, filled from the `lookups` store and kept by the index's own writes, in place of two
 * IndexedDB indexes of the packs. A write of packs adds one lookup record: for each of its jobs' keys,
 * the key's 32-bit hash and the pack it is in.
 *
 * Why: each index entry costs IndexedDB about as much whatever its key (test/bench/idb-layouts.ts),
 * and the two lookup indexes were two entries a job, most of what writing a sync page cost the
 * browser: 100,000 jobs written took 5.3-5.6 s with them, 2.7-3.0 s with the ids index alone. A
 * sync page of 1,000 jobs now adds one record for them. The price: a worker reads every record at
 * its first lookup, so few and made of typed arrays, which IndexedDB copies whole.
 *
 * A hash names candidates only: the reader checks each candidate job's own field (packed-reads.ts),
 * so a collision of two keys, or an entry left by a pack no longer there, costs a read, never a
 * wrong match. Entries of a job written again stay until the sweep removes the older pack, as the
 * older copy does; the reader keeps only a job's newest copy.
 */

/** The kinds of key a page is matched on, each a field of the summary. */
export type LookupKind = 'normalizedUrl' | 'postingKey';

/**
 * A write's lookup record: keyed by its first pack's key (a write's packs are of one generation, so
 * the sweep removes it with that pack); entry i is the hash `hashes[i]` in the pack `packs[i]`.
 */
export interface PackLookups {
  key: number;
  hashes: Uint32Array;
  packs: Uint32Array;
}

/** The record of packs written together: each pack's key and the hashes of its keys (lookupHashes). */
export function lookupRecord(written: readonly { key: number; hashes: Uint32Array }[]): PackLookups {
  const size = written.reduce((sum, pack) => sum + pack.hashes.length, 0);
  const record: PackLookups = { key: written[0]!.key, hashes: new Uint32Array(size), packs: new Uint32Array(size) };
  let at = 0;
  for (const { key, hashes } of written) {
    if (!Number.isSafeInteger(key) || key < 0 || key > 0xffffffff) throw new RangeError(`pack key out of range: ${key}`);
    record.hashes.set(hashes, at);
    record.packs.fill(key, at, at + hashes.length);
    at += hashes.length;
  }
  return record;
}

/** FNV-1a over the kind and the key: 32 bits, never 0 (0 marks an empty slot). */
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
 * half of them used (about 16 bytes a key, 3.2 MB at 100,000 jobs), where a Map of arrays took
 * several times that in the worker's heap. A hash may have several entries (several packs).
 */
export class KeyDirectory {
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

  add({ hashes, packs }: PackLookups): void {
    this.reserve(hashes.length);
    for (let i = 0; i < hashes.length; i++) this.insert(hashes[i]!, packs[i]!);
  }

  /** The keys of the packs that may hold a job with that key, each once. */
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
    if (removed.size === 0) return;
    const [hashes, packs] = [this.hashes, this.packs];
    this.hashes = new Uint32Array(hashes.length);
    this.packs = new Uint32Array(hashes.length);
    this.used = 0;
    for (let slot = 0; slot < hashes.length; slot++) {
      if (hashes[slot] !== 0 && !removed.has(packs[slot]!)) this.insert(hashes[slot]!, packs[slot]!);
    }
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
    const [hashes, packs] = [this.hashes, this.packs];
    this.hashes = new Uint32Array(capacity);
    this.packs = new Uint32Array(capacity);
    this.used = 0;
    for (let slot = 0; slot < hashes.length; slot++) if (hashes[slot] !== 0) this.insert(hashes[slot]!, packs[slot]!);
  }
}

type Change = { add: PackLookups } | { remove: ReadonlySet<number> };

/**
 * The directory of an index, read from IndexedDB at the first lookup that needs it and kept by the
 * index's writes from then on; writes made while it is read are applied once it is, in their order.
 */
export class HeldKeys {
  private table: KeyDirectory | null = null;
  private loading: Promise<KeyDirectory> | null = null;
  private changes: Change[] | null = null;
  /** Counts resets: a read begun before the last one gives way to the table it set. */
  private epoch = 0;

  /** `read`: every pack's lookup record, in one transaction. */
  constructor(private readonly read: () => Promise<PackLookups[]>) {}

  get(): Promise<KeyDirectory> {
    if (this.table) return Promise.resolve(this.table);
    return (this.loading ??= this.load());
  }

  /** A pack written (from the request's success, before its transaction commits). */
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
    this.table = new KeyDirectory();
    this.loading = null;
    this.changes = null;
  }

  /** Forgets the directory (the database closed); the next lookup reads it again. */
  forget(): void {
    this.epoch++;
    this.table = null;
    this.loading = null;
    this.changes = null;
  }

  private change(change: Change): void {
    if (this.table) apply(this.table, change);
    else this.changes?.push(change);
  }

  private async load(): Promise<KeyDirectory> {
    const epoch = this.epoch;
    this.changes = [];
    let records: PackLookups[];
    try {
      records = await this.read();
    } catch (error) {
      if (epoch === this.epoch) [this.loading, this.changes] = [null, null];
      throw error;
    }
    if (epoch !== this.epoch) return this.get();
    const table = new KeyDirectory();
    table.reserve(records.reduce((sum, record) => sum + record.hashes.length, 0));
    for (const record of records) table.add(record);
    for (const change of this.changes ?? []) apply(table, change);
    [this.table, this.loading, this.changes] = [table, null, null];
    return table;
  }
}

function apply(table: KeyDirectory, change: Change): void {
  if ('add' in change) table.add(change.add);
  else table.removePacks(change.remove);
}
