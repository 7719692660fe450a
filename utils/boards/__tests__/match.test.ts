import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS } from '../builtin';
import { customBoardAdapter } from '../custom';
import { findBoard, postingIdFromUrl, postingKeyFromUrl, urlMatchesPattern } from '../match';
import type { BoardAdapter } from '../types';

/** [pattern, URL, matches]. */
const patternCases: [string, string, boolean][] = [
  // Scheme
  ['*://jobs.acme.nl/*', 'https://jobs.acme.nl/vacature/1', true],
  ['*://jobs.acme.nl/*', 'http://jobs.acme.nl/vacature/1', true],
  ['https://jobs.acme.nl/*', 'http://jobs.acme.nl/vacature/1', false],
  ['http://jobs.acme.nl/*', 'https://jobs.acme.nl/vacature/1', false],
  ['HTTPS://jobs.acme.nl/*', 'https://jobs.acme.nl/', true],
  ['*://jobs.acme.nl/*', 'ftp://jobs.acme.nl/vacature/1', false],
  ['*://jobs.acme.nl/*', 'file:///jobs.acme.nl/vacature/1', false],
  // Host
  ['https://*.acme.nl/*', 'https://acme.nl/', true],
  ['https://*.acme.nl/*', 'https://jobs.acme.nl/', true],
  ['https://*.acme.nl/*', 'https://a.b.acme.nl/x', true],
  ['https://*.acme.nl/*', 'https://notacme.nl/', false],
  ['https://*.acme.nl/*', 'https://acme.nl.evil.test/', false],
  ['https://acme.nl/*', 'https://jobs.acme.nl/', false],
  ['https://acme.nl/*', 'https://ACME.NL/Vacature', true],
  ['https://Jobs.Acme.NL/*', 'https://jobs.acme.nl/', true],
  ['https://acme.nl/*', 'https://acme.nl./vacature', true],
  // Ports are ignored on both sides
  ['http://localhost/*', 'http://localhost:8788/vacatures/1', true],
  ['http://localhost/*', 'http://localhost/vacatures/1', true],
  ['http://localhost:3000/*', 'http://localhost:8788/vacatures/1', true],
  ['https://*.acme.nl/*', 'https://jobs.acme.nl:8443/', true],
  // Path globs over path and query, never the fragment
  ['https://acme.nl/vacatures/*', 'https://acme.nl/vacatures/1', true],
  ['https://acme.nl/vacatures/*', 'https://acme.nl/vacatures/', true],
  ['https://acme.nl/vacatures/*', 'https://acme.nl/vacatures', false],
  ['https://acme.nl/vacatures/*', 'https://acme.nl/over-ons', false],
  ['https://acme.nl/vacatures/*', 'https://acme.nl/Vacatures/1', false],
  ['https://acme.nl/*/vacature/*', 'https://acme.nl/nl/vacature/1', true],
  ['https://acme.nl/*/vacature/*', 'https://acme.nl/vacature/1', false],
  ['https://acme.nl/jobs*', 'https://acme.nl/jobs?id=1', true],
  ['https://acme.nl/jobs?id=*', 'https://acme.nl/jobs?id=1', true],
  ['https://acme.nl/jobs?id=*', 'https://acme.nl/jobs', false],
  ['https://acme.nl/job.html', 'https://acme.nl/jobXhtml', false],
  ['https://acme.nl/job.html', 'https://acme.nl/job.html', true],
  ['https://acme.nl/vacatures', 'https://acme.nl/vacatures#top', true],
  ['https://acme.nl/*', 'https://acme.nl', true],
  // Patterns a board may not use match nothing
  ['<all_urls>', 'https://acme.nl/', false],
  ['*://*/*', 'https://acme.nl/', false],
  ['https://acme.nl', 'https://acme.nl/', false],
  ['', 'https://acme.nl/', false],
  ['not a pattern', 'https://acme.nl/', false],
  // URLs that are not pages
  ['https://acme.nl/*', 'not a url', false],
  ['https://acme.nl/*', '', false],
];

describe('urlMatchesPattern', () => {
  it.each(patternCases)('%s ~ %s → %s', (pattern, url, expected) => {
    expect(urlMatchesPattern(url, pattern)).toBe(expected);
  });
});

