/**
 * Rule (3)'s candidates of the vacancy grouping (vacancy-groups.ts): the jobs with a fingerprint by
 * a key (a title, a band of the fingerprint), those without an employer apart, since a pair needs one
 * of them. A list holds each job as five small numbers: its fingerprint's three parts, its date and
 * its id. A candidate is judged from those alone, without reading its row object.
 *
 * Why: the default dataset's fingerprints crowd a few of a band's values, and its titles are few, so
 * a copy meets many jobs. The 5,088 copies among 100,000 jobs met 5.2 million jobs in their bands
 * (up to 2,589 in one) and 1.8 million under their titles; at 300,000 jobs, 46.7 and 15.9 million.
 * Of those under a title, 11% are within its limit, and a row object read for each, to check its date,
 * missed the cache: 240 ms of the grouping's 2.6 s in Node at 300,000 jobs.
 *
 * In the worker (test/bench/first-search.ts, 3 rounds, medians), the grouping of 1,000,000 jobs took
 * 10.0 and 10.2 s with these lists and rule 2's newest first (vacancy-groups.ts), against 26.8 and
 * 27.4 s when a list held two parts and the row object. In its profile, 4.5 s of the 10 are still
 * spent on candidates, whose count grows with the square of the jobs on the default dataset: its
 * employers, titles and texts are a fixed set, so each vacancy has more postings in a larger feed.
 */
import { partDistance } from './description-hash';
import type { VacancyKeys } from './vacancy-key';

/** A copy's match by rule 3: its id, and its rank (`rank`) as `distance`. */
export interface CopyMatch {
  id: number;
  distance: number;
}

/** A match's rank: a posting with an employer before any copy (64 bits is the farthest a fingerprint can be), then by distance. */
export function rank(employerless: boolean, distance: number): number {
  return employerless ? 65 + distance : distance;
}

/** Whether a match (its id and rank) is better than another: the lower rank, then the smaller id. */
export function better(id: number, ranked: number, thanId: number, thanRanked: number): boolean {
  return ranked < thanRanked || (ranked === thanRanked && id < thanId);
}

/** Per job: high, middle and low parts, date (null: none), id. */
const PLACES = 5;
type Entries = (number | null)[];

export class Candidates<K> {
  private readonly employerless = new Map<K, Entries>();
  private readonly employed = new Map<K, Entries>();

  /** Adds a job (one with a fingerprint) under `key`. */
  add(key: K, keys: VacancyKeys): void {
    const own = keys.employerless ? this.employerless : this.employed;
    const list = own.get(key);
    if (list) list.push(keys.hashHigh, keys.hashMiddle, keys.hashLow, keys.placedSeconds, keys.id);
    else own.set(key, [keys.hashHigh, keys.hashMiddle, keys.hashLow, keys.placedSeconds, keys.id]);
  }

  /**
   * Calls `visit` with each job under `key` (`copies`: only those without an employer) other than
   * `keys`' own whose fingerprint is at most `limit` bits from its, and whose date is at most
   * `windowSeconds` from its (a job without one is near any): its id, the distance, and whether it
   * is without an employer.
   */
  near(
    key: K,
    keys: VacancyKeys,
    copies: boolean,
    limit: number,
    windowSeconds: number,
    visit: (id: number, distance: number, employerless: boolean) => void,
  ): void {
    const { id, hashHigh, hashMiddle, hashLow, placedSeconds: at } = keys;
    for (const employerless of copies ? [true] : [true, false]) {
      const list = (employerless ? this.employerless : this.employed).get(key);
      if (list === undefined) continue;
      for (let i = 0; i < list.length; i += PLACES) {
        const distance =
          partDistance(hashHigh, list[i] as number) +
          partDistance(hashMiddle, list[i + 1] as number) +
          partDistance(hashLow, list[i + 2] as number);
        if (distance > limit) continue;
        const placed = list[i + 3] as number | null;
        const other = list[i + 4] as number;
        if (other !== id && (at === null || placed === null || Math.abs(at - placed) <= windowSeconds))
          visit(other, distance, employerless);
      }
    }
  }

  /** Each list copied to its length: one pushed to keeps room for more (V8 grows it by half and 16 places). */
  compact(): void {
    for (const lists of [this.employerless, this.employed]) lists.forEach((list, key) => lists.set(key, list.slice()));
  }
}
