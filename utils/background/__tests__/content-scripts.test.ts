import { describe, expect, it } from 'vitest';
import { runtimeMatches, syncRuntimeScript, type ScriptingPort } from '../content-scripts';

function fakePort(grantedPatterns: string[], registered: string[] | null = null) {
  const calls: string[] = [];
  let current = registered;
  const port: ScriptingPort = {
    granted: async (pattern) => grantedPatterns.includes(pattern),
    registered: async () => current,
    register: async (matches) => {
      calls.push(`register ${matches.join(' ')}`);
      current = matches;
    },
    update: async (matches) => {
      calls.push(`update ${matches.join(' ')}`);
      current = matches;
    },
    unregister: async () => {
      calls.push('unregister');
      current = null;
    },
  };
  return { port, calls };
}

describe('runtime content scripts for boards enabled after the build', () => {
  it('covers only enabled, granted boards that the manifest does not already cover', async () => {
    const { port } = fakePort(['*://*.linkedin.com/*', 'https://jobs.example.com/*']);
    const matches = await runtimeMatches(
      ['http://localhost/*', '*://*.linkedin.com/*', '*://*.indeed.com/*', 'https://jobs.example.com/*', '*://*.linkedin.com/*'],
      ['http://localhost/*'],
      port,
    );
    expect(matches).toEqual(['*://*.linkedin.com/*', 'https://jobs.example.com/*']);
  });

  it('treats a failing permission check as not granted', async () => {
    const port = { granted: async () => Promise.reject(new Error('bad pattern')) };
    expect(await runtimeMatches(['https://x.example/*'], [], port)).toEqual([]);
  });

  it('registers, updates only on change, and unregisters when nothing is left', async () => {
    const { port, calls } = fakePort([]);
    await syncRuntimeScript(['https://a.example/*'], port);
    await syncRuntimeScript(['https://a.example/*'], port);
    await syncRuntimeScript(['https://a.example/*', 'https://b.example/*'], port);
    await syncRuntimeScript([], port);
    await syncRuntimeScript([], port);
    expect(calls).toEqual(['register https://a.example/*', 'update https://a.example/* https://b.example/*', 'unregister']);
  });
});
