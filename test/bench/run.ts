/**
 * `npm run bench`: every speed, size and memory target in one report. Each machine-dependent timing
 * is measured next to a baseline from the same run and reported as a ratio too, so numbers from a
 * noisy 2-core machine can be read. `--quick` runs a small version (about 8 minutes on a 2-core machine,
 * a failing row measured twice; the full run about 53).
 * Prints a table and writes `.output/bench/report.json`.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import type { SyncStatus } from '../../utils/messaging/contract.ts';
import { askBackground, askValue } from '../e2e/harness/ask.ts';
import { ROOT, tempProfile } from '../e2e/harness/build.ts';
import { CHROMIUM, chromiumArgs } from '../e2e/harness/chromium.ts';
import { DEMO_USER } from '../e2e/harness/server.ts';
import { clickSignInAtOnce } from '../e2e/harness/sign-in.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { waitForSync as waitForSyncWanted } from '../e2e/harness/background.ts';
import { firstSearches, firstSearchRow, GROUPING_MEASURE, ROWS_LOAD_MEASURE, type FirstSearches } from './first-searches.ts';
import { gzipByGroup } from './bundle-modules.ts';
import { emptyContentScript } from './empty-content-script.ts';
import { demoToken, readAllPages } from './feed-pages.ts';
import { groupingRows } from './grouping-rows.ts';
import { QUIET_DEADLINE_MS, quietMachine } from './process-cpu.ts';
import { MARKER_CLASS } from '../../utils/content/markers.ts';
import { ratePoints, ratioSpread, renderReport, stats, type Chart, type Row } from './report.ts';

const run = promisify(execFile);
const QUICK = process.argv.includes('--quick');
/** ALERTS_MEASURE of utils/background/search-alerts.ts (its imports do not load in plain Node). */
const ALERTS_MEASURE = 'job-feed-companion:alerts';
/** ALERTS_PART_MEASURE of utils/feed/search-alerts.ts: an evaluation's parts, each named in `detail.part`. */
const ALERTS_PART_MEASURE = 'job-feed-companion:alerts-part';
/** GROUPING_ADD_MEASURE of utils/feed/search-rows.ts (nor do its); GROUPING_MEASURE in first-searches.ts. */
const GROUPING_ADD_MEASURE = 'job-feed-companion:grouping-add';
const RUNS = QUICK ? 5 : 9;
const WARMUP = QUICK ? 1 : 2;
/**
 * Loads per side of the page-overhead rows: a page loads in 30-90 ms here, and the ratio of two
 * medians of 9 moved by a quarter between runs (1.04 and 1.29).
 */
const PAGE_RUNS = QUICK ? 5 : 25;
const OUT = process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : path.join(ROOT, '.output/bench');
/** `--only=sizes,browser,server,sync-browser,million,sync-node,grouping`: run some groups of cases (all by default; million in a full run only). */
const ONLY = new Set(
  process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? [],
);
const wanted = (group: string): boolean => ONLY.size === 0 || ONLY.has(group);

const rows: Row[] = [];
const charts: Chart[] = [];

async function repeat(times: number, warmup: number, measure: (i: number) => Promise<number>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await measure(-1 - i);
  const values: number[] = [];
  for (let i = 0; i < times; i++) values.push(await measure(i));
  return values;
}

/**
 * Measures a judged row; a row that fails is measured once more and judged on the second attempt
 * (a 2-core machine has noisy moments), and the row says so.
 */
async function judged(measure: () => Promise<Row>): Promise<void> {
  const first = await measure();
  if (first.pass !== false) return record(first);
  console.log(`  ${first.case}: failed (${first.median.toFixed(2)} ${first.unit}); measuring once more before judging`);
  const second = await measure();
  const firstRatio = first.ratio === undefined ? '' : `, ratio ${first.ratio.toFixed(3)}`;
  record({
    ...second,
    attempts: 2,
    note: [`measured twice: the first attempt failed (${first.median.toFixed(2)} ${first.unit}${firstRatio})`, second.note]
      .filter(Boolean)
      .join('; '),
  });
}

/** A row judged on its median against an absolute bound (ms), with its ratio to a baseline measured beside it. */
function boundRow(name: string, values: number[], baselines: number[], bound: number, note: string): Row {
  const value = stats(values);
  const base = stats(baselines).median;
  return {
    case: name,
    unit: 'ms',
    ...value,
    target: `median < ${bound} ms`,
    pass: value.median < bound,
    baseline: base,
    ratio: value.median / base,
    ...ratioSpread(values, baselines),
    note,
  };
}

function record(row: Row): void {
  rows.push(row);
  const fmt = (n: number | undefined) => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
  console.log(
    `  ${row.case}: ${fmt(row.median)} ${row.unit}${row.ratio !== undefined ? ` (ratio ${row.ratio.toFixed(3)})` : ''} ${row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL'}`,
  );
}

// ---- bundle sizes --------------------------------------------------------------------------------

async function entryFiles(dir: string, html: string): Promise<string[]> {
  const text = await readFile(path.join(dir, html), 'utf8');
  const files = new Set<string>();
  for (const match of text.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)) files.add(match[1]!.slice(1));
  return withImports(dir, files);
}

/** The files and every chunk they import statically: what loads before the entry's code runs. */
async function withImports(dir: string, entries: Iterable<string>): Promise<string[]> {
  const files = new Set(entries);
  // Static imports only: chunks loaded later through import() (the job details, the sanitizer) are
  // not part of the first load.
  const queue = [...files].filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const file = queue.pop()!;
    const code = await readFile(path.join(dir, file), 'utf8');
    for (const match of code.matchAll(/from\s*["'](\.{1,2}\/[^"']+\.js)["']|import\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const next = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2]!));
      if (!files.has(next)) {
        files.add(next);
        queue.push(next);
      }
    }
  }
  return [...files];
}

async function gzipped(dir: string, files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length;
  return total;
}

async function bundleSizes(dir: string): Promise<void> {
  const cases: [string, string[], number][] = [
    // Issue 18: the content script at most 5 KB (it was allowed 6 KB before).
    ['content script', ['content-scripts/content.js'], 5 * 1024],
    ['overlay page', await entryFiles(dir, 'overlay.html'), 35 * 1024],
    ['popup', await entryFiles(dir, 'popup.html'), 35 * 1024],
    ['background', await withImports(dir, ['background.js']), 40 * 1024],
  ];
  for (const [name, files, limit] of cases) {
    const size = await gzipped(dir, files);
    const largest = (await gzipByGroup(dir, files, ROOT)).slice(0, 6);
    record({
      case: `bundle: ${name} (gzip)`,
      unit: 'KB',
      median: size / 1024,
      min: size / 1024,
      max: size / 1024,
      target: `<= ${limit / 1024} KB`,
      pass: size <= limit,
      note: `largest parts (KB gzip, estimated from the source maps): ${largest.map(([group, kb]) => `${group} ${kb.toFixed(1)}`).join(', ')}`,
    });
  }
}

// ---- sync and lookup (Node, through vitest for the extension's modules) --------------------------

async function syncAndLookup(): Promise<void> {
  const jobs = QUICK ? 10_000 : 100_000;
  console.log(`Sync of ${jobs} jobs and lookups (Node + fake IndexedDB)…`);
  await run(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '-c', 'vitest.bench.config.ts', 'test/bench/sync.case.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_JOBS: String(jobs) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(await readFile(path.join(OUT, 'sync.json'), 'utf8')) as {
    jobs: number;
    indexed: number;
    syncMs: number;
    baselineMs: number;
    requests: number;
    heapPeakMb: number;
    lookups: { p50: number; p95: number; max: number; matched: number; count: number };
    lookupBaseline: { p50: number; p95: number };
    search: { count: number; queries: number; p50: number; p95: number; max: number };
    searchBaseline: { p50: number; p95: number };
  };
  const s = result.syncMs / 1000;
  // The targets are judged on the browser run above; this one, in Node, is the same code without a browser.
  record({
    case: `sync ${result.jobs.toLocaleString('en')} jobs in Node: wall time`,
    unit: 's',
    median: s,
    min: s,
    max: s,
    target: 'report only',
    pass: null,
    baseline: result.baselineMs / 1000,
    ratio: result.syncMs / result.baselineMs,
    note: `${result.requests} requests, ${result.indexed} indexed; baseline: the same pages fetched and parsed, no index`,
  });
  record({
    case: `sync ${result.jobs.toLocaleString('en')} jobs in Node: peak heap growth`,
    unit: 'MB',
    median: result.heapPeakMb,
    min: result.heapPeakMb,
    max: result.heapPeakMb,
    target: 'report only',
    pass: null,
    note: 'fake-indexeddb keeps the whole database in the JS heap, with garbage not yet collected: not the worker figure',
  });
  record({
    case: `lookup against ${result.jobs.toLocaleString('en')} jobs: p95`,
    unit: 'ms',
    median: result.lookups.p95,
    min: result.lookups.p50,
    max: result.lookups.max,
    target: 'p95 < 2 ms',
    pass: result.lookups.p95 < 2,
    baseline: result.lookupBaseline.p95,
    ratio: result.lookups.p95 / result.lookupBaseline.p95,
    note: `p50 ${result.lookups.p50.toFixed(3)} ms; ${result.lookups.matched}/${result.lookups.count} matched; baseline: primary-key get`,
  });
  record({
    case: `search as the user types, ${result.jobs.toLocaleString('en')} jobs: p95`,
    unit: 'ms',
    median: result.search.p95,
    min: result.search.p50,
    max: result.search.max,
    target: 'report only',
    pass: null,
    baseline: result.searchBaseline.p95,
    ratio: result.search.p95 / result.searchBaseline.p95,
    note: `${result.search.count} searches through the background's handlers, the rows in memory since the sync: each prefix of "developer utrecht" and 4 more queries (${result.search.queries} in all), each alone and with a province and "hide closed", 3 passes; min is the p50; baseline: the list as the popup opens (no query, no filter), p95 of ${result.searchBaseline.p95.toFixed(1)} ms`,
  });
}

