/**
 * The page-load comparisons of page-load-ab.ts and content-script-floor.ts: the load-event time of
 * one page in each of several browsers, each browser in turn, so that a slower moment of the machine
 * hits all alike, and the medians printed as ratios to one of them.
 */
import { rm } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import type { ReferenceServer } from '../server/app.ts';
import { stats } from './report.ts';

/** Per browser (in the order of `contexts`), the load-event ends of `loads` loads of `url`, after `warmup` rounds. */
async function loadsInTurn(contexts: readonly BrowserContext[], url: string, loads: number, warmup: number): Promise<number[][]> {
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  const times: number[][] = pages.map(() => []);
  for (let round = -warmup; round < loads; round++) {
    for (const [k, page] of pages.entries()) {
      await page.goto('about:blank');
      // What the last load set off (the background's answers, a card, an injection) has ended.
      await page.waitForTimeout(150);
      await page.goto(url, { waitUntil: 'load' });
      const end = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
      if (round >= 0) times[k]!.push(end);
    }
  }
  await Promise.all(pages.map((page) => page.close()));
  return times;
}

/** Prints each browser's median, its ratio to browser `reference`'s, and its min-max, under `heading`. */
function printLoads(heading: string, names: readonly string[], times: readonly number[][], reference: number): void {
  const base = stats(times[reference]!).median;
  console.log(heading);
  names.forEach((name, k) => {
    const { median, min, max } = stats(times[k]!);
    console.log(`  ${name}: ${median.toFixed(1)} (${(median / base).toFixed(2)}; ${min.toFixed(1)}-${max.toFixed(1)})`);
  });
}

/**
 * The board's 200-posting result page and a posting of the feed, each loaded `loads` times in each
 * browser in turn after `warmup` rounds; prints both, as ratios to browser `reference`.
 */
export async function compareBoardPages(
  server: ReferenceServer,
  contexts: readonly BrowserContext[],
  names: readonly string[],
  { loads, warmup, reference }: { loads: number; warmup: number; reference: number },
): Promise<void> {
  const posting = server.store.get(server.store.ids()[5]!) as { url: string };
  for (const [label, url] of [
    ['result page (200 postings)', `${server.boardUrl}/zoeken?size=200`],
    ['posting of the feed', posting.url],
  ] as const) {
    const times = await loadsInTurn(contexts, url, loads, warmup);
    printLoads(
      `${label}, load event end (median ms, ratio to ${names[reference]}; min-max), ${loads} loads each:`,
      names,
      times,
      reference,
    );
  }
}

/** Closes the browsers, then removes their profiles, the tool's folder `out` and stops the server. */
export async function closeAll(
  contexts: readonly BrowserContext[],
  profiles: readonly { remove: () => Promise<void> }[],
  out: string,
  server: ReferenceServer,
): Promise<void> {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(profiles.map((profile) => profile.remove()));
  await rm(out, { recursive: true, force: true });
  await server.close();
}
