/**
 * `node test/bench/first-search.ts [jobs] [rounds] [--profile]`: the first search after the
 * extension's service worker started again, in Chromium, the shipped (minified) build signed in with
 * a synced index of `jobs` (100,000 by default). Each of `rounds` (7 by default): the worker stopped,
 * then one search asked from an extension page, which starts the worker, reads the search rows from
 * the index (SearchRows.load) and answers. Prints the search's time from the page and the rows' load
 * as the worker measured it (ROWS_LOAD_MEASURE of utils/feed/feed-index.ts), then the vacancy grouping
 * built over them, which a search's one row per vacancy waits for: medians, min-max. A popup opened
 * on a worker gone to sleep waits for this before its first search's answer.
 * With `--profile`, the build is unminified (the profile names functions) and one more round runs
 * with the new worker under the V8 CPU profiler, attached as soon as its target appears (the first
 * milliseconds of its start may be missed): writes `.output/bench/first-search.cpuprofile` and
 * prints the worker's busy time by function. Not part of `npm run bench`.
 */
import type { Worker } from 'playwright-core';
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { tempProfile } from '../e2e/harness/build.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { waitFor } from '../e2e/harness/wait.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../e2e/harness/build.ts';
import { stats } from './report.ts';
import { devtoolsSession, openProfiled } from './worker-session.ts';

/** ROWS_LOAD_MEASURE of utils/feed/feed-index.ts, GROUPING_MEASURE of utils/feed/search-rows.ts. */
const ROWS_LOAD_MEASURE = 'job-feed-companion:rows-load';
const GROUPING_MEASURE = 'job-feed-companion:grouping';

const profile = process.argv.includes('--profile');
const [jobs = 100_000, rounds = 7] = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

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
    const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
    const totals = new Map<string, number>();
    cpu.samples.forEach((sample, i) => {
      const { functionName, url, lineNumber } = byId.get(sample)!.callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      totals.set(key, (totals.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
    });
    return [...totals].sort((a, b) => b[1] - a[1]);
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
    const ours = (): Worker[] => context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${id}/`));
    const search = () => askBackground(page, { type: 'jobs.search', query: 'developer', filters: {}, offset: 0, limit: 50 });
    const asked: number[] = [];
    const loads: number[] = [];
    const groupings: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await stopWorker({ context, extensionId: id }, page);
      const start = performance.now();
      const reply = await search();
      asked.push(performance.now() - start);
      if (!reply.ok) throw new Error(`jobs.search refused: ${JSON.stringify(reply)}`);
      const [load, grouping] = await waitFor(async () => {
        for (const worker of ours()) {
          const found = await worker
            .evaluate(
              (names) => names.map((name) => performance.getEntriesByName(name).at(-1)?.duration ?? NaN),
              [ROWS_LOAD_MEASURE, GROUPING_MEASURE],
            )
            .catch(() => undefined);
          if (found !== undefined && !Number.isNaN(found[0])) return found;
        }
        return false;
      }, 'the rows-load measure of the new worker');
      loads.push(load!);
      groupings.push(grouping!);
    }
    const show = (values: number[]) => {
      const { median, min, max } = stats(values);
      return `${median.toFixed(0)} ms (${min.toFixed(0)}-${max.toFixed(0)})`;
    };
    const build = profile ? 'the unminified build' : 'the shipped build';
    console.log(`${jobs.toLocaleString('en')} jobs, ${build}, ${rounds} rounds, each after the worker was stopped (median, min-max):`);
    console.log(`  the first search, asked from an extension page: ${show(asked)}`);
    console.log(`  of which the search rows read from the index (SearchRows.load): ${show(loads)}`);
    console.log(`  and the vacancy grouping built over them (VacancyGrouping.of): ${show(groupings.filter((ms) => !Number.isNaN(ms)))}`);
    if (profile) {
      await stopWorker({ context, extensionId: id }, page);
      const times = await profiledRound(port, id, search);
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
