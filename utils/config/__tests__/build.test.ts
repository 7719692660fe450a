import { describe, expect, it } from 'vitest';
import { assertStoreBuild, isLocalApi, resolveBuildConfig } from '../build';
import { DEMO_BOARD_PATTERN } from '../patterns';

describe('resolveBuildConfig: a store build or a local one', () => {
  it('makes a local build with the demo board when no API address is given (the reference server)', () => {
    expect(resolveBuildConfig({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8787',
      local: true,
      boardPatterns: [DEMO_BOARD_PATTERN],
      jobBoards: [],
    });
  });

  it('keeps loopback addresses and extra boards working for local builds, as before', () => {
    const config = resolveBuildConfig({
      WXT_API_BASE_URL: 'http://127.0.0.1:41234',
      WXT_JOB_BOARDS: 'http://localhost/*, https://jobs.example.com/*',
    });
    expect(config).toEqual({
      apiBaseUrl: 'http://127.0.0.1:41234',
      local: true,
      boardPatterns: [DEMO_BOARD_PATTERN, 'https://jobs.example.com/*'],
      jobBoards: ['http://localhost/*', 'https://jobs.example.com/*'],
    });
    expect(resolveBuildConfig({ WXT_API_BASE_URL: 'http://[::1]:8787/' }).local).toBe(true);
  });

  it('makes a store build, with no demo board, for an https address', () => {
    expect(resolveBuildConfig({ WXT_API_BASE_URL: 'https://api.jobfeed.example' })).toEqual({
      apiBaseUrl: 'https://api.jobfeed.example',
      local: false,
      boardPatterns: [],
      jobBoards: [],
    });
    expect(
      resolveBuildConfig({ WXT_API_BASE_URL: 'https://api.jobfeed.example', WXT_JOB_BOARDS: 'https://jobs.example.com/*' }).boardPatterns,
    ).toEqual(['https://jobs.example.com/*']);
  });

  it('refuses plain http to another computer, naming the variable', () => {
    expect(() => resolveBuildConfig({ WXT_API_BASE_URL: 'http://api.jobfeed.example' })).toThrow(
      /^WXT_API_BASE_URL=http:\/\/api\.jobfeed\.example cannot be used: .*must use https:\/\//,
    );
    expect(() => resolveBuildConfig({ WXT_API_BASE_URL: 'http://10.1.2.3:8787' })).toThrow(/must use https/);
  });

  it('reads only strings from the environment', () => {
    expect(resolveBuildConfig({ WXT_API_BASE_URL: true, WXT_JOB_BOARDS: 3 }).apiBaseUrl).toBe('http://127.0.0.1:8787');
  });

  it('tells local API addresses from others', () => {
    expect(isLocalApi(undefined)).toBe(true);
    expect(isLocalApi('http://localhost:8787')).toBe(true);
    expect(isLocalApi('https://api.jobfeed.example')).toBe(false);
  });
});

describe('assertStoreBuild: what `npm run zip` packages', () => {
  it('passes a store build', () => {
    expect(() =>
      assertStoreBuild(
        resolveBuildConfig({ WXT_API_BASE_URL: 'https://api.jobfeed.example', WXT_JOB_BOARDS: 'https://jobs.example.com/*' }),
      ),
    ).not.toThrow();
  });

  it('refuses a local build, and says which variable to set', () => {
    expect(() => assertStoreBuild(resolveBuildConfig({}))).toThrow(/set WXT_API_BASE_URL to its https address/);
    expect(() => assertStoreBuild(resolveBuildConfig({ WXT_API_BASE_URL: 'https://127.0.0.1:8443' }))).toThrow(/on this computer/);
  });

  it('refuses a board on this computer in a store build', () => {
    for (const board of ['http://localhost/*', 'https://127.0.0.1/jobs/*', 'http://*.localhost/*', 'http://127.0.0.5/*']) {
      expect(
        () => assertStoreBuild(resolveBuildConfig({ WXT_API_BASE_URL: 'https://api.jobfeed.example', WXT_JOB_BOARDS: board })),
        board,
      ).toThrow(/cannot carry boards on this computer/);
    }
  });
});
