/**
 * The same vacancy on several boards: which jobs of the feed are one vacancy. A group is a view:
 * records are never merged or changed. Jobs are the same vacancy when
 * 1. they have the same posting key (the same posting listed twice);
 * 2. they have the same employer and title (vacancy-key.ts), their dates within 60 days of the
 *    first such job's, counted from the oldest (dated-vacancies.ts): a repost joins, a reopening later does not;
 * 3. a job without an employer (an agency's copy) is its best match's vacancy: of the jobs whose
 *    dates lie within 60 days of its own and whose descriptions are nearly the same (SimHashes,
 *    description-hash.ts, at most NEAR_IDENTICAL_BITS apart, or SAME_TITLE_BITS under the same
 *    title key), the nearest (then the smallest id). One match, not all: a copy of a template that
 *    many employers' postings share would otherwise chain them all into one group (the bench found
 *    100,000 jobs of the default dataset in one). A short description moves more bits for an added
 *    sentence than a long one, and the title vouches for the looser limit.
 *
 * Groups are the connected parts of "same vacancy" (a union-find), so they do not depend on the order
 * the jobs come in. `VacancyGrouping.of` groups a whole set; `add` adds a job to a grouping; a job
 * that leaves or changes its keys, or one that is a better match for a copy already matched or moves
 * where a vacancy of rule 2 starts (`stale`), needs a regrouping from scratch (the caller's choice of when).
 */
import { hasHash, hashBands, partsHalves } from './description-hash';
import { GroupBoards } from './group-boards';
import { better, Candidates, rank, type CopyMatch } from './vacancy-candidates';
import { vacancyKeysOf, type GroupableJob, type VacancyKeys } from './vacancy-key';
import { countBoards } from './vacancy-view';
import { DatedVacancies } from './dated-vacancies';

export { sameVacancyKeys, vacancyKeysOf, type GroupableJob, type VacancyKeys } from './vacancy-key';

export const SAME_VACANCY_DAYS = 60;
const WINDOW_SECONDS = SAME_VACANCY_DAYS * 86_400;
/**
 * Rule (3)'s limits in bits of 64, chosen from the measurements on the reference server's vacancy
 * corpus (`npm run bench -- --only=grouping` prints the sweep; 20,000 jobs): unrelated texts differ in
 * about 32 bits (sd 4); a copy with an agency's intro and outro added to a 75-word text in about 9
 * (sd 3), to a 300-word text in about 4, so SimHash alone is noisy on short texts and the title
 * vouches for the looser limit. Under the same title precision stays at 99.75% up to 14 bits, where
 * recall is 96.2%, and falls from 15. Without it, 3 bits: up to 11 adds at most 2% recall (precision
 * 99.4%), falls off a cliff from 13 (95%), and every bit more splits the fingerprint into more,
 * narrower bands (9 bands of 7 bits at 8), so each job is compared with many more.
 */
export const NEAR_IDENTICAL_BITS = 3;
export const SAME_TITLE_BITS = 14;

export interface GroupingLimits {
  nearIdenticalBits?: number;
  sameTitleBits?: number;
}

export class VacancyGrouping {
  /**
   * Each job joined to another: the next one up towards its group's root (union-find). A job alone,
   * or a root, has no entry (not one naming itself): a job that is its own vacancy costs none.
   */
  private readonly parent = new Map<number, number>();
  /** Every job grouped, by id. */
  private readonly keys = new Map<number, VacancyKeys>();
  /** Per group's root, its boards counted (boardsOf), until the group changes. */
  private readonly boardCounts = new Map<number, number>();
  /** Per group's root (its smallest id), the ids in it; none for a job alone (most jobs: no array each). */
  private readonly members = new Map<number, number[]>();
  /** Which jobs' vacancies are on several boards, kept as groups join. */
  private readonly boards = new GroupBoards((id) => this.boardOf(id));
  private readonly byPosting = new Map<string, number>();
  /** Rule 2's vacancies by date (dated-vacancies.ts). */
  private readonly dated = new DatedVacancies(WINDOW_SECONDS, (a, b) => this.join(a, b));
  /**
   * Rule (3)'s candidates: per fingerprint band, and per title, the jobs with a fingerprint, those
   * without an employer apart (a pair needs one of them).
   */
  private readonly bands: Candidates<number>[] = [];
  private readonly titles = new Candidates<string>();
  private readonly near: number;
  private readonly sameTitle: number;
  /** Each copy's match (the description rule) and its rank (`rank`: how far its description is, copies after postings). */
  private readonly matches = new Map<number, CopyMatch>();
  /** A job added since has a copy's better match: only a regrouping from scratch moves the copy. */
  stale = false;

