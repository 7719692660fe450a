/**
 * The same vacancy on several boards: which jobs of the feed are one vacancy. A group is a view:
 * records are never merged or changed. Jobs are the same vacancy when
 * 1. they have the same posting key (the same posting listed twice);
 * 2. they have the same employer and title (vacancy-key.ts) and their dates lie within 60 days of
 *    each other;
 * 3. one of them has no employer (an agency's copy), their dates lie within 60 days of each other
 *    (as for employer and title), and their descriptions are nearly the same: the
 *    SimHashes (description-hash.ts) differ in at most NEAR_IDENTICAL_BITS bits, or in at most
 *    SAME_TITLE_BITS when their titles are the same (title key). A short description moves more bits
 *    for an added sentence than a long one, and the title vouches for the looser limit.
 *
 * Groups are the connected parts of "same vacancy" (a union-find), so they do not depend on the order
 * the jobs come in: within one employer and title, jobs sorted by date are joined to their neighbours
 * when at most 60 days apart, which joins exactly the jobs any chain of such steps joins, and a job
 * added later joins its neighbours the same way. Adding a job is incremental; a job that leaves or
 * changes its keys needs a regrouping from scratch (the caller's choice of when).
 */
import { hammingDistance, hashBands, hashHalves } from './description-hash';
import { employerGroupKey, titleGroupKey } from './vacancy-key';
import { boardOf } from './vacancy-view';

export const SAME_VACANCY_DAYS = 60;
const WINDOW_MS = SAME_VACANCY_DAYS * 24 * 60 * 60 * 1000;
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

export interface GroupableJob {
  id: number;
  postingKey: string | null;
  /** The posting's address: its board, where no adapter named one (vacancy-view.ts). */
  url?: string | null;
  employer: string | null;
  title: string | null;
  city: string | null;
  publishDate: string | null;
  closingDate: string | null;
  /** The description's SimHash (description-hash.ts); absent or null: rule (3) does not apply. */
  descriptionHash?: string | null;
  /** The employer and title keys where the summary has them already (summarize.ts); absent: computed here. */
  vacancyEmployer?: string | null;
  vacancyTitle?: string | null;
}

/** What grouping reads of a job, computed once (vacancyKeysOf). */
export interface VacancyKeys {
  id: number;
  postingKey: string | null;
  /** Employer and title keys together; null when either is missing or no date places the job. */
  vacancyKey: string | null;
  titleKey: string | null;
  /** When the job was published, else when it closes (epoch ms). */
  placedAt: number | null;
  hash: [number, number] | null;
  employerless: boolean;
  /** The board the posting is on (vacancy-view.ts): what "N boards" counts. */
  board: string | null;
}

/** The date a job is placed at: when it was published, else when it closes; null: neither is known. */
function placedAt(job: GroupableJob): number | null {
  for (const date of [job.publishDate, job.closingDate]) {
    const ms = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(ms)) return ms;
  }
  return null;
}

export function vacancyKeysOf(job: GroupableJob): VacancyKeys {
  const employer = job.vacancyEmployer !== undefined ? job.vacancyEmployer : employerGroupKey(job.employer);
  const title = job.vacancyTitle !== undefined ? job.vacancyTitle : titleGroupKey(job.title, job.city);
  const at = placedAt(job);
  return {
    id: job.id,
    postingKey: job.postingKey,
    vacancyKey: employer === null || title === null || at === null ? null : `${employer}\u0000${title}`,
    titleKey: title,
    placedAt: at,
    hash: hashHalves(job.descriptionHash),
    employerless: employer === null,
    board: boardOf({ postingKey: job.postingKey, url: job.url ?? null }),
  };
}

/** Whether two jobs' keys group alike: a changed job whose keys did not change keeps its group. */
export function sameVacancyKeys(a: VacancyKeys, b: VacancyKeys): boolean {
  return (
    a.postingKey === b.postingKey &&
    a.vacancyKey === b.vacancyKey &&
    a.titleKey === b.titleKey &&
    a.placedAt === b.placedAt &&
    a.employerless === b.employerless &&
    a.hash?.[0] === b.hash?.[0] &&
    a.hash?.[1] === b.hash?.[1] &&
    a.board === b.board
  );
}

interface Buckets<K> {
  employerless: Map<K, VacancyKeys[]>;
  employed: Map<K, VacancyKeys[]>;
}

function bucketIn<K>(buckets: Buckets<K>, key: K, keys: VacancyKeys): void {
  const own = keys.employerless ? buckets.employerless : buckets.employed;
  const bucket = own.get(key);
  if (bucket) bucket.push(keys);
  else own.set(key, [keys]);
}

export class VacancyGrouping {
  private readonly parent = new Map<number, number>();
  private readonly keys = new Map<number, VacancyKeys>();
  /** Per group's root, its boards counted (boardsOf), until the group changes. */
  private readonly boardCounts = new Map<number, number>();
  /** Per group's root (its smallest id), the ids in it. */
  private readonly members = new Map<number, number[]>();
  private readonly byPosting = new Map<string, number>();
  private readonly byVacancy = new Map<string, { id: number; at: number }[]>();
  /**
   * Rule (3)'s candidates: per fingerprint band, and per title, the jobs with a fingerprint, those
   * without an employer apart (a pair needs one of them).
   */
  private readonly bands: Buckets<number>[] = [];
  private readonly titles: Buckets<string> = { employerless: new Map(), employed: new Map() };
  private readonly near: number;
  private readonly sameTitle: number;