/** A full sync from an API 50 ms away, one id range against the extension's ranges side by side. */
async function syncOverLatency(): Promise<void> {
  const jobs = QUICK ? 10_000 : 20_000;
  console.log(`Sync of ${jobs} jobs from an API 50 ms away, one id range and several (Node + fake IndexedDB)…`);
  await run(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '-c', 'vitest.bench.config.ts', 'test/bench/stripes.case.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_JOBS: String(jobs), BENCH_RUNS: QUICK ? '2' : '3' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(await readFile(path.join(OUT, 'stripes.json'), 'utf8')) as {
    jobs: number;
    latencyMs: number;
    stripes: number;
    one: number[];
    several: number[];
  };
  const several = stats(result.several.map((ms) => ms / 1000));
  const one = stats(result.one.map((ms) => ms / 1000));
  const ratio = several.median / one.median;
  record({
    case: `sync ${result.jobs.toLocaleString('en')} jobs from an API ${result.latencyMs} ms away: ${result.stripes} id ranges side by side`,
    unit: 's',
    median: several.median,
    min: several.min,
    max: several.max,
    target: 'ratio <= 0.8',
    ratioTarget: 0.8,
    pass: ratio <= 0.8,
    baseline: one.median,
    ratio,
    note: `each request answered ${result.latencyMs} ms late (the latency fault of a reference server running in a process of its own); ${result.one.length} runs each, alternated, after one of each not counted; baseline: the same sync with one id range (one request at a time), ${one.min.toFixed(2)}-${one.max.toFixed(2)} s`,
  });
}

// ---- vacancy grouping quality (Node, through vitest for the extension's modules) ----------------

async function groupingQuality(): Promise<void> {
  const jobs = QUICK ? 5_000 : 20_000;
  console.log(`Vacancy grouping quality on ${jobs} jobs of the vacancies dataset…`);
  await run(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '-c', 'vitest.bench.config.ts', 'test/bench/grouping.case.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_GROUPING_JOBS: String(jobs) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const quality = JSON.parse(await readFile(path.join(OUT, 'grouping.json'), 'utf8')) as Parameters<typeof groupingRows>[0] & {
    text: string;
  };
  console.log(quality.text);
  const { rows: measured, chart } = groupingRows(quality);
  measured.forEach(record);
  charts.push(chart);
}

// ---- browser cases ---------------------------------------------------------------------------

async function faults(server: ReferenceServer, body: object | null): Promise<void> {
  await fetch(`${server.apiUrl}/__test/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function loadTime(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return nav.loadEventEnd - nav.startTime;
  });
}

/**
 * The Chrome build measured: what ships (production: NODE_ENV is set, since `--mode bench` alone
 * would leave Preact's development hooks in), pointed at `apiUrl`, in its own folder.
 */
async function buildForBench(apiUrl: string, outDir: string): Promise<string> {
  await run(path.join(ROOT, 'node_modules/.bin/wxt'), ['build', '--mode', 'bench'], {
    cwd: ROOT,
    // Source maps beside the bundles (they change no byte of them): the sizes rows say what each is made of.
    env: { ...process.env, NODE_ENV: 'production', WXT_API_BASE_URL: apiUrl, WXT_OUT_DIR: outDir, WXT_SOURCEMAP: 'true' },
  });
  const dir = path.join(outDir, 'chrome-mv3-bench');
  await writeFile(
    path.join(dir, BLANK_PAGE),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Blank</title><p>Blank</p></html>\n',
  );
  await writeFile(
    path.join(dir, SCRIPT_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Script</title><script type="module" src="/${SCRIPT_PAGE.replace('.html', '.js')}"></script></head><body><p>Script</p></body></html>\n`,
  );
  await writeFile(path.join(dir, SCRIPT_PAGE.replace('.html', '.js')), '\n');
  return dir;
}

/**
 * The popup paint's baseline: a page of the same extension with a line of text and no script, added
 * to the bench's build only (the shipped extension has no such page).
 */
const BLANK_PAGE = 'bench-blank.html';

/**
 * The blank page with one empty module script: what any page that runs code pays before its code
 * (the extension serving one more file, a module loaded), so the floor of the popup's ratio.
 */
const SCRIPT_PAGE = 'bench-script.html';

/**
 * Installed before a page's own scripts: records in `__paintedAt` the time (from navigation start)
 * of the first frame after the popup (or the side panel) shows the count and at least one job of its
 * list: a row of `.job-list`, not any list item (the side panel's "This page" steps are ones too).
 */
