/**
 * The overlay page, framed by the content script on a job-board page. Only this page (extension
 * origin) sees the job: it redeems the ticket from its URL with the background (security rule 7).
 * Layout changes go through the background, which tells the content script to resize or remove the
 * frame; the page keeps the layout the background answered.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Job } from '@/utils/api/schemas';
import { DEFAULT_API_BASE_URL } from '@/utils/config/patterns';
import { describeFailure } from '@/utils/i18n/errors';
import { callBackground } from '@/utils/messaging/client';
import type { Failure, OverlaySide } from '@/utils/messaging/contract';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { usePreferences } from '@/utils/ui/use-preferences';
import { OverlayCard } from '@/components/overlay/OverlayCard';
import { OverlayNotice } from '@/components/overlay/OverlayNotice';
import { OverlayPill } from '@/components/overlay/OverlayPill';
import type { CallBackground, OverlayTarget } from './call';
import { readOverlayParams, type OverlayParams } from './params';

export interface OverlayAppProps {
  call?: CallBackground;
  params?: OverlayParams;
  openPage?: (target: OverlayTarget) => void;
  now?: () => number;
}

/** The API named in error sentences: the user's setting, else the build's. */
const BUILD_API_BASE_URL = import.meta.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL;

const openInNewTab = (target: OverlayTarget) => void browser.tabs.create({ url: browser.runtime.getURL(target) }).catch(() => undefined);

type JobState = { kind: 'loading' } | { kind: 'job'; job: Job } | { kind: 'failed'; failure: Failure };

interface Layout {
  collapsed: boolean;
  side: OverlaySide;
}

export function App({ call = callBackground, params: given, openPage = openInNewTab, now = Date.now }: OverlayAppProps) {
  const [params] = useState(() => given ?? readOverlayParams(location.search));
  const { t, locale, settings } = usePreferences(call, 'overlay.preferences');
  const api = settings?.apiBaseUrl ?? BUILD_API_BASE_URL;
  const ticket = params.ticket;
  const [state, setState] = useState<JobState>(() =>
    ticket ? { kind: 'loading' } : { kind: 'failed', failure: { code: 'notFound', message: 'No ticket' } },
  );
  const [layout, setLayout] = useState<Layout>({ collapsed: params.collapsed, side: params.side });
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const pillButton = useRef<HTMLButtonElement>(null);
  const focusAfterLayout = useRef(false);

  const load = useCallback(async () => {
    if (!ticket) return;
    setState({ kind: 'loading' });
    const result = await call({ type: 'overlay.job', ticket });
    setState(result.ok ? { kind: 'job', job: result.value } : { kind: 'failed', failure: result.error });
  }, [call, ticket]);

  useEffect(() => {
    void load();
  }, [load]);

  // Signing in (or out) elsewhere changes what this card can show.
  useBackgroundEvent((event) => {
    if (event.event === 'session.changed' && !dismissed) void load();
  });

  const changeLayout = useCallback(
    async (next: Layout & { dismissed: boolean }) => {
      if (!ticket) {
        if (next.dismissed) setDismissed(true);
        return;
      }
      setBusy(true);
      setNotice(null);
      const result = await call({ type: 'overlay.layout', ticket, ...next });
      setBusy(false);
      if (result.ok) {
        focusAfterLayout.current = true;
        setLayout({ collapsed: result.value.collapsed, side: result.value.side ?? next.side });
        if (next.dismissed) setDismissed(true);
      } else if (next.dismissed && result.error.code === 'notFound') {
        // An out-of-date card has nothing left to remember; it just goes out of the way.
        setDismissed(true);
      } else {
        setNotice(t('overlay.layoutFailed', { reason: describeFailure(t, locale, result.error, api) }));
      }
    },
    [call, ticket, t, locale, api],
  );

  const collapse = useCallback(() => void changeLayout({ ...layout, collapsed: true, dismissed: false }), [changeLayout, layout]);
  const expand = () => void changeLayout({ ...layout, collapsed: false, dismissed: false });
  const moveSide = () => void changeLayout({ ...layout, side: layout.side === 'right' ? 'left' : 'right', dismissed: false });
  const dismiss = () => void changeLayout({ ...layout, dismissed: true });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !layout.collapsed && !dismissed && !busy) {
        event.preventDefault();
        collapse();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [collapse, layout.collapsed, dismissed, busy]);

  // Focus follows the user's action into the pill or back into the card.
  useEffect(() => {
    if (!focusAfterLayout.current) return;
    focusAfterLayout.current = false;
    if (layout.collapsed) pillButton.current?.focus();
    else root.current?.querySelector<HTMLElement>('.card button')?.focus();
  }, [layout]);

  let body;
  if (dismissed) {
    body = (
      <p class="visually-hidden" role="status">
        {t('overlay.dismissed')}
      </p>
    );
  } else if (layout.collapsed) {
    const job = state.kind === 'job' ? state.job : null;
    body = (
      <OverlayPill
        t={t}
        locale={locale}
        now={now()}
        title={job?.title?.trim() || null}
        status={job?.status ?? null}
        closingDate={job?.closingDate ?? null}
        busy={busy}
        onExpand={expand}
        buttonRef={pillButton}
      />
    );
  } else if (state.kind === 'loading') {
    body = <OverlayNotice t={t} message={t('overlay.loading')} busy onCollapse={collapse} />;
  } else if (state.kind === 'job') {
    body = (
      <OverlayCard
        job={state.job}
        t={t}
        locale={locale}
        now={now()}
        side={layout.side}
        busy={busy}
        notice={notice}
        onOpenFull={() => openPage(`/popup.html#job=${state.job.id}`)}
        onMoveSide={moveSide}
        onCollapse={collapse}
        onDismiss={dismiss}
      />
    );
  } else if (state.failure.code === 'signedOut') {
    body = (
      <OverlayNotice t={t} message={t('overlay.signedOut')} onCollapse={collapse}>
        <button type="button" class="primary" onClick={() => openPage('/welcome.html')}>
          {t('session.signIn')}
        </button>
        <button type="button" onClick={dismiss} disabled={busy}>
          {t('overlay.dismiss')}
        </button>
      </OverlayNotice>
    );
  } else if (state.failure.code === 'notFound') {
    body = (
      <OverlayNotice t={t} message={t('overlay.notFound')}>
        <button type="button" onClick={dismiss} disabled={busy}>
          {t('overlay.dismiss')}
        </button>
      </OverlayNotice>
    );
  } else {
    body = (
      <OverlayNotice t={t} message={describeFailure(t, locale, state.failure, api)} tone="error" onCollapse={collapse}>
        <button type="button" class="primary" onClick={() => void load()}>
          {t('state.retry')}
        </button>
        <button type="button" onClick={dismiss} disabled={busy}>
          {t('overlay.dismiss')}
        </button>
      </OverlayNotice>
    );
  }

  return (
    <div ref={root} class={`overlay side-${layout.side}`}>
      {body}
      {notice && state.kind !== 'job' && !dismissed && (
        <p class="notice error floating" role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
