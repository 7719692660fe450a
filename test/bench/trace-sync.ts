/**
 * `node test/bench/trace-sync.ts [jobs]`: one first sync in Chromium (30,000 jobs by default) under
 * Chromium's own tracing, and the extension's service worker thread's time by trace event, each
 * event's own time without the events inside it. The V8 profiler (profile-sync.ts) counts all the
 * thread's work outside JavaScript as idle; the trace names it: decoding response bodies, IndexedDB
 * requests, Mojo messages, garbage collection. Writes `.output/bench/trace.json` (open it in
 * Chromium's about:tracing or Perfetto). Not part of `npm run bench`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startReferenceServer } from '../server/app.ts';
import { ROOT, tempProfile } from '../e2e/harness/build.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { DEMO_USER } from '../e2e/harness/server.ts';
import { devtoolsSession, openProfiled } from './worker-session.ts';

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const CATEGORIES = [
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

/** Each event's own time on the worker's thread (ms), largest first, with its time in all and its count. */
function workerThreadTimes(events: readonly TraceEvent[]): { topLevel: number; rows: [string, number, number, number][] } {
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && /ServiceWorker/.test(e.args?.name ?? ''));
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

const jobs = Number(process.argv[2] ?? 30_000);
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id, port } = await openProfiled(server.apiUrl, 'build-trace', profileDir.dir);
  try {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const browser = await devtoolsSession(version.webSocketDebuggerUrl);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html`);
    await popup.getByLabel('Username').fill(DEMO_USER.username);
    await popup.getByLabel('Password').fill(DEMO_USER.password);
    await browser.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordContinuously' } });
    const start = performance.now();
    await popup.getByRole('button', { name: 'Sign in' }).click();
    for (;;) {
      const reply = await askBackground(popup, { type: 'sync.status' });
      if (reply.ok && reply.value.indexed >= jobs && reply.value.state.status === 'idle') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const wall = (performance.now() - start) / 1000;
    const complete = browser.next('Tracing.tracingComplete');
    await browser.send('Tracing.end');
    await complete;
    const events = browser.events('Tracing.dataCollected').flatMap((params) => (params as { value: TraceEvent[] }).value);
    browser.close();
    await writeFile(path.join(ROOT, '.output/bench/trace.json'), JSON.stringify(events));
    const { topLevel, rows } = workerThreadTimes(events);
    console.log(`sync of ${jobs} jobs: ${wall.toFixed(1)} s; the worker's thread in traced tasks: ${topLevel.toFixed(0)} ms`);
    console.log('\nthe worker thread by trace event (own ms, ms in all, count):');
    for (const [name, self, all, count] of rows.slice(0, 30))
      console.log(`  ${self.toFixed(0).padStart(7)} ${all.toFixed(0).padStart(7)} ${String(count).padStart(7)}  ${name}`);
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
