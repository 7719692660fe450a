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
import { CATEGORIES, workerThreadTimes, type TraceEvent } from './worker-trace.ts';

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
