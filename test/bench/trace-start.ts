/**
 * `node test/bench/trace-start.ts [rounds]`: what a start of the extension's service worker costs its
 * thread, and how much of that is compiling and running the background bundle. The shipped
 * (minified) build is signed in with a synced index of 2,000 jobs; then, `rounds` times (7 by
 * default): the worker stopped, Chromium's tracing started, and one status request asked from an
 * extension page, which starts the worker and waits for its answer. Prints the request's time and the
 * new worker thread's time by trace event (own ms, medians over the rounds), the bundle's top level
 * (EvaluateScript, in all) beside the rest of a start. Not part of `npm run bench`.
 */
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { tempProfile } from '../e2e/harness/build.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { stats } from './report.ts';
import { devtoolsSession, openProfiled } from './worker-session.ts';
import { CATEGORIES, workerThreadTimes, type TraceEvent } from './worker-trace.ts';

const rounds = Number(process.argv[2] ?? 7);
const JOBS = 2000;
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id, port } = await openProfiled(server.apiUrl, 'build-start', profileDir.dir, { minified: true });
  try {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/popup.html`);
    await signInWithForm(page);
    await waitForSync(page, 'the first sync', { indexed: JOBS });
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const asked: number[] = [];
    const byEvent = new Map<string, number[]>();
    const inAll = new Map<string, number[]>();
    const threadTotals: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await stopWorker({ context, extensionId: id }, page);
      const browser = await devtoolsSession(version.webSocketDebuggerUrl);
      await browser.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordContinuously' } });
      const start = performance.now();
      const reply = await askBackground(page, { type: 'sync.status' });
      asked.push(performance.now() - start);
      if (!reply.ok) throw new Error(`sync.status refused: ${JSON.stringify(reply)}`);
      const complete = browser.next('Tracing.tracingComplete');
      await browser.send('Tracing.end');
      await complete;
      const events = browser.events('Tracing.dataCollected').flatMap((params) => (params as { value: TraceEvent[] }).value);
      browser.close();
      const { topLevel, rows } = workerThreadTimes(events, 'last');
      threadTotals.push(topLevel);
      for (const [name, self, all] of rows) {
        byEvent.set(name, [...(byEvent.get(name) ?? []), self]);
        inAll.set(name, [...(inAll.get(name) ?? []), all]);
      }
    }
    const median = (values: number[]) => stats([...values, ...Array<number>(rounds - values.length).fill(0)]).median;
    console.log(`a worker start, ${rounds} rounds (medians, min-max):`);
    const { median: m, min, max } = stats(asked);
    console.log(
      `  status request from an extension page, the worker stopped first: ${m.toFixed(1)} ms (${min.toFixed(1)}-${max.toFixed(1)})`,
    );
    console.log(`  the new worker thread in traced tasks: ${median(threadTotals).toFixed(1)} ms`);
    console.log(
      `  of which the bundle compiled and its top level run (EvaluateScript, in all): ${median(inAll.get('EvaluateScript') ?? []).toFixed(1)} ms`,
    );
    console.log('\nthe new worker thread by trace event (median ms: own, in all):');
    for (const [name, values] of [...byEvent].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 25))
      console.log(`  ${median(values).toFixed(2).padStart(8)} ${median(inAll.get(name)!).toFixed(2).padStart(8)}  ${name}`);
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