const PAINT_PROBE = `(() => {
  if (location.pathname.endsWith('/${BLANK_PAGE}') || location.pathname.endsWith('/${SCRIPT_PAGE}')) {
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame((frame) => { globalThis.__paintedAt = frame; }));
    return;
  }
  if (!location.pathname.endsWith('/popup.html') && !location.pathname.endsWith('/sidepanel.html')) return;
  const ready = () => /jobs in your feed/.test(document.body?.textContent ?? '') && document.querySelector('.job-list li') !== null;
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    globalThis.__readyAt = performance.now();
    requestAnimationFrame((frame) => { globalThis.__paintedAt = frame; });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * Installed in every page of the extension's browser: on the board's result page, the time of the
 * first "In your feed" marker added to it (the content script adds them all in one step).
 */
const MARKER_PROBE = `(() => {
  if (location.pathname !== '/zoeken') return;
  const observer = new MutationObserver(() => {
    if (!document.getElementsByClassName('${MARKER_CLASS}').length) return;
    observer.disconnect();
    globalThis.__markersAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** What an extension page's script sees of the browser, for requests sent from `evaluate`. */
type Messenger = { chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } } };

/** A popup page of the extension `id` with the demo account's credentials typed in, not yet sent. */
async function popupWithCredentials(context: BrowserContext, id: string): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup.html`);
  await popup.getByLabel('Username').fill(DEMO_USER.username);
  await popup.getByLabel('Password').fill(DEMO_USER.password);
  return popup;
}

/** The background's sync status, asked from an extension page; null when it refuses. */
async function syncStatus(page: Page): Promise<SyncStatus | null> {
  const reply = await askBackground(page, { type: 'sync.status' });
  return reply.ok ? reply.value : null;
}

/** Polls until the index holds `total` jobs and no sync runs; the last status. */
async function waitForSync(
  page: Page,
  total: number,
  timeoutMs: number,
  everyMs: number,
  onStatus?: (status: SyncStatus) => void,
): Promise<SyncStatus> {
  const start = performance.now();
  for (;;) {
    const status = await syncStatus(page);
    if (status) onStatus?.(status);
    if (status && status.indexed >= total && status.state.status === 'idle') return status;
    if (performance.now() - start > timeoutMs) throw new Error(`sync did not finish: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Navigation start to the first frame that shows the count and a job (PAINT_PROBE, installed in `context`). */
/** Where a page's paint went, ms from navigation start: its HTML fetched, its scripts fetched and run, its content in the DOM. */
interface PaintPhases {
  html: number;
  scripts: number;
  domContentLoaded: number;
  ready: number;
}

async function paintOf(context: BrowserContext, id: string, file: string, phases?: PaintPhases[]): Promise<number> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/${file}`, { waitUntil: 'commit' });
  const t = await page.waitForFunction(() => (globalThis as { __paintedAt?: number }).__paintedAt ?? 0, null, { timeout: 20_000 });
  const paint = (await t.jsonValue()) as number;
  if (phases) {
    await page.waitForFunction(
      () =>
        ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart ?? 0) > 0,
    );
    phases.push(
      await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          html: nav.responseEnd,
          scripts: Math.max(nav.responseEnd, ...scripts.filter((r) => r.name.endsWith('.js')).map((r) => r.responseEnd)),
          domContentLoaded: nav.domContentLoadedEventStart,
          ready: (globalThis as { __readyAt?: number }).__readyAt ?? 0,
        };
      }),
    );
  }
  await page.close();
  return paint;
}

/** The median of each phase, as a note says it. */
function phasesNote(phases: PaintPhases[]): string {
  const at = (name: keyof PaintPhases) => stats(phases.map((p) => p[name])).median.toFixed(1);
  return `its phases (median ms from navigation start): HTML fetched ${at('html')}, scripts fetched ${at('scripts')}, scripts run (DOMContentLoaded) ${at('domContentLoaded')}, count and first job in the DOM ${at('ready')}, then the frame`;
}

/**
 * Blank-page paints per round of `pairedPaints`, the round's baseline their median. A blank page is
 * ready almost at once, so its first frame is mostly the wait for the display's next frames: with one
 * a round, the popup's per-round ratio ran from 1.43 to 5.44 in one run (blank pages of about 13 to
 * 49 ms), and the median over 9 rounds was 21.8, 28.1, 33.7 and 35.2 ms in four runs of the same
 * popup code, which painted in 70.1-72.7 ms: its ratio read 3.22, 2.56, 2.13 and 2.07, where issue
 * 18 asks runs to agree within 15% (with the first attempts of those runs, 1.80 to 3.22). With five a
 * round, four attempts in two runs of one build read 2.28, 2.63, 2.51 and 2.56.
 */
const BLANKS_PER_ROUND = 5;

/**
 * `file`'s paints and the blank page's, interleaved so that machine noise hits both alike; `beside`
 * measured in each round too, and with `floor` the one-script page's paint (SCRIPT_PAGE).
 */
async function pairedPaints(context: BrowserContext, id: string, file: string, beside?: () => Promise<number>, floor = false) {
  const paints: number[] = [];
  const blanks: number[] = [];
  const besides: number[] = [];
  const scripted: number[] = [];
  const phases: PaintPhases[] = [];
  for (let i = -WARMUP; i < RUNS; i++) {
    const paint = await paintOf(context, id, file, i >= 0 ? phases : undefined);
    const round: number[] = [];
    for (let b = 0; b < BLANKS_PER_ROUND; b++) round.push(await paintOf(context, id, BLANK_PAGE));
    const blank = stats(round).median;
    const script = floor ? await paintOf(context, id, SCRIPT_PAGE) : 0;
    const other = beside ? await beside() : 0;
    if (i >= 0) {
      paints.push(paint);
      blanks.push(blank);
      if (floor) scripted.push(script);
      besides.push(other);
    }
  }
  return { paints, blanks, scripted, besides, phases };
}

async function browserCases(server: ReferenceServer, extensionDir: string): Promise<void> {
  const withProfile = await tempProfile();
  const withoutProfile = await tempProfile();
  const args = chromiumArgs(extensionDir);
  const withExt: BrowserContext = await chromium.launchPersistentContext(withProfile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args,
  });
  const plainArgs = args.filter((a) => !a.startsWith('--load-extension') && !a.startsWith('--disable-extensions-except'));
  const without: BrowserContext = await chromium.launchPersistentContext(withoutProfile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: plainArgs,
  });
  try {
    const worker = withExt.serviceWorkers()[0] ?? (await withExt.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const popup = await popupWithCredentials(withExt, id);
    await clickSignInAtOnce(popup);
    await popup
      .getByText(/jobs in your feed/)
      .first()
      .waitFor({ timeout: 60_000 });
    // Wait for the sync to finish: the index holds every job.
    await waitForSync(popup, server.store.size, 300_000, 500);
    await popup.close();

    // Popup paint with the API answering after 2 s: navigation start to the first frame after the
    // count and the first job are in the DOM, taken inside the page by an observer installed before
    // any of its scripts (so the probe's own round trips are not counted). Interleaved with the
    // baseline, so that machine noise hits both alike.
    await faults(server, { latencyMs: 2000 });
    await withExt.addInitScript(PAINT_PROBE);
    const plainPage = await without.newPage();
    await judged(async () => {
      const {
        paints,
        blanks,
        besides: boards,
        scripted,
        phases,
      } = await pairedPaints(withExt, id, 'popup.html', () => loadTime(plainPage, `${server.boardUrl}/plain`), true);
      const paint = stats(paints);
      const base = stats(blanks).median;
      const floor = stats(scripted).median;
      const ratio = paint.median / base;
      return {
        case: 'popup paint (10,000 jobs, API slow 2 s)',
        unit: 'ms',
        ...paint,
        target: 'ratio <= 1.5',
        ratioTarget: 1.5,
        pass: ratio <= 1.5,
        baseline: base,
        ratio,
        ...ratioSpread(paints, blanks),
        note: `baseline: first frame of a blank page of the same extension (no script); ${paint.median < 150 ? 'under' : 'over'} the former absolute target of 150 ms; the same blank page with one empty module script paints in ${floor.toFixed(1)} ms (ratio ${(floor / base).toFixed(2)}: the floor of any page that runs a script); a small board page without the extension loads in ${stats(boards).median.toFixed(0)} ms; ${phasesNote(phases)}`,
      };
    });
    // The side panel, opened as a page: the same paint (count and first row of the queue) against the same blank page.
    await judged(async () => {
      const { paints, blanks } = await pairedPaints(withExt, id, 'sidepanel.html');
      return boundRow(
        `side panel paint (${server.store.size.toLocaleString('en')} jobs, API slow 2 s)`,
        paints,
        blanks,
        200,
        'baseline: first frame of a blank page of the same extension; the queue is read from the local index (at 100,000 jobs: the sync case)',
      );
    });
    await faults(server, null);

    // Page overhead: the result page with 200 postings, with and without the extension, and in a
    // third browser whose only extension has an empty content script on the board: what Chrome
    // charges for any content script on the page (its isolated world), the floor of ours.
    const heavy = `${server.boardUrl}/zoeken?size=200`;
    const job = server.store.get(server.store.ids()[5]!) as { url: string };
    const floorProfile = await tempProfile();
    const floorExtension = await emptyContentScript(path.join(OUT, 'empty-content-script'), server.boardUrl);
    const floorBrowser = await chromium.launchPersistentContext(floorProfile.dir, {
      executablePath: CHROMIUM,
      headless: true,
      args: chromiumArgs(floorExtension),
    });
    try {
      for (const [label, url, limit] of [
        ['non-matching result page (200 postings)', heavy, 1.05],
        ['matching posting page', job.url, 1.1],
      ] as const) {
        const a = await withExt.newPage();
        const b = await without.newPage();
        const c = await floorBrowser.newPage();
        await judged(async () => {
          const withTimes: number[] = [];
          const withoutTimes: number[] = [];
          const floorTimes: number[] = [];
          const againWith: number[] = [];
          const againWithout: number[] = [];
          const waits: number[] = [];
          // Interleaved so that a slower moment of the machine hits every side alike, and each load
          // begun on a quiet machine: the work the extension does after a load (its answers to the
          // content script, the markers' lookups) would otherwise slow whichever load comes next.
          for (let i = -WARMUP; i < PAGE_RUNS; i++) {
            const loads = [] as number[];
            for (const page of [a, b, c]) {
              // From a blank page: a load's time counts the leaving of the page before it.
              await page.goto('about:blank');
              waits.push(await quietMachine());
              loads.push(await loadTime(page, url));
            }
            // And from the page itself, whose leaving also takes down what the extension placed in it.
            const again = [] as number[];
            for (const page of [a, b]) {
              waits.push(await quietMachine());
              again.push(await loadTime(page, url));
            }
            if (i >= 0) {
              withTimes.push(loads[0]!);
              withoutTimes.push(loads[1]!);
              floorTimes.push(loads[2]!);
              againWith.push(again[0]!);
              againWithout.push(again[1]!);
            }
          }
          const w = stats(withTimes);
          const o = stats(withoutTimes);
          const floor = stats(floorTimes).median;
          const [aw, ao] = [stats(againWith).median, stats(againWithout).median];
          return {
            case: `page overhead: ${label}`,
            unit: 'ms',
            ...w,
            target: `ratio < ${limit}`,
            ratioTarget: limit,
            pass: w.median / o.median < limit,
            baseline: o.median,
            ratio: w.median / o.median,
            ...ratioSpread(withTimes, withoutTimes),
            note: `baseline: the page without the extension, each load from a blank page; with an extension whose content script is empty it loads in ${floor.toFixed(1)} ms (ratio ${(floor / o.median).toFixed(2)}: what any content script costs the page, the floor of ours); loaded again from itself (leaving it takes down what the extension placed: a card's frame, markers) ${aw.toFixed(1)} ms against ${ao.toFixed(1)} (ratio ${(aw / ao).toFixed(2)}); each load begun once the machine was quiet (a 100 ms window under 10% busy: waited ${stats(waits).median.toFixed(0)} ms median, ${Math.max(...waits).toFixed(0)} at most; ${waits.filter((wait) => wait >= QUIET_DEADLINE_MS).length} of ${waits.length} waits ended at the ${QUIET_DEADLINE_MS / 1000} s limit, the machine still busy)`,
          };
        });
        await a.close();
        await b.close();
        await c.close();
      }
    } finally {
      await floorBrowser.close();
      await floorProfile.remove();
    }

    // Main-thread time the content script adds to a page without a match: the renderer's script and
    // task time for loading an off-feed posting (and a second after, for the background's answer),
    // with the extension minus without it, interleaved.
    const offFeed = `${server.boardUrl}/vacatures/900001/niet-in-de-feed`;
    const added: { script: number; task: number }[] = [];
    for (let i = -WARMUP; i < RUNS; i++) {
      await quietMachine();
      const w = await mainThreadTime(withExt, offFeed);
      await quietMachine();
      const o = await mainThreadTime(without, offFeed);
      if (i >= 0) added.push({ script: w.script - o.script, task: w.task - o.task });
    }
    const script = stats(added.map((a) => a.script));
    const task = stats(added.map((a) => a.task));
    record({
      case: 'content script main-thread time on a non-matching page',
      unit: 'ms',
      ...script,
      target: 'report only',
      pass: null,
      note: `script time with the extension minus without (CDP Performance.getMetrics ScriptDuration, load + 1 s); all main-thread tasks: ${task.median.toFixed(2)} ms median added`,
    });

    // Overlay latency: page load start to the card showing the job's title, index warm.
    const title = (server.store.get(server.store.ids()[5]!) as { title: string }).title;
    const page = await withExt.newPage();
    const latencies = await repeat(RUNS, WARMUP, async () => {
      const t0 = Date.now();
      await page.goto(job.url, { waitUntil: 'commit' });
      for (;;) {
        const frame = page.frames().find((f) => f.url().includes('/overlay.html'));
        if (frame && (await frame.evaluate((t) => document.body.innerText.includes(t), title).catch(() => false))) break;
        if (Date.now() - t0 > 15_000) throw new Error('overlay did not show');
        await new Promise((r) => setTimeout(r, 5));
      }
      return Date.now() - t0;
    });
    // A mark set in an extension page, seen on the open card: the send to the card's header naming
    // it (an observer in the card's frame stamps the time), against a plain round trip to the
    // background from the same page.
    const markPage = await withExt.newPage();
    await markPage.goto(`chrome-extension://${id}/options.html`);
    const jobId = server.store.ids()[5]!;
    const card = page.frames().find((f) => f.url().includes('/overlay.html'))!;
    const words = ['Shortlisted', 'Handled'] as const;
    const marks: number[] = [];
    const trips: number[] = [];
    for (let i = -WARMUP; i < RUNS; i++) {
      const word = words[(i + WARMUP) % 2]!;
      const seen = card.evaluate(
        (wanted) =>
          new Promise<number>((resolve) => {
            const done = () => document.body.textContent?.includes(`In your feed · ${wanted}`) ?? false;
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          }),
        word,
      );
      const sent = await markPage.evaluate(
        (request) => {
          const at = Date.now();
          void (globalThis as unknown as Messenger).chrome.runtime.sendMessage(request);
          return at;
        },
        { type: 'jobs.setStatus', id: jobId, status: word === 'Handled' ? 'handled' : 'shortlisted' },
      );
      const latency = (await seen) - sent;
      const trip = await markPage.evaluate(
        async (request) => {
          const at = performance.now();
          await (globalThis as unknown as Messenger).chrome.runtime.sendMessage(request);
          return performance.now() - at;
        },
        { type: 'jobs.status', id: jobId },
      );
      if (i >= 0) {
        marks.push(latency);
        trips.push(trip);
      }
    }
    await askBackground(markPage, { type: 'jobs.setStatus', id: jobId, status: null });
    await markPage.close();
    record(
      boundRow(
        'mark set in a page, shown on the open card',
        marks,
        trips,
        100,
        'baseline: one request to the background and its answer from the same page (jobs.status)',
      ),
    );

    // Markers on the 200-posting result page: navigation start to the first "In your feed" marker in
    // the page (all of them come in one step), seen by an observer installed before the page's scripts.
    await withExt.addInitScript(MARKER_PROBE);
    const results = await withExt.newPage();
    const shown: number[] = [];
    const loaded: number[] = [];
    let placed = 0;
    for (let i = -WARMUP; i < RUNS; i++) {
      await results.goto('about:blank');
      await quietMachine();
      const load = await loadTime(results, heavy);
      // Resolves once the probe has stamped the time (0 until then).
      const stamped = await results.waitForFunction(() => (globalThis as { __markersAt?: number }).__markersAt ?? 0, undefined, {
        timeout: 15_000,
      });
      const at = await stamped.jsonValue();
      placed = await results.evaluate((name) => document.getElementsByClassName(name).length, MARKER_CLASS);
      if (i >= 0) {
        shown.push(at);
        loaded.push(load);
      }
    }
    await results.close();
    const markersShown = stats(shown);
    record({
      case: 'markers on the 200-posting result page (navigation start to shown)',
      unit: 'ms',
      ...markersShown,
      target: 'report only',
      pass: null,
      baseline: stats(loaded).median,
      ratio: markersShown.median / stats(loaded).median,
      note: `baseline: the page's load event, same loads; ${placed} markers placed; each load from a blank page, begun on a quiet machine`,
    });

    const plain = await without.newPage();
    const baseLoad = stats(await repeat(RUNS, WARMUP, () => loadTime(plain, job.url))).median;
    const overlay = stats(latencies);
    record({
      case: 'overlay latency (load to card)',
      unit: 'ms',
      ...overlay,
      target: 'median < 500 ms',
      pass: overlay.median < 500,
      baseline: baseLoad,
      ratio: overlay.median / baseLoad,
      note: 'baseline: the same page loaded without the extension',
    });
  } finally {
    await withExt.close();
    await without.close();
    await withProfile.remove();
    await withoutProfile.remove();
  }
}

