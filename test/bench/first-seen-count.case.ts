/**
 * Bench case (run through vitest with vitest.bench.config.ts, never by `npm test`): the badge's "new
 * since your last visit" with a mute and a few marks, when no search rows are held (a worker started
 * again) and every job is new: the count leaves out the muted, the closed and the done ones, read from
 * their packs (first-seen-count.ts), asked as the notifier asks it (notifier.ts). Jobs
 * of the reference server's data, in fake-indexeddb; each run on an index opened again, as a worker
 * started again opens it. Prints the median of the runs and writes `.output/bench/first-seen-count.json`.
 *
 *   npx vitest run -c vitest.bench.config.ts test/bench/first-seen-count.case.ts
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { parseJob } from '../../utils/api/parse';
import { BUILTIN_BOARDS } from '../../utils/boards';
import { FeedIndex } from '../../utils/feed/feed-index';
import { toJobSummary } from '../../utils/feed/summarize';
import { buildJob, buildSharedRecords, generateRows } from '../server/data.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PAGE = 1000;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it(`counts ${JOBS} new jobs without the muted, closed and done ones, no search rows held`, async () => {
  const anchorMs = Date.UTC(2025, 0, 15);
  const rows = generateRows({ jobs: JOBS, seed: 42, anchorMs, boardUrl: 'http://localhost:8788' });
  const shared = buildSharedRecords(42, anchorMs);
  const seenAt = anchorMs;
  // A sync stamps each page's new jobs with the time it wrote them.
  const summaries = rows.map((row, i) => toJobSummary(parseJob(buildJob(row, shared, 42)), BUILTIN_BOARDS, seenAt + Math.floor(i / PAGE)));
  const name = `first-seen-count-bench-${process.pid}`;
  let index = await FeedIndex.open(name);
  for (let i = 0; i < summaries.length; i += PAGE) await index.putMany(summaries.slice(i, i + PAGE), 1);
  const employer = summaries.find((job) => job.employer)!.employer!;
  await index.mutes.add('employer', employer, 1);
  await index.mutes.add('keyword', 'stage', 2);
  for (const job of summaries.slice(0, 20)) await index.statuses.set(job.id, 'notRelevant', 3);
  const unmuted = await index.countFirstSeenAfter(seenAt - 1);
  // The notifier's question: closed judged at the feed's own time, so that the generated closing dates count.
  const asked = { unmuted: true, openAt: anchorMs, undone: true };
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    index.close();
    index = await FeedIndex.open(name);
    await index.mutes.tester(); // read at the worker's start by anything else that asks (not this count's cost)
    const start = performance.now();
    count = await index.countFirstSeenAfter(seenAt - 1, asked);
    times.push(performance.now() - start);
  }
  index.close();
  const result = { jobs: JOBS, unmuted, count, runs: times.map((ms) => Math.round(ms * 10) / 10), medianMs: median(times) };
  console.log(
    `${JOBS} new jobs, ${unmuted - count} muted, closed or done: ${result.medianMs.toFixed(1)} ms (median of ${RUNS}: ${result.runs.join(', ')})`,
  );
  const out = process.env.BENCH_OUT ?? '.output/bench';
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}/first-seen-count.json`, JSON.stringify(result));
}, 600_000);
