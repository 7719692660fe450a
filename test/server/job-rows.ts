/**
 * The jobs there are now, by position in id order: the seeded rows (seeded-rows.ts) with the changes
 * tests made on top (changed, removed and added jobs), which are few, so they are all that is kept
 * of the jobs besides the seeded rows' index.
 */
import type { Predicate } from './criteria.ts';
import type { JobRow } from './data.ts';
import { firstAbove, type SeededRows } from './seeded-rows.ts';

/** Rows a query may gather from the updatedDate column before reading them all is as good. */
const MIN_FEW = 4096;

export class JobRows {
  private readonly seeded: SeededRows;
  /** The rows that differ from the seeded ones, by id: changed seeded jobs and added jobs. */
  private readonly changed = new Map<number, JobRow>();
  /** Seeded jobs removed. */
  private readonly removed = new Set<number>();
  /** The ids of added jobs that are no seeded job's, ascending. */
  private added: number[] = [];
  /**
   * Once jobs were added or removed: every id there is, ascending, with its seeded position (-1: an
   * added job). Made when next read, so a run of additions makes it once.
   */
  private merged: { ids: Float64Array; positions: Int32Array } | null = null;

  constructor(seeded: SeededRows) {
    this.seeded = seeded;
  }

  /** Back to the seeded rows. */
  clear(): void {
    this.changed.clear();
    this.removed.clear();
    this.added = [];
    this.merged = null;
  }

  private get structurallyChanged(): boolean {
    return this.removed.size > 0 || this.added.length > 0;
  }

  get size(): number {
    return this.structurallyChanged ? this.mergedOrder().ids.length : this.seeded.size;
  }

  idAt(position: number): number {
    return this.structurallyChanged ? this.mergedOrder().ids[position]! : this.seeded.idAt(position);
  }

  rowAt(position: number): JobRow {
    if (!this.structurallyChanged) {
      const row = this.changed.size === 0 ? undefined : this.changed.get(this.seeded.idAt(position));
      return row ?? this.seeded.rowAt(position);
    }
    const { ids, positions } = this.mergedOrder();
    return this.changed.get(ids[position]!) ?? this.seeded.rowAt(positions[position]!);
  }

  /** The position of the first job whose id is above `id`; `size` when there is none. */
  positionAbove(id: number): number {
    if (!this.structurallyChanged) return this.seeded.positionAbove(id);
    const { ids } = this.mergedOrder();
    return firstAbove(ids.length, (position) => ids[position]!, id);
  }

  row(id: number): JobRow | undefined {
    const changed = this.changed.get(id);
    if (changed || this.removed.has(id)) return changed;
    const position = this.seededPosition(id);
    return position < 0 ? undefined : this.seeded.rowAt(position);
  }

  has(id: number): boolean {
    return this.changed.has(id) || (!this.removed.has(id) && this.seededPosition(id) >= 0);
  }

  /** The job's row to change in place: a seeded one is copied into the changed rows first. */
  editable(id: number): JobRow | undefined {
    const changed = this.changed.get(id);
    if (changed) return changed;
    const position = this.removed.has(id) ? -1 : this.seededPosition(id);
    if (position < 0) return undefined;
    const row = { ...this.seeded.rowAt(position) };
    this.changed.set(id, row);
    return row;
  }

  /** A job whose id is not taken. */
  insert(row: JobRow): void {
    if (this.seededPosition(row.id) >= 0) this.removed.delete(row.id);
    else
      this.added.splice(
        firstAbove(this.added.length, (i) => this.added[i]!, row.id),
        0,
        row.id,
      );
    this.changed.set(row.id, row);
    this.merged = null;
  }

  delete(id: number): boolean {
    if (!this.has(id)) return false;
    this.changed.delete(id);
    if (this.seededPosition(id) >= 0) this.removed.add(id);
    else this.added.splice(this.added.indexOf(id), 1);
    this.merged = null;
    return true;
  }

  /**
   * The only rows that can match all of `predicates`, by id, when they are few; else null (every row
   * must be read). When some predicate matches no seeded row as seeded (by the range of its values):
   * the changed and added ones. When one is a lower bound on updatedDate (a delta sync's): those and
   * the seeded rows above it, found in the seeded rows' updatedDate column (as a database's index
   * on that field would) rather than by drawing every row again.
   */
  fewCanMatch(predicates: readonly Predicate[]): JobRow[] | null {
    if (!predicates.some((p) => p.comparison !== undefined)) return null;
    const byId = (a: JobRow, b: JobRow) => a.id - b.id;
    const bounds = this.seeded.bounds();
    if (predicates.some((p) => bounds.excludes(p))) return [...this.changed.values()].sort(byId);
    const since = predicates.find(
      (p) =>
        p.comparison?.field === 'updatedDate' &&
        (p.comparison.operator === 'greaterThan' || p.comparison.operator === 'greaterThanOrEqual'),
    )?.comparison;
    if (!since) return null;
    const column = this.seeded.updatedColumn();
    const rows = [...this.changed.values()];
    const most = Math.max(MIN_FEW, this.seeded.size / 8);
    for (let position = 0; position < column.length; position++) {
      const at = column[position]!;
      if (since.operator === 'greaterThan' ? !(at > since.value) : !(at >= since.value)) continue;
      const id = this.seeded.idAt(position);
      if (!this.changed.has(id) && !this.removed.has(id)) rows.push(this.seeded.rowAt(position));
      if (rows.length > most) return null;
    }
    return rows.sort(byId);
  }

  /** The seeded position of this id (whether its job was changed or removed since or not), or -1. */
  private seededPosition(id: number): number {
    const position = this.seeded.positionAbove(id - 1);
    return position < this.seeded.size && this.seeded.idAt(position) === id ? position : -1;
  }

  private mergedOrder(): { ids: Float64Array; positions: Int32Array } {
    if (this.merged) return this.merged;
    const size = this.seeded.size - this.removed.size + this.added.length;
    const ids = new Float64Array(size);
    const positions = new Int32Array(size);
    let next = 0;
    let added = 0;
    const addUpTo = (id: number) => {
      for (; added < this.added.length && this.added[added]! < id; added++, next++) {
        ids[next] = this.added[added]!;
        positions[next] = -1;
      }
    };
    for (let position = 0; position < this.seeded.size; position++) {
      const id = this.seeded.idAt(position);
      addUpTo(id);
      if (this.removed.has(id)) continue;
      ids[next] = id;
      positions[next++] = position;
    }
    addUpTo(Infinity);
    this.merged = { ids, positions };
    return this.merged;
  }
}
