/**
 * Match-pattern helpers shared by the build (wxt.config.ts, in Node) and the extension.
 * Pure functions only: this file is imported at build time.
 */

/** The build's API base URL when WXT_API_BASE_URL is not set: the reference server. */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8787';

/** The reference server's demo job board; a distinct host from the API on purpose. */
export const DEMO_BOARD_PATTERN = 'http://localhost/*';

/**
 * The host-permission pattern for an origin: scheme and hostname, never a port.
 * Firefox treats fetches to a host granted with a port-carrying pattern as cross-origin
 * (toolchain note), while a port-less pattern matches every port in both browsers.
 */
export function hostPatternFor(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Only http(s) URLs can be granted, not ${parsed.protocol}`);
  }
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

const MATCH_PATTERN = /^(https?|\*):\/\/(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?(\/.*)$/i;

/** Why a match pattern is unusable, or null when it is a valid http(s) page pattern. */
export function matchPatternProblem(pattern: string): string | null {
  const trimmed = pattern.trim();
  if (trimmed === '') return 'The pattern is empty.';
  if (trimmed === '<all_urls>') return 'All sites cannot be a job board; name its host.';
  const m = MATCH_PATTERN.exec(trimmed);
  if (!m) return 'Use the form https://host/path* (for example https://jobs.example.com/*).';
  if (m[2] === '*') return 'A job board needs a host name, not *.';
  return null;
}

/**
 * A page match pattern without its port, as both browsers accept it.
 * Throws with the reason for an invalid pattern.
 */
export function normalizeMatchPattern(pattern: string): string {
  const problem = matchPatternProblem(pattern);
  if (problem) throw new Error(`Invalid job-board pattern "${pattern}": ${problem}`);
  const m = MATCH_PATTERN.exec(pattern.trim())!;
  return `${m[1]!.toLowerCase()}://${m[2]!.toLowerCase()}${m[3]}`;
}

/** Parse WXT_JOB_BOARDS: comma-separated match patterns; empty entries are ignored. */
export function parseBoardPatterns(csv: string | undefined): string[] {
  if (!csv) return [];
  const patterns = csv
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(normalizeMatchPattern);
  return [...new Set(patterns)];
}
