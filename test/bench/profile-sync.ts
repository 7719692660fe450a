/**
 * `node test/bench/profile-sync.ts [jobs] [--delta] [--allocations]`: one first sync in Chromium with
 * the extension's service worker under the V8 CPU profiler (DevTools protocol), to see where a sync's
 * time goes. Writes `.output/bench/sync.cpuprofile` (open it in DevTools' Performance panel) and
 * prints the worker's busy time by function and by source file, the wall time against the
 * fetch-and-parse baseline, how long a page's requests to the worker took meanwhile, the CPU time
 * of each process, of the worker's thread and of every thread by name over the sync (process-cpu.ts), and the size of
 * IndexedDB's files afterwards.
 * With `--delta`, the first sync runs unprofiled and the profile is of an incremental sync after 1%
 * of the jobs changed on the server (the scale simulation's delta). With `--allocations`, it also
 * samples the worker's allocations over the sync and prints the bytes allocated by site, the objects
 * collected since included (the garbage behind the peak heap). Not part of `npm run bench`:
 * a profile is for finding work, the bench for judging it.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { ROOT, tempProfile } from '../e2e/harness/build.ts';
import { DEMO_USER } from '../e2e/harness/server.ts';
import { demoToken, readAllPages } from './feed-pages.ts';
import { openProfiled, workerSession } from './worker-session.ts';
import { cpuByKind, cpuByThread, cpuSpent } from './process-cpu.ts';
import { byFile, byFunction, selfTimes, type CpuProfile } from './cpu-profile.ts';
import { clickSignInAtOnce } from '../e2e/harness/sign-in.ts';

/** The extension service worker's thread, as Linux names it (15 characters). */
const WORKER_THREAD = 'ServiceWorker t';

interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
}
interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