  constructor(limits: GroupingLimits = {}) {
    this.near = limits.nearIdenticalBits ?? NEAR_IDENTICAL_BITS;
    this.sameTitle = limits.sameTitleBits ?? SAME_TITLE_BITS;
  }

  get size(): number {
    return this.parent.size;
  }

  has(id: number): boolean {
    return this.parent.has(id);
  }

  /** Adds a job not grouped yet, joining it to its vacancy's other jobs. */
  add(keys: VacancyKeys): void {
    const { id } = keys;
    if (this.parent.has(id)) throw new Error(`job ${id} is grouped already`);
    this.parent.set(id, id);
    this.keys.set(id, keys);
    this.members.set(id, [id]);
    if (keys.postingKey !== null) {
      const first = this.byPosting.get(keys.postingKey);
      if (first === undefined) this.byPosting.set(keys.postingKey, id);
      else this.join(first, id);
    }
    if (keys.vacancyKey !== null && keys.placedAt !== null) this.addDated(keys.vacancyKey, id, keys.placedAt);
    if (keys.hash !== null) this.addHashed(keys, keys.hash);
  }

  /** The group's root: its smallest id. */
  root(id: number): number {
    let root = id;
    for (let up = this.parent.get(root); up !== undefined && up !== root; up = this.parent.get(root)) root = up;
    // Path compression: later finds are short.
    for (let at = id; at !== root;) {
      const next = this.parent.get(at)!;
      this.parent.set(at, root);
      at = next;
    }
    return root;
  }

  /** The ids of the job's group, itself included; empty for a job not grouped. */
  groupOf(id: number): readonly number[] {
    return this.parent.has(id) ? (this.members.get(this.root(id)) ?? [id]) : [];
  }

  /** How many known boards the job's vacancy is on (at least 1: postings without an address add none); 0: not grouped. */
  boardsOf(id: number): number {
    const ids = this.groupOf(id);
    if (ids.length < 2) return ids.length;
    const root = this.root(id);
    let count = this.boardCounts.get(root);
    if (count === undefined) {
      const boards = new Set(ids.map((member) => this.keys.get(member)?.board ?? null));
      boards.delete(null);
      count = Math.max(1, boards.size);
      this.boardCounts.set(root, count);
    }
    return count;
  }

  private join(a: number, b: number): void {
    const x = this.root(a);
    const y = this.root(b);
    if (x === y) return;
    const keep = Math.min(x, y);
    const gone = Math.max(x, y);
    this.parent.set(gone, keep);
    // The shorter list is copied into the longer one, which the root keeps.
    let [into, from] = [this.members.get(keep)!, this.members.get(gone)!];
    if (into.length < from.length) [into, from] = [from, into];
    for (const id of from) into.push(id);
    this.members.set(keep, into);
    this.members.delete(gone);
    this.boardCounts.delete(keep);
    this.boardCounts.delete(gone);
  }

  /** Rule 2: the job sits between its neighbours by date and joins each one within the window. */
  private addDated(vacancyKey: string, id: number, at: number): void {
    const list = this.byVacancy.get(vacancyKey);
    if (!list) {
      this.byVacancy.set(vacancyKey, [{ id, at }]);
      return;
    }
    let index = list.length;
    while (index > 0 && (list[index - 1]!.at > at || (list[index - 1]!.at === at && list[index - 1]!.id > id))) index--;
    list.splice(index, 0, { id, at });
    const before = list[index - 1];
    const after = list[index + 1];
    if (before && at - before.at <= WINDOW_MS) this.join(before.id, id);
    if (after && after.at - at <= WINDOW_MS) this.join(after.id, id);
  }

  /**
   * Rule 3: against the jobs sharing a band of the fingerprint (near-identical) or the title, when
   * one of the two has no employer: a job with one looks only among those without, one without
   * looks among all.
   */
  private addHashed(keys: VacancyKeys, hash: [number, number]): void {
    if (keys.titleKey !== null) {
      this.compareIn(this.titles, keys.titleKey, keys, hash, this.sameTitle);
      bucketIn(this.titles, keys.titleKey, keys);
    }
    hashBands(hash, this.near).forEach((value, band) => {
      const buckets = (this.bands[band] ??= { employerless: new Map(), employed: new Map() });
      this.compareIn(buckets, value, keys, hash, this.near);
      bucketIn(buckets, value, keys);
    });
  }

  /**
   * Joins the job to those in the bucket within `limit` bits whose dates lie within the window, as
   * for rule 2 (a job without a date is not held to it); joining twice is harmless.
   */
  private compareIn<K>(buckets: Buckets<K>, key: K, keys: VacancyKeys, hash: [number, number], limit: number): void {
    const at = keys.placedAt;
    const near = (other: VacancyKeys) =>
      (at === null || other.placedAt === null || Math.abs(at - other.placedAt) <= WINDOW_MS) && hammingDistance(hash, other.hash!) <= limit;
    for (const other of buckets.employerless.get(key) ?? []) if (near(other)) this.join(other.id, keys.id);
    if (!keys.employerless) return;
    for (const other of buckets.employed.get(key) ?? []) if (near(other)) this.join(other.id, keys.id);
  }
}

/** Each job's group, named by the smallest id in it; a job alone is its own group. */
export function groupVacancies(jobs: readonly GroupableJob[], limits: GroupingLimits = {}): Map<number, number> {
  const grouping = new VacancyGrouping(limits);
  for (const job of jobs) if (!grouping.has(job.id)) grouping.add(vacancyKeysOf(job));
  return new Map(jobs.map((job) => [job.id, grouping.root(job.id)]));
}
