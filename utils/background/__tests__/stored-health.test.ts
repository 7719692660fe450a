/**
 * The API's health kept in storage.local, which content scripts can write: what the popup and the side
 * panel read of it (through the sync status) is checked as the sync state's error is, where a planted
 * error the popup's words cannot say (a 400 without its field errors) broke the popup's render.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describeApiProblem } from '../../i18n/errors';
import type { ApiErrorInfo } from '../../api/errors';
import { ApiGateway } from '../api-gateway';

const gateway = () =>
  new ApiGateway({
    apiBaseUrl: async () => 'https://api.jobfeed.example',
    token: () => null,
    now: () => 5,
    onUnauthorized: async () => undefined,
    onReachabilityChanged: async () => undefined,
  });

const UNKNOWN = { reachable: null, lastError: null, checkedAt: null };

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the stored API health', () => {
  it.each([
    ['an error the popup cannot say', { reachable: false, lastError: { kind: 'validation' }, checkedAt: 1 }],
    ['an error of no kind', { reachable: false, lastError: { kind: 'gone' }, checkedAt: 1 }],
    ['a reachability that is text', { reachable: 'no', lastError: null, checkedAt: 1 }],
    ['not an object', 'offline'],
  ])('is not answered when it holds %s', async (_, planted) => {
    await fakeBrowser.storage.local.set({ apiHealth: planted });
    expect(await gateway().health()).toEqual(UNKNOWN);
  });

  it('a planted 400 without field errors is what broke the popup', () => {
    const t = (key: string) => key;
    expect(() => describeApiProblem(t as never, 'en', { kind: 'validation' } as ApiErrorInfo, '')).toThrow(TypeError);
  });

  it('is answered when it is one', async () => {
    const health = { reachable: false, lastError: { kind: 'timeout', timeoutMs: 15000 }, checkedAt: 3 };
    await fakeBrowser.storage.local.set({ apiHealth: health });
    expect(await gateway().health()).toEqual(health);
  });
});
