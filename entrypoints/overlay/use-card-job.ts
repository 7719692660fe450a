/**
 * The card's job, redeemed with its ticket: Get Job through the background, and while that fails
 * for want of the API, what the local index holds of the job (offline, the card still shows it).
 * Asked again when the session changes, and, by a card that could not reach the API, when a sync's
 * run ends: the sync may have reached it, and the card then shows the job without a Try again.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Job } from '@/utils/api/schemas';
import type { JobSummary } from '@/utils/feed/summary';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure } from '@/utils/messaging/contract';
import { useBackgroundEvent, useSyncRunEnded } from '@/utils/ui/use-background-event';
import { useLatest, useMountedRef } from '@/utils/ui/use-latest';
import { useClosingClock } from '@/utils/ui/use-closing-clock';
import { useSettledFocus } from '@/utils/ui/use-settled-focus';
import { usePageRestores } from '@/utils/ui/use-page-restores';

/** `local`: the job as the index holds it, shown while Get Job fails (null when not asked or not there). */
export type JobState = { kind: 'loading' } | { kind: 'job'; job: Job } | { kind: 'failed'; failure: Failure; local?: JobSummary | null };

/**
 * The state, and a load that shows "loading" until it is answered (Try again, which keeps the focus in
 * the card). `gone`: the card was dismissed, and asks nothing more.
 * `now`: the card's clock, read again as the job closes (the card stays over its posting for hours).
 */
export function useCardJob(
  call: CallBackground,
  ticket: string | null,
  gone: boolean,
  now: () => number = Date.now,
): { state: JobState; load(): Promise<void> } {
  const [state, setState] = useState<JobState>(() =>
    ticket ? { kind: 'loading' } : { kind: 'failed', failure: { code: 'notFound', message: 'No ticket' }, local: null },
  );
  const mounted = useMountedRef();

  const load = useCallback(async () => {
    if (!ticket) return;
    setState({ kind: 'loading' });
    const result = await call({ type: 'overlay.job', ticket });
    if (result.ok) {
      setState({ kind: 'job', job: result.value });
      return;
    }
    const failure = result.error;
    // Offline or failing, the card still shows what the local index knows of the job; a job the feed
    // dropped, a ticket that is not valid, or no session, does not.
    const askLocal = failure.code === 'api' && failure.api?.kind !== 'notFound' && failure.api?.kind !== 'unauthorized';
    const local = askLocal ? await call({ type: 'overlay.summary', ticket }) : null;
    setState({ kind: 'failed', failure, local: local?.ok ? local.value : null });
  }, [call, ticket]);

  useEffect(() => {
    void load();
  }, [load]);

  // A card that could not reach the API asks once more, quietly: it keeps what it shows unless the job comes.
  const shown = useLatest({ state, gone });
  const retryQuietly = useCallback(async () => {
    if (!ticket) return;
    const result = await call({ type: 'overlay.job', ticket });
    if (result.ok && mounted.current && !shown.current.gone) setState({ kind: 'job', job: result.value });
  }, [call, ticket, mounted, shown]);

  // Signing in (or out) elsewhere changes what this card can show; a sync's end may have found the API again.
  useBackgroundEvent((event) => {
    if (event.event === 'session.changed' && !shown.current.gone) void load();
  });
  useSyncRunEnded(() => {
    const { state: now, gone: dismissed } = shown.current;
    if (!dismissed && now.kind === 'failed' && now.failure.code === 'api') void retryQuietly();
  });

  useClosingClock(state.kind === 'job' ? state.job.closingDate : state.kind === 'failed' ? state.local?.closingDate : null, now);

  // Back from the back-forward cache, it heard nothing of that while: the job (its status, its closing) may have changed.
  const restores = usePageRestores();
  useEffect(() => {
    if (restores > 0 && !shown.current.gone) void retryQuietly();
  }, [restores, shown, retryQuietly]);

  // Try again takes its own button away while the card loads: once the answer shows, a focus left
  // nowhere goes to the card's first action (Show details, or Try again once more), not to the frame's start.
  const retried = useSettledFocus(state, state.kind === 'loading', () => document.querySelector<HTMLElement>('.card .primary'));
  const retry = useCallback(() => (retried(), load()), [retried, load]);

  return { state, load: retry };
}
