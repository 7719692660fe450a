/**
 * The overlay page, framed by the content script on a job-board page. Only this page (extension
 * origin) sees the job: it redeems the ticket from its URL with the background (SECURITY.md#job-data-in-extension-frame).
 * The card opens as a compact summary and shows the whole record on request. Layout changes
 * (expanded, moved, dismissed) go through the background, which tells the content script to resize,
 * move or remove the frame; the page keeps the layout the background answered. A dismissal is
 * remembered first, then said, and only then is the frame asked to go (use-dismissal.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { DEFAULT_API_BASE_URL } from '@/utils/config/patterns';
import { describeFailure, failureDetail } from '@/utils/i18n/errors';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import type { OverlayAnchor } from '@/utils/content/anchor-geometry';
import type { Failure } from '@/utils/messaging/contract';
import { usePreferences } from '@/utils/ui/use-preferences';
import { I18nProvider } from '@/utils/i18n/context';
import { MoveHandle } from '@/components/overlay/MoveHandle';
import { OverlayCard } from '@/components/overlay/OverlayCard';
import { OverlayNotice } from '@/components/overlay/OverlayNotice';
import { OverlaySummary } from '@/components/overlay/OverlaySummary';
import { OfflineJob } from '@/components/overlay/OfflineJob';
import type { OverlayTarget } from './call';
import { readOverlayParams, type OverlayParams } from './params';
import { useCardJob } from './use-card-job';
import { useRateLimitWait } from '@/utils/ui/use-rate-limit-wait';
import { useCardMove } from './use-card-move';
import { useCoveredHint } from './use-covered-hint';
import { useOutOfDate } from './use-out-of-date';
import { useDismissal } from './use-dismissal';
import { useFitFrame } from './use-fit-frame';
import { useFitSummary } from './use-fit-summary';
import { useCardNotes, useCardStatus, useCardVacancy } from '@/utils/ui/use-card-reads';
import { DismissIcon } from '@/components/overlay/DismissIcon';

export interface OverlayAppProps {
  call?: CallBackground;
  params?: OverlayParams;
  now?: () => number;
  /** The frame's size, for settling a dragged card; the window's by default. */
  frameSize?: () => [number, number];
}

/** The API named in error sentences: the user's setting, else the build's. */
const BUILD_API_BASE_URL = import.meta.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL;

interface Layout {
  collapsed: boolean;
  anchor: OverlayAnchor;
}

/** `keep`: a dismissal remembered while the card stays to say so (use-dismissal.ts); `size`: the frame's at the new corner. */
type LayoutChange = Partial<Layout> & { dismissed?: boolean; keep?: boolean; size?: [number, number] | undefined };

