/**
 * The first search after the extension's service worker stopped, round after round, as a popup
 * opened on a worker gone to sleep asks it: the worker starts, reads the search rows from the index
 * (SearchRows.load) and builds the vacancy grouping before it answers. first-search.ts prints these
 * rounds; the bench's row (run.ts) reports them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { askBackground } from '../e2e/harness/ask.ts';
import { stopWorker } from '../e2e/harness/worker.ts';
import { ratioSpread, stats, type Row } from './report.ts';

/** ROWS_LOAD_MEASURE of utils/feed/held-rows.ts (its imports do not load in plain Node). */
export const ROWS_LOAD_MEASURE = 'job-feed-companion:rows-load';
/** GROUPING_MEASURE of utils/feed/search-rows.ts (nor do its). */
export const GROUPING_MEASURE = 'job-feed-companion:grouping';

/** Per round, ms: the search from `page`, the same asked again right after, and the new worker's two parts of the first. */
export interface FirstSearches {
  cold: number[];
  warm: number[];
  loads: number[];
  builds: number[];
}

/** `rounds` rounds, each: the worker stopped, then one search asked from `page` (an extension page), then the same again. */
export async function firstSearches(context: BrowserContext, id: string, page: Page, rounds: number): Promise<FirstSearches> {
  const ask = async () => {
    const start = performance.now();
    const reply = await askBackground(page, { type: 'jobs.search', query: 'developer', filters: {}, offset: 0, limit: 50 });
    if (!reply.ok) throw new Error(`jobs.search refused: ${JSON.stringify(reply)}`);
    return performance.now() - start;
  };
  const found: FirstSearches = { cold: [], warm: [], loads: [], builds: [] };
  for (let round = 0; round < rounds; round++) {
    await stopWorker({ context, extensionId: id }, page);
    found.cold.push(await ask());
    found.warm.push(await ask());
    // The new worker's entries (each written before its search answered): a worker object left from
    // the stopped one no longer answers.
    for (const worker of context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${id}/`))) {
      const last = await worker
        .evaluate(
          (names) => names.map((name) => performance.getEntriesByName(name).at(-1)?.duration ?? null),
          [ROWS_LOAD_MEASURE, GROUPING_MEASURE],
        )
        .catch(() => null);
      if (last === null) continue;
      const [load = null, build = null] = last;
      if (load !== null) found.loads.push(load);
      if (build !== null) found.builds.push(build);
    }
  }
  return found;
}

/**
 * The bench's row `name` of `rounds` first searches (report only): the searches' times against the
 * same search asked again, with the new workers' two parts in the note.
 */
export function firstSearchRow(name: string, rounds: number, { cold, warm, loads, builds }: FirstSearches): Row {
  const median = (values: number[]) => (values.length === 0 ? 'not measured' : `${stats(values).median.toFixed(0)} ms`);
  return {
    case: name,
    unit: 'ms',
    ...stats(cold),
    target: 'report only',
    pass: null,
    baseline: stats(warm).median,
    ratio: stats(cold).median / stats(warm).median,
    ...ratioSpread(cold, warm),
    note: `${rounds} rounds: the worker stopped, then a search asked from an extension page; in the new worker, the search rows read from the index took ${median(loads)} and the vacancy grouping built over them ${median(builds)} (medians of the new workers' user-timing entries, ${loads.length} and ${builds.length} of them); baseline: the same search asked again right after`,
  };
}
