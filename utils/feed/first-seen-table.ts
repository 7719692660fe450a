/**
 * Each indexed job's first-seen time, by id, in two typed arrays (open addressing, linear probing):
 * what a write of jobs spread over the feed (an incremental page) needs to know, when no search rows
 * are held to tell it (held-rows.ts). Read from every pack's head at once, the first time such a
 * write finds neither (pack-writes.ts), and kept by the index's writes after.
 *
 * Why: asked of the packs id by id, a page of 1,000 spread ids took two IndexedDB requests each; the
 * million-job delta took 33.5 s that way in the bench's scale simulation, against 4.2 s with the rows
 * held. 12 bytes a slot (the id, and its time's place among the few distinct ones: a sync stamps a
 * page's new jobs with one), at most half of them used: 24 MB at a million jobs, in ArrayBuffers.
 */
import type { PackHead } from './job-packs';

const EMPTY = 0;

/** Where an id's probe starts: a multiplicative hash of its low 32 bits and its high ones. */
function slotOf(id: number, mask: number): number {
  return (Math.imul(id | 0, 0x9e3779b1) ^ Math.imul((id / 0x1_0000_0000) | 0, 0x85ebca6b)) & mask;
}

export class FirstSeenTable {
  /** Job ids (positive), EMPTY where none. */
  private ids = new Float64Array(1024);
  /** Each slot's first-seen time, as its place in `times`. */
  private at = new Uint32Array(1024);
  /** The distinct first-seen times, and the place of each. */
  private readonly times: number[] = [];
  private readonly placeOf = new Map<number, number>();
  private count = 0;

  /** Every job's first-seen time as the heads hold it: a job in several packs, its newest copy's (the largest key). */
  static fromHeads(heads: readonly PackHead[]): FirstSeenTable {
    const table = new FirstSeenTable();
    for (const head of [...heads].sort((a, b) => a.key - b.key)) head.ids.forEach((id, i) => table.set(id, head.firstSeen[i]!));
    return table;
  }

  get size(): number {
    return this.count;
  }

  /** The first-seen time of each of `ids` held (the others are not indexed). */
  of(ids: readonly number[]): Map<number, number> {
    const found = new Map<number, number>();
    for (const id of ids) {
      const slot = this.find(id);
      if (this.ids[slot] === id) found.set(id, this.times[this.at[slot]!]!);
    }
    return found;
  }

  /** Jobs written (committed), with their first-seen times as written. */
  written(jobs: readonly { id: number; firstSeenAt: number }[]): void {
    for (const { id, firstSeenAt } of jobs) this.set(id, firstSeenAt);
  }

  /** Jobs removed (committed). */
  removed(ids: readonly number[]): void {
    for (const id of ids) this.delete(id);
  }

  /** The slot holding `id`, or the empty one where it would go. */
  private find(id: number): number {
    const mask = this.ids.length - 1;
    let at = slotOf(id, mask);
    while (this.ids[at] !== EMPTY && this.ids[at] !== id) at = (at + 1) & mask;
    return at;
  }

  private set(id: number, time: number): void {
    if (!(Number.isSafeInteger(id) && id > 0)) throw new RangeError(`not a job id: ${id}`);
    let place = this.placeOf.get(time);
    if (place === undefined) {
      place = this.times.push(time) - 1;
      this.placeOf.set(time, place);
    }
    this.put(id, place);
  }

  private put(id: number, place: number): void {
    if (2 * (this.count + 1) > this.ids.length) this.grow();
    const slot = this.find(id);
    if (this.ids[slot] !== id) {
      this.ids[slot] = id;
      this.count++;
    }
    this.at[slot] = place;
  }

  /** Removes `id`, moving back the ids probed past its slot so that every probe still finds its own. */
  private delete(id: number): void {
    const mask = this.ids.length - 1;
    let hole = this.find(id);
    if (this.ids[hole] !== id) return;
    this.count--;
    for (let at = (hole + 1) & mask; this.ids[at] !== EMPTY; at = (at + 1) & mask) {
      const home = slotOf(this.ids[at]!, mask);
      // It may fill the hole when its probe from home passes the hole before reaching it.
      if (((at - home) & mask) >= ((at - hole) & mask)) {
        this.ids[hole] = this.ids[at]!;
        this.at[hole] = this.at[at]!;
        hole = at;
      }
    }
    this.ids[hole] = EMPTY;
  }

  private grow(): void {
    const { ids, at } = this;
    this.ids = new Float64Array(ids.length * 2);
    this.at = new Uint32Array(ids.length * 2);
    this.count = 0;
    for (let slot = 0; slot < ids.length; slot++) if (ids[slot] !== EMPTY) this.put(ids[slot]!, at[slot]!);
  }
}
