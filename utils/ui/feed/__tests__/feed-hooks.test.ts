import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '@/utils/messaging/contract';
import { appendPage, PAGE_SIZE, refreshCount } from '../use-feed-search';
import { runEndedBetween } from '../use-sync-status';

function status(status: 'idle' | 'running', lastSuccessAt: number | null): SyncStatus {
  return { state: { status, lastSuccessAt, error: null } } as unknown as SyncStatus;
}

describe('runEndedBetween', () => {
  it('sees a run end that was seen running', () => {
    expect(runEndedBetween(status('running', 1), status('idle', 1))).toBe(true);
  });
  it('sees a quick run this popup never saw running, by its newer success', () => {
    expect(runEndedBetween(status('idle', 1), status('idle', 2))).toBe(true);
  });
  it('is quiet while a run goes on, on the first answer, and when nothing changed', () => {
    expect(runEndedBetween(status('running', 1), status('running', 1))).toBe(false);
    expect(runEndedBetween(null, status('idle', 5))).toBe(false);
    expect(runEndedBetween(status('idle', 1), status('idle', 1))).toBe(false);
  });
});

describe('search paging', () => {
  it('refreshes the rows loaded, at least a page', () => {
    expect(refreshCount(0, false)).toBe(PAGE_SIZE);
    expect(refreshCount(120, false)).toBe(120);
    expect(refreshCount(120, true)).toBe(120 + PAGE_SIZE);
  });
  it('appends a page without listing a job twice, with the newest totals', () => {
    const job = (id: number) => ({ id }) as never;
    const merged = appendPage({ jobs: [job(1), job(2)], matches: 3, indexed: 3 }, { jobs: [job(2), job(3)], matches: 4, indexed: 4 });
    expect(merged.jobs.map((j: { id: number }) => j.id)).toEqual([1, 2, 3]);
    expect(merged.matches).toBe(4);
    expect(merged.indexed).toBe(4);
  });
});
