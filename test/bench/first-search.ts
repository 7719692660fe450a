/**
 * `node test/bench/first-search.ts [jobs] [rounds] [--profile]`: the first search after the
 * extension's service worker started again, in Chromium, the shipped (minified) build signed in with
 * a synced index of `jobs` (100,000 by default). Each of `rounds` (7 by default): the worker stopped,
 * then one search asked from an extension page, which starts the worker, reads the search rows from
 * the index (SearchRows.load) and answers. Prints the search's time from the page and the rows' load
 * as the worker measured it (ROWS_LOAD_MEASURE of utils/feed/held-rows.ts), then the vacancy grouping
 * built over them, which a search's one row per vacancy waits for: medians, min-max; and the CPU time
 * each of Chromium's threads used over the rounds (a worker waiting on IndexedDB's reads is idle in its
 * profile while the browser process's thread pool reads the packs). A popup opened
 * on a worker gone to sleep waits for this before its first search's answer. The rounds are
 * first-searches.ts's, which the bench's row reports too; each asks the search once more right after.
 * With `--profile`, the build is unminified (the profile names functions) and one more round runs
 * with the new worker under the V8 CPU profiler, attached as soon as its target appears (the first
 * milliseconds of its start may be missed): writes `.output/bench/first-search.cpuprofile` and
 * prints the worker's busy time by function. Not part of `npm run bench`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { ROOT, tempProfile } from '../e2e/harness/build.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { byFunction, selfTimes, type CpuProfile } from './cpu-profile.ts';
import { cpuByThread, cpuSpent } from './process-cpu.ts';
import { firstSearches } from './first-searches.ts';
import { stats } from './report.ts';
import { devtoolsSession, openProfiled } from './worker-session.ts';

const profile = process.argv.includes('--profile');
const [jobs = 100_000, rounds = 7] = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);

/** One more round, the new worker profiled: the profile, and its self time by function (ms, largest first). */
async function profiledRound(port: number, id: string, ask: () => Promise<unknown>): Promise<[string, number][]> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const browser = await devtoolsSession(version.webSocketDebuggerUrl);
  try {
    const ours = (params: unknown) => {
      const { type, url, targetId } = (params as { targetInfo: { type: string; url: string; targetId: string } }).targetInfo;
      return type === 'service_worker' && url.startsWith(`chrome-extension://${id}/`) ? targetId : null;
    };
    const created = (async () => {
      for (;;) {
        const target = ours(await browser.next('Target.targetCreated'));
        if (target !== null) return target;
      }
    })();
    await browser.send('Target.setDiscoverTargets', { discover: true });
    const asked = ask();
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId: await created, flatten: true });
    await browser.send('Profiler.enable', {}, sessionId);
    await browser.send('Profiler.setSamplingInterval', { interval: 200 }, sessionId);
    await browser.send('Profiler.start', {}, sessionId);
    await asked;
    const { profile: cpu } = await browser.send<{ profile: CpuProfile }>('Profiler.stop', {}, sessionId);
    await writeFile(path.join(ROOT, '.output/bench/first-search.cpuprofile'), JSON.stringify(cpu));
    return selfTimes(cpu, byFunction);
  } finally {
    browser.close();
  }
}
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id, port } = await openProfiled(server.apiUrl, 'build-first-search', profileDir.dir, { minified: !profile });
  try {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/popup.html`);
    await signInWithForm(page);
    await waitForSync(page, 'the first sync', { indexed: jobs }, 60_000 + jobs);
    // The sync's own search rows are in memory: the rounds time the rows read back from the index.
    const threadsBefore = cpuByThread(profileDir.dir);
    const roundsStart = performance.now();
    const { cold, warm, loads, builds } = await firstSearches(context, id, page, rounds);
    const roundsMs = performance.now() - roundsStart;
    const threads = cpuSpent(threadsBefore, cpuByThread(profileDir.dir));
    const show = (values: number[]) => {
      const { median, min, max } = stats(values);
      return `${median.toFixed(0)} ms (${min.toFixed(0)}-${max.toFixed(0)})`;
    };
    const build = profile ? 'the unminified build' : 'the shipped build';
    console.log(`${jobs.toLocaleString('en')} jobs, ${build}, ${rounds} rounds, each after the worker was stopped (median, min-max):`);
    console.log(`  the first search, asked from an extension page: ${show(cold)}`);
    console.log(`  of which the search rows read from the index (SearchRows.load): ${show(loads)}`);
    console.log(`  and the vacancy grouping built over them (VacancyGrouping.of): ${show(builds)}`);
    console.log(`  the same search asked again right after: ${show(warm)}`);
    // Where the rounds' CPU went: a worker that waits on IndexedDB shows as idle in its profile.
    console.log(
      `  CPU by thread over the rounds (${(roundsMs / 1000).toFixed(1)} s, worker stops and starts included): ${threads
        .slice(0, 8)
        .map(([thread, seconds]) => `${thread} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
    );
    if (profile) {
      await stopWorker({ context, extensionId: id }, page);
      const times = await profiledRound(port, id, () =>
        askBackground(page, { type: 'jobs.search', query: 'developer', filters: {}, offset: 0, limit: 50 }),
      );
      console.log(`\none more round, the new worker profiled (.output/bench/first-search.cpuprofile), self time by function (ms):`);
      for (const [name, ms] of times.slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
    }
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
