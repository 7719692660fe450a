/**
 * The marked vacancies (mark-spread.ts): which postings a mark applies to, which take one after a
 * sync, and, kept in the database, the jobs of the marked vacancies as the grouping last saw them.
 *
 * Why kept: finding the postings that joined a marked vacancy asks for the vacancy grouping over every
 * job. After a sync the worker often holds no search rows (its alarm woke it, or, at a million jobs, it
 * let them go: held-rows.ts), so each sync read them all and grouped them: at a million jobs about
 * 15-20 s and 12-17 s of the worker, and some 330 MB of its heap, for a recruiter with one mark; rows
 * held, a sync's writes could still leave the grouping to build again. Yet a job joins a vacancy only
 * by a rule of vacancy-groups.ts that ties it to one of its jobs. So after a sync the grouping is asked
 * for only when a job in a pack written since the record (every write adds packs with higher keys) may
 * be tied to a marked vacancy's job, read loosely (`Watched`), or is one of those or of their rivals
 * with other keys than it had; else the record moves on to the last pack read. A full pass writes
 * every job again, and its sweep, should it remove a job, removes the record; past WATCH_WRITTEN_MAX
 * jobs written, or without a record (none yet, one not kept beside a write, a mark being set), the
 * grouping is asked for.
 */
import { unwrap, type IDBPDatabase } from 'idb';
import { hasHash, partsDistance } from './description-hash';
import type { HeldRows } from './held-rows';
import type { FeedDb } from './index-schema';
import { lastPackKey, unpackOne, writtenOver } from './job-packs';
import type { JobStatus, JobStatuses } from './job-statuses';
import { marksToSpread } from './mark-spread';
import { turns } from './in-turn';
import type { JobSummary } from './summary';
import { better, rank, type CopyMatch } from './vacancy-candidates';
import {
  NEAR_IDENTICAL_BITS,
  SAME_TITLE_BITS,
  SAME_VACANCY_DAYS,
  sameVacancyKeys,
  vacancyKeysOf,
  VacancyGrouping,
  type VacancyKeys,
} from './vacancy-groups';

/** The `meta` record's key. */
const META_MARK_WATCH = 'markWatch';
/** More jobs written since the record than this (a full pass of a large feed): the grouping is asked for. */
export const WATCH_WRITTEN_MAX = 50_000;
/** More jobs in the marked vacancies (and rivals) than this: no record, since comparing each job written with them all would cost more than it saves. */
export const WATCH_MEMBERS_MAX = 20_000;
const WINDOW_SECONDS = SAME_VACANCY_DAYS * 86_400;

/**
 * Whether rule 3 of vacancy-groups.ts may tie two jobs: one without an employer, descriptions at most
 * NEAR_IDENTICAL_BITS apart (SAME_TITLE_BITS under the same title), dates within the window (a job
 * without one is near any), as its candidates are chosen (vacancy-candidates.ts).
 */
function candidates(a: VacancyKeys, b: VacancyKeys): boolean {
  if (!(a.employerless || b.employerless) || !hasHash(a) || !hasHash(b)) return false;
  if (a.placedSeconds !== null && b.placedSeconds !== null && Math.abs(a.placedSeconds - b.placedSeconds) > WINDOW_SECONDS) return false;
  const distance = partsDistance(a, b);
  return distance <= NEAR_IDENTICAL_BITS || (a.titleKey !== null && a.titleKey === b.titleKey && distance <= SAME_TITLE_BITS);
}

/** A job's keys as kept, with a copy's match (none: it had none, or a record kept before matches were). */
export type KeptKeys = VacancyKeys & { match?: CopyMatch };

/**
 * Whether a job near `kept` by rule 3 (`candidates`) may be tied to it: a job with an employer only as
 * the new match of a copy, so only by beating the copy's match as the grouping chooses (vacancy-groups.ts).
 * A delta's new postings share the default dataset's template texts with the marked vacancies' copies,
 * whose matches, as old, are as near and have smaller ids.
 */
function mayTie(job: VacancyKeys, kept: KeptKeys): boolean {
  if (job.employerless || !kept.employerless || kept.match === undefined) return true;
  return better(job.id, rank(false, partsDistance(job, kept)), kept.match.id, kept.match.distance);
}

interface WatchRecord {
  /** The last pack's key when the jobs were read: the packs after it hold what was written since. */
  lastPack: number | null;
  /** The keys of every job in a vacancy with a mark. */
  members: KeptKeys[];
  /** Copies in other groups that may join such a vacancy should their match change, and those matches (VacancyGrouping.keysAndRivals). */
  rivals: VacancyKeys[];
}

/** A job's keys alone, not the search row they are part of, and a copy's match. */
function keysOnly(
  { id, postingKey, vacancyKey, titleKey, placedSeconds, hashHigh, hashMiddle, hashLow, employerless, board, cityKey }: VacancyKeys,
  match?: CopyMatch,
): KeptKeys {
  const keys = { id, postingKey, vacancyKey, titleKey, placedSeconds, hashHigh, hashMiddle, hashLow, employerless, board, cityKey };
  // The grouping never changes a match it holds (it sets a new one), and the record is a clone.
  return match === undefined ? keys : { ...keys, match };
}

