/**
 * The jobs as search and facets see them: one slim row per job, in memory, newest first. Loaded
 * once from the index and kept current by every write, so a keystroke costs a scan of an array
 * rather than a cursor over the database; the full summaries of a result page come from IndexedDB.
 */
import type { Facets } from '../messaging/contract';
import { IdSet } from './id-set';
import { statusSaysClosed } from './job-state';
import { epochSecondsOf, instantMs } from './instants';
import type { JobSummary } from './summary';
import { cachedCategoryWords, searchFieldsOf } from './search-text';
import { makeRow, newestFirst, orderSeconds, placeOf, type SearchRow } from './search-row';
import { sameVacancyKeys, VacancyGrouping } from './vacancy-groups';
import { LooseJobs } from './loose-jobs';
import type { ListedGroups } from './search-scan';
import { vacancyKeysPublished } from './vacancy-key';
import { measureSince } from './user-timing';

/**
 * User-timing measures in the worker, which the benchmark reads (test/bench/run.ts): the grouping
 * built from scratch, and the jobs a merge added to it (`detail.jobs`).
 */
export const GROUPING_MEASURE = 'job-feed-companion:grouping';
export const GROUPING_ADD_MEASURE = 'job-feed-companion:grouping-add';

/**
 * Whether a row's id is among the changed ones: asked of every row at each merge, so a bit per id
 * (id-set.ts) rather than a map lookup, which was most of a merge's time at a million rows.
 */
function changedTest(changed: ReadonlyMap<number, unknown>): (id: number) => boolean {
  const ids = new IdSet();
  for (const id of changed.keys()) ids.add(id);
  return (id) => ids.has(id);
}

/**
 * Rows newest first, with the writes made since they were read. Writes only queue changes; the next
 * search merges them in one pass, so a sync writing page after page never re-sorts the whole list.
 */
