/**
 * A description's fingerprint, for rule (3) of the vacancy grouping (vacancy-groups.ts): agency copies
 * carry no employer, so their vacancy is recognised by a description that is nearly the original's.
 *
 * SimHash (Charikar, 2002; Manku, Jain and Das Sarma, "Detecting near-duplicates for web crawling",
 * WWW 2007): each shingle of three words votes on 64 bits with its hash; the fingerprint keeps, per bit,
 * the majority. Texts that share most shingles get fingerprints that differ in few bits (their Hamming
 * distance), while a sentence added or dropped moves only a few. Only 16 hex characters are kept per
 * job, never the description: the index stays slim, and nothing of the text is shown from it.
 */
import { descriptionWordHashes } from './description-words';

/** Words per shingle: three keep word order in, and one word changed touches only three shingles. */
const SHINGLE_WORDS = 3;
/**
 * Below this many words a description says too little to tell a vacancy from the board's or the
 * agency's boilerplate (a one-line "Apply now at …"): no fingerprint, so rule (3) leaves it alone.
 */
export const MIN_DESCRIPTION_WORDS = 25;

/** Murmur3's finaliser: every input bit moves about half of the output bits. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The 64-bit SimHash of a description as 16 hex digits; null: none, or too short to judge. */
export function descriptionHash(html: string | null | undefined): string | null {
  if (!html) return null;
  const words = descriptionWordHashes(html);
  if (words.length < MIN_DESCRIPTION_WORDS) return null;
  const shingles = words.length - SHINGLE_WORDS + 1;
  // Per bit (by its place from the right; high half, then low), the shingles that set it.
  const ones = new Float64Array(64);
  // The counting, four bits of each half at a time: `(half >>> k) & 0x11111111` holds bits k,
  // k + 4, ... k + 28 in eight 4-bit lanes, so up to 15 shingles add up in one number per k
  // before the lanes are moved into `ones` (eight additions a half instead of thirty-two).
  const lanes = new Float64Array(8);
  let inLanes = 0;
  const empty = () => {
    for (let k = 0; k < 8; k++) {
      const lane = lanes[k]!;
      const base = k < 4 ? k : 32 + k - 4;
      for (let j = 0; j < 8; j++) ones[base + 4 * j]! += (lane >>> (4 * j)) & 15;
      lanes[k] = 0;
    }
    inLanes = 0;
  };
  for (let i = 0; i < shingles; i++) {
    // A shingle's two 32-bit halves from its words' hashes, in order (no string built per shingle).
    const ordered = Math.imul(Math.imul(words[i]!, 0x9e3779b1) ^ words[i + 1]!, 0x85ebca77) ^ words[i + 2]!;
    const high = mix(ordered);
    const low = mix(ordered ^ 0x27d4eb2f);
    for (let k = 0; k < 4; k++) {
      lanes[k]! += (high >>> k) & 0x11111111;
      lanes[k + 4]! += (low >>> k) & 0x11111111;
    }
    if (++inLanes === 15) empty();
  }
  empty();
  // A bit is set where most shingles set it (more than half: a tie leaves it clear).
  let high = 0;
  let low = 0;
  for (let place = 0; place < 32; place++) {
    if (2 * ones[place]! > shingles) high |= 1 << place;
    if (2 * ones[32 + place]! > shingles) low |= 1 << place;
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}

/** A fingerprint as its two 32-bit halves; null for anything that is not 16 hex digits. */
export function hashHalves(hash: string | null | undefined): [number, number] | null {
  if (!hash || !/^[\da-f]{16}$/.test(hash)) return null;
  return [parseInt(hash.slice(0, 8), 16), parseInt(hash.slice(8), 16)];
}

/**
 * A fingerprint as a job's row holds it: three fields of 22, 21 and 21 bits (high to low), -1 in
 * each for none. Each part is a small integer, which V8 keeps in the row's own field (31 bits with
 * pointer compression, so a 32-bit half would not fit), where an array of the two halves was two
 * heap objects a job: two million objects at a million jobs, which every major collection marks.
 */
export interface HashParts {
  hashHigh: number;
  hashMiddle: number;
  hashLow: number;
}

/** The three parts of a fingerprint given as its halves; -1 in each for none. */
export function hashParts(halves: readonly [number, number] | null): HashParts {
  if (halves === null) return { hashHigh: -1, hashMiddle: -1, hashLow: -1 };
  const [high, low] = halves;
  return { hashHigh: high >>> 10, hashMiddle: ((high & 0x3ff) << 11) | (low >>> 21), hashLow: low & 0x1fffff };
}

/** Whether the parts hold a fingerprint. */
export function hasHash(parts: HashParts): boolean {
  return parts.hashHigh >= 0;
}

/** A fingerprint's two 32-bit halves from its parts (which must hold one). */
export function partsHalves({ hashHigh, hashMiddle, hashLow }: HashParts): [number, number] {
  return [((hashHigh << 10) | (hashMiddle >>> 11)) >>> 0, (((hashMiddle & 0x7ff) << 21) | hashLow) >>> 0];
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** How many of the 64 bits differ, between fingerprints held in parts (both must hold one). */
export function partsDistance(a: HashParts, b: HashParts): number {
  return bitCount(a.hashHigh ^ b.hashHigh) + bitCount(a.hashMiddle ^ b.hashMiddle) + bitCount(a.hashLow ^ b.hashLow);
}

/** How many bits differ between two fingerprints' same part: at most their whole distance (vacancy-candidates.ts). */
export function partDistance(a: number, b: number): number {
  return bitCount(a ^ b);
}

/**
 * The bands two fingerprints at most `distance` apart must share one of (the pigeonhole principle
 * over `distance + 1` bands): each band's bits as a number, band by band.
 */
export function hashBands(halves: readonly [number, number], distance: number): number[] {
  // At least two bands: a band of 64 bits would not fit a number exactly.
  const bands = Math.max(2, distance + 1);
  const width = Math.floor(64 / bands);
  const values: number[] = [];
  for (let band = 0; band < bands; band++) {
    let value = 0;
    for (let bit = band * width; bit < (band + 1) * width; bit++) {
      const set = bit < 32 ? (halves[0] >>> (31 - bit)) & 1 : (halves[1] >>> (63 - bit)) & 1;
      value = value * 2 + set;
    }
    values.push(value);
  }
  return values;
}
