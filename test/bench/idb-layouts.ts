/**
 * `node test/bench/idb-layouts.ts [runs]`: what the feed index's lookup entries cost IndexedDB, apart
 * from the extension: 100,000 jobs written as a sync writes them (200 transactions of 10 packs of 50
 * jobs, two transactions at a time, relaxed durability) in a plain page of headless Chromium, with
 * the lookup keys laid out in four ways, alternated:
 * - `strings`: as index-schema.ts ships them, each pack's normalized URLs and posting keys in two
 *   multiEntry indexes of the packs;
 * - `hashed`: the same keys as 32-bit hashes, in one multiEntry index of the heads (as many entries,
 *   each a number instead of a string of about 50 characters);
 * - `ids only`: no lookup entry, only the ids index (an entry a job, which lookups by id and the
 *   first-seen reads go through);
 * - `none`: no index at all, the packs and heads alone: the floor of any layout that keeps the jobs
 *   packed.
 * Prints each layout's wall time and the CPU time of every Chromium process over it (from /proc),
 * median, min and max. Not part of `npm run bench`: it compares layouts, not the extension.
 * Measured on the 2-core machine, two runs of 5 (median wall, median Chromium CPU): strings 4.94 and
 * 4.68 s, 9.9 and 9.0 s of CPU; hashed 4.85 and 4.60 s, 9.6 and 9.0 s; ids only 2.73 and 2.43 s, 5.3
 * and 4.8 s. An entry costs about the same whatever its key: only fewer entries (one record of keys
 * for many jobs) would save the 2.2 s and 4.3 s of CPU that the 200,000 lookup entries cost.
 * With `none` added, two runs of 3: strings 5.30 and 5.59 s, 10.2 and 10.9 s of CPU; ids only 3.00
 * and 2.67 s, 5.9 and 5.3 s; none 1.97 and 1.80 s, 4.0 and 3.6 s. The index entries, 3 a job, are
 * about 60% of what writing the jobs costs IndexedDB (about 6.5 of 10.5 s of CPU).
 */
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { tempProfile } from '../e2e/harness/build.ts';
import { CHROMIUM } from '../e2e/harness/chromium.ts';
import { cpuSeconds } from './process-cpu.ts';

const LAYOUTS = ['strings', 'hashed', 'ids only', 'none'] as const;
type Layout = (typeof LAYOUTS)[number];
const RUNS = Number(process.argv[2] ?? 5);

/** Runs in the page: writes the jobs in `layout`, answers the wall time in ms. */
async function writeJobs({ layout, name }: { layout: Layout; name: string }): Promise<number> {
  const db: IDBDatabase = await new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => {
      const packs = open.result.createObjectStore('packs', { keyPath: 'key', autoIncrement: true });
      if (layout !== 'none') packs.createIndex('ids', 'ids', { multiEntry: true });
      if (layout === 'strings') {
        packs.createIndex('urls', 'urls', { multiEntry: true });
        packs.createIndex('postingKeys', 'postingKeys', { multiEntry: true });
      }
      const heads = open.result.createObjectStore('heads', { keyPath: 'key' });
      if (layout === 'hashed') heads.createIndex('keys', 'keys', { multiEntry: true });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const hash = (text: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  const words = 'java developer utrecht amsterdam zorg planner adviseur senior junior beleid'.split(' ');
  let seed = 42;
  const random = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
  const job = (id: number) => ({
    id,
    title: `${words[random(10)]} ${words[random(10)]} ${id}`,
    employer: `Employer ${random(5000)}`,
    normalizedUrl: `board${random(5)}.example/vacature/${id}-${words[random(10)]}-${random(1e6)}`,
    postingKey: `board:${id}`,
    searchText: words.join(' ').repeat(4),
    recency: new Date(1.7e12 + random(1e10)).toISOString(),
    firstSeenAt: 1.7e12,
  });
  const start = performance.now();
  let id = 1;
  const writing: Promise<void>[] = [];
  for (let t = 0; t < 200; t++) {
    if (writing.length >= 2) await writing.shift();
    const tx = db.transaction(['packs', 'heads'], 'readwrite', { durability: 'relaxed' });
    const packs = tx.objectStore('packs');
    const heads = tx.objectStore('heads');
    for (let p = 0; p < 10; p++) {
      const jobs = Array.from({ length: 50 }, () => job(id++));
      const ids = jobs.map((j) => j.id);
      const pack: Record<string, unknown> = { generation: 1, ids, jobs: jobs.map((j) => JSON.stringify(j)) };
      if (layout === 'strings') {
        pack.urls = jobs.map((j) => j.normalizedUrl);
        pack.postingKeys = jobs.map((j) => j.postingKey);
      }
      const keys =
        layout === 'hashed'
          ? [...new Set(jobs.flatMap((j) => [hash(`normalizedUrl\n${j.normalizedUrl}`), hash(`postingKey\n${j.postingKey}`)]))]
          : undefined;
      const added = packs.add(pack);
      added.onsuccess = () => heads.put({ key: added.result, generation: 1, ids, firstSeen: jobs.map((j) => j.firstSeenAt), keys });
    }
    writing.push(
      new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      }),
    );
  }
  await Promise.all(writing);
  const ms = performance.now() - start;
  db.close();
  return ms;
}

async function main(): Promise<void> {
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>IndexedDB layouts</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const profile = await tempProfile();
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const results = new Map<Layout, { wall: number[]; cpu: number[] }>(LAYOUTS.map((layout) => [layout, { wall: [], cpu: [] }]));
    // A warm-up, then the runs, the layouts alternated so that a slower moment falls on all.
    for (let run = -1; run < RUNS; run++) {
      for (const layout of LAYOUTS) {
        const cpuBefore = cpuSeconds(profile.dir);
        const wall = await page.evaluate(writeJobs, { layout, name: `${layout}-${run}` });
        // The browser finishes what the last commit left (its log, compaction) after the page hears of it.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const cpu = cpuSeconds(profile.dir) - cpuBefore;
        if (run < 0) continue;
        results.get(layout)!.wall.push(wall / 1000);
        results.get(layout)!.cpu.push(cpu);
      }
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[sorted.length >> 1]!.toFixed(2)} s (${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)})`;
    };
    for (const [layout, { wall, cpu }] of results) {
      console.log(`${layout.padEnd(9)} wall ${summary(wall)}, Chromium CPU ${summary(cpu)}, ${RUNS} runs`);
    }
  } finally {
    await context.close();
    await profile.remove();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
