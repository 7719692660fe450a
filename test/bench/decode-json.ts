/**
 * `node test/bench/decode-json.ts [jobs a page]`: what reading a sync page's body costs the
 * extension in Chromium, the HTTP layer's way (utils/api/json-text.ts: the body's bytes as ASCII
 * text, then JSON.parse) against `JSON.parse(await response.text())`. The page of the reference
 * server (500 jobs, about 3.7 MB) is fetched once; each way then reads the same bytes 10 times,
 * interleaved, in a plain page. Prints the medians, the spread and the ratio, and fails when the two
 * ways give different values. Not part of `npm run bench`: the sync case measures the whole sync.
 */
import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startReferenceServer } from '../server/app.ts';
import { ROOT } from '../e2e/harness/build.ts';
import { CHROMIUM } from '../e2e/harness/chromium.ts';
import { demoToken } from './feed-pages.ts';
import { stats } from './report.ts';

const size = Number(process.argv[2] ?? 500);
const source = stripTypeScriptTypes(await readFile(path.join(ROOT, 'utils/api/json-text.ts'), 'utf8')).replace(/^export /m, '');
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: size * 2, seed: 42 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--disable-gpu', '--disable-background-networking'],
});
try {
  const token = await demoToken(server.apiUrl);
  const page = await browser.newPage();
  await page.goto(`${server.apiUrl}/`);
  await page.addScriptTag({ content: source });
  const url = `${server.apiUrl}/api/feed/jobs?page=0&size=${size}&sort=id,asc&id.greaterThan=0`;
  const result = await page.evaluate(
    async ({ url, token }) => {
      const body = await (await fetch(url, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })).arrayBuffer();
      const read = (globalThis as unknown as { jsonText: (body: ArrayBuffer) => string }).jsonText;
      if (JSON.stringify(JSON.parse(read(body))) !== JSON.stringify(JSON.parse(await new Response(body).text())))
        throw new Error('the two ways read different values');
      const times = { text: [] as number[], ascii: [] as number[] };
      for (let round = 0; round < 10; round++) {
        let start = performance.now();
        JSON.parse(await new Response(body).text());
        times.text.push(performance.now() - start);
        start = performance.now();
        JSON.parse(read(body));
        times.ascii.push(performance.now() - start);
      }
      return { bytes: body.byteLength, times };
    },
    { url, token },
  );
  const line = (name: string, values: number[]) => {
    const { median, min, max } = stats(values);
    return `${name}: median ${median.toFixed(1)} ms (${min.toFixed(1)}-${max.toFixed(1)})`;
  };
  console.log(`a page of ${size} jobs, ${(result.bytes / 1e6).toFixed(2)} MB, read 10 times each way in Chromium`);
  console.log(`  ${line('JSON.parse(await response.text())', result.times.text)}`);
  console.log(`  ${line('JSON.parse(jsonText(await response.arrayBuffer()))', result.times.ascii)}`);
  console.log(`  ratio ${(stats(result.times.ascii).median / stats(result.times.text).median).toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
}
