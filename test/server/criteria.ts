/**
 * JHipster criteria filters and Spring sort parameters, parsed from a query string and evaluated
 * over job rows. Semantics follow the SQL a JHipster QueryService generates: a null field matches
 * nothing but `specified=false`; `contains` is a case-insensitive LIKE; different fields are ANDed.
 */
import type { JobRow } from './data.ts';

export type FieldKind = 'string' | 'enum' | 'number' | 'date' | 'boolean';

export const FILTER_FIELDS: Readonly<Record<string, FieldKind>> = {
  id: 'number',
  title: 'string',
  url: 'string',
  sourceId: 'string',
  employer: 'string',
  location: 'string',
  city: 'string',
  status: 'string',
  platform: 'enum',
  source: 'enum',
  province: 'enum',
  category: 'enum',
  employmentType: 'enum',
  seniorityLevel: 'enum',
  freelancerAllowed: 'enum',
  language: 'enum',
  salaryPeriod: 'enum',
  government: 'boolean',
  hoursMinimum: 'number',
  hoursMaximum: 'number',
  salaryMinimum: 'number',
  salaryMaximum: 'number',
  companyId: 'number',
  publishDate: 'date',
  createdDate: 'date',
  updatedDate: 'date',
  closingDate: 'date',
  startDate: 'date',
  endDate: 'date',
};

const OPERATORS_BY_KIND: Readonly<Record<FieldKind, readonly string[]>> = {
  string: ['equals', 'notEquals', 'in', 'notIn', 'specified', 'contains', 'doesNotContain'],
  enum: ['equals', 'notEquals', 'in', 'notIn', 'specified'],
  boolean: ['equals', 'notEquals', 'in', 'notIn', 'specified'],
  number: ['equals', 'notEquals', 'in', 'notIn', 'specified', 'greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'],
  date: ['equals', 'notEquals', 'in', 'notIn', 'specified', 'greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'],
};

/** Query parameters that are not filters and never refused. */
const PLAIN_PARAMS = new Set(['page', 'size', 'sort', 'clientViewId', 'cacheBuster', 'eagerload', 'distinct']);

export class CriteriaError extends Error {
  override readonly name = 'CriteriaError';
}

type Value = string | number | boolean;
/**
 * A filter over rows. `idAbove` marks `id.greaterThan` and `idAtMost` `id.lessThanOrEqual`: rows are
 * kept in id order, so the store finds where such a filter starts and ends instead of testing every
 * row (a sync asks for them on every page, as a database would with its primary key).
 * `comparison` marks a comparison of a number or date field, so the store can tell from the range of
 * the seeded values that no unchanged seeded job matches (a delta sync's `updatedDate.greaterThan`).
 */
export type Predicate = ((row: JobRow) => boolean) & { idAbove?: number; idAtMost?: number; comparison?: Comparison };

export interface Comparison {
  field: string;
  operator: 'equals' | 'greaterThan' | 'lessThan' | 'greaterThanOrEqual' | 'lessThanOrEqual';
  value: number;
}

const RANGE_OPERATORS: ReadonlySet<string> = new Set(['equals', 'greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual']);

export interface SortOrder {
  field: string;
  direction: 1 | -1;
}

export interface ParsedQuery {
  predicates: Predicate[];
  sort: SortOrder[];
  /** The filter parameters as received, for the Link header. */
  filterParams: [string, string][];
}

