/**
 * Chromium's trace, as the trace tools read it (trace-sync.ts, trace-start.ts): the categories they
 * record, and the extension's service worker thread's time by trace event.
 */
export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export const CATEGORIES = [
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'devtools.timeline',
  'blink',
  'loading',
  'IndexedDB',
  'mojom',
];

/**
 * Each event's own time on the worker's thread (ms), largest first, with its time in all and its
 * count. Of several service worker threads in the trace (a worker stopped, then started), the first
 * or the `last` one named.
 */
export function workerThreadTimes(
  events: readonly TraceEvent[],
  which: 'first' | 'last' = 'first',
): { topLevel: number; rows: [string, number, number, number][] } {
  const named = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && /ServiceWorker/.test(e.args?.name ?? ''));
  const thread = which === 'first' ? named[0] : named.at(-1);
  if (!thread) throw new Error('no service worker thread in the trace');
  const spans: { name: string; ts: number; dur: number }[] = [];
  const begun: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid) continue;
    if (e.ph === 'X') spans.push({ name: e.name, ts: e.ts, dur: e.dur ?? 0 });
    else if (e.ph === 'B') begun.push(e);
    else if (e.ph === 'E') {
      const b = begun.pop();
      if (b) spans.push({ name: b.name, ts: b.ts, dur: e.ts - b.ts });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map<string, [number, number, number]>();
  const open: { name: string; ts: number; dur: number }[] = [];
  let topLevel = 0;
  for (const span of spans) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.get(parent.name)![0] -= span.dur;
    else topLevel += span.dur;
    const entry = own.get(span.name) ?? [0, 0, 0];
    entry[0] += span.dur;
    entry[1] += span.dur;
    entry[2]++;
    own.set(span.name, entry);
    open.push(span);
  }
  const rows = [...own].map(([name, [self, all, count]]): [string, number, number, number] => [name, self / 1000, all / 1000, count]);
  return { topLevel: topLevel / 1000, rows: rows.sort((a, b) => b[1] - a[1]) };
}
