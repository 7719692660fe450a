/**
 * JHipster criteria filters as typed data. Only the fields and operators listed here can become
 * query parameters, so a message can never smuggle an arbitrary parameter to the API (SECURITY.md#no-fetch-proxy).
 */

export const STRING_FIELDS = ['title', 'employer', 'location', 'city', 'url', 'sourceId', 'status'] as const;
export const ENUM_FIELDS = [
  'province',
  'category',
  'employmentType',
  'seniorityLevel',
  'freelancerAllowed',
  'platform',
  'source',
  'language',
] as const;
export const NUMBER_FIELDS = ['id', 'hoursMinimum', 'hoursMaximum', 'salaryMinimum', 'salaryMaximum'] as const;
export const DATE_FIELDS = ['publishDate', 'closingDate', 'createdDate', 'updatedDate', 'startDate', 'endDate'] as const;
export const BOOLEAN_FIELDS = ['government'] as const;

type StringField = (typeof STRING_FIELDS)[number];
type EnumField = (typeof ENUM_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type DateField = (typeof DATE_FIELDS)[number];
type BooleanField = (typeof BOOLEAN_FIELDS)[number];

interface CommonFilter<T> {
  equals?: T;
  notEquals?: T;
  in?: T[];
  notIn?: T[];
  specified?: boolean;
}
interface RangeFilter<T> extends CommonFilter<T> {
  greaterThan?: T;
  lessThan?: T;
  greaterThanOrEqual?: T;
  lessThanOrEqual?: T;
}
interface TextFilter extends CommonFilter<string> {
  contains?: string;
  doesNotContain?: string;
}

/** A date filter value: a Date, or an ISO string (instant or YYYY-MM-DD). */
export type DateValue = Date | string;

export type JobCriteria = { [F in StringField]?: TextFilter } & { [F in EnumField]?: CommonFilter<string> } & {
  [F in NumberField]?: RangeFilter<number>;
} & { [F in DateField]?: RangeFilter<DateValue> } & { [F in BooleanField]?: CommonFilter<boolean> };

export type CriteriaField = keyof JobCriteria;

const OPERATORS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'specified',
  'contains',
  'doesNotContain',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
] as const;

const FIELD_KIND = new Map<string, 'string' | 'enum' | 'number' | 'date' | 'boolean'>([
  ...STRING_FIELDS.map((f) => [f, 'string'] as const),
  ...ENUM_FIELDS.map((f) => [f, 'enum'] as const),
  ...NUMBER_FIELDS.map((f) => [f, 'number'] as const),
  ...DATE_FIELDS.map((f) => [f, 'date'] as const),
  ...BOOLEAN_FIELDS.map((f) => [f, 'boolean'] as const),
]);

export class CriteriaError extends Error {
  override readonly name = 'CriteriaError';
}

/** `2026-01-01T00:00:00Z`: whole seconds in UTC, as docs/api-conventions.md#instants writes them. */
export function formatInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function formatValue(field: string, kind: string, value: unknown): string {
  switch (kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new CriteriaError(`${field}: expected a whole number`);
      return String(value);
    case 'boolean':
      if (typeof value !== 'boolean') throw new CriteriaError(`${field}: expected true or false`);
      return String(value);
    case 'date': {
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw new CriteriaError(`${field}: invalid date`);
        return formatInstant(value);
      }
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatInstant(new Date(value));
      throw new CriteriaError(`${field}: invalid date`);
    }
    default:
      if (typeof value !== 'string') throw new CriteriaError(`${field}: expected text`);
      if (value.length > 500) throw new CriteriaError(`${field}: text too long`);
      return value;
  }
}

/**
 * The query parameters of a criteria object, in a stable order. Throws CriteriaError on a field or
 * operator we do not know or a value of the wrong kind, so that nothing unexpected is sent.
 */
export function criteriaToParams(criteria: JobCriteria | undefined): [string, string][] {
  if (!criteria) return [];
  const params: [string, string][] = [];
  for (const field of Object.keys(criteria).sort()) {
    const kind = FIELD_KIND.get(field);
    if (!kind) throw new CriteriaError(`Unknown filter field: ${field}`);
    const filter = (criteria as Record<string, Record<string, unknown> | undefined>)[field];
    if (filter === undefined) continue;
    if (filter === null || typeof filter !== 'object') throw new CriteriaError(`${field}: expected operators`);
    for (const operator of Object.keys(filter).sort()) {
      if (!(OPERATORS as readonly string[]).includes(operator)) throw new CriteriaError(`${field}: unknown operator ${operator}`);
      const value = filter[operator];
      if (value === undefined) continue;
      const textOnly = operator === 'contains' || operator === 'doesNotContain';
      const rangeOnly = operator.startsWith('greater') || operator.startsWith('less');
      if ((textOnly && kind !== 'string') || (rangeOnly && kind !== 'number' && kind !== 'date')) {
        throw new CriteriaError(`${field}: operator ${operator} does not apply`);
      }
      let text: string;
      if (operator === 'specified') {
        if (typeof value !== 'boolean') throw new CriteriaError(`${field}.specified: expected true or false`);
        text = String(value);
      } else if (operator === 'in' || operator === 'notIn') {
        if (!Array.isArray(value) || value.length === 0) throw new CriteriaError(`${field}.${operator}: expected a non-empty list`);
        text = value.map((v) => formatValue(field, kind, v)).join(',');
      } else {
        text = formatValue(field, kind, value);
      }
      params.push([`${field}.${operator}`, text]);
    }
  }
  return params;
}
