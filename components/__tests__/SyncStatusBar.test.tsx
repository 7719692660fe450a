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

  it('alerts only the problem: the last sync beside it, rewritten as the clock moves, is not announced again', () => {
    const problem = 'The Job Feed server cannot be reached.';
    const outage = (now: number) =>
      inLocale('en', <SyncStatusBar now={now} sync={status(NOW - 5 * 60_000)} problem={problem} requesting={false} onSyncNow={noop} />);
    const { container, rerender } = render(outage(NOW));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(problem);
    const notice = container.querySelector('.sync-problem')!;
    expect(notice.contains(alert)).toBe(true);
    expect(notice.textContent).toMatch(/5 minutes ago/);

    rerender(outage(NOW + 60_000)); // the popup's clock, a minute on
    expect(notice.textContent).toMatch(/6 minutes ago/);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe(problem);
  });

  it('keeps the alert in the page while all is well, so that a problem written into it is announced', () => {
    const { rerender } = render(
      inLocale('en', <SyncStatusBar now={NOW} sync={status(NOW)} problem={null} requesting={false} onSyncNow={noop} />),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(inLocale('en', <SyncStatusBar now={NOW} sync={status(NOW)} problem="Sync failed." requesting={false} onSyncNow={noop} />));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Sync failed.');
  });
});