  /** The grouping of `jobs`, whatever their order: each copy's match is chosen among them all. */
  static of(jobs: readonly VacancyKeys[], limits: GroupingLimits = {}): VacancyGrouping {
    const grouping = new VacancyGrouping(limits);
    for (const keys of jobs) if (!grouping.has(keys.id)) grouping.place(keys, true);
    grouping.dated.joinAll();
    for (const keys of jobs) if (keys.employerless && hasHash(keys) && !grouping.matches.has(keys.id)) grouping.matchCopy(keys);
    grouping.compact();
    return grouping;
  }

  /** Each list copied to its length: one pushed to keeps room for more (a one-job list pushed once, 17 places). */
  private compact(): void {
    for (const candidates of [...this.bands.filter(Boolean), this.titles]) candidates.compact();
    const exact = (lists: Map<unknown, unknown[]>) => lists.forEach((list, key) => lists.set(key, list.slice()));
    exact(this.members);
    this.dated.compact();
  }

  constructor(limits: GroupingLimits = {}) {
    this.near = limits.nearIdenticalBits ?? NEAR_IDENTICAL_BITS;
    this.sameTitle = limits.sameTitleBits ?? SAME_TITLE_BITS;
  }

  get size(): number {
    return this.keys.size;
  }

  has(id: number): boolean {
    return this.keys.has(id);
  }

  /** Adds a job not grouped yet, joining it to its vacancy's other jobs. */
  add(keys: VacancyKeys): void {
    this.place(keys);
    if (!hasHash(keys)) return;
    if (keys.employerless) this.matchCopy(keys);
    this.offerToCopies(keys);
  }

  /** Rules 1 and 2, and the job among rule 3's candidates; `whole`: one of a set, whose rule 2 `of` joins at the end. */
  private place(keys: VacancyKeys, whole = false): void {
    const { id } = keys;
    if (this.keys.has(id)) throw new Error(`job ${id} is grouped already`);
    this.keys.set(id, keys);
    if (keys.postingKey !== null) {
      const first = this.byPosting.get(keys.postingKey);
      if (first === undefined) this.byPosting.set(keys.postingKey, id);
      else this.join(first, id);
    }
    if (keys.vacancyKey !== null && keys.placedSeconds !== null) {
      if (whole) this.dated.insert(keys.vacancyKey, id, keys.placedSeconds);
      else if (!this.dated.add(keys.vacancyKey, id, keys.placedSeconds)) this.stale = true;
    }
    if (hasHash(keys)) this.register(keys);
  }

  /** The keys a grouped job was grouped by. */
  keysOf(id: number): VacancyKeys | undefined {
    return this.keys.get(id);
  }

  /** The group's root: its smallest id. */
  root(id: number): number {
    let root = id;
    for (let up = this.parent.get(root); up !== undefined; up = this.parent.get(root)) root = up;
    // Path compression: later finds are short.
    for (let at = id; at !== root;) {
      const next = this.parent.get(at)!;
      // Written only where it shortens the path: a search asks for the roots of many rows.
      if (next !== root) this.parent.set(at, root);
      at = next;
    }
    return root;
  }

  /** The ids of the job's group, itself included; empty for a job not grouped. */
  groupOf(id: number): readonly number[] {
    return this.keys.has(id) ? (this.members.get(this.root(id)) ?? [id]) : [];
  }

  /**
   * The keys a grouped job was grouped by and, for a copy, its match; its rivals': each copy in another
   * group that has it among its candidates by rule 3, and that copy's match; should the match change,
   * the copy may join it.
   */
  keysAndRivals(id: number): { keys: VacancyKeys; match?: CopyMatch; rivals: VacancyKeys[] } {
    const keys = this.keys.get(id)!;
    const rivals: VacancyKeys[] = [];
    if (hasHash(keys))
      this.nearJobs(keys, true, (copy) => {
        const match = this.matches.get(copy);
        if (match !== undefined && this.root(copy) !== this.root(id)) rivals.push(this.keys.get(copy)!, this.keys.get(match.id)!);
      });
    return { keys, match: this.matches.get(id), rivals };
  }

  /** Whether the job's vacancy is on more than one board (`boardsOf(id) > 1`), in a few nanoseconds. */
  onSeveralBoards(id: number): boolean {
    return this.boards.onSeveral(id);
  }