/** The jobs of the marked vacancies, and whether a job written since may have joined one. */
export class Watched {
  private readonly byId = new Map<number, VacancyKeys>();
  private readonly rivals: Map<number, VacancyKeys>;
  private readonly postingKeys = new Set<string>();
  private readonly vacancyKeys = new Set<string>();
  private readonly hashed: KeptKeys[] = [];

  constructor(
    members: readonly KeptKeys[],
    rivals: readonly VacancyKeys[] = [],
    /** The jobs marked: one out of the feed when the jobs were kept may have come back. */
    private readonly marked: { has(id: number): boolean } = new Set(),
  ) {
    this.rivals = new Map(rivals.map((rival) => [rival.id, rival]));
    for (const member of members) {
      this.byId.set(member.id, member);
      if (member.postingKey !== null) this.postingKeys.add(member.postingKey);
      if (member.vacancyKey !== null) this.vacancyKeys.add(member.vacancyKey);
      if (hasHash(member)) this.hashed.push(member);
    }
  }

  /**
   * Whether `job` may be tied to one of the jobs by a rule of vacancy-groups.ts, read loosely: the same
   * posting key (1); the same employer and title at any date (2); a pair that may be a copy and its
   * match (3: `candidates`, `mayTie`). One of the jobs themselves, or of the rivals, only with other keys
   * than it had (a rival may let its copy go); a marked job that was not among them came back to the feed.
   *
   * A job near a rival alone is not: taken as a rival copy's match, or taking one as its own, it joins
   * the rival's group or takes the copy into its own, and neither is a marked vacancy unless the job is
   * tied to one of its jobs, which the rules above ask. The rival's match, kept, stays better than the
   * marked vacancy's job the copy passed over until one of them changes. At a million jobs, a delta's
   * new copies of the default dataset's template texts each met one of some 2,400 rivals.
   */
  mayJoin(job: VacancyKeys): boolean {
    const known = this.byId.get(job.id) ?? this.rivals.get(job.id);
    if (known) return !sameVacancyKeys(known, job);
    if (this.marked.has(job.id)) return true;
    if (job.postingKey !== null && this.postingKeys.has(job.postingKey)) return true;
    if (job.vacancyKey !== null && this.vacancyKeys.has(job.vacancyKey)) return true;
    return hasHash(job) && this.hashed.some((other) => candidates(job, other) && mayTie(job, other));
  }

  /** Whether the job is one of those kept (`mayJoin` then compares it with itself as it was). */
  knows(id: number): boolean {
    return this.byId.has(id) || this.rivals.has(id);
  }
}

export class MarkedVacancies {
  /** A mark set (`set`) and the marks a sync spreads (`spread`) take turns: neither writes over the other. */
  private readonly inTurn = turns();

  constructor(
    private readonly db: IDBPDatabase<FeedDb>,
    private readonly rows: HeldRows,
    private readonly statuses: JobStatuses,
    /** A write of the index is under way. */
    private readonly writing: () => boolean,
  ) {}

  /**
   * The jobs a mark on `id` applies to: every posting of its vacancy when that is on several boards
   * (the list shows them as one row), else the job alone (a board's reposts keep their own rows).
   */
  async with(id: number): Promise<number[]> {
    const groups = (await this.rows.ask()).groups();
    return groups.boardsOf(id) > 1 ? [...groups.groupOf(id)] : [id];
  }

  /** Marks `id`'s postings (`with`; null: unmarks them), then keeps the marked vacancies' jobs again; the postings marked. */
  set(id: number, status: JobStatus | null, at: number): Promise<number[]> {
    return this.inTurn(async () => {
      // A worker stopped before they are kept leaves no record, not one without this vacancy.
      await this.keep(null);
      const postings = await this.with(id);
      for (const posting of postings) await this.statuses.set(posting, status, at);
      await this.watch();
      return postings;
    });
  }

  /**
   * Gives each posting that joined a marked vacancy its mark (`toSpread`); the postings and the marks
   * they took. What to write is worked out again in turn with `set`, from the marks as they are then
   * (the grouping is held by then): a mark the recruiter set or removed meanwhile is not written over.
   */
  async spread(at: number): Promise<Map<number, JobStatus>> {
    if ((await this.toSpread()).size === 0) return new Map();
    return this.inTurn(async () => {
      const groups = (await this.rows.ask()).groups();
      const spread = marksToSpread(await this.statuses.all(), groups, await this.statuses.load());
      for (const [id, status] of spread) await this.statuses.set(id, status, at);
      return spread;
    });
  }

  /**
   * The postings that take the mark of the vacancy they joined since it was marked (mark-spread.ts):
   * none, without a grouping, unless a job written since may have joined a marked vacancy. Even with
   * the rows held: a sync's writes can leave their grouping to build again (16 s at a million jobs).
   */
  async toSpread(): Promise<Map<number, JobStatus>> {
    const records = await this.statuses.all();
    if (records.length === 0) return new Map();
    if (!(await this.mayHaveJoined())) return new Map();
    const groups = await this.watch(records.map((record) => record.id));
    return marksToSpread(records, groups, await this.statuses.load());
  }