/** Script and task time (ms) the renderer's main thread spends loading `url` and for a second after. */
async function mainThreadTime(context: BrowserContext, url: string): Promise<{ script: number; task: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { script: value('ScriptDuration'), task: value('TaskDuration') };
  };
  const before = await read();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const after = await read();
  await cdp.detach();
  await page.close();
  return { script: after.script - before.script, task: after.task - before.task };
}

// ---- sync in the browser: the real worker, real IndexedDB, heap read over CDP -------------------

/** The service worker's JS heap, read over the DevTools protocol (Chromium started with a port). */
class WorkerHeap {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();
  peak = 0;
  /** The ArrayBuffers' backing stores' peak (reported beside the heap's, not judged: mostly response bodies not yet collected). */
  peakBacking = 0;
  samples = 0;
  /** [ms since `since`, bytes] for every sample taken. */
  readonly series: [number, number][] = [];
  since = performance.now();

  private readonly port: number;

  constructor(port: number) {
    this.port = port;
  }

  private async connect(): Promise<WebSocket | null> {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) return this.socket;
    const targets = (await (await fetch(`http://127.0.0.1:${this.port}/json/list`)).json()) as {
      type: string;
      url: string;
      webSocketDebuggerUrl: string;
    }[];
    const worker = targets.find((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'));
    if (!worker) return null;
    const socket = new WebSocket(worker.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined && message.result) this.waiting.get(message.id)?.(message.result);
    });
    this.socket = socket;
    return socket;
  }

  /** Sends a DevTools command to the worker: its result, or null (no worker, or no answer within `timeoutMs`). */
  private async send<T>(method: string, timeoutMs = 1000): Promise<T | null> {
    const socket = await this.connect().catch(() => null);
    if (!socket) return null;
    const id = this.nextId++;
    const result = await new Promise<T | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      });
      socket.send(JSON.stringify({ id, method }));
    });
    this.waiting.delete(id);
    return result;
  }

  /**
   * The worker's JS heap, and its ArrayBuffers' backing stores (typed arrays, response bodies), which
   * the heap leaves out, in bytes, garbage not yet collected included; null when it cannot be read.
   */
  async usage(): Promise<{ heap: number; backing: number } | null> {
    const usage = await this.send<{ usedSize: number; backingStorageSize?: number }>('Runtime.getHeapUsage');
    return usage ? { heap: usage.usedSize, backing: usage.backingStorageSize ?? 0 } : null;
  }

  /** The worker's JS heap in bytes, garbage not yet collected included; null when it cannot be read. */
  async used(): Promise<number | null> {
    return (await this.usage())?.heap ?? null;
  }

  /** A full garbage collection in the worker, so that the next reading is what it keeps. */
  async collectGarbage(): Promise<void> {
    if ((await this.send('HeapProfiler.collectGarbage', 10_000)) === null) throw new Error('the worker did not collect its garbage');
  }

  /** One reading for the sync's series and peaks. */
  async sample(): Promise<void> {
    const usage = await this.usage();
    if (usage !== null) {
      this.series.push([performance.now() - this.since, usage.heap]);
      this.peak = Math.max(this.peak, usage.heap);
      this.peakBacking = Math.max(this.peakBacking, usage.backing);
      this.samples++;
    }
  }

  close(): void {
    this.socket?.close();
  }
}

interface SyncRun {
  ms: number;
  /** [s since the sign-in click, jobs indexed] */
  progress: [number, number][];
  /** [s since the sign-in click, MB of worker heap] */
  heap: [number, number][];
  peakBytes: number;
  peakBackingBytes: number;
  heapBefore: number;
  requests: number;
  indexed: number;
  samples: number;
  /** From the index holding every job until the sync's snapshot for the popup was saved: the run's finishing, sampled too. */
  finishMs: number;
}

/**
 * Waits until the popup's snapshot (utils/feed/popup-snapshot.ts) names the sync that ended at
 * `syncedAt`: the worker saves it after the sync's state says idle, reading its index for it.
 */
async function waitForSnapshot(page: Page, syncedAt: number | null, timeoutMs: number): Promise<void> {
  const start = performance.now();
  for (;;) {
    const saved = await page.evaluate(async () => {
      const storage = (globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } })
        .chrome.storage.local;
      const snapshot = (await storage.get('popupSnapshot')).popupSnapshot as { lastSyncAt?: number | null } | undefined;
      return snapshot?.lastSyncAt ?? null;
    });
    if (saved !== null && saved === syncedAt) return;
    if (performance.now() - start > timeoutMs)
      throw new Error(`the snapshot after the sync was not saved: it names ${saved}, not ${syncedAt}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One first sync after sign-in, in a fresh profile: wall time, API requests, the worker's peak heap. */
async function syncOnce(
  server: ReferenceServer,
  extensionDir: string,
  jobs: number,
  /**
   * Run in the synced profile before it closes (the last run measures the side panel's paint there),
   * with the worker's heap reader and the profile's folder.
   */
  after?: (context: BrowserContext, id: string, heap: WorkerHeap, profileDir: string) => Promise<void>,
  timeoutMs = 300_000,
): Promise<SyncRun> {
  const profile = await tempProfile();
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...chromiumArgs(extensionDir), '--remote-debugging-port=0'],
  });
  const heap = new WorkerHeap(Number((await readFile(path.join(profile.dir, 'DevToolsActivePort'), 'utf8')).split('\n')[0]));
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const popup = await popupWithCredentials(context, id);
    await heap.sample();
    const heapBefore = heap.peak;
    server.clearRequests();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await heap.sample();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const start = performance.now();
    heap.since = start;
    const progress: [number, number][] = [[0, 0]];
    await clickSignInAtOnce(popup);
    const status = await waitForSync(popup, jobs, timeoutMs, 200, (s) => progress.push([(performance.now() - start) / 1000, s.indexed]));
    const ms = performance.now() - start;
    await waitForSnapshot(popup, status.state.lastSuccessAt, timeoutMs);
    const finishMs = performance.now() - start - ms;
    sampling = false;
    await sampler;
    await after?.(context, id, heap, profile.dir);
    return {
      ms,
      progress,
      heap: heap.series.filter(([t]) => t >= 0).map(([t, bytes]) => [t / 1000, bytes / 1_048_576]),
      peakBytes: heap.peak,
      peakBackingBytes: heap.peakBacking,
      heapBefore,
      requests: server.requests.filter((r) => r.path.startsWith('/api/')).length,
      indexed: status.indexed,
      samples: heap.samples,
      finishMs,
    };
  } finally {
    heap.close();
    await context.close();
    await profile.remove();
  }
}

/** The extension's service worker as it is now (Chrome may have started a new one since the profile opened). */
function extensionWorker(context: BrowserContext, id: string): Worker {
  return context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${id}/`))!;
}

/** A worker's heap and ArrayBuffers, as a note says them. */
function memory(usage: { heap: number; backing: number } | null): string {
  return usage === null
    ? 'not read'
    : `${(usage.heap / 1_048_576).toFixed(1)} MB of heap and ${(usage.backing / 1_048_576).toFixed(1)} MB of ArrayBuffers`;
}

/**
 * What the worker's user-timing entries say it did between two instants (epoch ms): the search rows read,
 * the grouping built, the sync's waits. A measure is written when its work ends, so work still under
 * way at `to` is not seen.
 */
async function workerDuring(worker: Worker, from: number, to: number): Promise<string> {
  const within = async (name: string) => (await measuresIn(worker, name)).filter((e) => e.at + e.duration >= from && e.at <= to);
  const sum = (entries: { duration: number }[]) => `${entries.reduce((total, e) => total + e.duration, 0).toFixed(0)} ms`;
  const [loads, builds, pages, writes] = await Promise.all(
    [ROWS_LOAD_MEASURE, GROUPING_MEASURE, 'job-feed-companion:sync-wait-page', 'job-feed-companion:sync-wait-write'].map(within),
  );
  return `reads of the search rows that ended within it ${loads!.length} (${sum(loads!)}; one still under way is not counted), builds of the grouping ${builds!.length} (${sum(builds!)}), waits for the API ${sum(pages!)} and for IndexedDB ${sum(writes!)}`;
}

/** Words of the bench's saved searches, and of the jobs it adds for them to find. */
const ALERT_WORDS = ['java', 'utrecht', 'developer', 'zorg', 'planner', 'amsterdam', 'adviseur', 'junior', 'senior', 'beleid'];

/** Saves 20 searches with alerts on, from `page` (an extension page): one or two words each, some with a filter, some once per employer. */
async function saveAlertSearches(page: Page): Promise<void> {
  const words = ALERT_WORDS;
  for (let i = 0; i < 20; i++) {
    const query = `${words[i % words.length]}${i >= words.length ? ` ${words[(i * 3) % words.length]}` : ''}`;
    const saved = await askBackground(page, {
      type: 'searches.save',
      name: query,
      query,
      filters: i % 4 === 0 ? { hideClosed: true } : {},
      alerts: true,
      perEmployer: i % 5 === 0,
    });
    if (!saved.ok) throw new Error(`saving a search failed: ${JSON.stringify(saved)}`);
  }
}

/** New jobs on the server at each delta of the scale simulation, beside the 1% changed: news for its saved searches. */
const DELTA_NEW_JOBS = 100;

interface DeltaSync {
  ms: number;
  touched: number;
  requests: number;
  serverMs: number;
  /** What the worker did, as workerDuring says. */
  worker: string;
  /** The saved searches' evaluation after the sync, in the worker: its time and its parts (alertParts). */
  alerts: { ms: number; parts: Record<string, number> };
}

