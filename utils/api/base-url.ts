/** The configured API base URL, checked once for every use. */

/** The longest API base URL accepted (settings and the options form alike). */
export const API_BASE_URL_MAX_LENGTH = 2000;

/** Why an API address is refused; the UI words each one in the user's language. */
export type ApiBaseUrlProblem = 'tooLong' | 'invalid' | 'scheme' | 'credentials' | 'query' | 'insecure';

const MESSAGES: Record<ApiBaseUrlProblem, string> = {
  tooLong: `The API address is longer than ${API_BASE_URL_MAX_LENGTH} characters.`,
  invalid: 'The API address is not a valid URL.',
  scheme: 'The API address must start with http:// or https://.',
  credentials: 'The API address must not contain credentials.',
  query: 'The API address must not contain a query or fragment.',
  insecure: 'The API address must use https:// (plain http:// is only for this computer: localhost, 127.x.x.x or [::1]).',
};

export class ApiBaseUrlError extends Error {
  readonly problem: ApiBaseUrlProblem;
  constructor(problem: ApiBaseUrlProblem) {
    super(MESSAGES[problem]);
    this.name = 'ApiBaseUrlError';
    this.problem = problem;
  }
}

/**
 * Loopback hosts: `localhost` (and names under it), 127.0.0.0/8 and [::1]. Traffic to them never
 * leaves the machine, so plain http is acceptable there and nowhere else.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  // The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433, …) into dotted decimal.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The API base as a URL with a trailing slash, so relative operation paths keep any path prefix.
 * Throws an ApiBaseUrlError for anything that is not a plain https URL, or http to a loopback host:
 * the password and the token travel to this address, so they never go in clear over a network.
 */
export function parseApiBaseUrl(baseUrl: string): URL {
  if (baseUrl.trim().length > API_BASE_URL_MAX_LENGTH) throw new ApiBaseUrlError('tooLong');
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new ApiBaseUrlError('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiBaseUrlError('scheme');
  if (url.username || url.password) throw new ApiBaseUrlError('credentials');
  if (url.search || url.hash) throw new ApiBaseUrlError('query');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) throw new ApiBaseUrlError('insecure');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The problem with an API address, or null when it can be used. */
export function apiBaseUrlProblem(baseUrl: string): ApiBaseUrlProblem | null {
  try {
    parseApiBaseUrl(baseUrl);
    return null;
  } catch (error) {
    return error instanceof ApiBaseUrlError ? error.problem : 'invalid';
  }
}
