/**
 * Match-pattern helpers shared by the build (wxt.config.ts, in Node) and the extension.
 * Pure functions only: this file is imported at build time.
 */
import { isAddressOrLocal, isPublicSuffix } from './public-suffix';

/** The build's API base URL when WXT_API_BASE_URL is not set: the reference server. */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8787';

/** The reference server's demo job board; a distinct host from the API on purpose. */
export const DEMO_BOARD_PATTERN = 'http://localhost/*';

/**
 * The host-permission pattern for an origin: scheme and hostname, never a port.
 * Firefox treats fetches to a host granted with a port-carrying pattern as cross-origin
 * (docs/toolchain.md#host-patterns-without-port), while a port-less pattern matches every port in both browsers.
 */
export function hostPatternFor(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Only http(s) URLs can be granted, not ${parsed.protocol}`);
  }
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

const MATCH_PATTERN = /^(https?|\*):\/\/(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?(\/.*)$/i;

/** Why a job-board pattern is refused; the options page words each one in the user's language. */
export type MatchPatternIssue = 'empty' | 'allUrls' | 'form' | 'anyHost' | 'publicSuffix';

const ISSUE_MESSAGES: Record<MatchPatternIssue, string> = {
  empty: 'The pattern is empty.',
  allUrls: 'All sites cannot be a job board; name its host.',
  form: 'Use the form https://host/path* (for example https://jobs.example.com/*).',
  anyHost: 'A job board needs a host name, not *.',
  publicSuffix: "Name the job board's own domain (for example *.example.com), not a whole domain ending such as *.com or *.co.uk.",
};

/** Whether a pattern has the form of an http(s) page pattern with a host (no suffix check). */
function formIssue(trimmed: string): MatchPatternIssue | null {
  if (trimmed === '') return 'empty';
  if (trimmed === '<all_urls>') return 'allUrls';
  const m = MATCH_PATTERN.exec(trimmed);
  if (!m) return 'form';
  return m[2] === '*' ? 'anyHost' : null;
}

/**
 * What is wrong with a job-board pattern, or null when it is a valid http(s) page pattern that names
 * a registrable domain (or a host under one, an IPv4 address or this computer). Checked wherever a
 * pattern comes in: the settings, the options form and the build.
 */
export function matchPatternIssue(pattern: string): MatchPatternIssue | null {
  const trimmed = pattern.trim();
  const issue = formIssue(trimmed);
  if (issue) return issue;
  const host = MATCH_PATTERN.exec(trimmed)![2]!.toLowerCase();
  const named = host.replace(/^\*\./, '');
  if (isPublicSuffix(named)) return 'publicSuffix';
  // `*.127.0.0.1` names no host at all.
  if (host.startsWith('*.') && isAddressOrLocal(named) && named !== 'localhost') return 'form';
  return null;
}

/** Why a match pattern is unusable (in English, for build errors and the settings schema), or null. */
export function matchPatternProblem(pattern: string): string | null {
  const issue = matchPatternIssue(pattern);
  return issue ? ISSUE_MESSAGES[issue] : null;
}

/**
 * A page match pattern without its port, as both browsers accept it. Throws with the reason for a
 * pattern that does not have the form; whether it names a registrable domain is matchPatternIssue's
 * question, asked where patterns come in, so the content script's matcher carries no suffix list.
 */
export function normalizeMatchPattern(pattern: string): string {
  const issue = formIssue(pattern.trim());
  // The issue's code only: the message table would weigh on every board page (matchPatternProblem words it).
  if (issue) throw new Error(`Invalid job-board pattern "${pattern}" (${issue})`);
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
    .map((p) => {
      const problem = matchPatternProblem(p);
      if (problem) throw new Error(`Invalid job-board pattern "${p}": ${problem}`);
      return normalizeMatchPattern(p);
    });
  return [...new Set(patterns)];
}
