/**
 * The sync's status as the popup shows it: asked on open, on every progress event and every
 * second while a run is under way (and a few times after "Sync now", until the run shows).
 * It tells its owner when a run has ended, or added jobs while running, so the list can follow.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Failure, SyncStatus } from '@/utils/messaging/contract';
import type { CallBackground } from '@/utils/messaging/client';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { useLatest, useMountedRef } from '@/utils/ui/use-latest';

export const SYNC_POLL_MS = 1000;
/** Polls after "Sync now" before the background has reported the run it started. */
const POLLS_AFTER_REQUEST = 3;

export interface SyncEvents {
  /** A run ended (or one this popup never saw running finished) since the last answer. */
  onRunEnded(next: SyncStatus): void;
  /** A run under way indexed more jobs. */
  onIndexedWhileRunning(next: SyncStatus): void;
  /** "Sync now" was refused. */
  onRequestFailed(failure: Failure): void;
}

export interface SyncState {
  sync: SyncStatus | null;
  requesting: boolean;
  syncNow(): void;
  /** Asks the background again; the answer, or null when it was overtaken or failed. */
  refresh(): Promise<SyncStatus | null>;
}

/** Whether `next` reports a run ending after `before`: the moment to reload what the run saved. */
export function runEndedBetween(before: SyncStatus | null, next: SyncStatus): boolean {
  const wasRunning = before?.state.status === 'running';
  const running = next.state.status === 'running';
  // A run this popup never saw running (it was quick) still shows as a newer success.
  const succeededSince = before !== null && next.state.lastSuccessAt !== null && next.state.lastSuccessAt !== before.state.lastSuccessAt;
  return (wasRunning && !running) || succeededSince;
}

export function useSyncStatus(call: CallBackground, events: SyncEvents): SyncState {
  const [sync, setSync] = useState<SyncStatus | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [pollsLeft, setPollsLeft] = useState(0);
  const mounted = useMountedRef();
  const handlers = useLatest(events);
  const shown = useRef<SyncStatus | null>(null);
  // An answer overtaken by a newer one (or by "Sync now") would show an old state.
  const asked = useRef(0);

  const show = useCallback((next: SyncStatus) => {
    shown.current = next;
    setSync(next);
  }, []);

  const refresh = useCallback(async () => {
    const seq = ++asked.current;
    const result = await call({ type: 'sync.status' });
    if (!mounted.current || !result.ok || seq !== asked.current) return null;
    const before = shown.current;
    const next = result.value;
    show(next);
    if (runEndedBetween(before, next)) handlers.current.onRunEnded(next);
    else if (next.state.status === 'running' && before && next.indexed !== before.indexed) handlers.current.onIndexedWhileRunning(next);
    return next;
  }, [call, mounted, handlers, show]);

  const running = sync?.state.status === 'running';
  const boosted = pollsLeft > 0;
  useEffect(() => {
    if (!running && !boosted) return;
    const timer = setInterval(() => {
      setPollsLeft((n) => Math.max(0, n - 1));
      void refresh();
    }, SYNC_POLL_MS);
    return () => clearInterval(timer);
  }, [running, boosted, refresh]);

  useBackgroundEvent((event) => {
    if (event.event === 'sync.progress') void refresh();
  });

  const syncNow = useCallback(() => {
    setRequesting(true);
    void call({ type: 'sync.now', full: false }).then((result) => {
      if (!mounted.current) return;
      setRequesting(false);
      if (result.ok) {
        asked.current++;
        show(result.value);
        setPollsLeft(POLLS_AFTER_REQUEST);
      } else {
        handlers.current.onRequestFailed(result.error);
      }
    });
  }, [call, mounted, handlers, show]);

  return { sync, requesting, syncNow, refresh };
}
