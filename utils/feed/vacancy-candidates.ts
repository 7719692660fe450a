/**
 * Rule (3)'s candidates of the vacancy grouping (vacancy-groups.ts): the jobs with a fingerprint by
 * a key (a title, a band of the fingerprint), those without an employer apart, since a pair needs one
 * of them. A list holds each job as three places: its fingerprint's high and middle parts (43 of its
 * 64 bits), then its keys. The bits that differ in those parts are some of those that differ in all,
 * so a candidate already farther than the limit there is passed over without reading its keys: of
 * the 5.2 million candidates that the 5,088 copies among 100,000 jobs of the default dataset met in
 * their bands (up to 2,589 jobs in one), 37,342 were near.
 *
 * The grouping of 100,000 jobs built in the service worker (test/bench/first-search.ts, medians of 7),
 * and the worker's heap with it (heap-profile.ts), by what a list holds beside a job's keys:
 * nothing, 891 ms and 35.9 MB; the high part, 677 ms and 37.9 MB; the high and middle parts, 451 ms
 * and 39.9 MB; all three, 401 to 448 ms and 41.9 MB.
 */
import { distanceToParts, partDistance } from './description-hash';
import type { VacancyKeys } from './vacancy-key';

type Entries = (number | VacancyKeys)[];

export class Candidates<K> {
  private readonly employerless = new Map<K, Entries>();
  private readonly employed = new Map<K, Entries>();

  /** Adds a job (one with a fingerprint) under `key`. */
  add(key: K, keys: VacancyKeys): void {
    const own = keys.employerless ? this.employerless : this.employed;
    const list = own.get(key);
    if (list) list.push(keys.hashHigh, keys.hashMiddle, keys);
    else own.set(key, [keys.hashHigh, keys.hashMiddle, keys]);
  }

  /**
   * Calls `visit` with each job under `key` (`copies`: only those without an employer) other than
   * `keys`' own whose fingerprint is at most `limit` bits from its, and whose date is at most
   * `windowSeconds` from its (a job without one is near any), with the distance.
   */
  near(
    key: K,
    keys: VacancyKeys,
    copies: boolean,
    limit: number,
    windowSeconds: number,
    visit: (other: VacancyKeys, distance: number) => void,
  ): void {
    const at = keys.placedSeconds;
    for (const lists of copies ? [this.employerless] : [this.employerless, this.employed]) {
      const list = lists.get(key);
      if (list === undefined) continue;
      for (let i = 0; i < list.length; i += 3) {
        if (partDistance(keys.hashHigh, list[i] as number) + partDistance(keys.hashMiddle, list[i + 1] as number) > limit) continue;
        const other = list[i + 2] as VacancyKeys;
        const distance = distanceToParts(keys, other.hashHigh, other.hashMiddle, other.hashLow);
        if (distance > limit) continue;
        const placed = other.placedSeconds;
        if (other.id !== keys.id && (at === null || placed === null || Math.abs(at - placed) <= windowSeconds)) visit(other, distance);
      }
    }
  }

  /** Each list copied to its length: one pushed to keeps room for more (a one-job list pushed once, 17 places). */
  compact(): void {
    for (const lists of [this.employerless, this.employed]) lists.forEach((list, key) => lists.set(key, list.slice()));
  }
}
