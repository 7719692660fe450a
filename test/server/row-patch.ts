/**
 * A test's change to a job (`PATCH /__test/jobs/{id}`, `POST /__test/jobs`): a partial Job whose
 * fields are checked and set on the job's row; fields that are not row fields go to `extra`, merged
 * onto the record when it is built.
 */
import { parseDateValue } from './criteria.ts';
import type { JobRow } from './data.ts';

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

/**
 * Sets the fields of `patch` on `row`, in order; throws StoreError at the first bad one, leaving the
 * fields before it changed.
 */
export function applyPatch(row: JobRow, patch: Record<string, unknown>): void {
  const target = row as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'id') continue;
    if (DATE_FIELDS.has(key)) {
      if (value === null) target[key] = null;
      else if (typeof value === 'string' && parseDateValue(value) !== null) target[key] = parseDateValue(value);
      else throw new StoreError(`${key} must be an ISO date-time or null`);
    } else if (NUMBER_FIELDS.has(key)) {
      if (value !== null && (typeof value !== 'number' || !Number.isFinite(value))) throw new StoreError(`${key} must be a number or null`);
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
