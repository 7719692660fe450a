/**
 * Matching pages to boards and postings. Pure functions over the URL or a Document passed in: they run
 * in the background (indexing feed URLs, checking a page's hints) and in content scripts, so they stay
 * small and touch no DOM globals.
 */
import { normalizeMatchPattern } from '../config/patterns';
import type { BoardAdapter, PageIdSource, PostingRule } from './types';

/** Longest posting id accepted; the message contract caps hints at the same length. */
const MAX_ID_LENGTH = 200;

export function httpUrl(url: string | null | undefined, base?: string): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

const compiled = new Map<string, RegExp | null>();

/** A regex from adapter data, compiled once; null when the source is invalid (data may come from settings). */
export function adapterRegex(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'i');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

/** A pattern's protocol (null: any), host (of `*.domain`: the domain, and `.domain` as subdomainsOf) and path. */
interface CompiledPattern {
  protocol: string | null;
  host: string;
  subdomainsOf: string | null;
  path: RegExp;
}

/** Patterns come from a handful of boards and are tested against every synced job: compiled once. */
const compiledPatterns = new Map<string, CompiledPattern | null>();

function compilePattern(pattern: string): CompiledPattern | null {
  let compiled = compiledPatterns.get(pattern);
  if (compiled !== undefined) return compiled;
  compiled = null;
  try {
    const [, scheme, host, path] = /^([^:]+):\/\/([^/]+)(\/.*)$/.exec(normalizeMatchPattern(pattern)) ?? [];
    if (scheme && host && path) {
      const glob = path.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const wildcard = host.startsWith('*.');
      const hostParts = { host: wildcard ? host.slice(2) : host, subdomainsOf: wildcard ? host.slice(1) : null };
      compiled = { protocol: scheme === '*' ? null : `${scheme}:`, ...hostParts, path: new RegExp(`^${glob.join('.*')}$`) };
    }
  } catch {
    compiled = null;
  }
  if (compiledPatterns.size > 1000) compiledPatterns.clear();
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

/**
 * Whether a URL is matched by a WebExtension match pattern. Ports are ignored on both sides, as
 * browsers do for port-less patterns and as normalizeMatchPattern stores them. Patterns that
 * matchPatternProblem rejects (`<all_urls>`, host `*`) match nothing.
 */
export function urlMatchesPattern(url: string, pattern: string): boolean {
  const parsed = httpUrl(url);
  return parsed ? partsMatchPattern(partsOf(parsed), pattern) : false;
}

/** What patterns compare of a URL (its host without a trailing dot), read once: each read of a part makes a new string. */
type UrlParts = { url: URL; protocol: string; hostname: string; pathAndQuery: string };

function partsOf(url: URL): UrlParts {
  return { url, protocol: url.protocol, hostname: url.hostname.replace(/\.$/, ''), pathAndQuery: url.pathname + url.search };
}

/** urlMatchesPattern for a URL's parts read once (a sync tests every job's URL against every board's patterns). */
function partsMatchPattern(parts: UrlParts, pattern: string): boolean {
  const compiled = compilePattern(pattern);
  if (!compiled) return false;
  const { protocol, host, subdomainsOf } = compiled;
  if (protocol !== null && protocol !== parts.protocol) return false;
  const { hostname } = parts;
  if (hostname !== host && (subdomainsOf === null || !hostname.endsWith(subdomainsOf))) return false;
  // The path part of a pattern is matched against path and query, case-sensitively.
  return compiled.path.test(parts.pathAndQuery);
}

function adapterMatchesParts(adapter: BoardAdapter, parts: UrlParts): boolean {
  return adapter.matches.some((pattern) => partsMatchPattern(parts, pattern));
}

/**
 * The adapter whose pages include this URL. Adapters that know posting URLs win over URL-only ones
 * (custom boards), so adding a custom pattern over a built-in board keeps its posting keys.
 */
export function findBoard(url: string, adapters: readonly BoardAdapter[]): BoardAdapter | null {
  const parsed = httpUrl(url);
  if (!parsed) return null;
  const parts = partsOf(parsed);
  const matching = adapters.filter((adapter) => adapterMatchesParts(adapter, parts));
  return matching.find((adapter) => adapter.posting.length > 0) ?? matching[0] ?? null;
}

/** Ids are digits, hex or UUIDs on every built-in board, so case carries no meaning. */
function validId(raw: string | null | undefined, patterns: readonly (string | undefined)[]): string | null {
  const id = raw?.trim().toLowerCase();
  if (!id || id.length > MAX_ID_LENGTH) return null;
  const checks = patterns.filter((p): p is string => !!p);
  if (checks.length > 0 && !checks.some((p) => adapterRegex(`^(?:${p})$`)?.test(id))) return null;
  return id;
}

function idFromRule(rule: PostingRule, url: URL): string | null {
  const match = adapterRegex(rule.pathPattern)?.exec(url.pathname);
  if (!match) return null;
  const raw = match.groups?.id ?? (rule.queryParam ? url.searchParams.get(rule.queryParam) : null);
  return validId(raw, [rule.idPattern]);
}

/** The posting id this board gives a URL of its own, or null for other pages and other sites. */
export function postingIdFromUrl(adapter: BoardAdapter, url: string): string | null {
  const parsed = httpUrl(url);
  return parsed ? postingIdFromParts(adapter, partsOf(parsed)) : null;
}

function postingIdFromParts(adapter: BoardAdapter, parts: UrlParts): string | null {
  if (!adapterMatchesParts(adapter, parts)) return null;
  for (const rule of adapter.posting) {
    const id = idFromRule(rule, parts.url);
    if (id) return id;
  }
  return null;
}

/** `<adapterId>:<postingId>` from the first adapter that recognises the URL as one of its postings. */
export function postingKeyFromUrl(url: string, adapters: readonly BoardAdapter[]): string | null {
  const parsed = httpUrl(url);
  return parsed ? postingKeyFromParsed(parsed, adapters) : null;
}

/** postingKeyFromUrl for an http(s) URL parsed once by the caller (a sync keys and normalizes every job's URL). */
export function postingKeyFromParsed(parsed: URL, adapters: readonly BoardAdapter[]): string | null {
  const parts = partsOf(parsed);
  for (const adapter of adapters) {
    const id = postingIdFromParts(adapter, parts);
    if (id) return `${adapter.id}:${id}`;
  }
  return null;
}

/**
 * What a page says about itself, read by a content script and judged by the background.
 * canonicalUrl, ogUrl and jsonLdId have the shape of the message contract's PageHints.
 */
export interface PageHints {
  canonicalUrl?: string | null;
  ogUrl?: string | null;
  /** The first JobPosting's `identifier` (its `value` when it is a PropertyValue). */
  jsonLdId?: string | null;
  /** The first JobPosting's `url`, absolute. */
  jsonLdUrl?: string | null;
}

type JsonObject = Record<string, unknown>;

function isJobPosting(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /(?:^|[/:#])JobPosting$/.test(t));
}

/** JobPosting nodes in parsed JSON-LD: top level, arrays, `@graph` and a page's `mainEntity`. */
function collectJobPostings(node: unknown, found: JsonObject[], depth = 0): void {
  if (depth > 5 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectJobPostings(item, found, depth + 1);
    return;
  }
  const record = node as JsonObject;
  if (isJobPosting(record['@type'])) found.push(record);
  collectJobPostings(record['@graph'], found, depth + 1);
  collectJobPostings(record.mainEntity, found, depth + 1);
}

function identifierText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth > 1 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = identifierText(item, depth + 1);
      if (text) return text;
    }
    return null;
  }
  return identifierText((value as JsonObject).value, depth + 1);
}

