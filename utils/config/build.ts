/**
 * What a build is made for, decided once from its environment (WXT_API_BASE_URL, WXT_JOB_BOARDS) by
 * the build (wxt.config.ts, in Node) and by the extension's code alike. Pure: imported at build time.
 *
 * - A **store build** has an https API address. It holds no demo scaffolding: no demo board, no
 *   loopback host anywhere in its manifest. `npm run zip` makes store builds only.
 * - A **local build** has an API address on this computer (the default, the reference server at
 *   http://127.0.0.1:8787, or any loopback address): the demo, the tests and the benchmarks. It adds
 *   the reference server's demo board (http://localhost/*), built in and granted at install.
 *
 * Plain http to any other host is refused at build time, as it is in Options: the password and the
 * token would cross a network in clear.
 */
import { apiBaseUrlProblem, ApiBaseUrlError, isLoopbackHost } from '../api/base-url';
import { DEFAULT_API_BASE_URL, DEMO_BOARD_PATTERN, parseBoardPatterns } from './patterns';

/** `process.env` at build time, `import.meta.env` in the extension: WXT_API_BASE_URL and WXT_JOB_BOARDS are read. */
export type BuildEnv = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export interface BuildConfig {
  apiBaseUrl: string;
  /** A build for this computer (demo, tests, benchmarks) rather than for a store. */
  local: boolean;
  /** Pages the content script is declared on in the manifest: WXT_JOB_BOARDS, plus the demo board in a local build. */
  boardPatterns: string[];
  /** WXT_JOB_BOARDS, checked and normalized: the boards the background treats as built in. */
  jobBoards: string[];
}

/** Whether an API address makes a local build: one whose API is on this computer. */
export function isLocalApi(apiBaseUrl: string | undefined): boolean {
  return isLoopbackHost(new URL(apiBaseUrl?.trim() || DEFAULT_API_BASE_URL).hostname);
}

/** The pages the content script is declared on in the manifest (see utils/config/static-boards.ts). */
function staticBoardPatterns(env: BuildEnv): string[] {
  const boards = parseBoardPatterns(text(env.WXT_JOB_BOARDS));
  return isLocalApi(text(env.WXT_API_BASE_URL)) ? [...new Set([DEMO_BOARD_PATTERN, ...boards])] : boards;
}

/** The build's settings, or an Error that names the variable and what to do. */
export function resolveBuildConfig(env: BuildEnv): BuildConfig {
  const apiBaseUrl = text(env.WXT_API_BASE_URL)?.trim() || DEFAULT_API_BASE_URL;
  const problem = apiBaseUrlProblem(apiBaseUrl);
  if (problem) throw new Error(`WXT_API_BASE_URL=${apiBaseUrl} cannot be used: ${new ApiBaseUrlError(problem).message}`);
  return {
    apiBaseUrl,
    local: isLocalApi(apiBaseUrl),
    boardPatterns: staticBoardPatterns(env),
    jobBoards: parseBoardPatterns(text(env.WXT_JOB_BOARDS)),
  };
}

/** Whether a match pattern's host is on this computer. */
function isLoopbackPattern(pattern: string): boolean {
  const host = /^[a-z*]+:\/\/([^/:]+|\[[^\]]+\])/i.exec(pattern)?.[1] ?? '';
  return isLoopbackHost(host.replace(/^\*\./, ''));
}

/**
 * Refuses to package anything but a store build: an https API, and no board on this computer.
 * Called by `wxt zip` (see wxt.config.ts), so no path makes a store package of a local build.
 */
export function assertStoreBuild(config: BuildConfig): void {
  if (config.local) {
    throw new Error(
      `Store packages need the production API: set WXT_API_BASE_URL to its https address (this build uses ${config.apiBaseUrl}, which is on this computer and only for the demo, tests and benchmarks).`,
    );
  }
  const loopbackBoards = config.boardPatterns.filter(isLoopbackPattern);
  if (loopbackBoards.length > 0)
    throw new Error(`Store packages cannot carry boards on this computer: remove ${loopbackBoards.join(', ')} from WXT_JOB_BOARDS.`);
}
