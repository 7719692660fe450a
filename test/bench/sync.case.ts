/**
 * Bench case (run by test/bench/run.ts through vitest, never by `npm test`): the background's sync
 * of N jobs from the reference server over real HTTP, then page-matching lookups against that
 * index. Storage is WXT's fakeBrowser and IndexedDB is fake-indexeddb, which keeps the whole
 * database in the JS heap: the heap figure is an upper bound of a browser worker's, where
 * IndexedDB lives outside the heap. Writes `.output/bench/sync.json`.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KEY_ADAPTERS } from '../../utils/boards/enabled';
import { matchPage } from '../../utils/background/match-page';
import { BackgroundService } from '../../utils/background/service';
import { FeedIndex } from '../../utils/feed/feed-index';
import { createDispatcher } from '../../utils/messaging/dispatch';
import { sessionItem, syncStateItem } from '../../utils/storage';
import { startReferenceServer } from '../server/app.ts';
import { recordingPorts, POPUP_SENDER } from '../integration/ports';
import { readAllPages } from './feed-pages.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 2_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

it(`syncs ${JOBS} jobs and matches pages against them`, async () => {
  fakeBrowser.reset();
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 42 });
  try {
    const ports = recordingPorts();
    const service = new BackgroundService({
      defaultApiBaseUrl: server.apiUrl,
      buildBoardPatterns: [],
      ports,
      indexName: 'bench',
      sync: { pageSize: 2000 },
    });
    const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
    const signIn = await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER);
    if (!signIn.ok) throw new Error(JSON.stringify(signIn.error));

    // Baseline in the same run: the same pages fetched and parsed as JSON, with no index behind them.
    server.clearRequests();
    const bearer = (await sessionItem.getValue())?.token;
    if (!bearer) throw new Error('not signed in');
    const baselineMs = await readAllPages(server.apiUrl, bearer, 2000);

    server.clearRequests();
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const start = performance.now();
    await service.sync.start(true);
    const syncMs = performance.now() - start;
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    const requests = server.requests.filter((r) => r.path.startsWith('/api/feed')).length;
    const state = await syncStateItem.getValue();
    if (state.status !== 'idle') throw new Error(`sync ended ${state.status}: ${JSON.stringify(state.error)}`);

    // Lookups: posting pages of feed jobs (with tracking parameters) and pages not in the feed.
    const index = await FeedIndex.open('bench');
    const ids = server.store.ids();
    const boards = KEY_ADAPTERS;
    const urls: string[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      if (i % 2 === 0) {
        const job = server.store.get(ids[(i * 7919) % ids.length]!) as { url: string };
        urls.push(`${job.url}${job.url.includes('?') ? '&' : '?'}utm_source=bench`);
      } else urls.push(`${server.boardUrl}/vacatures/${900_000 + i}/niet-in-de-feed`);
    }
    for (const url of urls.slice(0, 200)) await matchPage({ senderUrl: url, claimedUrl: null, hints: {} }, boards, index);
    const times: number[] = [];
    let matched = 0;
    for (const url of urls) {
      const t0 = performance.now();
      const job = await matchPage({ senderUrl: url, claimedUrl: null, hints: {} }, boards, index);
      times.push(performance.now() - t0);
      if (job) matched++;
    }
    times.sort((a, b) => a - b);
    // Baseline for lookups: a primary-key get of the same number of rows from the same database.
    const baseTimes: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const t0 = performance.now();
      await index.get(ids[(i * 7919) % ids.length]!);
      baseTimes.push(performance.now() - t0);
    }
    baseTimes.sort((a, b) => a - b);

    // Search as the popup asks it while a recruiter types, through the background's handlers (the
    // rows in memory since the sync): each prefix of a query, a synonym group, and the same with a
    // filter; three passes. Baseline: the list as the popup opens (no query, no filter).
    const typing = 'developer utrecht';
    const typed = Array.from(typing, (_, i) => typing.slice(0, i + 1).trim());
    const queries = [...new Set([...typed, 'zorg', 'senior adviseur', 'den haag', 'ontwikkelaar'])];
    const search = async (query: string, filters: Record<string, unknown>) => {
      const t0 = performance.now();
      const answer = await dispatch({ type: 'jobs.search', query, filters, offset: 0, limit: 50 }, POPUP_SENDER);
      if (!answer.ok) throw new Error(`search failed: ${JSON.stringify(answer.error)}`);
      return performance.now() - t0;
    };
    const searchTimes: number[] = [];
    const listTimes: number[] = [];
    await search('', {});
    for (let pass = 0; pass < 3; pass++) {
      for (const query of queries) {
        searchTimes.push(await search(query, {}));
        searchTimes.push(await search(query, { provinces: ['UTRECHT'], hideClosed: true }));
        listTimes.push(await search('', {}));
      }
    }
    searchTimes.sort((a, b) => a - b);
    listTimes.sort((a, b) => a - b);

    const out = process.env.BENCH_OUT ?? '.output/bench';
    mkdirSync(out, { recursive: true });
    writeFileSync(
      `${out}/sync.json`,
      JSON.stringify({
        jobs: JOBS,
        indexed: await index.count(),
        syncMs,
        baselineMs,
        requests,
        heapPeakMb: (heapPeak - heapBefore) / 1_048_576,
        lookups: { count: LOOKUPS, matched, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] },
        lookupBaseline: { p50: percentile(baseTimes, 50), p95: percentile(baseTimes, 95) },
        search: {
          count: searchTimes.length,
          queries: queries.length,
          p50: percentile(searchTimes, 50),
          p95: percentile(searchTimes, 95),
          max: searchTimes[searchTimes.length - 1],
        },
        searchBaseline: { p50: percentile(listTimes, 50), p95: percentile(listTimes, 95) },
      }),
    );
    index.close();
  } finally {
    await server.close();
  }
}, 600_000);