/**
 * 1% of the jobs changed on the server and DELTA_NEW_JOBS added, then an incremental sync asked from
 * `page` (an extension page) until it ended: its time, requests and the server's time answering them,
 * then the saved searches' evaluation that follows it, waited for. The worker's work is read from
 * `since` (epoch ms; null: from the sync's start, with the snapshot it leaves awaited) to that end.
 */
async function deltaSync(
  server: ReferenceServer,
  context: BrowserContext,
  id: string,
  page: Page,
  since: number | null,
): Promise<DeltaSync> {
  const before = (await syncStatus(page))!.state.lastSuccessAt;
  const { touched } = server.store.touch(100);
  for (let n = 0; n < DELTA_NEW_JOBS; n++) server.store.add({ title: `${ALERT_WORDS[n % ALERT_WORDS.length]} delta ${n}` });
  const from = server.requests.length;
  const startedAt = Date.now();
  const start = performance.now();
  await askBackground(page, { type: 'sync.now', full: false });
  let status: SyncStatus | null;
  for (;;) {
    status = await syncStatus(page);
    if (status && status.state.status === 'idle' && status.state.lastSuccessAt !== before) break;
    if (performance.now() - start > 600_000) throw new Error(`the delta sync did not finish: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - start;
  if (since === null) await waitForSnapshot(page, status.state.lastSuccessAt, 600_000);
  const asked = server.requests.slice(from).filter((r) => r.path.startsWith('/api/'));
  // The saved searches are evaluated once the sync has saved its end, then what they keep is written (when any moved on).
  const worker = extensionWorker(context, id);
  const alerts = await alertsEvaluated(() => worker, startedAt, 600_000);
  return {
    ms,
    touched,
    requests: asked.length,
    serverMs: asked.reduce((sum, r) => sum + (r.answeredAt ?? r.receivedAt) - r.receivedAt, 0),
    worker: await workerDuring(worker, since ?? startedAt, Date.now()),
    alerts: { ms: alerts.duration, parts: alerts.parts },
  };
}

/**
 * The first evaluation of the saved searches the worker timed from `since` (epoch ms) on, polled for
 * up to `limitMs` (it runs once a sync has saved its end), with its parts by name; the write of what
 * the searches keep ends after the finds are known, so it is waited for up to 30 s more.
 */
async function alertsEvaluated(
  worker: () => Worker,
  since: number,
  limitMs: number,
): Promise<{ duration: number; parts: Record<string, number> }> {
  const parts: Record<string, number> = {};
  let alerts: { at: number; duration: number } | undefined;
  const start = performance.now();
  let seenAt = Infinity;
  while (alerts === undefined || (parts.write === undefined && performance.now() - seenAt < 30_000)) {
    if (alerts === undefined && performance.now() - start > limitMs) throw new Error('the sync ran no alert evaluation');
    await new Promise((r) => setTimeout(r, 100));
    alerts ??= (await measuresIn(worker(), ALERTS_MEASURE)).find((entry) => entry.at >= since);
    if (alerts !== undefined) seenAt = Math.min(seenAt, performance.now());
    for (const entry of await measuresIn(worker(), ALERTS_PART_MEASURE)) if (entry.at >= since) parts[entry.part ?? '?'] = entry.duration;
  }
  return { duration: alerts.duration, parts };
}

/** The parts of the alerts' evaluations: each part's median over the rounds, and the slowest round's parts. */
function alertParts(evaluations: readonly number[], parts: readonly Record<string, number>[]): string {
  const names = ['read', 'merge', 'scan', 'write'];
  const fmt = (ms: number | undefined) => (ms === undefined ? '?' : `${ms.toFixed(1)} ms`);
  const medians = names.map((name) => {
    const times = parts.flatMap((round) => round[name] ?? []);
    return `${name} ${fmt(times.length === 0 ? undefined : stats(times).median)}`;
  });
  const slowest = evaluations.indexOf(Math.max(...evaluations));
  const worst = names.map((name) => `${name} ${fmt(parts[slowest]?.[name])}`);
  return `by part, median: ${medians.join(', ')} (the write ends after the finds are known, outside the figure); the slowest round (${fmt(evaluations[slowest])}): ${worst.join(', ')}`;
}

/** The worker's user-timing measures named `name`, oldest first: start (epoch ms), duration (ms), `detail.jobs` and `detail.part`. */
function measuresIn(worker: Worker, name: string): Promise<{ at: number; duration: number; jobs?: number; part?: string }[]> {
  return worker.evaluate(
    (n) =>
      performance.getEntriesByName(n).map((e) => ({
        at: performance.timeOrigin + e.startTime,
        duration: e.duration,
        jobs: (e as PerformanceMeasure).detail?.jobs as number | undefined,
        part: (e as PerformanceMeasure).detail?.part as string | undefined,
      })),
    name,
  );
}

async function browserSync(): Promise<void> {
  // Each run is a whole first sync, so fewer runs than the short cases: a warm-up, then 5 (3 quick).
  const jobs = QUICK ? 10_000 : 100_000;
  const runs = QUICK ? 3 : 5;
  console.log(`Sync of ${jobs.toLocaleString('en')} jobs in Chromium, ${runs} runs after a warm-up…`);
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
  try {
    const outDir = path.join(OUT, 'build-sync');
    const extensionDir = await buildForBench(server.apiUrl, outDir);
    // With the whole feed indexed: the side panel's first paint of its queue, the API slow, against
    // a blank page of the same extension (issue 15: < 200 ms at 100,000 jobs).
    let panelRow = null as Row | null;
    const panelPaint = async (context: BrowserContext, id: string) => {
      await faults(server, { latencyMs: 2000 });
      try {
        await context.addInitScript(PAINT_PROBE);
        const { paints, blanks } = await pairedPaints(context, id, 'sidepanel.html');
        panelRow = boundRow(
          `side panel paint (${jobs.toLocaleString('en')} jobs, API slow 2 s)`,
          paints,
          blanks,
          200,
          "baseline: first frame of a blank page of the same extension; measured in the last sync run's profile, once its sync ended",
        );
      } finally {
        await faults(server, null);
      }
    };
    // Then the saved searches' alerts in the worker: 20 searches evaluated after a sync that adds
    // 1,000 jobs to the whole index (issue 16: < 200 ms), read from the worker's own user-timing
    // entries; baseline: one list search over the same index, asked from a page, in the same rounds.
    let alertRow = null as Row | null;
    const alertEvaluation = async (context: BrowserContext, id: string) => {
      const page = await context.newPage();
      // A page the background answers (it refuses pages that are not the extension's own views).
      await page.goto(`chrome-extension://${id}/options.html`);
      const worker = () => extensionWorker(context, id);
      const words = ALERT_WORDS;
      await saveAlertSearches(page);
      const evaluations: number[] = [];
      const searches: number[] = [];
      // What a slow round did: a worker started again (its globals gone), or the rows loaded from the index.
      let restarts = 0;
      let rowLoads = 0;
      // Each round's evaluation by part (read, merge, scan, write), to tell what a slow round spent its time on.
      const parts: Record<string, number>[] = [];
      await worker().evaluate(() => ((globalThis as { __benchMark?: boolean }).__benchMark = true));
      let total = (await syncStatus(page))!.indexed;
      for (let round = 0; round < RUNS; round++) {
        await worker().evaluate((name) => performance.clearMeasures(name), ROWS_LOAD_MEASURE);
        for (let n = 0; n < 1000; n++) server.store.add({ title: `${words[n % words.length]} bench ${round}-${n}` });
        total += 1000;
        const asked = Date.now();
        await askBackground(page, { type: 'sync.now', full: false });
        await waitForSync(page, total, 120_000, 100);
        // The evaluation runs once the sync has saved its end: polled for, not assumed done.
        const evaluated = await alertsEvaluated(worker, asked, 30_000);
        evaluations.push(evaluated.duration);
        parts.push(evaluated.parts);
        if (!(await worker().evaluate(() => (globalThis as { __benchMark?: boolean }).__benchMark === true))) {
          restarts++;
          await worker().evaluate(() => ((globalThis as { __benchMark?: boolean }).__benchMark = true));
        }
        rowLoads += (await measuresIn(worker(), ROWS_LOAD_MEASURE)).length;
        const start = performance.now();
        await askBackground(page, { type: 'jobs.search', query: 'java', filters: {}, offset: 0, limit: 50 });
        searches.push(performance.now() - start);
      }
      await page.close();
      alertRow = boundRow(
        `saved searches' alerts: 20 searches after a sync adding 1,000 jobs to ${jobs.toLocaleString('en')}`,
        evaluations,
        searches,
        200,
        `measured in the worker (its user-timing entries) after each of the rounds' syncs; in the ${RUNS} rounds the worker started again ${restarts} times and the search rows were loaded from the index ${rowLoads} times; ${alertParts(evaluations, parts)}; baseline: one list search over the same index, asked from a page`,
      );
    };
    // Then the vacancy grouping in the worker (issue 17), read from its user-timing entries: built
    // from scratch over the whole index at the first question about a vacancy (< 10 s), the worker's
    // heap meanwhile (the sync's target, < 100 MB), then kept up by each round's sync of 1,000 new
    // jobs (< 5 ms a job). Baseline: one list search over the same index asked from a page after
    // each, as for the alerts (a second question about the vacancy would time only the messaging),
    // for the rounds per job of the index.
    let vacancyRows: Row[] = [];
    const vacancyGrouping = async (context: BrowserContext, id: string, heap: WorkerHeap) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/options.html`);
      const worker = () => extensionWorker(context, id);
      const search = async () => {
        const start = performance.now();
        await askValue(page, { type: 'jobs.search', query: 'java', filters: {}, offset: 0, limit: 50 });
        return performance.now() - start;
      };
      await worker().evaluate((name) => performance.clearMeasures(name), GROUPING_ADD_MEASURE);
      // The whole index is grouped at the first question after the sync (a list's search, or this
      // one: none is built while a full pass fills the index), and again from scratch whenever a job added is a
      // better match for an agency copy: every such build over the whole index in this profile is a
      // sample. The heap is read every 50 ms during this first question about a vacancy, from a
      // collected start, as the sync's sampler reads it (garbage not yet collected included), and
      // once collected after it: the rows and the grouping resident. The worker's thread answers
      // Runtime.getHeapUsage between tasks only: a build (one task) is seen by the first reading after it.
      await heap.collectGarbage();
      const heapBefore = await heap.used();
      const readings: [number, number][] = [];
      let asking = true;
      const sampler = (async () => {
        while (asking) {
          const used = await heap.used();
          if (used !== null) readings.push([Date.now(), used]);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const asked = performance.now();
      const first = await askValue(page, { type: 'jobs.vacancy', id: server.store.ids()[0]! });
      const questionMs = performance.now() - asked;
      asking = false;
      await sampler;
      const heapAfter = await heap.used();
      await heap.collectGarbage();
      const heapKept = await heap.used();
      if (heapBefore === null || heapAfter === null || heapKept === null) throw new Error("the worker's heap could not be read");
      const builds = (await measuresIn(worker(), GROUPING_MEASURE)).filter((entry) => (entry.jobs ?? 0) >= jobs);
      const build = builds.at(-1);
      if (!build) throw new Error('no grouping of the whole index was built');
      const buildEnd = build.at + build.duration;
      const during = readings.filter(([at]) => at >= build.at && at <= buildEnd).map(([, used]) => used);
      const next = readings.find(([at]) => at > buildEnd)?.[1] ?? heapAfter;
      const buildBaseline = await search();

      // Rounds: 1,000 new jobs synced, a third of them another posting of an indexed job (its
      // employer and title; published within the last 30 days, as the copy is now, so well within
      // the 60 days that join them), so that they join groups rather than each starting one.
      const now = Date.now();
      const originals = server.store
        .ids()
        .map((job) => server.store.row(job)!)
        .filter(
          (row) => row.employer !== null && row.publishDate !== null && row.publishDate <= now && now - row.publishDate < 30 * 86_400_000,
        );
      const perJob: number[] = [];
      const searches: number[] = [];
      const groupSizes: number[] = [];
      let total = (await syncStatus(page))!.indexed;
      for (let round = 0; round < RUNS; round++) {
        let copy = 0;
        for (let n = 0; n < 1000; n++) {
          const original = originals[(round * 1000 + n) % originals.length]!;
          if (n % 3 === 0) copy = server.store.add({ title: original.title, employer: original.employer }).id as number;
          else server.store.add({ title: `vacancy bench ${round}-${n}` });
        }
        total += 1000;
        await worker().evaluate((name) => performance.clearMeasures(name), GROUPING_ADD_MEASURE);
        await askBackground(page, { type: 'sync.now', full: false });
        await waitForSync(page, total, 120_000, 100);
        // The sync's rows join the grouping at the first request that merges them (SearchRows.current):
        // the alerts' evaluation after the sync, else this question; each merge leaves its measure.
        const vacancy = await askValue(page, { type: 'jobs.vacancy', id: copy });
        groupSizes.push(vacancy.postings.length);
        const merges = await measuresIn(worker(), GROUPING_ADD_MEASURE);
        const added = merges.reduce((sum, m) => sum + (m.jobs ?? 0), 0);
        if (added !== 1000) {
          const builds = (await measuresIn(worker(), GROUPING_MEASURE)).length;
          throw new Error(
            `round ${round}: the merges added ${added} jobs to the grouping, not 1,000 (${merges.length} merges; ${builds} builds from scratch so far)`,
          );
        }
        perJob.push(merges.reduce((sum, m) => sum + m.duration, 0) / added);
        // Per job too: what the search spent on each job of the index.
        searches.push((await search()) / total);
      }
      await page.close();
      const label = (build.jobs ?? 0).toLocaleString('en');
      const mb = (bytes: number) => bytes / 1_048_576;
      const peak = mb(Math.max(...during, next));
      const sizes = stats(groupSizes);
      vacancyRows = [
        boundRow(
          `vacancy grouping from scratch: ${label} jobs`,
          builds.map((entry) => entry.duration),
          // One search per build, so the ratio's spread pairs them (the search is asked once, after).
          builds.map(() => buildBaseline),
          10_000,
          `measured in the worker (its user-timing entries: ${builds.length} builds over the whole index in the last sync run's profile, the first at the first question after the sync); the job asked about is in a group of ${first.postings.length.toLocaleString('en')} postings, and the question took ${questionMs.toFixed(0)} ms; baseline: one list search over the same index, asked from a page right after`,
        ),
        boundRow(
          'vacancy grouping kept up: each job of a sync adding 1,000',
          perJob,
          searches,
          5,
          `ms per job, measured in the worker (its user-timing entries: every merge of the sync's new jobs, ${RUNS} rounds), a third of the jobs another posting of an indexed job (the copies asked about were in groups of ${sizes.min.toLocaleString('en')} to ${sizes.max.toLocaleString('en')} postings); baseline: one list search over the same index, asked from a page after each round, per job of the index (ms per job scanned)`,
        ),
        {
          case: `worker heap with ${label} jobs grouped (collected)`,
          unit: 'MB',
          median: mb(heapKept),
          min: mb(heapKept),
          max: mb(heapKept),
          target: '< 100 MB',
          pass: mb(heapKept) < 100 && peak < 100,
          note: `Runtime.getHeapUsage of the service worker after a full collection, the search rows and the grouping resident; during the first question about a vacancy it peaked at ${peak.toFixed(1)} MB (judged too; garbage included, ${mb(heapBefore).toFixed(1)} MB collected before it): the worker answers a heap reading only between its tasks, and a build from scratch is one task, so the peak is the highest of the ${during.length} readings inside a build and the first one after it, which still holds the build's garbage`,
        },
      ];
    };
    // Then the first search after the service worker stopped, as a popup opened on a worker gone to
    // sleep asks it: the worker starts, reads the search rows from the index and builds the vacancy
    // grouping before it answers (test/bench/first-search.ts prints the same). Baseline: the same
    // search asked again of the worker now running, in each round. A full pass first: the rounds
    // above synced 1,000 jobs each seconds apart, and each sync's overlap (INCREMENTAL_OVERLAP_MS)
    // wrote the jobs of the syncs before it again, so the index held 2.3 copies of each job (271,007
    // for 118,000), which the rows' load read: 2.8 s. Real syncs are minutes apart, and each full pass
    // sweeps the copies replaced.
    let coldSearchRow = null as Row | null;
    const firstSearch = async (context: BrowserContext, id: string) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/options.html`);
      const asked = Date.now();
      await askBackground(page, { type: 'sync.now', full: true });
      await waitForSyncWanted(page, 'the full pass', { fullSince: asked }, 300_000);
      const found = await firstSearches(context, id, page, RUNS);
      await page.close();
      coldSearchRow = firstSearchRow(`first search after the worker stopped (${server.store.size.toLocaleString('en')} jobs)`, RUNS, found);
    };
    /**
     * A set of runs, each after its own baseline: the same pages fetched and parsed by Node, nothing
     * stored, just before the run. Measured once before every set, the baseline missed what moves
     * between sets: the second set of the runs that this row judges after a failure came after the
     * last run's measurements (panel, alerts, grouping, first search), and synced 1.1-1.2 times as
     * long as the first (21.7 then 23.1 s, 20.4 then 24.2 s).
     */
    const syncRuns = async (warmup: number): Promise<{ results: SyncRun[]; baselines: number[] }> => {
      const results: SyncRun[] = [];
      const baselines: number[] = [];
      await repeat(runs, warmup, async (i) => {
        const baseline = await readAllPages(server.apiUrl, await demoToken(server.apiUrl), 1000);
        const result = await syncOnce(
          server,
          extensionDir,
          jobs,
          i === runs - 1
            ? async (context, id, heap) => {
                const seeded = new Set(server.store.ids());
                try {
                  await panelPaint(context, id);
                  if (jobs === SCALE_REFERENCE_JOBS) atReference = await scaleFigures(server, context, id);
                  await alertEvaluation(context, id);
                  await vacancyGrouping(context, id, heap);
                  await firstSearch(context, id);
                } finally {
                  // The rounds' jobs leave the feed: a second set of runs (a sync measured twice)
                  // syncs the same feed as the first.
                  for (const job of server.store.ids()) if (!seeded.has(job)) server.store.remove(job);
                }
              }
            : undefined,
        );
        console.log(
          `  ${i < 0 ? 'warm-up' : `run ${i + 1}`}: sync ${(result.ms / 1000).toFixed(2)} s, its baseline ${(baseline / 1000).toFixed(2)} s`,
        );
        if (i >= 0) {
          results.push(result);
          baselines.push(baseline / 1000);
        }
        return result.ms;
      });
      return { results, baselines };
    };

    const label = jobs.toLocaleString('en');
    const limit = QUICK ? null : 20;
    const judge = ({ results, baselines }: { results: SyncRun[]; baselines: number[] }) => {
      const wall = stats(results.map((r) => r.ms / 1000));
      const base = stats(baselines);
      const ratio = wall.median / base.median;
      return { wall, base, ratio, pass: ratio <= 1.5 && (limit === null || wall.median < limit) };
    };
    const baselineText = (base: { median: number; min: number; max: number }) =>
      `${base.median.toFixed(2)} s (${base.min.toFixed(2)}-${base.max.toFixed(2)})`;
    let set = await syncRuns(1);
    let verdict = judge(set);
    let attempts = 1;
    let firstNote = '';
    if (!verdict.pass) {
      console.log(
        `  sync ${label}: failed (${verdict.wall.median.toFixed(1)} s, ratio ${verdict.ratio.toFixed(2)}); measuring once more before judging`,
      );
      firstNote = `the first set of runs gave ${verdict.wall.median.toFixed(1)} s against a baseline of ${baselineText(verdict.base)}, ratio ${verdict.ratio.toFixed(2)}`;
      set = await syncRuns(0);
      verdict = judge(set);
      attempts = 2;
    }
    const { results } = set;
    record({
      case: `sync ${label} jobs in Chromium: wall time`,
      unit: 's',
      ...verdict.wall,
      target: limit === null ? 'ratio <= 1.5' : `ratio <= 1.5 and < ${limit} s`,
      ratioTarget: 1.5,
      pass: verdict.pass,
      baseline: verdict.base.median,
      ratio: verdict.ratio,
      ...ratioSpread(
        results.map((r) => r.ms / 1000),
        set.baselines,
      ),
      attempts,
      note: `${results[0]!.requests} API requests per run (sign-in, counts, pages of 1,000); ${results[0]!.indexed} indexed; baseline: the same pages fetched and parsed by Node just before each run, ${baselineText(verdict.base)}${attempts === 2 ? `; measured twice: ${firstNote}` : ''}`,
    });
    if (panelRow) record(panelRow);
    if (alertRow) record(alertRow);
    vacancyRows.forEach(record);
    if (coldSearchRow) record(coldSearchRow);
    charts.push(
      {
        title: `Sync of ${label} jobs: jobs indexed over time`,
        xLabel: 's since sign-in',
        yLabel: 'jobs indexed',
        series: results.map((r, i) => ({ label: `run ${i + 1}`, points: r.progress })),
      },
      {
        title: `Sync of ${label} jobs: jobs per second`,
        xLabel: 's since sign-in',
        yLabel: 'jobs/s',
        series: results.map((r, i) => ({ label: `run ${i + 1}`, points: ratePoints(r.progress) })),
      },
      {
        title: `Sync of ${label} jobs: worker heap`,
        xLabel: 's since sign-in',
        yLabel: 'MB',
        series: results.map((r, i) => ({ label: `run ${i + 1}`, points: r.heap })),
      },
    );
    const heapMb = stats(results.map((r) => r.peakBytes / 1_048_576));
    record({
      case: `sync ${label} jobs in Chromium: peak worker heap`,
      unit: 'MB',
      ...heapMb,
      target: '< 100 MB',
      pass: heapMb.max < 100,
      note: `Runtime.getHeapUsage of the service worker every 100 ms (${results[0]!.samples} samples in a run) from sign-in until the snapshot the sync leaves for the popup was saved (${stats(results.map((r) => r.finishMs)).median.toFixed(0)} ms after the index held every job, median), including garbage not yet collected; ${(results[0]!.heapBefore / 1_048_576).toFixed(1)} MB before sign-in; judged on the max; its ArrayBuffers' backing stores, which the heap leaves out, peaked at ${stats(results.map((r) => r.peakBackingBytes / 1_048_576)).median.toFixed(1)} MB beside it (median; garbage included, mostly response bodies: not judged)`,
    });
  } finally {
    await server.close();
  }
}

