/**
 * normalizePostingUrl: the key a posting URL is indexed and looked up under, so that the link in the
 * feed and the page the user has open meet despite tracking parameters, `www.`, http vs https,
 * trailing slashes, fragments and percent-encoding variants.
 *
 * The key is host + path + query, without the scheme: boards serve the same posting over http and
 * https (and redirect one to the other), so the scheme never tells two postings apart.
 * Pure and small: it runs in the background and may run in content scripts.
 */

/**
 * Query parameters that only say where a click came from, never which posting a page shows.
 * Compared lower-cased. Kept out on purpose: generic names that may select content (`id`, `p`,
 * `from`, `page`, `q`) and board ids such as Indeed's `jk`/`vjk` or LinkedIn's `currentJobId`.
 */
const TRACKING_PARAMS = new Set([
  // Ad and social click ids.
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  '_ga',
  '_gl',
  // Mailchimp, HubSpot, Marketo.
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'mkt_tok',
  // Referrer markers.
  'ref',
  'referrer',
  'referer',
  'src',
  'source',
  // LinkedIn click context.
  'refid',
  'trackingid',
  'trk',
  'trkinfo',
  'lipi',
  'midtoken',
  'midsig',
  'ebp',
  'alternatechannel',
  'originalsubdomain',
  // Applicant-tracking systems' source markers on company career pages.
  'gh_src',
  'lever-source',
  'lever-origin',
  'lever-via',
]);

const TRACKING_PREFIXES = ['utm_', 'hsa_'];

function isTrackingParam(encodedName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(encodedName.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return false;
  }
  return TRACKING_PARAMS.has(name) || TRACKING_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Escapes of unreserved characters decoded (RFC 3986 §6.2.2.2), the others with upper-case hex. */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

function normalizeQuery(search: string): string {
  const params = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith('='))
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = normalizeEscapes(at < 0 ? pair : pair.slice(0, at));
      return { name, pair: at < 0 ? name : `${name}=${normalizeEscapes(pair.slice(at + 1))}` };
    })
    .filter(({ name }) => !isTrackingParam(name));
  // Stable sort by name: repeated parameters keep their relative order, which may matter.
  params.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return params.map(({ pair }) => pair).join('&');
}

/**
 * The matching key of a posting URL, or null when it is not an http(s) URL.
 * A fragment is dropped, except a hash route (`#/…`, `#!/…`) that single-page boards use to
 * address a posting.
 */
export function normalizePostingUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? normalizeParsedUrl(parsed) : null;
}

/**
 * A page's address as the worker remembers its last check (background/page-matching.ts): without a
 * fragment that only moves within the page, such as an "Apply" link's `#solliciteren`, which its
 * content script does not check again (content/url-changes.ts, isInPageMove). A hash route stays.
 */
export function pageAddress(url: string): string {
  try {
    const parsed = new URL(url);
    if (!/^#!?\//.test(parsed.hash)) parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

/** normalizePostingUrl for an http(s) URL parsed once by the caller (a sync keys and normalizes every job's URL). */
export function normalizeParsedUrl(parsed: URL): string | null {
  // Only `www.`: other subdomains (m., nl., jobs.) may serve different content.
  const hostname = parsed.hostname.replace(/\.$/, '').replace(/^www\./, '');
  if (hostname === '') return null;
  const host = parsed.port ? `${hostname}:${parsed.port}` : hostname;
  const path = normalizeEscapes(parsed.pathname).replace(/\/+$/, '') || '/';
  const query = normalizeQuery(parsed.search);
  const route = /^#!?\//.test(parsed.hash) ? normalizeEscapes(parsed.hash).replace(/\/+$/, '') : '';
  const hashRoute = /^#!?$/.test(route) ? '' : route;
  return `${host}${path}${query ? `?${query}` : ''}${hashRoute}`;
}
