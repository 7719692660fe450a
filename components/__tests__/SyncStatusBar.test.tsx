// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { SyncProblem, SyncStatusBar } from '../popup/SyncStatusBar';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

const NOW = Date.parse('2026-11-13T10:00:00Z');
const noop = () => undefined;

function status(lastSuccessAt: number | null): SyncStatus {
  return { state: { ...INITIAL_SYNC_STATE, lastSuccessAt }, indexed: 10, count: null, apiReachable: true, apiError: null };
}

function bar(sync: SyncStatus | null, savedLastSyncAt: number | null): string {
  render(inLocale('en', <SyncStatusBar now={NOW} sync={sync} savedLastSyncAt={savedLastSyncAt} requesting={false} onSyncNow={noop} />));
  return document.querySelector('.sync-text')?.textContent ?? '';
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

  it('tells a screen reader once that a sync started and that it ended, not each minute the clock moves on', async () => {
    const running: SyncStatus = {
      ...status(NOW - 5 * 60_000),
      state: { ...status(NOW - 5 * 60_000).state, status: 'running', fetched: 10, expected: 100 },
    };
    const at = (now: number, sync: SyncStatus) =>
      inLocale('nl', <SyncStatusBar now={now} sync={sync} requesting={false} onSyncNow={noop} />);
    const { rerender } = render(at(NOW, status(NOW - 5 * 60_000)));
    const live = screen.getByRole('status');
    // Opened with the last sync long done: nothing to tell, and nothing as the clock moves on.
    expect(live.textContent).toBe('');
    rerender(at(NOW + 60_000, status(NOW - 5 * 60_000)));
    expect(document.querySelector('.sync-text')?.textContent).toMatch(/6 minuten geleden/);
    expect(live.textContent).toBe('');
    rerender(at(NOW + 60_000, running));
    await waitFor(() => expect(live.textContent).toBe('De feed wordt gesynchroniseerd…'));
    rerender(at(NOW + 61_000, { ...running, state: { ...running.state, fetched: 50 } }));
    expect(live.textContent).toBe('De feed wordt gesynchroniseerd…');
    rerender(at(NOW + 90_000, status(NOW + 90_000)));
    await waitFor(() => expect(live.textContent).toMatch(/^Gesynchroniseerd/));
    const ended = live.textContent;
    rerender(at(NOW + 150_000, status(NOW + 90_000)));
    expect(live.textContent).toBe(ended);
    // A run that fails says nothing of having synced (the alert says what went wrong).
    const again: SyncStatus = { ...running, state: { ...running.state, lastSuccessAt: NOW + 90_000 } };
    rerender(at(NOW + 200_000, again));
    await waitFor(() => expect(live.textContent).toBe('De feed wordt gesynchroniseerd…'));
    rerender(at(NOW + 210_000, status(NOW + 90_000)));
    await waitFor(() => expect(live.textContent).toBe(''));
    // A quick run this page never saw running (Sync now, answered done): synced, said so.
    rerender(at(NOW + 300_000, status(NOW + 299_000)));
    await waitFor(() => expect(live.textContent).toMatch(/^Gesynchroniseerd/));
  });

  it('alerts only the problem: the last sync beside it, rewritten as the clock moves, is not announced again', () => {
    const problem = 'The Job Feed server cannot be reached.';
    const outage = (now: number) => inLocale('en', <SyncProblem now={now} sync={status(NOW - 5 * 60_000)} problem={problem} />);
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
    const { rerender } = render(inLocale('en', <SyncProblem now={NOW} sync={status(NOW)} problem={null} />));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(inLocale('en', <SyncProblem now={NOW} sync={status(NOW)} problem="Sync failed." />));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Sync failed.');
  });
});
