/**
 * A set of job ids asked of every row of the index (a search's scan: is the row's vacancy on several
 * boards; a merge of writes into the rows: did the row change): a bit per id for ids from 0 below
 * BITSET_IDS, and a Set for any other number. A bit answers in a few nanoseconds where a lookup in a
 * large Set or Map costs tens to hundreds (a hash, then memory far apart), which at a million rows
 * is the difference between a pass of milliseconds and one of a tenth of a second or more. The bits
 * grow to the largest id added, 8 MB at most, whatever the ids' spread: a feed whose ids are few and
 * far apart (a sequence shared with other records) costs no more.
 */

/** Ids below this go in the bits (8 MB at most, grown as larger ids come); any other id in the Set. */
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
