/**
 * The reference server's jobs: compact rows in id order, full records built on demand, and the
 * changes tests make (patch, add, delete) on top of the seeded data.
 */
import {
  buildJob,
  buildSharedRecords,
  generateRow,
  generateRows,
  mulberry32,
  mixSeed,
  postingUrl,
  type JobRow,
  type SharedRecords,
} from './data.ts';
import { generateVacancyRows } from './vacancies.ts';
import { comparatorFor, parseDateValue, type Predicate, type SortOrder } from './criteria.ts';
import { JsonWriter } from './json.ts';

/** What the records served are kept up to (JobStore.served). */
const MAX_SERVED_BYTES = 1 << 30;

export interface StoreOptions {
  jobs: number;
  seed: number;
  anchorMs: number;
  boardUrl: string;
  /** 'vacancies': the feed of vacancies posted on several boards, with its ground truth (vacancies.ts). */
  dataset?: Dataset;
}

export type Dataset = 'default' | 'vacancies';

export class StoreError extends Error {
  override readonly name = 'StoreError';
}

const DATE_FIELDS = new Set(['publishDate', 'createdDate', 'updatedDate', 'closingDate', 'startDate', 'endDate']);
const NUMBER_FIELDS = new Set(['hoursMinimum', 'hoursMaximum', 'salaryMinimum', 'salaryMaximum', 'companyId']);
const TEXT_FIELDS = new Set([
  'title',
  'url',
  'sourceId',
  'employer',
  'location',
  'city',
  'status',
  'platform',
  'source',
  'province',
  'category',
  'employmentType',
  'seniorityLevel',
  'freelancerAllowed',
  'language',
  'salaryPeriod',
]);
/** Row fields that are bookkeeping, not Job fields. */
const INTERNAL_FIELDS = new Set(['role', 'dateStyle', 'hostile', 'extra', 'id', 'vacancy']);

export interface ListResult {
  total: number;
  rows: JobRow[];
}

export class JobStore {
  private readonly options: StoreOptions;
  private readonly shared: SharedRecords;
  private readonly json = new JsonWriter();
  /**
   * Each job's record as last served, in UTF-8 JSON, by id, so that a job is built and serialized
   * once until it changes (update, add, remove and reset drop it): a sync of 100,000 jobs asks for
   * every one of them again each time. Up to MAX_SERVED_BYTES (100,000 seeded jobs take about
   * 760 MB); jobs beyond it are built for every request.
   */
  private readonly served = new Map<number, Buffer>();
  private servedBytes = 0;
  private rows: JobRow[] = [];
  private byId = new Map<number, JobRow>();
  /** The last `updatedDate` given by a change, so that successive changes are strictly ordered. */
  private lastChange = 0;

  constructor(options: StoreOptions) {
    this.options = options;
    this.shared = buildSharedRecords(options.seed, options.anchorMs);
    this.reset();
  }

  /** Back to the seeded data. */
  reset(): void {
    this.served.clear();
    this.servedBytes = 0;
    this.rows = this.options.dataset === 'vacancies' ? generateVacancyRows(this.options).rows : generateRows(this.options);
    this.byId = new Map(this.rows.map((row) => [row.id, row]));
    this.lastChange = 0;
  }

  /** The vacancies dataset's ground truth, job id to vacancy id, of the jobs there are now; null: another dataset. */
  vacancyTruth(): Map<number, number> | null {
    if (this.options.dataset !== 'vacancies') return null;
    const truth = new Map<number, number>();
    for (const row of this.rows) if (row.vacancy) truth.set(row.id, row.vacancy.vacancyId);
    return truth;
  }

  get size(): number {
    return this.rows.length;
  }

