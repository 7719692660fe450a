/** Recognising a contract Result without importing the contract's schemas (content-script size). */
import type { Result } from './contract';

export function isResult<T>(value: unknown): value is Result<T> {
  return value !== null && typeof value === 'object' && typeof (value as { ok?: unknown }).ok === 'boolean';
}
