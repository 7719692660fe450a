/**
 * User-timing measures in the worker (where user timing exists), which the benchmark and the sync's
 * profile read by name (test/bench/run.ts, test/bench/profile-sync.ts).
 */

/** Records the time from `start` until now under `name`, with `detail` (what was measured); returns now. */
export function measureSince(name: string, start: number, detail?: Record<string, unknown>): number {
  const end = performance.now();
  performance.measure?.(name, { start, end, detail });
  return end;
}
