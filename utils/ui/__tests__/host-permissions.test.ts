import { describe, expect, it, vi } from 'vitest';
import { apiHostPattern, boardHostPattern, hasHostAccess, originOf, requestHostAccess } from '@/utils/ui/host-permissions';

describe('host permissions', () => {
  it('asks the browser synchronously and reads its answer', async () => {
    const request = vi.fn(async () => true);
    const asked = requestHostAccess({ request, contains: vi.fn() }, ['https://a.example/*']);
    expect(request).toHaveBeenCalledWith({ origins: ['https://a.example/*'] });
    expect(await asked).toBe(true);
  });

  it('treats a throwing or rejecting browser as refusal, and nothing to ask as granted', async () => {
    const throwing = {
      request: () => {
        throw new Error('no gesture');
      },
      contains: vi.fn(),
    };
    expect(await requestHostAccess(throwing, ['https://a.example/*'])).toBe(false);
    const rejecting = { request: () => Promise.reject(new Error('x')), contains: () => Promise.reject(new Error('x')) };
    expect(await requestHostAccess(rejecting, ['https://a.example/*'])).toBe(false);
    expect(await hasHostAccess(rejecting, ['https://a.example/*'])).toBe(false);
    expect(await requestHostAccess(rejecting, [])).toBe(true);
  });

  it('derives host patterns without ports or paths', () => {
    expect(boardHostPattern('https://Jobs.Example.com:8443/vacatures/*')).toBe('https://jobs.example.com/*');
    expect(boardHostPattern('*://*.example.nl/jobs/*')).toBe('*://*.example.nl/*');
    expect(apiHostPattern('http://127.0.0.1:8787/api/')).toBe('http://127.0.0.1/*');
    expect(apiHostPattern('ftp://x')).toBeNull();
    expect(originOf('https://a.example:444/x')).toBe('https://a.example:444');
    expect(originOf('nope')).toBeNull();
  });
});
