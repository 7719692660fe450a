/**
 * `node test/bench/content-script-floor.ts [loads]`: what a page's load event pays for an extension's
 * ways onto a board, with no code of ours: host access alone, an empty content script declared at
 * `document_idle` (the bench's floor, and our script's run_at) and at `document_end`, and an empty
 * file the background injects once the tab says its load is complete (`tabs.onUpdated`,
 * `scripting.executeScript`). Each against no extension, on the board's 200-posting result page and
 * on a posting, each browser in turn from a blank page (30 loads of each by default). Prints the
 * medians, their ratios to no extension, and the min-max.
 *
 * Why: the bench's page overhead rows ask for ratios under 1.05 and 1.10, and an empty content script
 * alone measured above them there. This says whether any declared script pays that, and what the
 * way round it (injecting after the load) would move. That way wakes the background on every update
 * of every tab in Chrome, whose `tabs.onUpdated` takes no address filter (and `webNavigation`'s
 * filters need a permission Chrome words as reading the browsing history), to save the page a few
 * ms on boards: the extension keeps its declared script. Not part of `npm run bench`.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startReferenceServer } from '../server/app.ts';
import { tempProfile } from '../e2e/harness/build.ts';
import { CHROMIUM, chromiumArgs } from '../e2e/harness/chromium.ts';
import { closeAll, compareBoardPages } from './page-loads.ts';

type Way =
  'no extension' | 'host access only' | 'empty script, document_idle' | 'empty script, document_end' | 'empty file injected after load';
const WAYS: Way[] = [
  'no extension',
  'host access only',
  'empty script, document_idle',
  'empty script, document_end',
  'empty file injected after load',
];

/** An extension in `dir` that reaches `boardUrl`'s host in that way. */
async function extension(dir: string, boardUrl: string, way: Way): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Host patterns carry no port (toolchain.md).
  const { protocol, hostname } = new URL(boardUrl);
  const matches = [`${protocol}//${hostname}/*`];
  const manifest: Record<string, unknown> = { manifest_version: 3, name: way, version: '1.0', host_permissions: matches };
  if (way === 'empty script, document_idle') manifest.content_scripts = [{ matches, js: ['empty.js'], run_at: 'document_idle' }];
  if (way === 'empty script, document_end') manifest.content_scripts = [{ matches, js: ['empty.js'], run_at: 'document_end' }];
  if (way === 'empty file injected after load') {
    manifest.permissions = ['scripting'];
    manifest.background = { service_worker: 'background.js' };
    const origin = `${protocol}//${hostname}`;
    await writeFile(
      path.join(dir, 'background.js'),
      `chrome.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (change.status === 'complete' && new URL(tab.url ?? 'about:blank').origin === ${JSON.stringify(origin)}) {
    chrome.scripting.executeScript({ target: { tabId }, files: ['empty.js'] }).catch(() => {});
  }
});\n`,
    );
  }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'empty.js'), '// Nothing: the page pays only for the way in.\n');
  return dir;
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 30);
  if (!Number.isInteger(loads) || loads < 1) throw new Error('usage: node test/bench/content-script-floor.ts [loads]');
  const server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 2000, seed: 42 });
  const out = await mkdtemp(path.join(tmpdir(), 'jfc-content-script-floor-'));
  const profiles: { remove: () => Promise<void> }[] = [];
  const contexts: BrowserContext[] = [];
  try {
    for (const way of WAYS) {
      const profile = await tempProfile();
      profiles.push(profile);
      const args =
        way === 'no extension'
          ? chromiumArgs('/nonexistent').filter((arg) => !arg.includes('extension'))
          : chromiumArgs(await extension(path.join(out, String(WAYS.indexOf(way))), server.boardUrl, way));
      contexts.push(await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args }));
    }
    // Three rounds of warm-up, then each browser in turn.
    await compareBoardPages(server, contexts, WAYS, { loads, warmup: 3, reference: 0 });
  } finally {
    await closeAll(contexts, profiles, out, server);
  }
}

await main();
