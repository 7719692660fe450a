/**
 * Extension builds for the end-to-end tests, benchmarks and demo, and throwaway browser profiles.
 * Each build goes to a folder of its own: test files, benchmarks and a developer's own build may run
 * at once.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A production build of the extension whose default API is `apiUrl`. Builds in a mode of its own so
 * it never overwrites the `npm run build` output. Returns the unpacked extension's directory.
 * `checkout`: another checkout of the project to build (a worktree, with its own node_modules), as
 * test/bench/page-load-ab.ts compares two; the build still goes under this one's .output.
 */
export async function buildExtension(target: 'chrome' | 'firefox', apiUrl: string, checkout = ROOT): Promise<string> {
  await mkdir(path.join(ROOT, '.output/e2e'), { recursive: true });
  const outDir = await mkdtemp(path.join(ROOT, '.output/e2e', `${target}-`));
  const wxt = path.join(checkout, 'node_modules/.bin/wxt');
  const args = ['build', '--mode', 'e2e', ...(target === 'firefox' ? ['-b', 'firefox'] : [])];
  await run(wxt, args, {
    cwd: checkout,
    env: { ...process.env, WXT_API_BASE_URL: apiUrl, WXT_OUT_DIR: outDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  return path.join(outDir, `${target}-mv3-e2e`);
}

export async function tempProfile(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jfc-e2e-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
