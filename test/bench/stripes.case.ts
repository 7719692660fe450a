/**
 * Bench case (run by test/bench/run.ts through vitest, never by `npm test`): a full sync over an API
 * that answers each request after a delay, as one across the internet does, with one id range at a
 * time and with the extension's ranges side by side (utils/feed/sync-stripes.ts). On this machine the
 * server, the browser and the worker share two cores, so the browser's sync shows little of what
 * overlapping requests gain; here the wait for the network is the cost, as for a real API. The server
 * runs in a process of its own (server-process.ts), as a real API runs on its own machine: in this
 * process it would take turns with the sync on one thread, and its serving of each page would count
 * as the sync's own work, which no range overlaps. The same FeedSync, with the real client over real
 * HTTP and fake-indexeddb. Writes `.output/bench/stripes.json`.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { JobFeedClient } from '../../utils/api/client';
import { KEY_ADAPTERS } from '../../utils/boards/enabled';
import { FeedIndex } from '../../utils/feed/feed-index';
import { FeedSync, SYNC_STRIPES } from '../../utils/feed/sync';
import { INITIAL_SYNC_STATE, type SyncState } from '../../utils/storage';
import { demoToken } from './feed-pages.ts';
import { startServerProcess } from './server-process.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

it(`syncs ${JOBS} jobs from an API ${LATENCY_MS} ms away, one id range and several`, async () => {
  fakeBrowser.reset();
  const server = await startServerProcess(JOBS);
  try {
    const token = await demoToken(server.apiUrl);
    const client = new JobFeedClient({ baseUrl: server.apiUrl, getToken: () => token });
    await server.setLatency(LATENCY_MS);
    const syncOnce = async (stripes: number, name: string) => {
      let state: SyncState = INITIAL_SYNC_STATE;
      const index = await FeedIndex.open(name);
      const start = performance.now();
      await new FeedSync({
        client: {
          countJobs: (criteria, options) => client.countJobs(criteria, options),
          getAllJobs: (r, o) => client.getJobListings(r, o),
        },
        index,
        loadState: async () => state,
        saveState: async (next) => {
          state = next;
        },
        saveCount: async () => undefined,
        adapters: () => KEY_ADAPTERS,
        now: () => Date.now(),
        stripes,
      }).run();
      const ms = performance.now() - start;
      const indexed = await index.count();
      index.close();
      if (indexed !== JOBS) throw new Error(`${indexed} of ${JOBS} jobs indexed with ${stripes} range(s)`);
      return ms;
    };
    const one: number[] = [];
    const several: number[] = [];
    // One of each first, not counted: the process's first sync also compiles the sync's code, and
    // was a third slower than the next (5.1 s against 3.6), which only the one-range side paid.
    await syncOnce(1, 'stripes-warm-one');
    await syncOnce(SYNC_STRIPES, 'stripes-warm-several');
    // Alternated, so that a slower moment of the machine falls on both.
    for (let run = 0; run < RUNS; run++) {
      one.push(await syncOnce(1, `stripes-one-${run}`));
      several.push(await syncOnce(SYNC_STRIPES, `stripes-several-${run}`));
    }
    const out = process.env.BENCH_OUT ?? '.output/bench';
    mkdirSync(out, { recursive: true });
    writeFileSync(`${out}/stripes.json`, JSON.stringify({ jobs: JOBS, latencyMs: LATENCY_MS, stripes: SYNC_STRIPES, one, several }));
  } finally {
    await server.close();
  }
}, 900_000);
