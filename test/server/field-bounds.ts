/**
 * The smallest and largest value of each number and date field over a set of rows, so that a
 * comparison outside that range is known to match none of them without reading them again: a delta
 * sync's `updatedDate.greaterThan` a recent instant matches no unchanged seeded job of a million.
 */
import { FILTER_FIELDS, type Predicate } from './criteria.ts';
import type { JobRow } from './data.ts';

const RANGE_FIELDS = Object.keys(FILTER_FIELDS).filter((field) => FILTER_FIELDS[field] === 'number' || FILTER_FIELDS[field] === 'date');

export class FieldBounds {
  private readonly min = new Float64Array(RANGE_FIELDS.length).fill(Infinity);
  private readonly max = new Float64Array(RANGE_FIELDS.length).fill(-Infinity);

  static of(rows: Iterable<JobRow>): FieldBounds {
    const bounds = new FieldBounds();
    for (const row of rows) bounds.note(row);
    return bounds;
  }

  note(row: JobRow): void {
    const fields = row as unknown as Record<string, unknown>;
    for (let i = 0; i < RANGE_FIELDS.length; i++) {
      const value = fields[RANGE_FIELDS[i]!];
      if (typeof value !== 'number') continue;
      if (value < this.min[i]!) this.min[i] = value;
      if (value > this.max[i]!) this.max[i] = value;
    }
  }

  /**
   * Whether `predicate` matches none of the rows noted: a comparison (which never matches null) of a
   * value outside their range. False for any other predicate.
   */
  excludes(predicate: Predicate): boolean {
    const comparison = predicate.comparison;
    if (!comparison) return false;
    const i = RANGE_FIELDS.indexOf(comparison.field);
    if (i < 0) return false;
    const low = this.min[i]!;
    const high = this.max[i]!;
    const { value } = comparison;
    switch (comparison.operator) {
      case 'greaterThan':
        return high <= value;
      case 'greaterThanOrEqual':
        return high < value;
      case 'lessThan':
        return low >= value;
      case 'lessThanOrEqual':
        return low > value;
      case 'equals':
        return value < low || value > high;
    }
  }
}
