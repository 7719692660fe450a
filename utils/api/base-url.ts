/** The configured API base URL, checked once for every use. */

/** The longest API base URL accepted (settings and the options form alike). */
export const API_BASE_URL_MAX_LENGTH = 2000;

/**
 * The API base as a URL with a trailing slash, so relative operation paths keep any path prefix.
 * Throws a readable Error for anything that is not a plain http(s) URL.
 */
export function parseApiBaseUrl(baseUrl: string): URL {
  if (baseUrl.trim().length > API_BASE_URL_MAX_LENGTH) throw new Error(`The API address is longer than ${API_BASE_URL_MAX_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new Error('The API address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('The API address must start with http:// or https://.');
  if (url.username || url.password) throw new Error('The API address must not contain credentials.');
  if (url.search || url.hash) throw new Error('The API address must not contain a query or fragment.');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}