function parseValue(field: string, kind: FieldKind, text: string): Value {
  switch (kind) {
    case 'number': {
      if (!/^-?\d+$/.test(text.trim())) throw new CriteriaError(`Invalid number for ${field}: ${text}`);
      return Number(text);
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw new CriteriaError(`Invalid boolean for ${field}: ${text}`);
      return text === 'true';
    case 'date': {
      const ms = parseDateValue(text);
      if (ms === null) throw new CriteriaError(`Invalid date for ${field}: ${text}`);
      return ms;
    }
    default:
      return text;
  }
}

/** An instant (`2026-01-01T00:00:00Z`, with fraction or offset) or a date (`2026-01-01`, its midnight UTC). */
export function parseDateValue(text: string): number | null {
  // An unencoded `+` of an offset arrives as a space (form decoding): read it as the `+` it was.
  const value = text.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(ms) ? null : ms;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return null;
  // Date.parse takes at most milliseconds; cut longer fractions.
  const ms = Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? null : ms;
}

function fieldValue(row: JobRow, field: string): Value | null {
  return (row as unknown as Record<string, Value | null>)[field] ?? null;
}

function predicateFor(field: string, kind: FieldKind, operator: string, raw: string): Predicate {
  if (operator === 'specified') {
    if (raw !== 'true' && raw !== 'false') throw new CriteriaError(`Invalid value for ${field}.specified: ${raw}`);
    const wanted = raw === 'true';
    return (row) => (fieldValue(row, field) !== null) === wanted;
  }
  if (operator === 'in' || operator === 'notIn') {
    const values = new Set<Value>(raw.split(',').map((part) => parseValue(field, kind, part)));
    const negate = operator === 'notIn';
    return (row) => {
      const value = fieldValue(row, field);
      return value !== null && values.has(value) !== negate;
    };
  }
  if (operator === 'contains' || operator === 'doesNotContain') {
    const needle = raw.toLowerCase();
    const negate = operator === 'doesNotContain';
    return (row) => {
      const value = fieldValue(row, field);
      return value !== null && String(value).toLowerCase().includes(needle) !== negate;
    };
  }
  const wanted = parseValue(field, kind, raw);
  const compare = (row: JobRow): number | null => {
    const value = fieldValue(row, field);
    if (value === null) return null;
    return value < wanted ? -1 : value > wanted ? 1 : 0;
  };
  const test: Record<string, (c: number) => boolean> = {
    equals: (c) => c === 0,
    notEquals: (c) => c !== 0,
    greaterThan: (c) => c > 0,
    lessThan: (c) => c < 0,
    greaterThanOrEqual: (c) => c >= 0,
    lessThanOrEqual: (c) => c <= 0,
  };
  const check = test[operator];
  if (!check) throw new CriteriaError(`Unsupported filter operator: ${field}.${operator}`);
  const predicate: Predicate = (row) => {
    const c = compare(row);
    return c !== null && check(c);
  };
  if (typeof wanted === 'number' && RANGE_OPERATORS.has(operator))
    predicate.comparison = { field, operator: operator as Comparison['operator'], value: wanted };
  if (field === 'id' && operator === 'greaterThan' && typeof wanted === 'number') predicate.idAbove = wanted;
  if (field === 'id' && operator === 'lessThanOrEqual' && typeof wanted === 'number') predicate.idAtMost = wanted;
  return predicate;
}

/**
 * The filters and sort orders of a query. Throws CriteriaError (a 400) on an unknown field or
 * operator, a value of the wrong kind, a field in `refused`, or an unknown parameter.
 */
export function parseQuery(params: URLSearchParams, refused: ReadonlySet<string> = new Set()): ParsedQuery {
  const predicates: Predicate[] = [];
  const filterParams: [string, string][] = [];
  for (const [name, raw] of params) {
    if (PLAIN_PARAMS.has(name)) continue;
    const dot = name.indexOf('.');
    if (dot < 0) throw new CriteriaError(`Unsupported parameter: ${name}`);
    const field = name.slice(0, dot);
    const operator = name.slice(dot + 1);
    const kind = FILTER_FIELDS[field];
    if (!kind || refused.has(field)) throw new CriteriaError(`Unsupported filter: ${name}`);
    if (!OPERATORS_BY_KIND[kind].includes(operator)) throw new CriteriaError(`Unsupported filter operator: ${name}`);
    predicates.push(predicateFor(field, kind, operator, raw));
    filterParams.push([name, raw]);
  }
  return { predicates, sort: parseSort(params.getAll('sort')), filterParams };
}

/** Spring's `sort=field,asc&sort=other,desc`; also `sort=a,b,desc` (both fields descending). */
export function parseSort(values: string[]): SortOrder[] {
  const orders: SortOrder[] = [];
  for (const value of values) {
    const parts = value
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    let direction: 1 | -1 = 1;
    const last = parts[parts.length - 1]?.toLowerCase();
    if (last === 'asc' || last === 'desc') {
      direction = last === 'desc' ? -1 : 1;
      parts.pop();
    }
    for (const field of parts) {
      if (!FILTER_FIELDS[field]) throw new CriteriaError(`Cannot sort by ${field}`);
      orders.push({ field, direction });
    }
  }
  return orders;
}

/** A comparator for the orders; nulls sort last ascending and first descending (PostgreSQL), ties by id. */
export function comparatorFor(orders: readonly SortOrder[]): (a: JobRow, b: JobRow) => number {
  return (a, b) => {
    for (const { field, direction } of orders) {
      const x = fieldValue(a, field);
      const y = fieldValue(b, field);
      if (x === y) continue;
      if (x === null) return direction;
      if (y === null) return -direction;
      if (x < y) return -direction;
      if (x > y) return direction;
    }
    return a.id - b.id;
  };
}
