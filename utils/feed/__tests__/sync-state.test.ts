import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATE, type SyncState } from '../../storage';
import {
  broughtChanges,
  FULL_SYNC_INTERVAL_MS,
  fullDue,
  INCREMENTAL_OVERLAP_MS,
  startFull,
  startIncremental,
  startingMark,
} from '../sync-state';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const synced: SyncState = {
  ...INITIAL_SYNC_STATE,
  mode: 'incremental',
  highWaterMark: '2026-11-29T09:40:00.000Z',
  lastSuccessAt: NOW - 20 * 60_000,
  lastFullAt: NOW - 3_600_000,
};

describe('startingMark', () => {
  it('is the saved high-water mark for a run that starts afresh, none before the first sync', () => {
    expect(startingMark(synced)).toBe('2026-11-29T09:40:00.000Z');
    expect(startingMark(INITIAL_SYNC_STATE)).toBeNull();
  });

  it('is the mark a resumed incremental pass began from, not the one its written pages raised', () => {
    const started = startIncremental(synced, NOW);
    expect(Date.parse(started.since!)).toBe(Date.parse('2026-11-29T09:40:00.000Z') - INCREMENTAL_OVERLAP_MS);
    // Stopped after a page that brought a job changed at 09:55.
    const stopped: SyncState = { ...started, page: 1, fetched: 1000, highWaterMark: '2026-11-29T09:55:00.000Z' };
    expect(startingMark(stopped)).toBe('2026-11-29T09:40:00.000Z');
    expect(startingMark({ ...stopped, status: 'failed' })).toBe('2026-11-29T09:40:00.000Z');
  });

  it('is none for a resumed full pass, which kept no mark of the run before it', () => {
    const stopped: SyncState = { ...startFull(synced, NOW), fetched: 500, highWaterMark: '2026-11-29T09:30:00.000Z' };
    expect(startingMark(stopped)).toBeNull();
  });
});

describe('broughtChanges', () => {
  const ended = (highWaterMark: string | null): SyncState => ({ ...synced, highWaterMark, lastSuccessAt: NOW });

  it('is whether the mark the run left is past the one it started from', () => {
    expect(broughtChanges(synced, ended('2026-11-29T09:55:00.000Z'))).toBe(true);
    expect(broughtChanges(synced, ended('2026-11-29T09:40:00.000Z'))).toBe(false);
    // The first sync brings the feed; a run that left no mark brought nothing.
    expect(broughtChanges(INITIAL_SYNC_STATE, ended('2026-11-29T09:40:00.000Z'))).toBe(true);
    expect(broughtChanges(INITIAL_SYNC_STATE, ended(null))).toBe(false);
  });

  it('counts from where a resumed pass began, not from what its pages before the stop raised the mark to', () => {
    const stopped: SyncState = { ...startIncremental(synced, NOW), page: 1, highWaterMark: '2026-11-29T09:55:00.000Z' };
    expect(broughtChanges(stopped, ended('2026-11-29T09:55:00.000Z'))).toBe(true);
  });
});

describe('fullDue', () => {
  it('is due a day after the last full pass, not before', () => {
    expect(fullDue(synced, false, NOW)).toBe(false);
    expect(fullDue({ ...synced, lastFullAt: NOW - FULL_SYNC_INTERVAL_MS }, false, NOW)).toBe(true);
  });

  it('is due when the last full pass is dated ahead of now: the clock was set back, and waiting for it would keep deleted jobs for days', () => {
    expect(fullDue({ ...synced, lastFullAt: NOW + 60_000 }, false, NOW)).toBe(true);
    expect(fullDue({ ...synced, lastFullAt: NOW + 3 * FULL_SYNC_INTERVAL_MS }, false, NOW)).toBe(true);
  });
});
