/**
 * The store packages `npm test` checks: `npm run zip` with an https API address, as a release is
 * made, so the package tests read exactly what would go to the stores (no demo board, no loopback
 * host). `.example` is a reserved top-level domain: nothing is ever sent there.
 *
 * Run as a script (`node test/package/store-build.ts`), it makes those packages.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const STORE_TEST_API = 'https://api.jobfeed.example';

/** The build environment of the store packages: the caller's, with the store API and no extra boards. */
export function storeBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { WXT_JOB_BOARDS: _boards, ...rest } = env;
  return { ...rest, WXT_API_BASE_URL: STORE_TEST_API };
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync('npm', ['run', 'zip'], { cwd: root, env: storeBuildEnv(), stdio: 'inherit' });
}