  /** Keeps the jobs of the vacancies of `marked` (every marked job when not given) as the grouping has them now; that grouping. */
  async watch(marked?: readonly number[]): Promise<VacancyGrouping> {
    // Read before the grouping: a page written after it has a higher key, and is read after the next sync.
    const lastPack = await lastPackKey(this.db.transaction('heads').store);
    // A write under way now may be committed and not yet in the rows.
    const busy = this.writing();
    const groups = (await this.rows.ask()).groups();
    const members = new Map<number, KeptKeys>();
    const rivals = new Map<number, VacancyKeys>();
    for (const id of marked ?? (await this.statuses.all()).map((record) => record.id)) {
      for (const member of groups.groupOf(id)) {
        if (members.has(member)) continue;
        const { keys, match, rivals: near } = groups.keysAndRivals(member);
        members.set(member, keysOnly(keys, match));
        for (const rival of near) rivals.set(rival.id, keysOnly(rival));
      }
    }
    const kept = !busy && members.size + rivals.size <= WATCH_MEMBERS_MAX;
    const record = { lastPack, members: [...members.values()], rivals: [...rivals.values()] };
    await this.keep(kept ? record : null);
    return groups;
  }

  /**
   * Jobs left the feed (a sweep): a copy whose match left may join a marked vacancy, though no job was
   * written with other keys. The record goes, and the next spread asks for the grouping. A marked job
   * whose vacancy (as kept) is on several boards and keeps a posting with its mark leaves the mark to
   * that posting: back in the feed it takes the vacancy's mark as it is then, not one taken off since.
   */
  unwatch(removed: readonly number[] = []): Promise<void> {
    return this.inTurn(async () => {
      const marks = await this.statuses.load();
      const kept = (await this.db.get('meta', META_MARK_WATCH as never)) as WatchRecord | undefined;
      const groups = kept && removed.some((id) => marks.has(id)) ? VacancyGrouping.of(kept.members) : null;
      const gone = new Set(removed);
      for (const id of groups ? removed : []) {
        const status = marks.get(id);
        if (status === undefined || !groups!.has(id) || groups!.boardsOf(id) < 2) continue;
        if (groups!.groupOf(id).some((other) => !gone.has(other) && marks.get(other) === status)) await this.statuses.set(id, null, 0);
      }
      await this.keep(null);
    });
  }

  /**
   * Whether a job in the packs written since the record may have joined a marked vacancy (`Watched`);
   * true without a record. When none may, nothing it names changed: it is kept as it was, up to the
   * last pack read, so that the next sync reads only its own.
   */
  private async mayHaveJoined(): Promise<boolean> {
    // Before the transaction, which a wait for anything else would end.
    const marked = await this.statuses.load();
    const tx = this.db.transaction(['packs', 'heads', 'meta']);
    // The schema types `meta` as counts: this record is read and written apart from them.
    const kept = (await tx.objectStore('meta').get(META_MARK_WATCH as never)) as WatchRecord | undefined;
    if (kept === undefined) return true;
    const since = kept.lastPack === null ? null : IDBKeyRange.lowerBound(kept.lastPack, true);
    const packs = tx.objectStore('packs');
    if (await writtenOver(tx.objectStore('heads'), since, WATCH_WRITTEN_MAX)) return true;
    const watched = new Watched(kept.members, kept.rivals, marked);
    const read = await packs.getAll(since);
    const suspects: VacancyKeys[] = [];
    for (const pack of read) {
      for (const json of pack.jobs) {
        const keys = vacancyKeysOf(JSON.parse(json) as JobSummary);
        if (!watched.mayJoin(keys)) continue;
        if (watched.knows(keys.id)) return true;
        suspects.push(keys);
      }
    }
    // A job indexed as it is when the record was kept was in no marked vacancy then, and every job it
    // could have joined one through since was read above (the ties are the same both ways): a sync
    // fetches changed jobs again, and touches of 1% of a million jobs tie some to a common title.
    for (const keys of suspects) {
      const before = kept.lastPack === null ? [] : await packs.index('ids').getAllKeys(IDBKeyRange.only(keys.id));
      const at = Math.max(...before.filter((key) => key <= kept.lastPack!));
      const pack = at === -Infinity ? undefined : await packs.get(at);
      const was = pack && unpackOne(pack, keys.id);
      if (!was || !sameVacancyKeys(vacancyKeysOf(was), keys)) return true;
    }
    const last = read.at(-1)?.key;
    if (last !== undefined && !this.writing()) await this.keep({ ...kept, lastPack: last });
    return false;
  }

  /** Writes the record (null: removes it). */
  private async keep(record: WatchRecord | null): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite');
    const meta = unwrap(tx.store);
    if (record === null) meta.delete(META_MARK_WATCH);
    else meta.put(record, META_MARK_WATCH);
    await tx.done;
  }
}
