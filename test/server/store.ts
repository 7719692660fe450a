/**
 * The reference server's jobs: the seeded rows (generated on demand for the default dataset, so a
 * million jobs fit in a few tens of MB; seeded-rows.ts) with the changes tests make (patch, add,
 * delete, touch) on top (job-rows.ts), full records built on demand, and the queries over them
 * (row-query.ts).
 */
import {
  buildJob,
  buildSharedRecords,
  generateRow,
  isoInstant,
  mulberry32,
  mixSeed,
  postingUrl,
  type JobRow,
  type SharedRecords,
} from './data.ts';
import { generateVacancyRows } from './vacancies.ts';
import type { Predicate, SortOrder } from './criteria.ts';
import { JobRows } from './job-rows.ts';
import { JsonWriter } from './json.ts';
import { countRows, listRows, type ListResult } from './row-query.ts';
import { StoreError, applyPatch } from './row-patch.ts';
import { GeneratedRows, MemoryRows } from './seeded-rows.ts';

export type { ListResult } from './row-query.ts';
export { StoreError } from './row-patch.ts';

/** What the records served are kept up to (JobStore.served). */
const MAX_SERVED_BYTES = 1 << 30;
/**
 * Above this many jobs no record is kept as served: a million-job store (the scale simulation) must
 * stay small, and keeping the first 140,000 of its records would not spare a whole sync's work.
 */
const MAX_JOBS_KEPT_AS_SERVED = 100_000;

export interface StoreOptions {
  jobs: number;
  seed: number;
  anchorMs: number;
  boardUrl: string;
  /** 'vacancies': the feed of vacancies posted on several boards, with its ground truth (vacancies.ts). */
  dataset?: Dataset;
}

export type Dataset = 'default' | 'vacancies';

export class JobStore {
  private readonly options: StoreOptions;
  private readonly shared: SharedRecords;
  private readonly json = new JsonWriter();
  private readonly rows: JobRows;
  /**
   * Each job's record as last served, in UTF-8 JSON, by id, so that a job is built and serialized
   * once until it changes (update, add, remove, touch and reset drop it): a sync of 100,000 jobs asks
   * for every one of them again each time. Up to MAX_SERVED_BYTES (100,000 seeded jobs take about
   * 760 MB), and not at all above MAX_JOBS_KEPT_AS_SERVED jobs; other jobs are built for every request.
   */
  private readonly served = new Map<number, Buffer>();
  private readonly maxServedBytes: number;
  private servedBytes = 0;
  /** The last `updatedDate` given by a change, so that successive changes are strictly ordered. */
  private lastChange = 0;

  constructor(options: StoreOptions) {
    this.options = options;
    this.shared = buildSharedRecords(options.seed, options.anchorMs);
    this.rows = new JobRows(
      options.dataset === 'vacancies' ? new MemoryRows(generateVacancyRows(options).rows) : new GeneratedRows(options),
    );
    this.maxServedBytes = options.jobs > MAX_JOBS_KEPT_AS_SERVED ? 0 : MAX_SERVED_BYTES;
  }

  /** Back to the seeded data. */
  reset(): void {
    this.served.clear();
    this.servedBytes = 0;
    this.rows.clear();
    this.lastChange = 0;
  }

  /** The vacancies dataset's ground truth, job id to vacancy id, of the jobs there are now; null: another dataset. */
  vacancyTruth(): Map<number, number> | null {
    if (this.options.dataset !== 'vacancies') return null;
    const truth = new Map<number, number>();
    for (let position = 0; position < this.rows.size; position++) {
      const row = this.rows.rowAt(position);
      if (row.vacancy) truth.set(row.id, row.vacancy.vacancyId);
    }
    return truth;
  }

  get size(): number {
    return this.rows.size;
  }

  /** Every id, ascending. */
  ids(): number[] {
    return Array.from({ length: this.rows.size }, (_, position) => this.rows.idAt(position));
  }

