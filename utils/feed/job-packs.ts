/**
 * The feed's jobs in IndexedDB, packed: summaries of about PACK_CHARS characters in one record (each
 * as JSON, parsed one at a time: packParts), with the ids of its jobs in a multiEntry index, a small
 * head per pack (ids, first-seen times) for the counts and the sweep, and a lookup record per write of
 * packs (the hashes of its jobs' normalized URLs and posting keys, key-directory.ts) that page
 * matching goes through. IndexedDB's cost is per record more than per byte (issue 18's measurements
 * in Chromium: 100,000 puts of one summary each took 11 s, the same jobs in 100 records 0.5 s), and a
 * record under 64 KB costs more than a larger one (PACK_CHARS), so a sync page of 500 jobs is a few
 * packs, as many heads and a lookup record instead of 500 records.
 *
 * A pack is never rewritten: a job written again goes into a new pack, with a higher key, and the
 * newest pack that holds a job's id holds its current summary. Older copies stay until the sweep at
 * the end of the next full pass removes every pack of an older generation.
 */
import { lookupHashes, lookupRecord, type PackLookups } from './key-directory';
import type { JobSummary } from './summary';

/**
 * The characters of its jobs' JSON a pack is filled to (packParts): past 64 KiB on purpose. Chromium's
 * IndexedDB takes a value below about 64 KB at some four times the CPU of a larger one, both ways
 * (measured, test/bench/idb-pack-sizes.ts, headless Chromium 156 on the 2-core machine, 30,000 jobs
 * of about 930 characters): packs of 50 jobs (46 KB) took 1.1 s of the browser process's CPU to
 * write and 1.5 s of wall time to read back whole; of 68 jobs (63 KB) the same; of 72 (67 KB), 100 or
 * 200, 0.2-0.3 s of CPU to write and 0.3-0.5 s to read. One pack read alone (a page's lookup) took
 * 0.4-0.8 ms median in packs of 50 to 200 jobs and 2.9 ms in packs of 500: so not much past it. Here
 * the search rows' first load, at 30,000 jobs, went from 1.85 s to 0.69 s (test/bench/first-search.ts).
 * A write smaller than this (a few changed jobs) is one pack.
 */
export const PACK_CHARS = 80 * 1024;

/**
 * Where each pack of `jobs` (their JSON) ends, as the number of jobs up to and including it: each
 * pack holds jobs until its characters reach PACK_CHARS, and what is left after the last full one
 * goes into it (a pack of up to twice that), so that no pack but a write's only one is below it.
 */
export function packParts(jobs: readonly string[]): number[] {
  const ends: number[] = [];
  let chars = 0;
  jobs.forEach((job, i) => {
    chars += job.length;
    if (chars < PACK_CHARS) return;
    ends.push(i + 1);
    chars = 0;
  });
  // The jobs after the last full pack join it; with none full, they are the one pack.
  if (chars > 0) {
    ends.pop();
    ends.push(jobs.length);
  }
  return ends;
}

/** The jobs of one pack (packSlices): their summaries, their ids and their JSON, in the same order. */
export interface PackSlice {
  part: JobSummary[];
  ids: number[];
  jsons: string[];
}

/** `summaries` cut into packs (packParts), each with its jobs' ids and JSON. */
export function packSlices(summaries: readonly JobSummary[]): PackSlice[] {
  const jsons = summaries.map((summary) => JSON.stringify(summary));
  let start = 0;
  return packParts(jsons).map((end) => {
    const part = summaries.slice(start, end);
    const slice = { part, ids: part.map((summary) => summary.id), jsons: jsons.slice(start, end) };
    start = end;
    return slice;
  });
}

/**
 * The last pack's key (null: none) from the heads store, in one request: every write adds packs with
 * higher keys, so a record that names it tells what was written after it.
 */
export async function lastPackKey(heads: {
  openKeyCursor(query: null, direction: 'prev'): Promise<{ key: number } | null>;
}): Promise<number | null> {
  const last = await heads.openKeyCursor(null, 'prev');
  return last ? last.key : null;
}

/** Heads read at a time by `writtenOver`. */
const HEADS_AT_ONCE = 100;

/**
 * Whether the packs in `since` (a range of their keys; null: all) hold more than `most` jobs, from
 * their heads read a few at a time: a full pass's packs, which pass it early, are not read whole.
 */
export async function writtenOver(
  heads: { getAll(query: IDBKeyRange | null, count: number): Promise<PackHead[]> },
  since: IDBKeyRange | null,
  most: number,
): Promise<boolean> {
  let jobs = 0;
  for (let range = since; ;) {
    const read = await heads.getAll(range, HEADS_AT_ONCE);
    for (const head of read) jobs += head.ids.length;
    if (jobs > most) return true;
    if (read.length < HEADS_AT_ONCE) return false;
    range = IDBKeyRange.lowerBound(read.at(-1)!.key, true);
  }
}

