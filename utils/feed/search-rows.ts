/**
 * The jobs as search and facets see them: one slim row per job, in memory, newest first. Loaded
 * once from the index and kept current by every write, so a keystroke costs a scan of an array
 * rather than a cursor over the database; the full summaries of a result page come from IndexedDB.
 */
import type { Facets } from '../messaging/contract';
import { closingInstant, statusSaysClosed } from './job-state';
import { employerKeyOf } from './fold-text';
import type { JobSummary } from './summary';
import { sameVacancyKeys, VacancyGrouping, vacancyKeysOf, type VacancyKeys } from './vacancy-groups';
import { measureSince } from './user-timing';
import { changedTest, FEW_CHANGES, insertionPoint, positionOf } from './sorted-rows';

/**
 * User-timing measures in the worker, which the benchmark reads (test/bench/run.ts): the grouping
 * built from scratch, and the jobs a merge added to it (`detail.jobs`).
 */
export const GROUPING_MEASURE = 'job-feed-companion:grouping';
export const GROUPING_ADD_MEASURE = 'job-feed-companion:grouping-add';

/** What search and facets need of a job, and what vacancy grouping reads of it (vacancy-key.ts). */
export interface SearchRow extends VacancyKeys {
  id: number;
  recency: string;
  searchText: string;
  /** The employer folded, as mutes compare it (mute-rule.ts). */
  employerKey: string | null;
  province: string | null;
  category: string | null;
  employmentType: string | null;
  seniorityLevel: string | null;
  freelancerAllowed: string | null;
  hoursMinimum: number | null;
  hoursMaximum: number | null;
  /** The two inputs of the open-or-closed rule (job-state.ts), the status read once per job. */
  closedByStatus: boolean;
  closingAt: number | null;
  /** When the job first came into the index (new-jobs.ts). */
  firstSeenAt: number;
}

type FacetField = 'province' | 'category' | 'employmentType' | 'seniorityLevel' | 'freelancerAllowed';

/** By recency, newest first. */
export function newestFirst(a: { recency: string }, b: { recency: string }): number {
  return a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0;
}

/**
 * Rows newest first, with the writes made since they were read. Writes only queue changes; the next
 * search merges them in one pass, so a sync writing page after page never re-sorts the whole list.
 */
export class SearchRows {
  rows: SearchRow[] = [];
  /** Per job id: the new row, or null when the job was removed. */
  private pending = new Map<number, SearchRow | null>();
  /** Of the pending ids, those whose last write replaced or removed a job the index held. */
  private pendingIndexed = new Set<number>();
  /** Category labels for facets: the latest a category came with. */
  private readonly labels = new Map<string, { en: string | null; nl: string | null }>();
  /** The jobs grouped by vacancy, built at the first question and kept by the merges after it. */
  private grouping: VacancyGrouping | null = null;
  private regroup = false;
  /** Interned enumeration values: thousands of rows share a few strings. */
  private readonly strings = new Map<string, string>();