// ---- a million jobs (issue 18's scale simulation; full bench only) -----------------------------

const SCALE_JOBS = 1_000_000;
/** The size the scale simulation's figures are compared with: the full sync case's. */
const SCALE_REFERENCE_JOBS = 100_000;
/**
 * The million-job first search's rounds: each took 22 s on this machine, 39 s before the grouping's
 * lists held their numbers (test/bench/first-search.ts).
 */
const SCALE_SEARCH_ROUNDS = 3;

interface ScaleFigures {
  /** The popup's first paint with the API slow 2 s (from local data), and the blank page's beside it. */
  paints: number[];
  blanks: number[];
  /** Round trips of page.diagnose from an extension page: the background's lookup of an address in the index. */
  lookups: number[];
  /** The lookups measured first, when their p95 failed against the reference and they were measured again. */
  firstLookups?: number[];
  /** After the worker was stopped, medians of 3: a status request (the worker's start), a lookup (its start and the directory's read). */
  cold: { status: number; lookup: number };
}

/** The popup's paint and the lookups at the reference size, measured in the full sync case's last run. */
let atReference: ScaleFigures | null = null;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Lookup passes over the same addresses (scaleFigures), each measured in full. */
const LOOKUP_PASSES = 3;

/** Each pass's p95, in order: whether a slow tail is the first pass's (reads not yet cached) or spread over all. */
function passP95s(lookups: readonly number[]): string {
  const size = lookups.length / LOOKUP_PASSES;
  return Array.from({ length: LOOKUP_PASSES }, (_, pass) => percentile(lookups.slice(pass * size, (pass + 1) * size), 95).toFixed(2)).join(
    ', ',
  );
}