  /** Every id, ascending. */
  ids(): number[] {
    return this.rows.map((row) => row.id);
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  row(id: number): JobRow | undefined {
    return this.byId.get(id);
  }

  /** The full Job record, as Get Job answers it. */
  get(id: number): Record<string, unknown> | undefined {
    const row = this.byId.get(id);
    return row ? this.build(row) : undefined;
  }

  build(row: JobRow): Record<string, unknown> {
    return buildJob(row, this.shared, this.options.seed);
  }

  /** The rows' full records as Get All Jobs' body: the UTF-8 of `JSON.stringify` of them, faster. */
  listJson(rows: readonly JobRow[]): Buffer {
    return JsonWriter.join(rows.map((row) => this.recordJson(row)));
  }

  private recordJson(row: JobRow): Buffer {
    const served = this.served.get(row.id);
    if (served) return served;
    // A built job is always a record, so it always has a JSON form.
    const json = this.json.encode(this.build(row))!;
    if (this.servedBytes + json.length <= MAX_SERVED_BYTES) {
      this.served.set(row.id, json);
      this.servedBytes += json.length;
    }
    return json;
  }

  /** The job's record changed, or the job is gone: it is built again when next asked for. */
  private forget(id: number): void {
    const served = this.served.get(id);
    if (!served) return;
    this.served.delete(id);
    this.servedBytes -= served.length;
  }

  /** The rows matching every predicate, sorted, and the page of them asked for. */
  list(predicates: Predicate[], sort: SortOrder[], offset: number, limit: number): ListResult {
    const byIdAscending = sort.length === 0 || (sort.length === 1 && sort[0]!.field === 'id' && sort[0]!.direction === 1);
    const idAbove = predicates.length === 1 ? predicates[0]!.idAbove : undefined;
    if (byIdAscending && idAbove !== undefined) {
      // Rows are in id order: the matching ones are those from the first id above the cursor on.
      const start = this.firstIndexAbove(idAbove);
      return { total: this.rows.length - start, rows: this.rows.slice(start + offset, start + offset + limit) };
    }
    let matching = predicates.length === 0 ? this.rows : this.rows.filter((row) => predicates.every((p) => p(row)));
    if (!byIdAscending) matching = [...matching].sort(comparatorFor(sort));
    return { total: matching.length, rows: matching.slice(offset, offset + limit) };
  }

  /** The index of the first row whose id is above `id` (rows are in id order). */
  private firstIndexAbove(id: number): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.rows[middle]!.id > id) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  count(predicates: Predicate[]): number {
    if (predicates.length === 0) return this.rows.length;
    let n = 0;
    for (const row of this.rows) if (predicates.every((p) => p(row))) n++;
    return n;
  }

  /** A change's time: now, and strictly after every seeded and earlier change. */
  private changeTime(): number {
    this.lastChange = Math.max(Date.now(), this.lastChange + 1);
    return this.lastChange;
  }

  /** Sets the fields of `patch` (a partial Job) and bumps updatedDate, unless the patch sets it. */
  update(id: number, patch: Record<string, unknown>): Record<string, unknown> | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    // Before the patch: a patch refused half way has changed the fields before the bad one.
    this.forget(id);
    this.apply(row, patch);
    if (!Object.hasOwn(patch, 'updatedDate')) row.updatedDate = this.changeTime();
    return this.build(row);
  }

  remove(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.forget(id);
    this.byId.delete(id);
    this.rows.splice(this.rows.indexOf(row), 1);
    return true;
  }

  /** A new job after the last id (or at `patch.id` when free), generated and then patched. */
  add(patch: Record<string, unknown>): Record<string, unknown> {
    const last = this.rows[this.rows.length - 1];
    let id = (last?.id ?? 1000) + 1;
    if (patch.id !== undefined) {
      if (typeof patch.id !== 'number' || !Number.isSafeInteger(patch.id) || patch.id <= 0)
        throw new StoreError('id must be a positive whole number');
      if (this.byId.has(patch.id)) throw new StoreError(`Job ${patch.id} exists`);
      id = patch.id;
    }
    this.forget(id);
    const random = mulberry32(mixSeed(this.options.seed, id, 0xadd));
    const row = generateRow(random, id, this.options);
    const now = this.changeTime();
    row.createdDate = now;
    row.updatedDate = now;
    row.publishDate = now;
    row.extra = null;
    if (typeof patch.title === 'string' && patch.url === undefined) row.url = postingUrl(this.options.boardUrl, id, patch.title);
    const { id: _ignored, ...fields } = patch;
    this.apply(row, fields);
    this.byId.set(id, row);
    const at = this.rows.findIndex((r) => r.id > id);
    if (at < 0) this.rows.push(row);
    else this.rows.splice(at, 0, row);
    return this.build(row);
  }

  private apply(row: JobRow, patch: Record<string, unknown>): void {
    const target = row as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(patch)) {
      if (key === '__proto__' || key === 'id') continue;
      if (DATE_FIELDS.has(key)) {
        if (value === null) target[key] = null;
        else if (typeof value === 'string' && parseDateValue(value) !== null) target[key] = parseDateValue(value);
        else throw new StoreError(`${key} must be an ISO date-time or null`);
      } else if (NUMBER_FIELDS.has(key)) {
        if (value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
          throw new StoreError(`${key} must be a number or null`);
        target[key] = value;
      } else if (TEXT_FIELDS.has(key)) {
        if (value !== null && typeof value !== 'string') throw new StoreError(`${key} must be a string or null`);
        if (key === 'title' && value === null) throw new StoreError('title cannot be null here');
        target[key] = value;
      } else if (key === 'government') {
        if (value !== null && typeof value !== 'boolean') throw new StoreError('government must be a boolean or null');
        row.government = value;
      } else if (!INTERNAL_FIELDS.has(key)) {
        row.extra = { ...(row.extra ?? {}), [key]: value };
      }
    }
  }
}
