/**
 * "This page" in the side panel: why the active tab has or has no card, asked again whenever the
 * user moves to another tab or the tab loads another page, and when a sync's run ended. The tab's
 * address is read only where the browser lets the extension read it and goes only to the background
 * (SECURITY.md#visited-urls-stay-local).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure, PageDiagnosis } from '@/utils/messaging/contract';
import { requestHostAccess, browserHostPermissions, type HostPermissions } from '@/utils/ui/host-permissions';
import { useBackgroundEvent, useSyncRunEnded } from '@/utils/ui/use-background-event';
import { useMountedRef } from '@/utils/ui/use-latest';
import { browserTabs, showCardOnTab, type ActiveTab, type TabsPort } from './use-this-page';

/**
 * What "This page" knows: not asked yet, the address cannot be read, the background's answer, or why
 * there is none (the view offers to ask again; a failure once left the step at "Loading…").
 */
export type PageState =
  | { kind: 'pending' }
  | { kind: 'unreadable' }
  | { kind: 'known'; tab: ActiveTab; diagnosis: PageDiagnosis }
  | { kind: 'failed'; failure: Failure };

export interface PageDiagnosisControl {
  state: PageState;
  recheck(): void;
  /** Asks for access to the page's board (inside the click), then checks the page again. */
  allowAccess(): void;
  showCardAgain(): void;
}

/** The active tab's diagnosis: asked of the background for its address, if the extension may read it. */
export async function diagnosePage(call: CallBackground, tabs: TabsPort): Promise<PageState> {
  const tab = await tabs.active().catch(() => null);
  if (!tab) return { kind: 'unreadable' };
  const result = await call({ type: 'page.diagnose', url: tab.url });
  return result.ok ? { kind: 'known', tab, diagnosis: result.value } : { kind: 'failed', failure: result.error };
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

/**
 * `first`: diagnosePage's answer from before the first render (main.tsx), so that "This page" is in
 * that render and does not push the queue down under the pointer as it comes. It is asked again at
 * mount all the same (shown until that answer): the tab may have moved on before the page listened.
 */
export function usePageDiagnosis(
  call: CallBackground,
  tabs: TabsPort = browserTabs,
  permissions: HostPermissions = browserHostPermissions,
  first?: PageState,
): PageDiagnosisControl {
  const [state, setState] = useState<PageState>(first ?? { kind: 'pending' });
  const mounted = useMountedRef();
  /**
   * Checks are asked on every tab event, a sync's start and its end: only the newest one's answer is
   * shown. An older answer arriving last (a retried message, a busy worker) brought back "Not in your
   * feed." after the sync that brought the job, or the tab left behind.
   */
  const asked = useRef(0);

  const recheck = useCallback(() => {
    const ask = ++asked.current;
    void diagnosePage(call, tabs).then((next) => {
      if (mounted.current && ask === asked.current) setState(next);
    });
  }, [call, tabs, mounted]);

  useEffect(() => {
    recheck();
    return watchActiveTab(recheck);
  }, [recheck]);
  // Signing in or out, a board switched on in the options, a sync's end: the answer may differ now.
  // (A sync that brought jobs also has the board pages check themselves, notifier.ts: the card shows.)
  useBackgroundEvent((event) => {
    if (event.event === 'session.changed' || event.event === 'settings.changed') recheck();
  });
  useSyncRunEnded(recheck);

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