  has(id: number): boolean {
    return this.rows.has(id);
  }

  row(id: number): JobRow | undefined {
    return this.rows.row(id);
  }

  /** The full Job record, as Get Job answers it. */
  get(id: number): Record<string, unknown> | undefined {
    const row = this.rows.row(id);
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
    if (this.servedBytes + json.length <= this.maxServedBytes) {
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
    return listRows(this.rows, predicates, sort, offset, limit);
  }

  count(predicates: Predicate[]): number {
    return countRows(this.rows, predicates);
  }

  /** A change's time: now, and strictly after every seeded and earlier change. */
  private changeTime(): number {
    this.lastChange = Math.max(Date.now(), this.lastChange + 1);
    return this.lastChange;
  }

  /** Sets the fields of `patch` (a partial Job) and bumps updatedDate, unless the patch sets it. */
  update(id: number, patch: Record<string, unknown>): Record<string, unknown> | undefined {
    const row = this.rows.editable(id);
    if (!row) return undefined;
    // Before the patch: a patch refused half way has changed the fields before the bad one.
    this.forget(id);
    applyPatch(row, patch);
    if (!Object.hasOwn(patch, 'updatedDate')) row.updatedDate = this.changeTime();
    return this.build(row);
  }

  /**
   * Marks every `every`th job (by position: the every-th, the 2·every-th, ...) changed now, all at
   * one instant after every earlier change, as a feed where that share of jobs changed since a
   * sync (100: 1%). Only those jobs are kept, not the others.
   */
  touch(every: number): { touched: number; updatedDate: string } {
    if (!Number.isSafeInteger(every) || every < 1) throw new StoreError('every must be a whole number of at least 1');
    const at = this.changeTime();
    let touched = 0;
    for (let position = every - 1; position < this.rows.size; position += every) {
      const id = this.rows.idAt(position);
      this.forget(id);
      this.rows.editable(id)!.updatedDate = at;
      touched++;
    }
    return { touched, updatedDate: isoInstant(at) };
  }

  remove(id: number): boolean {
    if (!this.rows.delete(id)) return false;
    this.forget(id);
    return true;
  }

  /**
   * A new job after the last id (or at `patch.id` when free), generated and then patched. It is a new
   * vacancy: published now, open, and its closing, start and end dates as far after now as the
   * generated ones were after the generated publish date. Kept as generated, a tenth of added jobs
   * came closed (by status, or by a closing date weeks before their publish date), and a saved
   * search's alert, which leaves closed jobs out, announced fewer than a test added.
   */
  add(patch: Record<string, unknown>): Record<string, unknown> {
    let id = (this.rows.size === 0 ? 1000 : this.rows.idAt(this.rows.size - 1)) + 1;
    if (patch.id !== undefined) {
      if (typeof patch.id !== 'number' || !Number.isSafeInteger(patch.id) || patch.id <= 0)
        throw new StoreError('id must be a positive whole number');
      if (this.rows.has(patch.id)) throw new StoreError(`Job ${patch.id} exists`);
      id = patch.id;
    }
    this.forget(id);
    const random = mulberry32(mixSeed(this.options.seed, id, 0xadd));
    const row = generateRow(random, id, this.options);
    const now = this.changeTime();
    const later = now - (row.publishDate ?? now);
    row.createdDate = now;
    row.updatedDate = now;
    row.publishDate = now;
    row.status = 'OPEN';
    if (row.closingDate !== null) row.closingDate += later;
    if (row.startDate !== null) row.startDate += later;
    if (row.endDate !== null) row.endDate += later;
    row.extra = null;
    if (typeof patch.title === 'string' && patch.url === undefined) row.url = postingUrl(this.options.boardUrl, id, patch.title);
    const { id: _ignored, ...fields } = patch;
    applyPatch(row, fields);
    this.rows.insert(row);
    return this.build(row);
  }
}
