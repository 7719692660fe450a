/**
 * The field schemas every record is built from. Tolerant, since the spec does not say which fields
 * are required or nullable, nor the full enumerations: every field is `T | null` (missing, null and
 * wrong-typed values all become null), unknown enumeration members are kept as strings, and a bad
 * list element drops only itself.
 */
import { z } from 'zod/mini';
import { ENUM_MEMBER_MAX_LENGTH, type EnumField, type EnumValue } from '../enums';
import { normalizeCalendarDate, normalizeInstant } from './timestamps';

/** What zod's `z.object` takes for an object, and what a body must be to hold fields: not null, not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that never fails its record: missing, null or of the wrong type, it parses as null. */
export type Tolerant<T extends z.ZodMiniType> = z.ZodMiniCatch<z.ZodMiniNullable<T>>;

export function tolerant<T extends z.ZodMiniType>(schema: T): Tolerant<T> {
  return z.catch(z.nullable(schema), null);
}

export type ListOf<T extends z.ZodMiniType> = Tolerant<
  z.ZodMiniPipe<z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniTransform<z.output<T>[], unknown[]>>
>;

/** An array whose elements that do not parse are left out, instead of failing the whole list. */
export function list<T extends z.ZodMiniType>(element: T): ListOf<T> {
  return tolerant(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items: unknown[]) =>
        items.flatMap((item) => {
          const result = element.safeParse(item);
          return result.success ? [result.data as z.output<T>] : [];
        }),
      ),
    ),
  );
}

export function enumeration<F extends EnumField>() {
  return tolerant(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(ENUM_MEMBER_MAX_LENGTH)),
      z.transform((member: string) => member as EnumValue<F>),
    ),
  );
}

export const text = tolerant(z.string());
export const integer = tolerant(z.int());
export const bool = tolerant(z.boolean());
export const instant = tolerant(z.pipe(z.string(), z.transform(normalizeInstant)));
export const calendarDate = tolerant(z.pipe(z.string(), z.transform(normalizeCalendarDate)));
export const latitude = tolerant(z.number().check(z.minimum(-90), z.maximum(90)));
export const longitude = tolerant(z.number().check(z.minimum(-180), z.maximum(180)));