export class SearchRows {
  rows: SearchRow[] = [];
  /** Per job id: the new row, or null when the job was removed. */
  private pending = new Map<number, SearchRow | null>();
  /** Category labels for facets: the latest a category came with. */
  private readonly labels = new Map<string, { en: string | null; nl: string | null }>();
  /** The jobs grouped by vacancy, built at the first question and kept by the merges after it. */
  private grouping: VacancyGrouping | null = null;
  private regroup = false;
  /** The jobs that ask for the regrouping, which a list without one shows on their own (loose-jobs.ts). */
  private readonly loose = new LooseJobs();
  /**
   * Each row's id, in the order of the rows it was read from (`idsOf`): what `firstSeenOf` and
   * `rowOf` read. A pass over a million row objects reads a million cache lines far apart (130 ms a
   * page of the million-job delta in its profile), this 8 MB in a row.
   */
  private idColumn = new Float64Array(0);
  private idsOf: readonly SearchRow[] = [];
  /** Interned enumeration values: thousands of rows share a few strings. */
  private readonly strings = new Map<string, string>();
  /** A category's words, shared by its rows. */
  private readonly categoryWords = cachedCategoryWords((text) => this.intern(text));

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
    // Read once for the row's order and the grouping's date.
    const published = instantMs(summary.publishDate);
    const keys = vacancyKeysPublished(summary, published);
    const fields = searchFieldsOf(summary, this.categoryWords);
    return makeRow({
      id: summary.id,
      publishedSeconds: orderSeconds(published),
      createdSeconds: orderSeconds(instantMs(summary.createdDate)),
      titleText: fields.titleText,
      employerKey: this.intern(fields.employerKey),
      placeText: this.intern(fields.placeText),
      categoryText: fields.categoryText,
      province: this.intern(summary.province),
      category: this.intern(summary.category),
      employmentType: this.intern(summary.employmentType),
      seniorityLevel: this.intern(summary.seniorityLevel),
      freelancerAllowed: this.intern(summary.freelancerAllowed),
      hoursMinimum: summary.hoursMinimum,
      hoursMaximum: summary.hoursMaximum,
      closedByStatus: statusSaysClosed(summary.status),
      closingSeconds: epochSecondsOf(instantMs(summary.closingDate)),
      firstSeenAt: summary.firstSeenAt,
      // The grouping's keys on the row itself: an object per job fewer, with 100,000 jobs held.
      postingKey: keys.postingKey,
      vacancyKey: this.intern(keys.vacancyKey),
      titleKey: this.intern(keys.titleKey),
      placedSeconds: keys.placedSeconds,
      hashHigh: keys.hashHigh,
      hashMiddle: keys.hashMiddle,
      hashLow: keys.hashLow,
      employerless: keys.employerless,
      board: this.intern(keys.board),
      cityKey: this.intern(keys.cityKey ?? null) ?? '',
    });
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
      this.loose.clear();
      measureSince(GROUPING_MEASURE, start, { jobs: rows.length });
    }
    return this.grouping;
  }

  /**
   * The grouping as built so far (joined by the merges since), without building one; null: none yet.
   * With a regrouping pending, the jobs that ask for it are on their own (loose-jobs.ts).
   */
  builtGroups(): ListedGroups | null {
    this.current();
    return this.grouping !== null && this.regroup ? this.loose.over(this.grouping) : this.grouping;
  }

  /**
   * Reads the rows batch by batch (a job that comes again replaces its row: the later copy is the
   * newer), then sorts them newest first. Writes made while it reads are queued (the caller registers
   * these rows first) and merged over what was read by the next `current()`, so none is lost.
   */
  async load(batches: AsyncIterable<readonly JobSummary[]> | Iterable<readonly JobSummary[]>): Promise<void> {
    const rows = new Map<number, SearchRow>();
    for await (const batch of batches) for (const summary of batch) rows.set(summary.id, this.row(summary));
    this.rows = [...rows.values()].sort(newestFirst);
    this.ids();
  }

  /** The rows' ids in their order, read again when the rows were replaced other than by a merge. */
  private ids(): Float64Array {
    if (this.idsOf !== this.rows) {
      this.idColumn = Float64Array.from(this.rows, (row) => row.id);
      this.idsOf = this.rows;
    }
    return this.idColumn;
  }

  /**
   * The first-seen time of each of `ids` held (the others are not indexed), writes queued included: a
   * pass over the rows, where IndexedDB took two requests a job for a write of jobs spread over the feed.
   */
  firstSeenOf(ids: readonly number[]): Map<number, number> {
    const wanted = new IdSet();
    for (const id of ids) wanted.add(id);
    const found = new Map<number, number>();
    const column = this.ids();
    for (let i = 0; i < column.length; i++) if (wanted.has(column[i]!)) found.set(column[i]!, this.rows[i]!.firstSeenAt);
    for (const [id, row] of this.pending) {
      if (!wanted.has(id)) continue;
      if (row === null) found.delete(id);
      else found.set(id, row.firstSeenAt);
    }
    return found;
  }

  /** How many rows are held, counting each queued write as one more (a replaced job's twice). */
  get held(): number {
    return this.rows.length + this.pending.size;
  }

  /** The row of job `id`, the queued writes merged; undefined when it is not indexed. */
  rowOf(id: number): SearchRow | undefined {
    const rows = this.current();
    const at = this.ids().indexOf(id);
    return at < 0 ? undefined : rows[at];
  }

  upsert(summary: JobSummary): void {
    this.pending.set(summary.id, this.row(summary));
  }

  remove(id: number): void {
    this.pending.set(id, null);
  }

  /**
   * The rows with the queued writes merged in: one pass over the rows, which leaves out the ones
   * replaced or removed and slots the new ones in by recency (a tie keeps the older row first). At a
   * million jobs each pass is the cost, so it builds one new array, not a filtered copy and a merge,
   * and finds each new row's place by halving (`placeOf`) rather than comparing it with every row.
   */
  current(): SearchRow[] {
    if (this.pending.size === 0) return this.rows;
    const changed = this.pending;
    this.pending = new Map();
    const added = [...changed.values()].filter((row): row is SearchRow => row !== null).sort(newestFirst);
    const replaced = new Map<number, SearchRow>();
    const rows = this.rows;
    const merged = new Array<SearchRow>(rows.length + added.length);
    const ids = new Float64Array(merged.length);
    let k = 0;
    const isChanged = changedTest(changed);
    let j = 0;
    let next = added.length > 0 ? placeOf(rows, added[0]!, 0) : rows.length;
    for (let i = 0; i < rows.length; i++) {
      while (i === next) {
        ids[k] = added[j]!.id;
        merged[k++] = added[j++]!;
        next = j < added.length ? placeOf(rows, added[j]!, i) : rows.length;
      }
      const row = rows[i]!;
      if (isChanged(row.id)) replaced.set(row.id, row);
      else {
        ids[k] = row.id;
        merged[k++] = row;
      }
    }
    for (; j < added.length; j++) {
      ids[k] = added[j]!.id;
      merged[k++] = added[j]!;
    }
    merged.length = k;
    this.idColumn = ids.subarray(0, k);
    this.idsOf = merged;
    this.regroupChanges(changed, replaced);
    this.rows = merged;
    return merged;
  }

  /**
   * Keeps the grouping up with merged changes: new jobs join it; a job that left, changed its keys or
   * came back asks for a regrouping, and is loose until then.
   */
  private regroupChanges(changed: Map<number, SearchRow | null>, replaced: Map<number, SearchRow>): void {
    const grouping = this.grouping;
    if (grouping === null) return;
    const start = performance.now();
    let added = 0;
    for (const [id, row] of changed) {
      const before = replaced.get(id);
      if (before !== undefined ? row === null || !sameVacancyKeys(before, row) : row !== null && grouping.has(id)) {
        this.regroup = true;
        this.loose.add(id);
      } else if (row !== null && before === undefined) {
        grouping.add(row);
        added++;
      }
    }
    this.loose.changed();
    if (added > 0) measureSince(GROUPING_ADD_MEASURE, start, { jobs: added });
  }

  /**
   * The values present for each filter, sorted; categories with their labels. One pass reading each
   * field by name: a pass per field through `row[field]` was a lookup by name per row and field, 5
   * million of them at a million jobs.
   */
  facets(): Facets {
    const [provinces, categories, employmentTypes, seniorityLevels, freelancerAllowed] = [
      new Set<string>(),
      new Set<string>(),
      new Set<string>(),
      new Set<string>(),
      new Set<string>(),
    ] as const;
    const add = (values: Set<string>, value: string | null) => value !== null && values.add(value);
    for (const row of this.current()) {
      add(provinces, row.province);
      add(categories, row.category);
      add(employmentTypes, row.employmentType);
      add(seniorityLevels, row.seniorityLevel);
      add(freelancerAllowed, row.freelancerAllowed);
    }
    const sorted = (values: Set<string>) => [...values].sort();
    return {
      provinces: sorted(provinces),
      categories: sorted(categories).map((value) => ({
        value,
        en: this.labels.get(value)?.en ?? null,
        nl: this.labels.get(value)?.nl ?? null,
      })),
      employmentTypes: sorted(employmentTypes),
      seniorityLevels: sorted(seniorityLevels),
      freelancerAllowed: sorted(freelancerAllowed),
    };
  }
}
