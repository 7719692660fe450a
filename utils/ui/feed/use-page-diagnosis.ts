/**
 * "This page" in the side panel: why the active tab has or has no card, asked again whenever the
 * user moves to another tab or the tab loads another page, and when a sync's run ended. The tab's
 * address is read only where the browser lets the extension read it and goes only to the background
 * (SECURITY.md#visited-urls-stay-local).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import { requestHostAccess, browserHostPermissions, type HostPermissions } from '@/utils/ui/host-permissions';
import { useBackgroundEvent, useSyncRunEnded } from '@/utils/ui/use-background-event';
import { useMountedRef } from '@/utils/ui/use-latest';
import { browserTabs, cardAwaitsRecheck, showCardOnTab, type ActiveTab, type TabsPort } from './use-this-page';

/** What "This page" knows: not asked yet, the address cannot be read, or the background's answer. */
export type PageState = { kind: 'pending' } | { kind: 'unreadable' } | { kind: 'known'; tab: ActiveTab; diagnosis: PageDiagnosis };

export interface PageDiagnosisControl {
  state: PageState;
  recheck(): void;
  /** Asks for access to the page's board (inside the click), then checks the page again. */
  allowAccess(): void;
  showCardAgain(): void;
}

/** The browser's notices that the active tab may show another page. */
function watchActiveTab(onChange: () => void): () => void {
  const onUpdated = (_id: number, change: { status?: string; url?: string }) => {
    if (change.status === 'complete' || change.url) onChange();
  };
  browser.tabs.onActivated.addListener(onChange);
  browser.tabs.onUpdated.addListener(onUpdated);
  return () => {
    browser.tabs.onActivated.removeListener(onChange);
    browser.tabs.onUpdated.removeListener(onUpdated);
  };
}

export function usePageDiagnosis(
  call: CallBackground,
  tabs: TabsPort = browserTabs,
  permissions: HostPermissions = browserHostPermissions,
  watch: (onChange: () => void) => () => void = watchActiveTab,
): PageDiagnosisControl {
  const [state, setState] = useState<PageState>({ kind: 'pending' });
  const mounted = useMountedRef();

  /** Asks the background about the active tab's page: what this view then shows (null: unmounted or refused). */
  const ask = useCallback(async (): Promise<PageState | null> => {
    const tab = await tabs.active().catch(() => null);
    if (!mounted.current) return null;
    if (!tab) {
      setState({ kind: 'unreadable' });
      return { kind: 'unreadable' };
    }
    const result = await call({ type: 'page.diagnose', url: tab.url });
    if (!mounted.current || !result.ok) return null;
    const known: PageState = { kind: 'known', tab, diagnosis: result.value };
    setState(known);
    return known;
  }, [call, tabs, mounted]);
  const recheck = useCallback(() => void ask(), [ask]);

  useEffect(() => {
    recheck();
    return watch(recheck);
  }, [recheck, watch]);
  // Signing in or out, a board switched on in the options: the answer may differ now.
  useBackgroundEvent((event) => {
    if (event.event === 'session.changed' || event.event === 'settings.changed') recheck();
  });
  useSyncRunEnded(() => {
    // The sync ("Sync now", offered while the page is not in the feed) may have brought the page's
    // job. Its page, told to check again, shows the card, as this view does. Decided from the answer
    // after the run: what this view showed before may already be an answer from after the run.
    void ask().then((known) => {
      if (known?.kind === 'known' && cardAwaitsRecheck(known.diagnosis)) void tabs.recheck(known.tab.id).catch(() => undefined);
    });
  });

  const allowAccess = () => {
    if (state.kind !== 'known' || !state.diagnosis.board) return;
    const { tab } = state;
    void requestHostAccess(permissions, state.diagnosis.board.patterns).then(async (granted) => {
      // The page's script is registered for the board now; it checks once the tab is loaded again.
      if (granted) await tabs.reload?.(tab.id).catch(() => undefined);
      recheck();
    });
  };

  const showCardAgain = () => {
    if (state.kind !== 'known' || !state.diagnosis.job) return;
    const { tab } = state;
    void showCardOnTab(call, tabs, tab.id, state.diagnosis.job.id).then(recheck);
  };

  return { state, recheck, allowAccess, showCardAgain };
}
