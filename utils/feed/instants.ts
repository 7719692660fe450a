/**
 * Instants in the index: read from the API's strings (`instantMs`), and held in memory (search rows,
 * vacancy keys) as seconds since 2020 (`epochSeconds`). A whole second from 1986 to 2054 is then a
 * small integer (31 bits in Chromium's V8), which V8 keeps in the object itself; epoch ms is not one,
 * and cost a 12-byte heap number per field and row. A fraction of a second, or a time outside those
 * years, stays a heap number, and nothing is rounded: dividing by 1000 keeps every millisecond
 * apart, so comparisons of instants are the same in seconds.
 */

/** An instant (an ISO string as the API layer normalizes it) in epoch ms; null: none, or unreadable. */
export function instantMs(date: string | null | undefined): number | null {
  const ms = date ? Date.parse(date) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

const EPOCH_MS = Date.UTC(2020, 0, 1);
export const DAY_SECONDS = 86_400;

/** Epoch ms in seconds since 2020. */
export function epochSeconds(ms: number): number {
  const seconds = (ms - EPOCH_MS) / 1000;
  // `| 0` makes a whole number a small integer; the division's result is a heap number even then,
  // until V8 optimizes the code.
  const whole = seconds | 0;
  return whole === seconds ? whole : seconds;
}

/**
 * Epoch ms in whole seconds since 2020, rounded down; null kept. A small integer (31 bits in V8, up to
 * 2054), where a fraction is a heap number; and an array of numbers that holds one fraction holds
 * them all as doubles, 8 bytes each (vacancy-candidates.ts).
 */
export function wholeEpochSecondsOf(ms: number | null): number | null {
  return ms === null ? null : Math.floor(epochSeconds(ms));
}

/** epochSeconds, with null (no instant) kept. */
export function epochSecondsOf(ms: number | null): number | null {
  return ms === null ? null : epochSeconds(ms);
}