describe('customBoardAdapter', () => {
  it('builds a URL-only adapter from a normalized pattern', () => {
    expect(customBoardAdapter(' HTTPS://Jobs.Acme.nl:8443/vacatures/* ', 'Acme careers')).toEqual({
      id: 'custom:https://jobs.acme.nl/vacatures/*',
      name: 'Acme careers',
      matches: ['https://jobs.acme.nl/vacatures/*'],
      posting: [],
      pageIdSources: [],
      resultLinkSelector: 'a[href]',
      resultPages: [],
      builtIn: false,
      enabledByDefault: true,
    });
  });

  it('names the board after its host when no name is given', () => {
    expect(customBoardAdapter('https://*.werkenbij.acme.nl/*').name).toBe('werkenbij.acme.nl');
    expect(customBoardAdapter('https://jobs.acme.nl/*', '  ').name).toBe('jobs.acme.nl');
  });

  it.each(['<all_urls>', '*://*/*', '', 'jobs.acme.nl', 'ftp://jobs.acme.nl/*'])('rejects %j', (pattern) => {
    expect(() => customBoardAdapter(pattern)).toThrow(/Invalid job-board pattern/);
  });

  it('matches pages but gives no posting id or key', () => {
    const adapter = customBoardAdapter('https://jobs.acme.nl/*');
    expect(findBoard('https://jobs.acme.nl/vacature/42', [adapter])).toBe(adapter);
    expect(findBoard('https://www.acme.nl/vacature/42', [adapter])).toBeNull();
    expect(postingIdFromUrl(adapter, 'https://jobs.acme.nl/vacature/42')).toBeNull();
    expect(postingKeyFromUrl('https://jobs.acme.nl/vacature/42', [adapter])).toBeNull();
  });
});

describe('findBoard and postingKeyFromUrl', () => {
  const linkedinCustom = customBoardAdapter('https://www.linkedin.com/jobs/*', 'My LinkedIn');

  it('prefers a board that knows posting URLs over a custom pattern on the same pages', () => {
    const adapters = [linkedinCustom, ...BUILTIN_BOARDS];
    const url = 'https://www.linkedin.com/jobs/view/3912345678/';
    expect(findBoard(url, adapters)?.id).toBe('linkedin');
    expect(postingKeyFromUrl(url, adapters)).toBe('linkedin:3912345678');
  });

  it('falls back to the custom board for pages only it covers', () => {
    const adapters = [...BUILTIN_BOARDS, customBoardAdapter('https://jobs.acme.nl/*')];
    expect(findBoard('https://jobs.acme.nl/vacature/42', adapters)?.id).toBe('custom:https://jobs.acme.nl/*');
    expect(findBoard('https://www.example.com/', adapters)).toBeNull();
    expect(postingKeyFromUrl('https://www.example.com/vacatures/500123', adapters)).toBeNull();
  });

  it('takes no posting id from a URL outside the adapter’s pages', () => {
    const linkedin = BUILTIN_BOARDS.find((adapter) => adapter.id === 'linkedin')!;
    expect(postingIdFromUrl(linkedin, 'https://www.linkedin.com.evil.test/jobs/view/3912345678/')).toBeNull();
    expect(postingIdFromUrl(linkedin, 'javascript:alert(1)//linkedin.com/jobs/view/1')).toBeNull();
  });

  it('tries rules in order: an id in the path wins over one in the query', () => {
    const linkedin = BUILTIN_BOARDS.find((adapter) => adapter.id === 'linkedin')!;
    expect(postingIdFromUrl(linkedin, 'https://www.linkedin.com/jobs/view/111/?currentJobId=222')).toBe('111');
  });

  it('ignores rules whose regex from settings does not compile', () => {
    const adapter: BoardAdapter = {
      ...customBoardAdapter('https://jobs.acme.nl/*'),
      posting: [
        { pathPattern: '^/vacature/(?<id>\\d+', idPattern: '\\d+' },
        { pathPattern: '^/vacature/(?<id>\\d+)', idPattern: '(' },
        { pathPattern: '^/job/(?<id>\\d+)' },
      ],
    };
    expect(postingIdFromUrl(adapter, 'https://jobs.acme.nl/vacature/42')).toBeNull();
    expect(postingIdFromUrl(adapter, 'https://jobs.acme.nl/job/42')).toBe('42');
  });
});
