// @vitest-environment happy-dom
/**
 * A sync the API refused with a 429 waits out its Retry-After (sync-runner.ts: the retry alarm and
 * the scheduled syncs). Opening the popup asks Count Jobs, one request; its answer says the API is
 * up, not that the server's wait is over, so it does not start the sync again meanwhile: each
 * opening did, a whole sync against a server that had asked for an hour's rest.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiErrorInfo } from '@/utils/api/errors';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { SyncStatus } from '@/utils/messaging/contract';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { IDLE_SYNC, SIGNED_IN, countResult, fakeBackground, ok, searchResult } from './fake-background';

const granted: HostPermissions = { contains: async () => true, request: async () => true };
const HOUR = 3_600_000;

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

/** Opens the popup on a sync refused `agoMs` ago with `Retry-After: 3600`; the count is answered. */
async function openAfter429(agoMs: number) {
  const refused: ApiErrorInfo = { kind: 'rateLimited', retryAfterMs: HOUR, at: Date.now() - agoMs };
  // A 429 is an answer: the API is reachable, and the count's success forgot the error.
  const status: SyncStatus = {
    ...IDLE_SYNC,
    state: { ...IDLE_SYNC.state, status: 'failed', error: refused },
    apiReachable: true,
    apiError: null,
  };
  const bg = fakeBackground({
    'session.get': () => ok(SIGNED_IN),
    'jobs.search': () => ok(searchResult([makeSummary({ id: 2, title: 'Job 2', url: 'https://board.example/2' }, 1_000)])),
    'sync.status': () => ok(status),
    'jobs.count': () => ok(countResult(1234)),
    'sync.now': () => ok(status),
  });
  render(<App call={bg.call} permissions={granted} hash="" />);
  await waitFor(() => expect(bg.of('jobs.count')).toHaveLength(2));
  // What follows a count's answer (the status read again, a sync started) has its turn.
  await waitFor(() => expect(bg.of('sync.status').length).toBeGreaterThanOrEqual(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return bg;
}

describe('popup, opened while a sync waits out a 429', () => {
  it('does not start the sync before the Retry-After is over, and says how long it waits', async () => {
    const bg = await openAfter429(60_000);
    expect(screen.getByText(/Too many requests\. Try again in 59 minutes\./)).toBeTruthy();
    expect(bg.of('sync.now')).toEqual([]);
  });

  it('starts it once the wait is over, as after an outage', async () => {
    const bg = await openAfter429(2 * HOUR);
    await waitFor(() => expect(bg.of('sync.now')).toEqual([{ type: 'sync.now', full: false }]));
  });
});
