import { SteadyButton } from '@/components/SteadyButton';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatNumber, formatRelative } from '@/utils/i18n/format';
import type { SyncStatus } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { ProblemDetail } from './ErrorNotice';

interface LastSync {
  now: number;
  sync: SyncStatus | null;
  /** When the last sync finished as last saved: shown until `sync` is answered. */
  savedLastSyncAt?: number | null;
}

interface Props extends LastSync {
  /** A "Sync now" request is on its way. */
  requesting: boolean;
  onSyncNow(): void;
}

const lastSuccessOf = ({ sync, savedLastSyncAt = null }: Omit<LastSync, 'now'>) =>
  sync ? (sync.state.lastSuccessAt ?? null) : savedLastSyncAt;

/** Sync progress, when the feed was last synced, and "Sync now". */
export function SyncStatusBar({ now, sync, savedLastSyncAt = null, requesting, onSyncNow }: Props) {
  const { t, locale } = useI18n();
  const state = sync?.state ?? null;
  const running = state?.status === 'running';
  const lastSuccessAt = lastSuccessOf({ sync, savedLastSyncAt });
  // Before the background has answered, "never synced" would be a guess: say nothing instead.
  const synced =
    lastSuccessAt !== null ? t('sync.lastSuccess', { time: formatRelative(locale, lastSuccessAt, now) }) : sync ? t('sync.never') : '';
  const fetched = state?.fetched ?? 0;
  const expected = state?.expected ?? null;
  const progressText =
    expected !== null && expected > 0
      ? t('sync.progress', { fetched: formatNumber(locale, Math.min(fetched, expected)), expected: formatNumber(locale, expected) })
      : t(fetched === 1 ? 'sync.progressUnknownOne' : 'sync.progressUnknown', { fetched: formatNumber(locale, fetched) });
  // What a screen reader is told, politely: that a sync started, and that the feed was synced since
  // (a quick run may end before this page saw it running), each once. The line shown changes with the
  // clock and each page of a sync, and is not read out again; a sync that failed is the alert's.
  const [said, setSaid] = useState('');
  const seen = useRef<{ at: number | null; running: boolean } | null>(null);
  useEffect(() => {
    if (!sync) return;
    const before = seen.current;
    seen.current = { at: lastSuccessAt, running };
    // The first answer: nothing has happened here yet.
    if (!before) return;
    if (running && !before.running) setSaid(t('sync.started'));
    else if (!running && lastSuccessAt !== null && lastSuccessAt !== before.at)
      setSaid(t('sync.lastSuccess', { time: formatRelative(locale, lastSuccessAt, lastSuccessAt) }));
    else if (!running && before.running) setSaid('');
  }, [sync, running, lastSuccessAt, t, locale]);

  return (
    <div class="sync-bar">
      <div class="sync-line">
        <p class="sync-text">{running ? progressText : synced}</p>
        <p class="visually-hidden" role="status">
          {said}
        </p>
        <SteadyButton type="button" onClick={onSyncNow} busy={running || requesting || sync === null}>
          {t('sync.now')}
        </SteadyButton>
      </div>
      {running &&
        (expected !== null && expected > 0 ? (
          <progress class="sync-progress" max={expected} value={Math.min(fetched, expected)} aria-label={t('sync.progressLabel')} />
        ) : (
          <progress class="sync-progress" aria-label={t('sync.progressLabel')} />
        ))}
    </div>
  );
}

interface ProblemProps extends LastSync {
  /** What is wrong with the API or the last sync, as a sentence; null when all is well. */
  problem: string | null;
  /** The address and the technical detail of the problem. */
  problemDetail?: string | null;
}

/**
 * What is wrong with the API or the last sync, and since when the feed is as it is. Shown under the
 * search (FeedView's notices): it comes after the first paint, often seconds after, when a request
 * fails, and must not move the search box under the recruiter's pointer.
 */
export function SyncProblem({ problem, problemDetail = null, ...last }: ProblemProps) {
  const { t, locale } = useI18n();
  const lastSuccessAt = lastSuccessOf(last);
  const stale = lastSuccessAt !== null ? t('sync.stale', { time: formatRelative(locale, lastSuccessAt, last.now) }) : t('sync.staleNever');
  // Only the problem is the alert: an alert is read out again on every change, and "last synced
  // (5 minutes ago)" beside it changes with the clock. The alert stays in the page, empty, so that a
  // problem written into it is announced.
  return (
    <div class={problem ? 'notice warn sync-problem' : undefined}>
      <div role="alert">{problem && <p>{problem}</p>}</div>
      {problem && <p>{stale}</p>}
      {problem && problemDetail && <ProblemDetail detail={problemDetail} />}
    </div>
  );
}