  private intern(value: string | null): string | null {
    if (value === null) return null;
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  row(summary: JobSummary): SearchRow {
    if (summary.category !== null && summary.categoryLabel !== null) {
      this.labels.set(summary.category, summary.categoryLabel);
    }
    const keys = vacancyKeysOf(summary);
    return {
      id: summary.id,
      recency: summary.recency,
      searchText: summary.searchText,
      employerKey: this.intern(employerKeyOf(summary.employer)),
      province: this.intern(summary.province),
      category: this.intern(summary.category),
      employmentType: this.intern(summary.employmentType),
      seniorityLevel: this.intern(summary.seniorityLevel),
      freelancerAllowed: this.intern(summary.freelancerAllowed),
      hoursMinimum: summary.hoursMinimum,
      hoursMaximum: summary.hoursMaximum,
      closedByStatus: statusSaysClosed(summary.status),
      closingAt: closingInstant(summary.closingDate),
      firstSeenAt: summary.firstSeenAt,
      // The grouping's keys on the row itself: an object per job fewer, with 100,000 jobs held.
      postingKey: keys.postingKey,
      vacancyKey: this.intern(keys.vacancyKey),
      titleKey: this.intern(keys.titleKey),
      placedAt: keys.placedAt,
      hash: keys.hash,
      employerless: keys.employerless,
      board: this.intern(keys.board),
    };
  }

  /**
   * The jobs grouped by vacancy. Jobs added since are joined to it; a job that left, or whose keys
   * changed, or a copy's better match added (vacancy-groups.ts), has it grouped again from scratch
   * at this question (a sweep's removals, a rare edit).
   */
  groups(): VacancyGrouping {
    const rows = this.current();
    if (this.grouping === null || this.regroup || this.grouping.stale) {
      const start = performance.now();
      const grouping = VacancyGrouping.of(rows);
      this.grouping = grouping;
      this.regroup = false;
      measureSince(GROUPING_MEASURE, start, { jobs: rows.length });
    }
    return this.grouping;
  }

  /** The grouping as built so far (joined by the merges since), without building one; null: none yet. */
  builtGroups(): VacancyGrouping | null {
    this.current();
    return this.grouping;
  }

  /**
   * Reads the rows batch by batch (a job that comes again replaces its row: the later copy is the
   * newer), then sorts them newest first. Writes made while it reads are queued (the caller registers
   * these rows first) and merged over what was read by the next `current()`, so none is lost.
   */
  async load(batches: AsyncIterable<readonly JobSummary[]>): Promise<void> {
    const rows = new Map<number, SearchRow>();
    for await (const batch of batches) for (const summary of batch) rows.set(summary.id, this.row(summary));
    this.rows = [...rows.values()].sort(newestFirst);
  }

  /**
   * `indexed`: the write replaced a job the index held (false: a new job); unknown counts as held. A
   * job with a write queued already counts as held: the rows may hold a copy of it the index no longer
   * does (removed by a sweep, then written again before a merge).
   */
  upsert(summary: JobSummary, indexed = true): void {
    if (indexed || this.pending.has(summary.id)) this.pendingIndexed.add(summary.id);
    this.pending.set(summary.id, this.row(summary));
  }

  remove(id: number): void {
    this.pending.set(id, null);
    this.pendingIndexed.add(id);
  }

  /**
   * The queued writes placed by position, when they are few: each written job found at its recency
   * (a row's recency names its job, so a job whose dates did not change is where its recency says)
   * and replaced in a copy of the rows, each new job slotted in where its recency goes, all with
   * native copies and binary searches instead of a pass of script over every row (a million rows:
   * about 100 ms a pass). null when a write's place is unknown: a removal, or a job the index held
   * that is not at its recency (its dates changed); the pass does those.
   */
  private placeByPosition(changed: ReadonlyMap<number, SearchRow | null>, indexed: ReadonlySet<number>) {
    const rows = this.rows;
    if (changed.size > rows.length / FEW_CHANGES) return null;
    const replaced = new Map<number, SearchRow>();
    const at: [number, SearchRow][] = [];
    const added: SearchRow[] = [];
    for (const [id, row] of changed) {
      if (row === null) return null;
      const i = positionOf(rows, id, row.recency);
      if (i >= 0) {
        replaced.set(id, rows[i]!);
        at.push([i, row]);
      } else if (indexed.has(id)) {
        return null;
      } else {
        added.push(row);
      }
    }
    const copy = rows.slice();
    for (const [i, row] of at) copy[i] = row;
    if (added.length === 0) return { merged: copy, replaced };
    added.sort(newestFirst);
    const parts: SearchRow[][] = [];
    let from = 0;
    for (const row of added) {
      const to = insertionPoint(copy, row.recency);
      parts.push(copy.slice(from, to), [row]);
      from = to;
    }
    parts.push(copy.slice(from));
    return { merged: ([] as SearchRow[]).concat(...parts), replaced };
  }

  /**
   * The rows with the queued writes merged in: placed by position when they are few and their places
   * known (placeByPosition), else one pass over the rows, which leaves out the ones replaced or
   * removed and slots the new ones in by recency (a tie keeps the older row first). At a million jobs
   * each pass is the cost, so it builds one new array, not a filtered copy and a merge.
   */
  current(): SearchRow[] {
    if (this.pending.size === 0) return this.rows;
    const changed = this.pending;
    const indexed = this.pendingIndexed;
    this.pending = new Map();
    this.pendingIndexed = new Set();
    const placed = this.placeByPosition(changed, indexed);
    if (placed) {
      this.regroupChanges(changed, placed.replaced);
      this.rows = placed.merged;
      return placed.merged;
    }
    const added = [...changed.values()].filter((row): row is SearchRow => row !== null).sort(newestFirst);
    const replaced = new Map<number, SearchRow>();
    const merged: SearchRow[] = [];
    const isChanged = changedTest(changed);
    let j = 0;
    for (const row of this.rows) {
      if (isChanged(row.id)) {
        replaced.set(row.id, row);
        continue;
      }
      while (j < added.length && newestFirst(added[j]!, row) < 0) merged.push(added[j++]!);
      merged.push(row);
    }
    while (j < added.length) merged.push(added[j++]!);
    this.regroupChanges(changed, replaced);
    this.rows = merged;
    return merged;
  }

  /** Keeps the grouping up with merged changes: new jobs join it, anything else asks for a regrouping. */
  private regroupChanges(changed: Map<number, SearchRow | null>, replaced: Map<number, SearchRow>): void {
    if (this.grouping === null || this.regroup) return;
    const start = performance.now();
    let added = 0;
    for (const [id, row] of changed) {
      const before = replaced.get(id);
      if (row === null) this.regroup ||= before !== undefined;
      else if (before !== undefined) this.regroup ||= !sameVacancyKeys(before, row);
      else if (this.grouping.has(id)) this.regroup = true;
      else {
        this.grouping.add(row);
        added++;
      }
    }
    if (added > 0) measureSince(GROUPING_ADD_MEASURE, start, { jobs: added });
  }

  /** The values present for each filter, sorted; categories with their labels. */
  facets(): Facets {
    const rows = this.current();
    const distinct = (field: FacetField): string[] => {
      const values = new Set<string>();
      for (const row of rows) {
        const value = row[field];
        if (value !== null) values.add(value);
      }
      return [...values].sort();
    };
    return {
      provinces: distinct('province'),
      categories: distinct('category').map((value) => ({
        value,
        en: this.labels.get(value)?.en ?? null,
        nl: this.labels.get(value)?.nl ?? null,
      })),
      employmentTypes: distinct('employmentType'),
      seniorityLevels: distinct('seniorityLevel'),
      freelancerAllowed: distinct('freelancerAllowed'),
    };
  }
}