function absolute(url: unknown, base: string): string | null {
  return typeof url === 'string' ? (httpUrl(url.trim(), base)?.href ?? null) : null;
}

/** Canonical link, og:url and the first JSON-LD JobPosting's identifier and url; malformed JSON-LD is skipped. */
export function readPageHints(doc: Document): Required<PageHints> {
  const base = doc.baseURI;
  const canonical = doc.querySelector('link[rel~="canonical"][href]')?.getAttribute('href');
  const og = doc.querySelector('meta[property="og:url"], meta[name="og:url"]')?.getAttribute('content');
  const postings: JsonObject[] = [];
  for (const script of doc.querySelectorAll('script[type]')) {
    if (script.getAttribute('type')?.trim().toLowerCase() !== 'application/ld+json') continue;
    try {
      collectJobPostings(JSON.parse(script.textContent ?? ''), postings);
    } catch {
      // A page's broken JSON-LD only means this script offers no hint.
    }
  }
  const posting = postings.find((p) => identifierText(p.identifier) || absolute(p.url, base));
  return {
    canonicalUrl: absolute(canonical, base),
    ogUrl: absolute(og, base),
    jsonLdId: posting ? identifierText(posting.identifier) : null,
    jsonLdUrl: posting ? absolute(posting.url, base) : null,
  };
}