  /** How many known boards the job's vacancy is on (at least 1: postings without an address add none); 0: not grouped. */
  boardsOf(id: number): number {
    const ids = this.groupOf(id);
    if (ids.length < 2) return ids.length;
    const root = this.root(id);
    let count = this.boardCounts.get(root);
    if (count === undefined) {
      count = countBoards(ids.map((member) => this.boardOf(member)));
      this.boardCounts.set(root, count);
    }
    return count;
  }

  /** The board a grouped job's posting names (null: none), as `boardsOf` and GroupBoards count it. */
  private boardOf(id: number): string | null {
    return this.keys.get(id)?.board ?? null;
  }

  private join(a: number, b: number): void {
    const x = this.root(a);
    const y = this.root(b);
    if (x === y) return;
    const keep = Math.min(x, y);
    const gone = Math.max(x, y);
    this.parent.set(gone, keep);
    // The shorter list is copied into the longer one, which the root keeps.
    const kept = this.members.get(keep) ?? [keep];
    const joined = this.members.get(gone) ?? [gone];
    this.boards.join(keep, kept, gone, joined);
    let [into, from] = [kept, joined];
    if (into.length < from.length) [into, from] = [from, into];
    for (const id of from) into.push(id);
    this.members.set(keep, into);
    this.members.delete(gone);
    this.boardCounts.delete(keep);
    this.boardCounts.delete(gone);
  }

  /** Rule 3's candidates: the job by its title and by each band of its fingerprint. */
  private register(keys: VacancyKeys): void {
    if (keys.titleKey !== null) this.titles.add(keys.titleKey, keys);
    hashBands(partsHalves(keys), this.near).forEach((value, band) => (this.bands[band] ??= new Candidates()).add(value, keys));
  }

  /**
   * Calls `visit` with each job near enough to `keys` for rule 3 (`copies`: only those without an
   * employer): its id, the distance, and whether it is without an employer. A job may come twice (by
   * title and by a band).
   */
  private nearJobs(keys: VacancyKeys, copies: boolean, visit: (id: number, distance: number, employerless: boolean) => void): void {
    if (keys.titleKey !== null) this.titles.near(keys.titleKey, keys, copies, this.sameTitle, WINDOW_SECONDS, visit);
    hashBands(partsHalves(keys), this.near).forEach((value, band) =>
      this.bands[band]?.near(value, keys, copies, this.near, WINDOW_SECONDS, visit),
    );
  }

  /**
   * A copy joins its best match among the jobs grouped: a posting that names its employer before
   * another copy (the original, not a second agency's copy of it), then the nearest, then the smallest id.
   */
  private matchCopy(keys: VacancyKeys): void {
    // The best so far in two numbers, not an object per job met: a copy meets thousands under a common title.
    let bestId = -1;
    let bestDistance = Infinity;
    this.nearJobs(keys, false, (other, distance, employerless) => {
      const ranked = rank(employerless, distance);
      if (better(other, ranked, bestId, bestDistance) && this.samePlace(keys, other)) {
        bestId = other;
        bestDistance = ranked;
      }
    });
    if (bestDistance === Infinity) return;
    this.matches.set(keys.id, { id: bestId, distance: bestDistance });
    this.join(bestId, keys.id);
  }

  /**
   * Whether a copy and a job may be one vacancy by their cities: a chain posts one text for its store
   * in each city, and one employer's title in two cities is two vacancies (vacancy-key.ts). Read only
   * for a match better than the best so far, not for every job a copy meets.
   */
  private samePlace(keys: VacancyKeys, other: number): boolean {
    const city = this.keys.get(other)?.cityKey;
    return !keys.cityKey || !city || keys.cityKey === city;
  }

  /** A job added later is the match of copies that had none; a better one than a copy's match makes the grouping stale. */
  private offerToCopies(keys: VacancyKeys): void {
    this.nearJobs(keys, true, (copy, distance) => {
      if (!this.samePlace(keys, copy)) return;
      const offer = { id: keys.id, distance: rank(keys.employerless, distance) };
      const match = this.matches.get(copy);
      if (match === undefined) {
        this.matches.set(copy, offer);
        this.join(keys.id, copy);
      } else if (match.id !== keys.id && better(offer.id, offer.distance, match.id, match.distance)) this.stale = true;
    });
  }
}

/** Each job's group, named by the smallest id in it; a job alone is its own group. */
export function groupVacancies(jobs: readonly GroupableJob[], limits: GroupingLimits = {}): Map<number, number> {
  const grouping = VacancyGrouping.of(jobs.map(vacancyKeysOf), limits);
  return new Map(jobs.map((job) => [job.id, grouping.root(job.id)]));
}
