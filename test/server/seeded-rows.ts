/**
 * The rows a store starts from, by position in id order, never changed (what tests change is kept on
 * top of them, job-rows.ts):
 * - GeneratedRows, the default dataset: each row drawn again when asked for, from the PRNG state it
 *   starts at, so a million jobs cost 12 bytes each (an id and a state), not the rows themselves.
 * - MemoryRows, the vacancies dataset: its rows are drawn together (vacancies, then their postings),
 *   not one after the other, so they are kept.
 */
import { generateRow, mixSeed, mulberry32, type GenerateOptions, type JobRow } from './data.ts';
import { FieldBounds } from './field-bounds.ts';

export interface SeededRows {
  readonly size: number;
  idAt(position: number): number;
  /** The row at `position`; it may be the very object kept, so callers copy it before changing it. */
  rowAt(position: number): JobRow;
  /** The position of the first row whose id is above `id`; `size` when there is none. */
  positionAbove(id: number): number;
  /** The range of each number and date field over every row. */
  bounds(): FieldBounds;
  /** Every row's updatedDate (epoch ms; NaN for none) by position: a delta sync's filter reads it. */
  updatedColumn(): Float64Array;
}

function updatedOf(row: JobRow): number {
  return row.updatedDate ?? NaN;
}

/** The first of `size` ascending ids (read by `idAt`) above `id`. */
export function firstAbove(size: number, idAt: (position: number) => number, id: number): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (idAt(middle) > id) high = middle;
    else low = middle + 1;
  }
  return low;
}

export class MemoryRows implements SeededRows {
  private readonly rows: readonly JobRow[];
  private fieldBounds: FieldBounds | null = null;
  private updated: Float64Array | null = null;

  constructor(rows: readonly JobRow[]) {
    this.rows = rows;
  }

  get size(): number {
    return this.rows.length;
  }

  idAt(position: number): number {
    return this.rows[position]!.id;
  }

  rowAt(position: number): JobRow {
    return this.rows[position]!;
  }

  positionAbove(id: number): number {
    return firstAbove(this.rows.length, (position) => this.rows[position]!.id, id);
  }

  bounds(): FieldBounds {
    return (this.fieldBounds ??= FieldBounds.of(this.rows));
  }

  updatedColumn(): Float64Array {
    return (this.updated ??= Float64Array.from(this.rows, updatedOf));
  }
}

/** mulberry32 adds this to its state at every draw: the state after n draws is the seed's plus n times it. */
const MULBERRY32_STEP = 0x6d2b79f5;
/** Rows indexed at a time when a later one is asked for. */
const CHUNK = 4096;

/**
 * The default dataset's rows as generateRows (data.ts) draws them, one PRNG stream through every row
 * and the gap to the next id, without keeping them: the index holds each row's id and the state its
 * draws start from, so a row is drawn again, the same, from there. The index grows as far as a
 * request reaches, so a server of a million jobs starts at once; the first request near the end, a
 * count with a filter or a change to the jobs index the rest (about 2 s a million).
 */
export class GeneratedRows implements SeededRows {
  readonly size: number;
  private readonly options: GenerateOptions;
  private readonly ids: Float64Array;
  private readonly states: Uint32Array;
  private readonly updated: Float64Array;
  private readonly fieldBounds = new FieldBounds();
  /** The PRNG state the stream starts from (generateRows' seed). */
  private readonly origin: number;
  /** Rows indexed so far, the id of the next one and the draws made before it. */
  private indexed = 0;
  private nextId = 1001;
  private draws = 0;

  constructor(options: GenerateOptions) {
    this.options = options;
    this.size = options.jobs;
    this.ids = new Float64Array(options.jobs);
    this.states = new Uint32Array(options.jobs);
    this.updated = new Float64Array(options.jobs);
    this.origin = mixSeed(options.seed, 0x5eed) >>> 0;
  }

  idAt(position: number): number {
    this.indexTo(position + 1);
    return this.ids[position]!;
  }

  rowAt(position: number): JobRow {
    this.indexTo(position + 1);
    return generateRow(mulberry32(this.states[position]!), this.ids[position]!, this.options);
  }

  positionAbove(id: number): number {
    while (this.indexed < this.size && (this.indexed === 0 || this.ids[this.indexed - 1]! <= id)) this.indexTo(this.indexed + 1);
    return firstAbove(this.indexed, (position) => this.ids[position]!, id);
  }

  bounds(): FieldBounds {
    this.indexTo(this.size);
    return this.fieldBounds;
  }

  updatedColumn(): Float64Array {
    this.indexTo(this.size);
    return this.updated;
  }

  private stateAfter(draws: number): number {
    return (this.origin + Math.imul(draws, MULBERRY32_STEP)) >>> 0;
  }

  /** Indexes the rows before `end` (at least a chunk more), drawing them as generateRows does. */
  private indexTo(end: number): void {
    if (end <= this.indexed) return;
    const until = Math.min(this.size, Math.max(end, this.indexed + CHUNK));
    const next = mulberry32(this.stateAfter(this.draws));
    let draws = this.draws;
    const random = () => {
      draws++;
      return next();
    };
    let id = this.nextId;
    for (let position = this.indexed; position < until; position++) {
      this.ids[position] = id;
      this.states[position] = this.stateAfter(draws);
      const row = generateRow(random, id, this.options);
      this.fieldBounds.note(row);
      this.updated[position] = updatedOf(row);
      id += 1 + Math.floor(random() * 3);
    }
    this.indexed = until;
    this.nextId = id;
    this.draws = draws;
  }
}
