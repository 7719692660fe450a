/**
 * `node test/bench/page-load-ab.ts <checkout A> <checkout B> [loads]`: the load-event time of the
 * board's 200-posting result page and of a matching posting, with the extension built from each of
 * two checkouts (a `git worktree` beside this one, say), with an extension whose content script is
 * empty, and without any, each load of each browser in turn from a blank page (40 of each by
 * default). Prints the medians and their ratios to the page without the extension.
 *
 * Why beside the bench's page overhead rows: those judge one build against the floor measured in
 * the same run, and their ratios moved by 0.1 between runs of one build (issue 18's notes), as much
 * as a change to the content script moves them. Here both builds load the same pages in the same
 * minutes, so a difference between them is the change's. Not part of `npm run bench`.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startReferenceServer } from '../server/app.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { buildExtension, tempProfile } from '../e2e/harness/build.ts';
import { CHROMIUM, chromiumArgs } from '../e2e/harness/chromium.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { emptyContentScript } from './empty-content-script.ts';
import { closeAll, compareBoardPages } from './page-loads.ts';

const JOBS = 2000;

/** Each browser's profile, removed once the browsers are closed. */
const profiles: { remove: () => Promise<void> }[] = [];

/** A browser with `extension` loaded (none: null); signed in and synced when `signIn`. */
async function launch(extension: string | null, signIn: boolean): Promise<BrowserContext> {
  const profile = await tempProfile();
  profiles.push(profile);
  const args = extension ? chromiumArgs(extension) : chromiumArgs('/nonexistent').filter((arg) => !arg.includes('extension'));
  const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args });
  if (!signIn) return context;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
  await signInWithForm(popup);
  await waitForSync(popup, 'the first sync', { indexed: JOBS }, 120_000);
  await popup.close();
  return context;
}

async function main(): Promise<void> {
  const [a, b, loads = '40'] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: node test/bench/page-load-ab.ts <checkout A> <checkout B> [loads]');
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 42 });
  const out = await mkdtemp(path.join(tmpdir(), 'jfc-page-load-ab-'));
  const contexts: BrowserContext[] = [];
  try {
    const builds = [
      await buildExtension('chrome', server.apiUrl, path.resolve(a)),
      await buildExtension('chrome', server.apiUrl, path.resolve(b)),
    ];
    const names = [`A (${a})`, `B (${b})`, 'empty content script', 'no extension'];
    for (const build of builds) contexts.push(await launch(build, true));
    contexts.push(await launch(await emptyContentScript(path.join(out, 'empty'), server.boardUrl), false));
    contexts.push(await launch(null, false));
    // Two rounds of warm-up, then each browser in turn.
    await compareBoardPages(server, contexts, names, { loads: Number(loads), warmup: 2, reference: names.length - 1 });
  } finally {
    await closeAll(contexts, profiles, out, server);
  }
}

await main();
