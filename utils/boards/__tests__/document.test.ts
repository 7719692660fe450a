// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '../builtin';
import { customBoardAdapter } from '../custom';
import { postingIdFromDocument, postingIdFromHints, readPageHints, resultPostingLinks } from '../match';
import type { BoardAdapter } from '../types';

const demo = BUILTIN_BOARDS.find((adapter) => adapter.id === DEMO_BOARD_ID)!;
const linkedin = BUILTIN_BOARDS.find((adapter) => adapter.id === 'linkedin')!;
const PAGE = 'http://localhost:8788/app/';

/** A parsed page at `url`; the base element gives relative links the page's address. */
function page(head: string, body = '', url = PAGE): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><base href="${url}">${head}</head><body>${body}</body></html>`,
    'text/html',
  );
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('postingIdFromDocument', () => {
  /** [what the page shows, head markup, expected id on the demo board]. */
  const cases: [string, string, string | null][] = [
    ['canonical link', '<link rel="canonical" href="http://localhost:8788/vacatures/500123/senior-java-developer">', '500123'],
    ['relative canonical link', '<link rel="canonical" href="/vacatures/500123/senior-java-developer">', '500123'],
    ['canonical among other rel values', '<link rel="alternate canonical" href="/vacatures/500123/x">', '500123'],
    ['og:url', '<meta property="og:url" content="http://localhost:8788/vacatures/500124/x">', '500124'],
    ['og:url in a name attribute', '<meta name="og:url" content="http://localhost/vacatures/500124/x">', '500124'],
    [
      'canonical first, then og:url',
      '<link rel="canonical" href="/zoeken"><meta property="og:url" content="/vacatures/500125/x">',
      '500125',
    ],
    [
      'JSON-LD JobPosting with PropertyValue identifier',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Dev',
        identifier: { '@type': 'PropertyValue', name: 'Demo', value: '500126' },
      }),
      '500126',
    ],
    ['JSON-LD numeric identifier', jsonLd({ '@type': 'JobPosting', identifier: 500127 }), '500127'],
    ['JSON-LD string identifier', jsonLd({ '@type': 'JobPosting', identifier: ' 500128 ' }), '500128'],
    [
      'JSON-LD array of identifiers',
      jsonLd({ '@type': 'JobPosting', identifier: [{ '@type': 'PropertyValue', value: '500129' }, '999'] }),
      '500129',
    ],
    ['JSON-LD url wins over identifier', jsonLd({ '@type': 'JobPosting', url: '/vacatures/500130/x', identifier: '500999' }), '500130'],
    [
      'JSON-LD top-level array',
      jsonLd([
        { '@type': 'Organization', name: 'Acme' },
        { '@type': 'JobPosting', identifier: '500131' },
      ]),
      '500131',
    ],
    [
      'JSON-LD @graph',
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebPage' }, { '@type': 'JobPosting', url: 'http://localhost:8788/vacatures/500132/x' }],
      }),
      '500132',
    ],
    ['JSON-LD mainEntity', jsonLd({ '@type': 'WebPage', mainEntity: { '@type': 'JobPosting', identifier: '500133' } }), '500133'],
    ['JSON-LD @type array', jsonLd({ '@type': ['JobPosting', 'Thing'], identifier: '500134' }), '500134'],
    ['JSON-LD full type IRI', jsonLd({ '@type': 'http://schema.org/JobPosting', identifier: '500135' }), '500135'],
    [
      'malformed JSON-LD before a good one',
      '<script type="application/ld+json">{"@type": "JobPosting", identifier: 5001</script>' +
        jsonLd({ '@type': 'JobPosting', identifier: '500136' }),
      '500136',
    ],
    ['only malformed JSON-LD', '<script type="application/ld+json">{"@type":"JobPosting",</script>', null],
    ['JSON-LD of a non-posting', jsonLd({ '@type': 'Organization', identifier: '500137' }), null],
    ['JSON-LD null', '<script type="application/ld+json">null</script>', null],
    ['JSON-LD identifier of the wrong shape', jsonLd({ '@type': 'JobPosting', identifier: 'REF-ABC' }), null],
    ['JSON-LD identifier object without value', jsonLd({ '@type': 'JobPosting', identifier: { name: 'x' } }), null],
    ['JSON-LD in a script of another type', '<script type="application/json">{"@type":"JobPosting","identifier":"500138"}</script>', null],
    ['canonical to a result page', '<link rel="canonical" href="/zoeken?q=java">', null],
    ['canonical to another site', '<link rel="canonical" href="https://evil.test/vacatures/500139/x">', null],
    ['canonical javascript: URL', '<link rel="canonical" href="javascript:alert(1)">', null],
    ['no hints at all', '<title>Zoeken</title>', null],
  ];

  it.each(cases)('%s', (_, head, expected) => {
    expect(postingIdFromDocument(demo, page(head))).toBe(expected);
  });

  it('reads the JSON-LD type attribute case-insensitively', () => {
    const doc = page('<script type=" Application/LD+JSON ">{"@type":"JobPosting","identifier":"500140"}</script>');
    expect(postingIdFromDocument(demo, doc)).toBe('500140');
  });

  it('follows the adapter’s order of sources', () => {
    const head = '<link rel="canonical" href="/vacatures/500141/x">' + jsonLd({ '@type': 'JobPosting', identifier: '500142' });
    expect(postingIdFromDocument(demo, page(head))).toBe('500141');
    expect(postingIdFromDocument({ ...demo, pageIdSources: ['jsonLd', 'canonical'] }, page(head))).toBe('500142');
    expect(postingIdFromDocument({ ...demo, pageIdSources: [] }, page(head))).toBeNull();
  });

  it('works on a real board: LinkedIn guest page canonical on a country host', () => {
    const doc = page(
      '<link rel="canonical" href="https://nl.linkedin.com/jobs/view/senior-java-developer-at-acme-3912345678">',
      '',
      'https://www.linkedin.com/jobs/search/',
    );
    expect(postingIdFromDocument(linkedin, doc)).toBe('3912345678');
  });

  it('trusts no bare identifier on a board without id shapes', () => {
    const custom = { ...customBoardAdapter('http://localhost/*'), pageIdSources: ['jsonLd'] } satisfies BoardAdapter;
    expect(postingIdFromDocument(custom, page(jsonLd({ '@type': 'JobPosting', identifier: '500143' })))).toBeNull();
  });
});

describe('readPageHints and postingIdFromHints', () => {
  it('reads absolute URLs and the first JobPosting', () => {
    const doc = page(
      '<link rel="canonical" href="/vacatures/500150/x"><meta property="og:url" content="/vacatures/500150/x?utm_source=og">' +
        jsonLd([{ '@type': 'JobPosting' }, { '@type': 'JobPosting', url: 'x/500150', identifier: { value: 500150 } }]),
    );
    expect(readPageHints(doc)).toEqual({
      canonicalUrl: 'http://localhost:8788/vacatures/500150/x',
      ogUrl: 'http://localhost:8788/vacatures/500150/x?utm_source=og',
      jsonLdId: '500150',
      jsonLdUrl: 'http://localhost:8788/app/x/500150',
    });
  });

  it('gives nulls for a page without hints', () => {
    expect(readPageHints(page(''))).toEqual({ canonicalUrl: null, ogUrl: null, jsonLdId: null, jsonLdUrl: null });
  });

  it('judges hints from a message the same way', () => {
    expect(postingIdFromHints(demo, { jsonLdId: '500151' })).toBe('500151');
    expect(postingIdFromHints(demo, { canonicalUrl: 'http://localhost:9999/vacatures/500152/x' })).toBe('500152');
    expect(postingIdFromHints(demo, { canonicalUrl: 'https://evil.test/vacatures/500153/x', ogUrl: null })).toBeNull();
    expect(postingIdFromHints(demo, { jsonLdId: '../../api/jobs' })).toBeNull();
    expect(postingIdFromHints(demo, { jsonLdId: '5'.repeat(201) })).toBeNull();
    expect(postingIdFromHints(demo, {})).toBeNull();
  });
});

describe('resultPostingLinks', () => {
  const results = `
    <a class="result-link" href="/vacatures/500123/senior-java-developer">Senior Java developer</a>
    <a class="result-link" href="http://localhost:8788/vacatures/500124/tester?utm_source=list">Tester</a>
    <a class="result-link" href="/zoeken?page=2">Next page</a>
    <a class="result-link" href="javascript:void 0">Broken</a>
    <a class="result-link">No href</a>
    <span class="result-link">Not a link</span>
    <a href="/vacatures/500125/x">Not a result link</a>`;

  it('returns the posting links the selector finds, resolved against the page', () => {
    const doc = page('', results, 'http://localhost:8788/zoeken?q=java');
    const links = resultPostingLinks(demo, doc);
    expect(links.map((link) => new URL(link.getAttribute('href')!, doc.baseURI).href)).toEqual([
      'http://localhost:8788/vacatures/500123/senior-java-developer',
      'http://localhost:8788/vacatures/500124/tester?utm_source=list',
    ]);
    expect(links.every((link) => link.localName === 'a')).toBe(true);
  });

  it('returns every http(s) link for a URL-only board', () => {
    const custom = customBoardAdapter('http://localhost/*');
    const links = resultPostingLinks(custom, page('', results, 'http://localhost:8788/zoeken'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vacatures/500123/senior-java-developer',
      'http://localhost:8788/vacatures/500124/tester?utm_source=list',
      '/zoeken?page=2',
      '/vacatures/500125/x',
    ]);
  });

  it('finds real boards’ result links', () => {
    const indeed = BUILTIN_BOARDS.find((adapter) => adapter.id === 'indeed')!;
    const doc = page(
      '',
      `<a class="jcs-JobTitle" href="/rc/clk?jk=3f2a1b4c5d6e7f80&amp;fccid=1&amp;vjs=3">Dev</a>
       <a class="jcs-JobTitle" href="/pagead/clk?mo=r&amp;ad=abc">Sponsored</a>
       <a href="/jobs?q=dev&amp;vjk=0123456789abcdef">Side</a>`,
      'https://nl.indeed.com/jobs?q=dev',
    );
    expect(resultPostingLinks(indeed, doc).map((link) => link.textContent)).toEqual(['Dev', 'Side']);
  });

  it('returns nothing for an empty or invalid selector', () => {
    const doc = page('', results);
    expect(resultPostingLinks({ ...demo, resultLinkSelector: '' }, doc)).toEqual([]);
    expect(resultPostingLinks({ ...demo, resultLinkSelector: 'a[href=' }, doc)).toEqual([]);
  });
});
