/**
 * `node test/bench/first-search.ts [jobs] [rounds]`: the first search after the extension's service
 * worker started again, in Chromium, the shipped (minified) build signed in with a synced index of
 * `jobs` (100,000 by default). Each of `rounds` (7 by default): the worker stopped, then one search
 * asked from an extension page, which starts the worker, reads the search rows from the index
 * (SearchRows.load) and answers. Prints the search's time from the page and the rows' load as the
 * worker measured it (ROWS_LOAD_MEASURE of utils/feed/feed-index.ts), then the vacancy grouping
 * built over them, which a search's one row per vacancy waits for: medians, min-max. A popup
 * opened on a worker gone to sleep waits for this before its first search's answer. Not part of
 * `npm run bench`.
 */
import type { Worker } from 'playwright-core';
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { tempProfile } from '../e2e/harness/build.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { waitFor } from '../e2e/harness/wait.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { stats } from './report.ts';
import { openProfiled } from './worker-session.ts';

/** ROWS_LOAD_MEASURE of utils/feed/feed-index.ts, GROUPING_MEASURE of utils/feed/search-rows.ts. */
const ROWS_LOAD_MEASURE = 'job-feed-companion:rows-load';
const GROUPING_MEASURE = 'job-feed-companion:grouping';

const [jobs = 100_000, rounds = 7] = process.argv.slice(2).map(Number);
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id } = await openProfiled(server.apiUrl, 'build-first-search', profileDir.dir, { minified: true });
  try {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/popup.html`);
    await signInWithForm(page);
    await waitForSync(page, 'the first sync', { indexed: jobs }, 60_000 + jobs);
    // The sync's own search rows are in memory: the rounds time the rows read back from the index.
    const ours = (): Worker[] => context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${id}/`));
    const asked: number[] = [];
    const loads: number[] = [];
    const groupings: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await stopWorker({ context, extensionId: id }, page);
      const start = performance.now();
      const reply = await askBackground(page, { type: 'jobs.search', query: 'developer', filters: {}, offset: 0, limit: 50 });
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
    console.log(`${jobs.toLocaleString('en')} jobs, ${rounds} rounds, each after the worker was stopped (median, min-max):`);
    console.log(`  the first search, asked from an extension page: ${show(asked)}`);
    console.log(`  of which the search rows read from the index (SearchRows.load): ${show(loads)}`);
    console.log(`  and the vacancy grouping built over them (VacancyGrouping.of): ${show(groupings.filter((ms) => !Number.isNaN(ms)))}`);
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