async function main(): Promise<void> {
  const jobs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100_000);
  const delta = process.argv.includes('--delta');
  const allocations = process.argv.includes('--allocations');
  const out = path.join(ROOT, '.output/bench');
  await mkdir(out, { recursive: true });
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
  const profileDir = await tempProfile();
  try {
    const baseline = await readAllPages(server.apiUrl, await demoToken(server.apiUrl), 1000);
    const { context, id, port } = await openProfiled(server.apiUrl, 'build-profile', profileDir.dir);
    try {
      const session = await workerSession(port);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 500 });
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${id}/popup.html`);
      await popup.getByLabel('Username').fill(DEMO_USER.username);
      await popup.getByLabel('Password').fill(DEMO_USER.password);
      if (allocations) {
        await session.send('HeapProfiler.enable');
        // Every allocation site, the objects collected since included: what makes the garbage too.
        await session.send('HeapProfiler.startSampling', {
          samplingInterval: 16_384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      }
      if (!delta) await session.send('Profiler.start');
      let start = performance.now();
      // CPU of every process over the sync: Chromium's, and this one's (the reference server's).
      let cpuBefore = cpuByKind(profileDir.dir);
      let threadsBefore = cpuByThread(profileDir.dir);
      let nodeBefore = process.cpuUsage();
      await clickSignInAtOnce(popup);
      // How long a page waits for the worker while it syncs: the status (kept counts, read from
      // IndexedDB) and a job already written (its pack, through the ids index), each asked every 100 ms.
      const answers = { status: [] as number[], job: [] as number[] };
      const firstId = server.store.ids()[0]!;
      const timed = async <T>(into: number[], ask: () => Promise<T>): Promise<T> => {
        const asked = performance.now();
        const reply = await ask();
        into.push(performance.now() - asked);
        return reply;
      };
      for (;;) {
        const reply = await timed(answers.status, () => askBackground(popup, { type: 'sync.status' }));
        if (reply.ok && reply.value.indexed >= jobs && reply.value.state.status === 'idle') break;
        if (!delta && reply.ok && reply.value.indexed > 0)
          await timed(answers.job, () => askBackground(popup, { type: 'jobs.local', id: firstId }));
        await new Promise((r) => setTimeout(r, 100));
      }
      let from = 0;
      let heapBefore: HeapUsage | null = null;
      if (delta) {
        const before = await askBackground(popup, { type: 'sync.status' });
        const { touched } = server.store.touch(100);
        console.log(`${touched} jobs marked changed`);
        from = server.requests.length;
        // The waits printed below are then the delta's own, not the first sync's with them.
        await session.send('Runtime.evaluate', { expression: 'performance.clearMeasures()' });
        heapBefore = await session.send<HeapUsage>('Runtime.getHeapUsage');
        await session.send('Profiler.start');
        start = performance.now();
        cpuBefore = cpuByKind(profileDir.dir);
        threadsBefore = cpuByThread(profileDir.dir);
        nodeBefore = process.cpuUsage();
        await askBackground(popup, { type: 'sync.now', full: false });
        for (;;) {
          const reply = await askBackground(popup, { type: 'sync.status' });
          if (
            reply.ok &&
            before.ok &&
            reply.value.state.status === 'idle' &&
            reply.value.state.lastSuccessAt !== before.value.state.lastSuccessAt
          )
            break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      const wall = performance.now() - start;
      const chromiumCpu = cpuSpent(cpuBefore, cpuByKind(profileDir.dir));
      const threads = cpuSpent(threadsBefore, cpuByThread(profileDir.dir));
      const workerCpu = threads.filter(([thread]) => thread.endsWith(`/${WORKER_THREAD}`)).reduce((sum, [, seconds]) => sum + seconds, 0);
      const nodeCpu = process.cpuUsage(nodeBefore);
      if (heapBefore) {
        const after = await session.send<HeapUsage>('Runtime.getHeapUsage');
        const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
        console.log(
          `worker heap used: ${mb(heapBefore.usedSize)} before the delta, ${mb(after.usedSize)} after (of ${mb(after.totalSize)})`,
        );
      }
      const pages = server.requests.slice(from).filter((r) => r.path === '/api/feed/jobs' && r.answeredAt !== null);
      const { profile } = await session.send<{ profile: CpuProfile }>('Profiler.stop');
      const sampled = allocations ? await session.send<{ profile: { head: AllocationNode } }>('HeapProfiler.stopSampling') : null;
      // The sync's own measures (utils/feed/sync.ts): its waits for the API and for IndexedDB.
      const waits = await session.send<{ result: { value: Record<string, [number, number]> } }>('Runtime.evaluate', {
        returnByValue: true,
        expression: `Object.fromEntries(['job-feed-companion:sync-wait-page', 'job-feed-companion:sync-wait-write'].map((name) => {
          const entries = performance.getEntriesByName(name);
          return [name.split(':')[1], [entries.length, entries.reduce((sum, e) => sum + e.duration, 0)]];
        }))`,
      });
      session.close();
      await writeFile(path.join(out, 'sync.cpuprofile'), JSON.stringify(profile));
      const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
      const idle = selfTimes(profile, (n) => n.callFrame.functionName).find(([k]) => k === '(idle)')?.[1] ?? 0;
      console.log(
        `${delta ? 'delta ' : ''}sync of ${jobs} jobs: ${(wall / 1000).toFixed(1)} s; baseline (Node fetch+parse) ${(baseline / 1000).toFixed(1)} s; ratio ${(wall / baseline).toFixed(2)}`,
      );
      // The server's share: from a page request's arrival to its answer sent; the rest of each
      // round is the worker's (receive, parse, summarize, hand to IndexedDB) and the browser's.
      const serving = pages.reduce((sum, r) => sum + (r.answeredAt! - r.receivedAt), 0);
      const gaps = pages.slice(1).map((r, i) => r.receivedAt - pages[i]!.answeredAt!);
      console.log(
        `${pages.length} pages: the server built them in ${(serving / 1000).toFixed(1)} s (${(serving / pages.length).toFixed(0)} ms a page); from a page's answer to the next request ${(gaps.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all (median ${[...gaps].sort((a, b) => a - b)[gaps.length >> 1]?.toFixed(0)} ms)`,
      );
      for (const [name, times] of Object.entries(answers)) {
        if (times.length === 0) continue;
        const sorted = [...times].sort((a, b) => a - b);
        const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0);
        console.log(
          `a page's ${name} request during the first sync: ${times.length} asked, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
        );
      }
      for (const [name, [count, ms]] of Object.entries(waits.result.value)) {
        console.log(`${name}: ${count} waits, ${(ms / 1000).toFixed(1)} s in all`);
      }
      console.log(
        `worker profiled ${(total / 1000).toFixed(1)} s, idle ${(idle / 1000).toFixed(1)} s, busy ${((total - idle) / 1000).toFixed(1)} s in JavaScript; its thread's CPU ${workerCpu.toFixed(1)} s (what the profiler calls idle includes its work outside JavaScript)`,
      );
      // The machine's cores over the wall time, against what the processes used of them.
      const cpu: [string, number][] = [
        ...chromiumCpu,
        ['this process (the reference server, the tool)', (nodeCpu.user + nodeCpu.system) / 1e6],
      ];
      const used = cpu.reduce((sum, [, seconds]) => sum + seconds, 0);
      console.log(
        `CPU over the sync: ${used.toFixed(1)} s of the ${((availableParallelism() * wall) / 1000).toFixed(1)} s that ${availableParallelism()} cores give in its wall time; ${cpu.map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`).join(', ')}`,
      );
      console.log(
        `  by thread: ${threads
          .slice(0, 10)
          .map(([thread, seconds]) => `${thread} ${seconds.toFixed(1)} s`)
          .join(', ')}`,
      );
      if (sampled) {
        const bySite = new Map<string, number>();
        const walk = (node: AllocationNode) => {
          const { functionName, url, lineNumber } = node.callFrame;
          const site = `${functionName || '(anonymous)'} ${url.split('/').pop() || '(native)'}:${lineNumber}`;
          bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
          node.children.forEach(walk);
        };
        walk(sampled.profile.head);
        const all = [...bySite.values()].reduce((a, b) => a + b, 0);
        console.log(`\nallocated over the sync (sampled, collected objects included): ${(all / 1_048_576).toFixed(0)} MB; by site (MB):`);
        for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25))
          console.log(`  ${(bytes / 1_048_576).toFixed(1).padStart(7)}  ${site}`);
      }
      console.log('\nby file (self ms):');
      for (const [k, ms] of selfTimes(profile, byFile).slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${k}`);
      console.log('\nby function (self ms):');
      for (const [k, ms] of selfTimes(profile, byFunction).slice(0, 45)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${k}`);
    } finally {
      await context.close();
    }
    // Once the browser has closed the database: the layout's size on disk (LevelDB files and blobs).
    const { stdout } = await promisify(execFile)('du', ['-sb', path.join(profileDir.dir, 'Default', 'IndexedDB')]);
    console.log(`IndexedDB on disk after the sync: ${(Number(stdout.split('\t')[0]) / 1_048_576).toFixed(1)} MB`);
  } finally {
    await profileDir.remove();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
