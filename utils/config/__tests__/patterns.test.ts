import { describe, expect, it } from 'vitest';
import { matchPatternIssue, matchPatternProblem, normalizeMatchPattern, parseBoardPatterns } from '../patterns';
import { isPublicSuffix } from '../public-suffix';
import { SettingsPatchSchema } from '../../settings/schema';

describe('job-board patterns name a registrable domain', () => {
  it.each([
    '*://*.com/*',
    'https://*.nl/*',
    'https://*.co.uk/*',
    'https://*.com.au/jobs/*',
    'https://*.github.io/*',
    'https://*.herokuapp.com/*',
    'https://jobs/*',
    'https://CO.UK/*',
  ])('refuses %s: it would cover every site under a public suffix', (pattern) => {
    expect(matchPatternIssue(pattern)).toBe('publicSuffix');
    expect(SettingsPatchSchema.safeParse({ customBoards: [{ name: 'x', pattern, enabled: true }] }).success).toBe(false);
    expect(() => parseBoardPatterns(pattern)).toThrow(/not a whole domain ending/);
  });

  it.each([
    'https://*.example.com/*',
    'https://example.com/*',
    'https://jobs.example.co.uk/*',
    'https://acme.github.io/jobs/*',
    'http://127.0.0.1/*',
    'http://localhost/*',
    'http://*.localhost/*',
  ])('accepts %s', (pattern) => {
    expect(matchPatternIssue(pattern)).toBeNull();
    expect(matchPatternProblem(pattern)).toBeNull();
  });

  it('refuses a wildcard in front of an address', () => {
    expect(matchPatternIssue('http://*.127.0.0.1/*')).toBe('form');
  });

  it('normalizes by form alone, so the content script carries no suffix list', () => {
    expect(normalizeMatchPattern('HTTPS://*.Example.com:8443/Jobs/*')).toBe('https://*.example.com/Jobs/*');
    expect(() => normalizeMatchPattern('<all_urls>')).toThrow('(allUrls)');
  });

  it('knows public suffixes', () => {
    expect(['com', 'nl', 'co.uk', 'github.io', 'com.'].every(isPublicSuffix)).toBe(true);
    expect(['example.com', 'acme.github.io', 'localhost', '127.0.0.1', 'werk.nl'].some(isPublicSuffix)).toBe(false);
  });
});
