import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantMs } from '../instants';

/** What instantMs gave before its digit-by-digit reading: Date.parse, NaN as null. */
function parsed(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DDTHH:MM:SS.sssZ` from any parts, real dates or not (30 February, hour 24, month 13). */
const canonicalShape = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 24 }),
    minute: fc.integer({ min: 0, max: 60 }),
    second: fc.integer({ min: 0, max: 60 }),
    ms: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ year, month, day, hour, minute, second, ms }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(ms, 3)}Z`,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('instantMs', () => {
  it('reads what toISOString writes, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
        expect(instantMs(new Date(ms).toISOString())).toBe(ms);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives what Date.parse gives for every string of the canonical shape, dates that do not exist included', () => {
    fc.assert(
      fc.property(canonicalShape, (text) => {
        expect(instantMs(text)).toBe(parsed(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives what Date.parse gives for other shapes and for strings that are not dates', () => {
    const odd = [
      '2024-02-29T12:00:00Z',
      '2024-02-29T12:00:00.5Z',
      '2024-02-29T12:00:00.000+01:00',
      '2024-02-29',
      '+012024-02-29T12:00:00.000Z',
      '0099-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00.000z',
      '2024-02-29 12:00:00.000Z',
      '2O24-02-29T12:00:00.000Z',
      '2024-02-29T12:00:00.0-0Z',
      'not a date at all, 24 chs',
    ];
    for (const text of odd) expect(instantMs(text), text).toBe(parsed(text));
    fc.assert(
      fc.property(fc.string({ minLength: 24, maxLength: 24 }), (text) => {
        expect(instantMs(text)).toBe(parsed(text));
      }),
    );
  });

  it("reads only dates that exist itself, and leaves the others to the engine's Date.parse", () => {
    // Engines differ on a 30 February or an hour 24 (V8 rolls them over): those stay each engine's reading.
    const parse = vi.spyOn(Date, 'parse');
    for (const text of ['2024-02-29T23:59:59.999Z', '2023-12-31T00:00:00.000Z', '0100-03-01T00:00:00.000Z']) instantMs(text);
    expect(parse).not.toHaveBeenCalled();
    for (const text of ['2024-02-30T00:00:00.000Z', '2023-02-29T00:00:00.000Z', '2023-04-31T00:00:00.000Z', '2023-01-01T24:00:00.000Z']) {
      parse.mockClear();
      instantMs(text);
      expect(parse, text).toHaveBeenCalledWith(text);
    }
  });

  it('has no instant for nothing', () => {
    expect(instantMs(null)).toBeNull();
    expect(instantMs(undefined)).toBeNull();
    expect(instantMs('')).toBeNull();
  });
});