/** The lookups' p95 over the reference's: what the scale row judges (<= 1.2). */
function lookupRatio(figures: Pick<ScaleFigures, 'lookups'>, reference: Pick<ScaleFigures, 'lookups'>): number {
  return percentile(figures.lookups, 95) / percentile(reference.lookups, 95);
}

/**
 * The popup's paint (the API slow) and 3 × 290 lookups of indexed jobs' addresses, spread over the
 * feed, in a synced profile. Given the `reference` figures, lookups whose p95 fails against them are
 * measured once more (a single pass of 290 gave p95 ratios of 0.90 and 1.85 in two runs of one build).
 */
async function scaleFigures(
  server: ReferenceServer,
  context: BrowserContext,
  id: string,
  reference?: ScaleFigures | null,
): Promise<ScaleFigures> {
  const ids = server.store.ids();
  const urls = Array.from({ length: 300 }, (_, i) => server.store.row(ids[Math.floor((i * ids.length) / 300)]!)!.url);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/options.html`);
  // A worker the browser stopped answers a page's first lookup after starting and reading the directory.
  const extension = { context, extensionId: id };
  const timed = async (ask: () => Promise<unknown>) => {
    const start = performance.now();
    await ask();
    return performance.now() - start;
  };
  const diagnose = async (url: string) => {
    const reply = await askBackground(page, { type: 'page.diagnose', url });
    if (!reply.ok) throw new Error(`page.diagnose refused: ${JSON.stringify(reply)}`);
  };
  const coldStatus: number[] = [];
  const coldLookup: number[] = [];
  for (const url of urls.slice(0, 3)) {
    await stopWorker(extension, page);
    coldStatus.push(await timed(() => syncStatus(page)));
    await stopWorker(extension, page);
    coldLookup.push(await timed(() => diagnose(url)));
  }
  const warmLookups = async () => {
    const lookups: number[] = [];
    for (let pass = 0; pass < LOOKUP_PASSES; pass++) {
      for (const [i, url] of urls.entries()) {
        const ms = await timed(() => diagnose(url));
        // The first ten warm the worker's code paths up.
        if (i >= 10) lookups.push(ms);
      }
    }
    return lookups;
  };
  let lookups = await warmLookups();
  let firstLookups: number[] | undefined;
  if (reference && lookupRatio({ lookups }, reference) > 1.2) {
    firstLookups = lookups;
    lookups = await warmLookups();
  }
  await page.close();
  await faults(server, { latencyMs: 2000 });
  try {
    await context.addInitScript(PAINT_PROBE);
    const { paints, blanks } = await pairedPaints(context, id, 'popup.html');
    return { paints, blanks, lookups, firstLookups, cold: { status: stats(coldStatus).median, lookup: stats(coldLookup).median } };
  } finally {
    await faults(server, null);
  }
}

/** Bytes in the files under `dir`. */
async function folderBytes(dir: string): Promise<number> {
  const { stdout } = await run('du', ['-sb', dir]);
  return Number(stdout.split('\t')[0]);
}

/**
 * A first sync of a million jobs in Chromium, from the reference server generating them on demand
 * (one run: it takes minutes), then in that profile: the size of the extension's IndexedDB on disk,
 * an incremental sync after 1% of the jobs changed, and the popup's paint and the lookups measured
 * as the full sync case measured them at 100,000 jobs (no worse than 1.2 times those).
 */
async function scaleSimulation(): Promise<void> {
  console.log(`Scale simulation: a first sync of ${SCALE_JOBS.toLocaleString('en')} jobs in Chromium, one run…`);
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: SCALE_JOBS, seed: 42 });
  try {
    const extensionDir = await buildForBench(server.apiUrl, path.join(OUT, 'build-million'));
    let disk = 0;
    let delta: DeltaSync | null = null;
    let coldDelta: DeltaSync | null = null;
    let figures: ScaleFigures | null = null;
    let searched: FirstSearches | null = null;
    let searchedHeap: { heap: number; backing: number } | null = null;
    let afterSync: { heap: number; backing: number } | null = null;
    let marking = '';
    const ids = server.store.ids();
    const synced = await syncOnce(
      server,
      extensionDir,
      SCALE_JOBS,
      async (context, id, heap, profileDir) => {
        // The popup that signed in stays open, as a user's: its list and filters refresh at each sync's end.
        disk = await folderBytes(path.join(profileDir, 'Default', 'IndexedDB'));
        // What the worker keeps after the sync, in its heap and in ArrayBuffers.
        await heap.collectGarbage();
        afterSync = await heap.usage();
        const page = await context.newPage();
        await page.goto(`chrome-extension://${id}/options.html`);
        // A recruiter's saved searches and marks: each delta's end evaluates the searches over what it
        // brought, and spreads the marks to postings that joined a marked vacancy.
        await saveAlertSearches(page);
        const markStart = Date.now();
        for (const at of [0.001, 0.5, 0.9]) {
          const marked = await askBackground(page, {
            type: 'jobs.setStatus',
            id: ids[Math.floor(at * ids.length)]!,
            status: 'shortlisted',
          });
          if (!marked.ok) throw new Error(`marking a job failed: ${JSON.stringify(marked)}`);
        }
        const marksSet = Date.now();
        marking = await workerDuring(extensionWorker(context, id), markStart, marksSet);
        delta = await deltaSync(server, context, id, page, marksSet);
        await page.close();
        figures = await scaleFigures(server, context, id, atReference);
        const searchPage = await context.newPage();
        await searchPage.goto(`chrome-extension://${id}/options.html`);
        searched = await firstSearches(context, id, searchPage, SCALE_SEARCH_ROUNDS);
        // What a worker that was asked holds: the sync lets its rows go unasked (held-rows.ts), a search reads them.
        await heap.collectGarbage();
        searchedHeap = await heap.usage();
        // Another delta in a worker started on the full index, as the sync's alarm wakes one.
        await stopWorker({ context, extensionId: id }, searchPage);
        coldDelta = await deltaSync(server, context, id, searchPage, null);
        await searchPage.close();
      },
      3_600_000,
    );
    const label = SCALE_JOBS.toLocaleString('en');
    const once = (value: number) => ({ median: value, min: value, max: value });
    record({
      case: `scale: first sync of ${label} jobs in Chromium, wall time`,
      unit: 's',
      ...once(synced.ms / 1000),
      target: 'report only',
      pass: null,
      note: `one run; ${synced.requests} API requests, ${synced.indexed.toLocaleString('en')} indexed; the reference server generates each job from the seed as it is asked for`,
    });
    const peak = synced.peakBytes / 1_048_576;
    const settled = memory(afterSync);
    record({
      case: `scale: first sync of ${label} jobs in Chromium, peak worker heap`,
      unit: 'MB',
      ...once(peak),
      target: '< 150 MB',
      pass: peak < 150,
      note: `Runtime.getHeapUsage every 100 ms (${synced.samples} samples) from sign-in until the snapshot the sync leaves for the popup was saved (${(synced.finishMs / 1000).toFixed(1)} s after the index held every job), garbage not yet collected included; its ArrayBuffers' backing stores, which the heap leaves out, peaked at ${(synced.peakBackingBytes / 1_048_576).toFixed(1)} MB beside it (garbage included, mostly response bodies: not judged), and after the sync and a full collection the worker held ${settled}`,
    });
    record({
      case: `scale: IndexedDB on disk with ${label} jobs`,
      unit: 'MB',
      ...once(disk / 1_048_576),
      target: 'report only',
      pass: null,
      note: "du of the profile's IndexedDB folder after the sync (LevelDB files and blobs)",
    });
    const warm = delta as DeltaSync | null;
    if (!warm) throw new Error('the delta sync was not measured');
    const deltaS = warm.ms / 1000;
    record({
      case: `scale: delta sync of ${label} jobs, 1% changed`,
      unit: 's',
      ...once(deltaS),
      target: '< 5 s',
      pass: deltaS < 5,
      note: `${warm.touched.toLocaleString('en')} jobs' updatedDate moved on the server and ${DELTA_NEW_JOBS} were added, then Sync now (incremental) asked from a page until it ended, the sign-in popup open since the first sync; ${warm.requests} API requests, which the server took ${warm.serverMs.toFixed(0)} ms to answer in all; before it 3 jobs were marked (in the worker: ${marking}); in the worker from then until the delta's end and its alerts', ${warm.worker}`,
    });
    const cold = coldDelta as DeltaSync | null;
    if (cold)
      record({
        case: `scale: delta sync of ${label} jobs, 1% changed, in a worker started for it`,
        unit: 's',
        ...once(cold.ms / 1000),
        target: 'report only',
        pass: null,
        note: `after the first search's rounds the worker stopped, then ${cold.touched.toLocaleString('en')} more jobs changed and ${DELTA_NEW_JOBS} were added, and Sync now (incremental) was asked from a page until it ended, as the sync's alarm runs one in a worker it wakes; ${cold.requests} API requests (the server ${cold.serverMs.toFixed(0)} ms); in the new worker, until the snapshot the sync leaves for the popup was saved and the alerts evaluated (the marks spread before them), ${cold.worker}`,
      });
    const evaluated = [warm, ...(cold ? [cold] : [])].map((sync) => sync.alerts);
    record({
      case: `scale: saved searches' alerts after a delta sync of ${label} jobs`,
      unit: 'ms',
      ...stats(evaluated.map((alerts) => alerts.ms)),
      target: 'report only',
      pass: null,
      note: `20 saved searches with alerts on, evaluated in the worker after each delta sync above (${DELTA_NEW_JOBS} new jobs each, beside the 1% changed): ${evaluated.map((alerts) => `${alerts.ms.toFixed(0)} ms`).join(' after the first, ')}${cold ? ' in the worker started for the second' : ''}; ${alertParts(
        evaluated.map((alerts) => alerts.ms),
        evaluated.map((alerts) => alerts.parts),
      )}; the rows read and groupings built by the worker are in the delta rows' notes`,
    });
    const scaled = figures as ScaleFigures | null;
    if (!scaled) throw new Error('the scale figures were not measured');
    const reference = atReference as ScaleFigures | null;
    const paint = stats(scaled.paints);
    const p95 = percentile(scaled.lookups, 95);
    const comparedTo = reference
      ? `the figure at ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs (the sync case's last run)`
      : 'nothing: the sync case did not run';
    record({
      case: `scale: popup paint with ${label} jobs (API slow 2 s)`,
      unit: 'ms',
      ...paint,
      target: `ratio <= 1.2 to ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs`,
      ratioTarget: 1.2,
      pass: reference ? paint.median / stats(reference.paints).median <= 1.2 : null,
      ...(reference ? { baseline: stats(reference.paints).median, ratio: paint.median / stats(reference.paints).median } : {}),
      // The blank pages say how fast the machine was at each moment: the two figures are measured minutes apart.
      note: `baseline: ${comparedTo}; a blank page of the extension beside it: ${stats(scaled.blanks).median.toFixed(0)} ms${reference ? ` (beside the figure at ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs: ${stats(reference.blanks).median.toFixed(0)} ms; the popup's paint over its blank page: ${(paint.median / stats(scaled.blanks).median).toFixed(2)} here, ${(stats(reference.paints).median / stats(reference.blanks).median).toFixed(2)} there)` : ''}`,
    });
    record({
      case: `scale: lookup p95 with ${label} jobs`,
      unit: 'ms',
      median: p95,
      min: percentile(scaled.lookups, 50),
      max: Math.max(...scaled.lookups),
      target: `ratio <= 1.2 to ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs`,
      ratioTarget: 1.2,
      pass: reference ? lookupRatio(scaled, reference) <= 1.2 : null,
      ...(reference ? { baseline: percentile(reference.lookups, 95), ratio: lookupRatio(scaled, reference) } : {}),
      ...(scaled.firstLookups ? { attempts: 2 } : {}),
      note: `round trips of page.diagnose (the background's lookup of an indexed job's address) from an extension page, ${scaled.lookups.length} lookups (${LOOKUP_PASSES} passes over ${scaled.lookups.length / LOOKUP_PASSES} addresses spread over the feed); min is the p50; baseline: ${comparedTo};${reference && scaled.firstLookups ? ` measured twice: the first lookups gave p95 ${percentile(scaled.firstLookups, 95).toFixed(2)} ms (ratio ${lookupRatio({ lookups: scaled.firstLookups }, reference).toFixed(2)});` : ''} p95 of each pass in turn: ${passP95s(scaled.lookups)} ms${reference ? ` (at ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs: ${passP95s(reference.lookups)})` : ''}; with the worker stopped first (median of 3), a status request took ${scaled.cold.status.toFixed(0)} ms and a lookup, which also reads the directory of lookup keys, ${scaled.cold.lookup.toFixed(0)} ms${reference ? ` (${reference.cold.status.toFixed(0)} and ${reference.cold.lookup.toFixed(0)} ms at ${SCALE_REFERENCE_JOBS.toLocaleString('en')} jobs)` : ''}`,
    });
    const searches = searched as FirstSearches | null;
    if (searches) {
      const row = firstSearchRow(`scale: first search after the worker stopped, ${label} jobs`, SCALE_SEARCH_ROUNDS, searches);
      const held = memory(searchedHeap);
      record({
        ...row,
        note: `${row.note}; the worker's heap after the last round, after a full collection (the search rows and the grouping it keeps while it lives): ${held}`,
      });
    }
    charts.push({
      title: `Scale: first sync of ${label} jobs: jobs indexed over time`,
      xLabel: 's since sign-in',
      yLabel: 'jobs indexed',
      series: [{ label: 'run 1', points: synced.progress }],
    });
  } finally {
    await server.close();
  }
}

