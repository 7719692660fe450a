/**
 * `node test/bench/idb-pack-sizes.ts [jobs] [sizes]`: what the size of a pack (job-packs.ts) costs
 * IndexedDB in Chromium, apart from the extension. In a plain page of headless Chromium, `jobs`
 * summaries of about 930 characters of JSON each (30,000 by default) are written as a sync writes
 * them (packs of the same number of jobs, 20 packs a transaction, relaxed durability), then read back
 * whole as the search rows' load reads them (getAll of about 5,000 jobs at a time, each job parsed),
 * then 40 packs read one at a time as a page lookup reads one (a job of it parsed). For each size of
 * `sizes` (jobs a pack, comma-separated; 50,100,200,500 by default), in that order: the write's and
 * the read's wall time and the CPU time of each Chromium process over them (from /proc), the single
 * reads' median and p95, and IndexedDB's bytes on disk. Not part of `npm run bench`: it chose
 * PACK_CHARS, and says again whether Chromium's 64 KiB threshold still holds.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tempProfile } from '../e2e/harness/build.ts';
import { CHROMIUM } from '../e2e/harness/chromium.ts';
import { cpuByKind, cpuSpent } from './process-cpu.ts';

const JOBS = Number(process.argv[2] ?? 30_000);
const SIZES = (process.argv[3] ?? '50,100,200,500').split(',').map(Number);

/** Runs in the page: writes the jobs in packs of `size` into a new database `name`; the wall time in ms. */
async function writePacks({ name, size, jobs }: { name: string; size: number; jobs: number }): Promise<number> {
  const words = 'developer engineer senior junior amsterdam rotterdam utrecht java python zorg monteur logistiek medewerker hbo mbo'.split(
    ' ',
  );
  let seed = 42;
  const random = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
  const text = (count: number) => Array.from({ length: count }, () => words[random(words.length)]).join(' ');
  const summary = (id: number) =>
    JSON.stringify({
      ...{ id, title: text(4), employer: text(2), location: text(2), city: text(1), province: text(1), category: text(1) },
      ...{ categoryLabel: { en: text(1), nl: text(1) }, employmentType: 'FULL_TIME', seniorityLevel: 'MEDIOR' },
      ...{ freelancerAllowed: null, government: false, hoursMinimum: 32, hoursMaximum: 40, salaryMinimum: 3000 },
      ...{ salaryMaximum: 4500, salaryPeriod: 'MONTH', status: 'open', publishDate: '2026-11-01T10:00:00Z' },
      ...{ createdDate: '2026-11-01T10:00:00Z', updatedDate: '2026-11-02T10:00:00Z', closingDate: null, startDate: null },
      ...{ url: `https://www.example.nl/vacatures/${text(3).replace(/ /g, '-')}-${id}`, normalizedUrl: `example.nl/vacatures/${id}` },
      ...{ postingKey: `example:${id}`, recency: `2026-11-01T10:00:00Z|2026-11-01T10:00:00Z|${String(id).padStart(12, '0')}` },
      ...{ vacancyEmployer: text(2), vacancyTitle: text(3), descriptionHash: random(1e9).toString(16), firstSeenAt: 1.764e12 },
    });
  const db: IDBDatabase = await new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('packs', { keyPath: 'key', autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const start = performance.now();
  for (let first = 1; first <= jobs; first += size * 20) {
    const tx = db.transaction('packs', 'readwrite', { durability: 'relaxed' });
    for (let id = first; id < Math.min(jobs + 1, first + size * 20); id += size) {
      const ids = Array.from({ length: Math.min(size, jobs + 1 - id) }, (_, i) => id + i);
      tx.objectStore('packs').add({ generation: 1, ids, jobs: ids.map(summary) });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  }
  db.close();
  return performance.now() - start;
}

/** Runs in the page: reads database `name` whole, then 40 packs alone; the times in ms. */
async function readPacks({ name, size }: { name: string; size: number }): Promise<{ whole: number; alone: number[] }> {
  const db: IDBDatabase = await new Promise((resolve) => {
    const open = indexedDB.open(name, 1);
    open.onsuccess = () => resolve(open.result);
  });
  const ask = <T>(request: () => IDBRequest): Promise<T> =>
    new Promise((resolve, reject) => {
      const asked = request();
      asked.onsuccess = () => resolve(asked.result as T);
      asked.onerror = () => reject(asked.error);
    });
  const store = () => db.transaction('packs').objectStore('packs');
  const batch = Math.max(1, Math.round(5000 / size));
  const start = performance.now();
  for (let after: number | null = null; ;) {
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
    const packs: { key: number; jobs: string[] }[] = await ask(() => store().getAll(range, batch));
    for (const pack of packs) for (const job of pack.jobs) JSON.parse(job);
    if (packs.length < batch) break;
    after = packs.at(-1)!.key;
  }
  const whole = performance.now() - start;
  const keys = await ask<number[]>(() => store().getAllKeys());
  const alone: number[] = [];
  for (let i = 0; i < 40; i++) {
    const begun = performance.now();
    const pack = await ask<{ jobs: string[] }>(() => store().get(keys[(i * 7919) % keys.length]!));
    JSON.parse(pack.jobs[Math.floor(pack.jobs.length / 2)]!);
    alone.push(performance.now() - begun);
  }
  db.close();
  return { whole, alone: alone.sort((a, b) => a - b) };
}

const server = createServer((_, response) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Packs</title>'),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const profile = await tempProfile();
const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args: ['--disable-gpu'] });
const cpu = (before: ReadonlyMap<string, number>) =>
  cpuSpent(before, cpuByKind(profile.dir))
    .filter(([, seconds]) => seconds >= 0.01)
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(2)} s`)
    .join(', ');
try {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
  console.log(`${JOBS.toLocaleString('en')} jobs of about 930 characters, in headless Chromium:`);
  for (const [i, size] of SIZES.entries()) {
    const name = `packs-${i}`;
    let before = cpuByKind(profile.dir);
    const write = await page.evaluate(writePacks, { name, size, jobs: JOBS });
    // The browser finishes what the last commit left (its log, compaction) after the page hears of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const written = cpu(before);
    const disk = execFileSync('du', ['-sb', path.join(profile.dir, 'Default', 'IndexedDB')], { encoding: 'utf8' }).split('\t')[0];
    before = cpuByKind(profile.dir);
    const { whole, alone } = await page.evaluate(readPacks, { name, size });
    console.log(`packs of ${size} jobs:`);
    console.log(`  write ${write.toFixed(0)} ms (${written}); IndexedDB on disk ${(Number(disk) / 1e6).toFixed(1)} MB (every size so far)`);
    console.log(
      `  read whole ${whole.toFixed(0)} ms (${cpu(before)}); one pack: median ${alone[20]!.toFixed(2)} ms, p95 ${alone[38]!.toFixed(2)} ms`,
    );
    await page.evaluate((name) => indexedDB.deleteDatabase(name), name);
  }
} finally {
  await context.close();
  await profile.remove();
  server.close();
}