export function App({ call = callBackground, params: given, now = Date.now, frameSize }: OverlayAppProps) {
  const [params] = useState(() => given ?? readOverlayParams(location.search));
  const { t, locale, settings, i18n } = usePreferences(call, 'overlay.preferences');
  const api = settings?.apiBaseUrl ?? BUILD_API_BASE_URL;
  const ticket = params.ticket;
  const [layout, setLayout] = useState<Layout>({ collapsed: true, anchor: params.anchor });
  const [dismissed, setDismissed] = useState(false);
  /** Dismissed though out of date: gone from the page, not remembered. */
  const [goneStale, setGoneStale] = useState(false);
  const { state, load } = useCardJob(call, ticket, dismissed, now);
  // A 429's wait, under Why, counts down (a person's Get Job no longer waits a long Retry-After out).
  useRateLimitWait(state.kind === 'failed' ? state.failure.api : null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null); // worded at each render, in the language of the moment
  const notice = failure && t('overlay.layoutFailed', { reason: describeFailure(t, locale, failure, api) });
  /** What a screen reader is told after a move. */
  const [announcement, setAnnouncement] = useState('');
  const { call: cardCall, outOfDate, turn: turnOutOfDate, dismissRef: outOfDateDismiss } = useOutOfDate(call, t, setAnnouncement);
  const openPage = (target: OverlayTarget) => ticket && void cardCall({ type: 'overlay.open', ticket, target });
  const expandButton = useRef<HTMLButtonElement>(null);
  const collapseButton = useRef<HTMLButtonElement>(null);
  const focusAfterLayout = useRef(false);

  /** Asks the background for a change; true once it is made. A moved card gives its new anchor. */
  const changeLayout = useCallback(
    async ({ collapsed = layout.collapsed, anchor, dismissed: dismissing = false, keep = false, size }: LayoutChange): Promise<boolean> => {
      if (!ticket) {
        if (dismissing) setDismissed(true);
        return false;
      }
      setBusy(true);
      setFailure(null);
      const result = await call({
        type: 'overlay.layout',
        ticket,
        collapsed,
        anchor: anchor ?? null,
        dismissed: dismissing,
        ...(dismissing && keep && { keep: true as const }),
        ...(size && { size }),
      });
      setBusy(false);
      if (result.ok) {
        focusAfterLayout.current = collapsed !== layout.collapsed;
        setLayout({ collapsed: result.value.collapsed, anchor: result.value.anchor ?? layout.anchor });
        if (dismissing && !keep) setDismissed(true);
        return true;
      }
      if (result.error.code === 'notFound' && !dismissing) turnOutOfDate();
      else if (dismissing && result.error.code === 'notFound') {
        // An out-of-date card has nothing left to remember; it just goes out of the way (the
        // background still tells its page to take the frame away), and says it was not remembered.
        setGoneStale(true);
        setDismissed(true);
      } else setFailure(result.error);
      return false;
    },
    [call, ticket, layout, turnOutOfDate],
  );

  const collapse = useCallback(() => void changeLayout({ collapsed: true }), [changeLayout]);
  const expand = () => void changeLayout({ collapsed: false });
  // Undo, or a dismissal not made, takes the focus from the buttons that went to the card's toggle.
  const refocus = () => ((focusAfterLayout.current = true), setLayout((current) => ({ ...current })));
  const dismissal = useDismissal((keep) => changeLayout({ dismissed: true, keep }), refocus);
  const { dismiss, step: dismissing } = dismissal;
  const hiding = dismissing === 'undo' || dismissing === 'asking';
  /** Dismissed, or saying so before it asks to go: the card shows nothing else. */
  const gone = dismissed || dismissing === 'saying';
  const undoDismiss = () => (dismissal.undo(), refocus());
  // What the live region said before is cleared: should the dismissal fail, it is not said again.
  useEffect(() => void (dismissing === 'saying' && setAnnouncement('')), [dismissing]);
  // A fitted card keeps its height at the new corner (it showed the compact size until fitted again).
  const moveTo = (anchor: OverlayAnchor) =>
    changeLayout({ anchor, size: fitted() }).then((moved) => {
      // A card dropped back where it was (or hardly moved) has not moved.
      if (moved && anchor !== layout.anchor) setAnnouncement(t('overlay.moved', { place: t(`overlay.place.${anchor}`) }));
    });
  const move = useCardMove({ call: cardCall, ticket, anchor: layout.anchor, moveTo, frameSize });
  const mark = useCardStatus(cardCall, ticket, state.kind === 'job' ? state.job.id : null, t, locale);
  const notes = useCardNotes(cardCall, ticket, state.kind === 'job' ? state.job.id : null);
  const vacancy = useCardVacancy(cardCall, ticket, state.kind === 'job' ? state.job.id : null);
  const handle = <MoveHandle busy={busy} {...move} />;
  const covered = useCoveredHint();

  // Escape collapses the whole record; read at the key press, so a key right after expanding counts.
  const escape = useRef<() => boolean>(() => false);
  escape.current = () => !layout.collapsed && !dismissed && !dismissing && !busy && (collapse(), true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current()) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Focus follows the user's action from the button that expanded the card to the one that collapses it, and back:
  // before paint, so a key pressed as soon as the new layout shows is never overtaken by this move.
  useLayoutEffect(() => {
    if (!focusAfterLayout.current) return;
    focusAfterLayout.current = false;
    (layout.collapsed ? expandButton : collapseButton).current?.focus();
  }, [layout]);

  // A card that shows no job has nothing to expand; it collapses only when it opened expanded.
  const collapseIfExpanded = layout.collapsed ? undefined : collapse;
  const stale = outOfDate || (state.kind === 'failed' && state.failure.code === 'notFound');
  // An out-of-date card is not remembered as dismissed: it says why it goes instead.
  const goneWords = t(goneStale || stale ? 'overlay.notFound' : 'overlay.dismissed');
  const saying = dismissing === 'saying';
  // The frame shrinks to the few lines that say so (or to the compact card's), and is as before if the card comes back
  // (not once it went); nothing to wait for, a failure only leaves it as it was.
  const fitFrame = (size: [number, number] | null) =>
    ticket && !dismissed
      ? void call({ type: 'overlay.layout', ticket, collapsed: layout.collapsed, anchor: null, dismissed: false, ...(size && { size }) })
      : undefined;
  const around = useFitFrame(saying, goneWords, fitFrame);
  const fitted = useFitSummary(around, !gone && !hiding && !stale && state.kind === 'job' && layout.collapsed, layout, fitFrame);
  let body;
  if (dismissed) {
    body = null;
  } else if (saying) {
    // Said by the live region below, there before the words come (one that appears with them is not always read).
    // The handle's place is kept, empty: the header keeps its height, and nothing is left to move or press.
    body = <OverlayNotice message={goneWords} live={false} handle={<span class="move-handle-space" aria-hidden="true" />} />;
  } else if (hiding) {
    // An out-of-date card is not remembered as hidden (its ticket is gone): it only leaves this page.
    body = (
      <OverlayNotice message={t(stale ? 'overlay.hidingStale' : 'overlay.hiding')} handle={handle}>
        <button type="button" class="primary" ref={dismissal.undoRef} onClick={undoDismiss} disabled={dismissing === 'asking'}>
          {t('overlay.undo')}
        </button>
        <button type="button" onClick={dismissal.hideNow} disabled={dismissing === 'asking'}>
          {t('overlay.hideNow')}
        </button>
      </OverlayNotice>
    );
  } else if (stale) {
    body = (
      <OverlayNotice message={t('overlay.notFound')} handle={handle}>
        <button type="button" ref={outOfDateDismiss} onClick={dismiss} disabled={busy}>
          {t('overlay.dismissStale')}
        </button>
      </OverlayNotice>
    );
  } else if (state.kind === 'loading') {
    body = <OverlayNotice message={t('overlay.loading')} busy handle={handle} onCollapse={collapseIfExpanded} />;
  } else if (state.kind === 'job' && layout.collapsed) {
    body = (
      <OverlaySummary
        job={state.job}
        now={now()}
        handle={handle}
        busy={busy}
        notice={notice}
        onExpand={expand}
        onDismiss={dismiss}
        expandRef={expandButton}
        mark={mark}
        vacancy={vacancy}
      />
    );
  } else if (state.kind === 'job') {
    body = (
      <OverlayCard
        job={state.job}
        now={now()}
        handle={handle}
        busy={busy}
        notice={notice}
        onOpenFull={() => openPage('job')}
        onOpenEmployer={() => openPage('employer')}
        onCollapse={collapse}
        onDismiss={dismiss}
        collapseRef={collapseButton}
        mark={mark}
        notes={notes}
        vacancy={vacancy}
      />
    );
  } else if (state.failure.code === 'signedOut') {
    body = (
      <OverlayNotice message={t('overlay.signedOut')} handle={handle} onCollapse={collapseIfExpanded}>
        <button type="button" class="primary" onClick={() => openPage('signIn')}>
          {t('session.signIn')}
        </button>
        <button type="button" onClick={dismiss} disabled={busy}>
          {t('overlay.dismiss')}
        </button>
      </OverlayNotice>
    );
  } else {
    const reason = describeFailure(t, locale, state.failure, api);
    // With the job's local summary the compact card keeps it all in view: a short message, why one
    // click away, what the index holds of the job, Try again, and Dismiss as an icon.
    const details = state.local && <OfflineJob job={state.local} now={now()} reason={reason} detail={failureDetail(state.failure, api)} />;
    body = (
      <OverlayNotice
        message={state.local ? t('overlay.offline') : reason}
        tone="error"
        handle={handle}
        onCollapse={collapseIfExpanded}
        details={details}
      >
        <button type="button" class="primary" onClick={() => void load()}>
          {t('state.retry')}
        </button>
        {state.local ? (
          <DismissIcon onDismiss={dismiss} busy={busy} />
        ) : (
          <button type="button" onClick={dismiss} disabled={busy}>
            {t('overlay.dismiss')}
          </button>
        )}
      </OverlayNotice>
    );
  }

  return (
    <I18nProvider value={i18n}>
      <div class={`overlay at-${layout.anchor}${saying ? ' said' : ''}`} ref={around}>
        {body}
        <p class="visually-hidden" role="status">
          {gone ? <Said words={goneWords} /> : announcement}
        </p>
        {notice && state.kind !== 'job' && !gone && (
          <p class="notice error floating" role="alert">
            {notice}
          </p>
        )}
        {covered && !gone && (
          <p class="notice warn floating covered" role="status">
            {t('overlay.covered')}
          </p>
        )}
      </div>
    </I18nProvider>
  );
}

/** The words the live region said as the card went, kept: in another language, chosen meanwhile, they would be said again. */
function Said({ words }: { words: string }) {
  const [said] = useState(words);
  return <>{said}</>;
}
