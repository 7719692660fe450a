/**
 * A set and a map of job ids asked of every row of the index (a search's scan: is the row's vacancy
 * on several boards, and its group's root; a merge of writes into the rows: did the row change):
 * ids from 0 below BITSET_IDS, where every feed's ids are (the API's ids count up from 1), are kept
 * in typed arrays indexed by the id, any other number in a Set or Map. An array read answers in a
 * few nanoseconds where a lookup in a large Set or Map costs tens to hundreds (a hash, then memory
 * far apart), which at a million rows is the difference between a pass of milliseconds and one of a
 * tenth of a second or more.
 */

/** Ids below this go in the arrays (a bit set of 8 MB at most, pages of numbers as used); any other id in the Set or Map. */
export const BITSET_IDS = 1 << 26;

/** `id >>> 0 === id`: an integer from 0 to 2^32 - 1 (not a fraction, a negative, NaN or larger); and below BITSET_IDS. */
function inBits(id: number): boolean {
  return id >>> 0 === id && id < BITSET_IDS;
}

export class IdSet {
  private bits = new Uint32Array(0);
  private readonly others = new Set<number>();

  add(id: number): void {
    if (!inBits(id)) {
      this.others.add(id);
      return;
    }
    const word = id >>> 5;
    if (word >= this.bits.length) {
      const grown = new Uint32Array(Math.min(BITSET_IDS >>> 5, Math.max(word + 1, this.bits.length * 2)));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[word]! |= 1 << (id & 31);
  }

  has(id: number): boolean {
    if (!inBits(id)) return this.others.size > 0 && this.others.has(id);
    const word = id >>> 5;
    return word < this.bits.length && (this.bits[word]! & (1 << (id & 31))) !== 0;
  }
}

/** Ids per page of an IdNumbers (32 KB a page), allocated at the first id in it: ids that start high cost only their pages. */
const PAGE_BITS = 12;
const PAGE_MASK = (1 << PAGE_BITS) - 1;

/** A map from ids to numbers (not NaN: that is how a page marks an id absent). */
export class IdNumbers {
  private readonly pages = new Array<Float64Array | null>(BITSET_IDS >>> PAGE_BITS).fill(null);
  private readonly others = new Map<number, number>();
  /** How many ids have a number. */
  size = 0;

  get(id: number): number | undefined {
    if (!inBits(id)) return this.others.get(id);
    const value = this.pages[id >>> PAGE_BITS]?.[id & PAGE_MASK];
    // NaN is the only value not equal to itself: an absent id.
    return value === undefined || value !== value ? undefined : value;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, value: number): void {
    if (Number.isNaN(value)) throw new RangeError('IdNumbers cannot hold NaN');
    if (!inBits(id)) {
      if (!this.others.has(id)) this.size++;
      this.others.set(id, value);
      return;
    }
    let page = this.pages[id >>> PAGE_BITS];
    if (!page) {
      page = new Float64Array(PAGE_MASK + 1).fill(NaN);
      this.pages[id >>> PAGE_BITS] = page;
    }
    const at = id & PAGE_MASK;
    if (page[at] !== page[at]) this.size++;
    page[at] = value;
  }

  delete(id: number): void {
    if (!inBits(id)) {
      if (this.others.delete(id)) this.size--;
      return;
    }
    const page = this.pages[id >>> PAGE_BITS];
    const at = id & PAGE_MASK;
    if (!page || page[at] !== page[at]) return;
    page[at] = NaN;
    this.size--;
  }
}
