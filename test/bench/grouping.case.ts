/**
 * Bench case (run by test/bench/run.ts through vitest, never by `npm test`): the precision and recall
 * of the vacancy grouping on a reference server with the vacancies dataset (vacancy-quality.ts), with
 * the sweep of its limits. Writes `.output/bench/grouping.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { startReferenceServer } from '../server/app.ts';
import { formatQuality, measureGroupingQuality } from './vacancy-quality.ts';

const JOBS = Number(process.env.BENCH_GROUPING_JOBS ?? 10_000);

it(`groups the ${JOBS} jobs of the vacancies dataset`, async () => {
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 42, dataset: 'vacancies' });
  try {
    const quality = await measureGroupingQuality(server.apiUrl);
    const text = formatQuality(quality);
    console.log(text);
    const out = process.env.BENCH_OUT ?? '.output/bench';
    mkdirSync(out, { recursive: true });
    writeFileSync(`${out}/grouping.json`, JSON.stringify({ ...quality, text }));
  } finally {
    await server.close();
  }
}, 600_000);