/** A pack as stored (`key` given by the store, in the order packs are written). */
export interface JobPack {
  key?: number;
  /** The sync generation that wrote it: the sweep removes the packs of older ones. */
  generation: number;
  /** Its jobs' ids, in the order of `jobs`: an index (multiEntry) finds the packs holding a job. */
  ids: number[];
  /**
   * Version 6 only: its jobs' normalized URLs and posting keys, each once, in two multiEntry indexes
   * for page matching. Version 7 reads them into lookup records and drops the indexes.
   */
  urls?: string[];
  postingKeys?: string[];
  /** Each job's summary as JSON. */
  jobs: string[];
}

/** What the counts and the sweep read of a pack: small, so all of them are read at once. */
export interface PackHead {
  key: number;
  generation: number;
  ids: number[];
  /** Each job's first-seen time (epoch ms), in the order of `ids`. */
  firstSeen: number[];
}

/**
 * Adds packs of `summaries` (ids distinct, first-seen times final), their heads, and one lookup record
 * for them all (key-directory.ts), in the transaction of the three stores; plain requests, any failure
 * aborts the transaction. `onLookups` hears of the lookup record once every pack has its key.
 */
export function addPacks(
  stores: { packs: IDBObjectStore; heads: IDBObjectStore; lookups: IDBObjectStore },
  summaries: readonly JobSummary[],
  generation: number,
  onLookups?: (lookups: PackLookups) => void,
): void {
  const { packs, heads, lookups } = stores;
  const written: { key: number; hashes: Uint32Array }[] = [];
  const slices = packSlices(summaries);
  for (const { part, ids, jsons } of slices) {
    const pack: JobPack = { generation, ids, jobs: jsons };
    const hashes = lookupHashes(
      part.map((summary) => summary.normalizedUrl),
      part.map((summary) => summary.postingKey),
    );
    const added = packs.add(pack);
    added.onsuccess = () => {
      const key = added.result as number;
      const head: PackHead = { key, generation, ids, firstSeen: part.map((summary) => summary.firstSeenAt) };
      heads.put(head);
      written.push({ key, hashes });
      // Requests succeed in the order they were made: the last pack's success comes after all the others'.
      if (written.length < slices.length) return;
      const record = lookupRecord(written);
      lookups.put(record);
      onLookups?.(record);
    };
  }
}

/** Whether `ids` lie close together (a full pass's page by id), so that they are read as one range of an index. */
export function isIdRange(ids: readonly number[]): boolean {
  if (ids.length === 0) return true;
  let lowest = Infinity;
  let highest = -Infinity;
  for (const id of ids) {
    lowest = Math.min(lowest, id);
    highest = Math.max(highest, id);
  }
  return highest - lowest <= 4 * ids.length;
}

/**
 * Finds the first-seen time of each of `ids`, close together (isIdRange), in its current copy (those
 * not in any pack are absent) and calls `found` with them: one range of the index, then the heads.
 */
export function findPacked(
  packs: IDBObjectStore,
  heads: IDBObjectStore,
  ids: readonly number[],
  found: (firstSeen: Map<number, number>) => void,
): void {
  if (ids.length === 0) return found(new Map());
  const wanted = new Set(ids);
  const range = packs.index('ids').getAllKeys(IDBKeyRange.bound(Math.min(...ids), Math.max(...ids)));
  range.onsuccess = () => {
    const keys = new Set(range.result as number[]);
    const result = new Map<number, number>();
    /** The pack of each copy in `result`: a later pack's copy replaces an earlier one's. */
    const packOf = new Map<number, number>();
    let unread = keys.size;
    if (unread === 0) return found(result);
    for (const key of keys) {
      const read = heads.get(key);
      read.onsuccess = () => {
        const head = read.result as PackHead | undefined;
        head?.ids.forEach((id, i) => {
          if (!wanted.has(id) || (packOf.get(id) ?? -1) > head.key) return;
          packOf.set(id, head.key);
          result.set(id, head.firstSeen[i]!);
        });
        if (--unread === 0) found(result);
      };
    }
  };
}

/**
 * Of every head, by generation: the ids found only in packs older than `generation` (with the
 * first-seen time of their newest copy), and the keys of those older packs.
 */
export function sweepPlan(heads: readonly PackHead[], generation: number): { removed: Map<number, number>; stale: number[] } {
  const kept = new Set<number>();
  const removed = new Map<number, number>();
  const stale: number[] = [];
  for (const head of heads) {
    if (head.generation >= generation) {
      for (const id of head.ids) kept.add(id);
      continue;
    }
    stale.push(head.key);
    head.ids.forEach((id, i) => removed.set(id, head.firstSeen[i]!));
  }
  for (const id of kept) removed.delete(id);
  return { removed, stale };
}

/** The jobs of a pack, in its order. */
export function unpack(pack: JobPack): JobSummary[] {
  return pack.jobs.map((json) => JSON.parse(json) as JobSummary);
}

/** The job `id` as the pack holds it; null when it is not in it. */
export function unpackOne(pack: JobPack, id: number): JobSummary | null {
  const at = pack.ids.lastIndexOf(id);
  return at < 0 ? null : (JSON.parse(pack.jobs[at]!) as JobSummary);
}
