/**
 * The check of a stored sync state (sync-state.ts): every state a sync writes passes unchanged, so
 * a good cursor is never thrown away (that would cost a full pass); what is not one is refused.
 */
import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo } from '../../api/errors';
import { INITIAL_SYNC_STATE, migrateSyncStateV1ToV2, type SyncState } from '../../storage';
import { checkedSyncState, finished, freshSyncState, startFull, startIncremental } from '../sync-state';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const ERRORS: ApiErrorInfo[] = [
  { kind: 'network', message: 'Failed to fetch' },
  { kind: 'timeout', timeoutMs: 15_000 },
  { kind: 'unauthorized', reason: null, badCredentials: false },
  { kind: 'forbidden', reason: 'Access Denied' },
  { kind: 'notFound', reason: null, path: true },
  { kind: 'validation', fieldErrors: [{ field: 'updatedDate', message: 'not a date' }], reason: null, local: false },
  { kind: 'rateLimited', retryAfterMs: null },
  // When the 429 came, which the popup counts its wait down from.
  { kind: 'rateLimited', retryAfterMs: 30_000, at: NOW },
  { kind: 'server', status: 503, reason: null },
  { kind: 'malformed', message: 'The 200 response body is not JSON' },
];

describe('checkedSyncState', () => {
  it('passes every state a sync writes, as it is', () => {
    const full = startFull(INITIAL_SYNC_STATE, NOW);
    const split: SyncState = {
      ...full,
      stripes: [
        { afterId: 1200, upTo: 50_000, left: 31_000 },
        // The server's total fell behind what it sent.
        { afterId: 50_000, upTo: null, left: -3 },
      ],
      fetched: 1200,
      expected: 60_000,
      highWaterMark: '2026-11-29T09:59:59.123Z',
    };
    const done = finished({ ...full, stripes: [], highWaterMark: '2026-11-29T09:59:00.000Z' }, NOW + 60_000);
    const incremental = { ...startIncremental(done, NOW + 120_000), page: 3, pageSize: 2000 };
    const states: SyncState[] = [
      INITIAL_SYNC_STATE,
      freshSyncState(7),
      full,
      split,
      done,
      incremental,
      migrateSyncStateV1ToV2({ ...full, afterId: 800 } as never),
      ...ERRORS.map((error) => ({ ...done, status: 'failed' as const, error })),
    ];
    for (const state of states) expect(checkedSyncState(state), JSON.stringify(state)).toEqual(state);
  });

  it('refuses what is not a sync state, or one the sync or the popup would fail on', () => {
    const good = startFull(INITIAL_SYNC_STATE, NOW);
    for (const bad of [
      null,
      'garbage',
      {},
      { ...good, stripes: undefined },
      { ...good, stripes: [{ afterId: '12' }] },
      { ...good, status: 'done' },
      { ...good, generation: -1 },
      { ...good, error: { kind: 'validation' } },
      { ...good, error: { kind: 'gone' } },
    ])
      expect(checkedSyncState(bad), JSON.stringify(bad)).toBeNull();
  });
});