function idFromSource(adapter: BoardAdapter, hints: PageHints, source: PageIdSource): string | null {
  const fromUrl = (url: string | null | undefined) => (url ? postingIdFromUrl(adapter, url) : null);
  switch (source) {
    case 'canonical':
      return fromUrl(hints.canonicalUrl);
    case 'ogUrl':
      return fromUrl(hints.ogUrl);
    case 'jsonLd': {
      // A bare identifier is trusted only where the board's rules say what its ids look like.
      const shapes = adapter.posting.map((rule) => rule.idPattern).filter((p) => !!p);
      return fromUrl(hints.jsonLdUrl) ?? (shapes.length > 0 ? validId(hints.jsonLdId, shapes) : null);
    }
    default:
      return null;
  }
}

/**
 * The posting id a page's hints give on this board, trying the adapter's sources in order. URLs must
 * be this board's own posting URLs; a bare JSON-LD identifier must fit the board's id shapes.
 */
export function postingIdFromHints(adapter: BoardAdapter, hints: PageHints): string | null {
  for (const source of adapter.pageIdSources) {
    const id = idFromSource(adapter, hints, source);
    if (id) return id;
  }
  return null;
}

/** The posting id a page states about itself (canonical link, og:url, JSON-LD), for URLs that lack it. */
export function postingIdFromDocument(adapter: BoardAdapter, doc: Document): string | null {
  return postingIdFromHints(adapter, readPageHints(doc));
}

/**
 * The web links (http or https) among the elements `selector` names: the board's result links as the
 * background named them for this page (the content script's question; it carries no board rules).
 * A selector the page's document cannot take yields none.
 */
export function selectLinks(doc: Document, selector: string): HTMLAnchorElement[] {
  let elements: NodeListOf<Element>;
  try {
    elements = doc.querySelectorAll(selector);
  } catch {
    return [];
  }
  // The href resolved against the document's base, as the link itself resolves it.
  return [...elements].filter(
    (element): element is HTMLAnchorElement => element.localName === 'a' && httpUrl(element.getAttribute('href'), doc.baseURI) !== null,
  );
}

/**
 * A result page's links to postings by `adapter`'s rules: its result links ({@link selectLinks})
 * whose URL is one of its postings (any web link when it names no posting rule).
 */
export function resultPostingLinks(adapter: BoardAdapter, doc: Document): HTMLAnchorElement[] {
  if (!adapter.resultLinkSelector) return [];
  return selectLinks(doc, adapter.resultLinkSelector).filter(
    (link) => adapter.posting.length === 0 || postingIdFromUrl(adapter, httpUrl(link.getAttribute('href'), doc.baseURI)!.href) !== null,
  );
}