// ---- reference server throughput from a second process ---------------------------------------

const LOAD_SCRIPT = `
const [url, token, seconds, concurrency] = process.argv.slice(1);
const end = Date.now() + Number(seconds) * 1000;
let done = 0;
async function worker(i) {
  while (Date.now() < end) {
    const target = url.replace('{n}', String(i++ % 50));
    const r = await fetch(target, { headers: { Authorization: 'Bearer ' + token } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error('status ' + r.status);
    done++;
  }
}
Promise.all(Array.from({ length: Number(concurrency) }, (_, i) => worker(i * 1000))).then(() => console.log(done / Number(seconds)));
`;

async function serverThroughput(server: ReferenceServer): Promise<void> {
  const token = await demoToken(server.apiUrl);
  const ids = server.store.ids();
  const seconds = QUICK ? 1 : 2;
  for (const [label, url] of [
    ['reference server: Get All Jobs (size 100)', `${server.apiUrl}/api/feed/jobs?page={n}&size=100`],
    ['reference server: Get Job', `${server.apiUrl}/api/feed/jobs/${ids[0]}`],
  ] as const) {
    const rates = await repeat(
      QUICK ? 3 : 5,
      1,
      () =>
        new Promise<number>((resolve, reject) => {
          const child = spawn(process.execPath, ['-e', LOAD_SCRIPT, url, token, String(seconds), '16'], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let out = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`load process exited ${code}`))));
        }),
    );
    record({
      case: label,
      unit: 'req/s',
      ...stats(rates),
      target: 'report only',
      pass: null,
      note: `16 concurrent requests from a second process on loopback, ${seconds} s per run`,
    });
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  if (wanted('sizes') || wanted('browser') || wanted('server')) await extensionCases();
  if (wanted('sync-browser')) await browserSync();
  // Minutes long: the full bench only, or asked for by name.
  if ((!QUICK && ONLY.size === 0) || ONLY.has('million')) await scaleSimulation();
  if (wanted('sync-node')) {
    await syncAndLookup();
    await syncOverLatency();
  }
  if (wanted('grouping')) await groupingQuality();
  await report();
}

async function extensionCases(): Promise<void> {
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 10_000, seed: 42 });
  try {
    console.log(`Building the production extension against ${server.apiUrl}…`);
    const outDir = path.join(OUT, 'build');
    const extensionDir = await buildForBench(server.apiUrl, outDir);
    if (wanted('sizes')) await bundleSizes(extensionDir);
    if (wanted('browser')) await browserCases(server, extensionDir);
    if (wanted('server')) await serverThroughput(server);
  } finally {
    await server.close();
  }
}

async function report(): Promise<void> {
  const table = rows.map((r) => ({
    case: r.case,
    median: `${r.median.toFixed(r.median >= 100 ? 0 : 2)} ${r.unit}`,
    min: r.min.toFixed(2),
    max: r.max.toFixed(2),
    baseline: r.baseline === undefined ? '' : r.baseline.toFixed(2),
    ratio: r.ratio === undefined ? '' : r.ratio.toFixed(3),
    'ratio spread': r.ratioMin === undefined ? '' : `${r.ratioMin.toFixed(2)}-${r.ratioMax!.toFixed(2)}`,
    target: r.target,
    result: (r.pass === null ? 'report' : r.pass ? 'pass' : 'FAIL') + (r.attempts === 2 ? ' (2nd)' : ''),
  }));
  console.log(`\nBenchmark report (${QUICK ? 'quick' : 'full'}, ${RUNS} runs after ${WARMUP} warm-up)`);
  console.table(table);
  for (const r of rows.filter((x) => x.note)) console.log(`  ${r.case}: ${r.note}`);
  const full = { quick: QUICK, runs: RUNS, warmup: WARMUP, date: new Date().toISOString(), rows, charts };
  await writeFile(path.join(OUT, 'report.json'), JSON.stringify(full, null, 2));
  await writeFile(path.join(OUT, 'report.html'), renderReport(full));
  console.log(`\nWritten to ${path.join(OUT, 'report.json')} and report.html`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
