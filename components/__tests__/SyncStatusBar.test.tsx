// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { SyncStatusBar } from '../popup/SyncStatusBar';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

const NOW = Date.parse('2026-11-13T10:00:00Z');
const noop = () => undefined;

function status(lastSuccessAt: number | null): SyncStatus {
  return { state: { ...INITIAL_SYNC_STATE, lastSuccessAt }, indexed: 10, count: null, apiReachable: true, apiError: null };
}

function bar(sync: SyncStatus | null, savedLastSyncAt: number | null): string {
  render(
    inLocale(
      'en',
      <SyncStatusBar now={NOW} sync={sync} savedLastSyncAt={savedLastSyncAt} problem={null} requesting={false} onSyncNow={noop} />,
    ),
  );
  return screen.getByRole('status').textContent ?? '';
}

describe('SyncStatusBar', () => {
  it('before the background answers, says when the saved snapshot last synced', () => {
    expect(bar(null, NOW - 5 * 60_000)).toMatch(/^Synced .*5 minutes ago/);
  });

  it('before the background answers and with nothing saved, guesses nothing', () => {
    expect(bar(null, null)).toBe('');
  });

  it("once answered, the background's state wins over the snapshot", () => {
    expect(bar(status(null), NOW - 5 * 60_000)).toBe('Not synced yet');
    cleanup();
    expect(bar(status(NOW - 60 * 60_000), NOW - 5 * 60_000)).toMatch(/1 hour ago/);
  });
});
