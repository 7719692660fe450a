/**
 * "This page" at the top of the popup: whether the active tab shows a feed job (as its content
 * script last checked it, or a sync that ended since brought it), and a way to show the job's card
 * there again when the user hid it.
 * The tab's URL is read only where the browser allows it (a board the extension has access to) and
 * goes only to the background, never further (SECURITY.md#visited-urls-stay-local).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { PageJob } from '@/utils/messaging/contract';
import { storedCheckFoundJob } from '@/utils/feed/stored-page-checks';
import { thisPageInTime } from '@/utils/ui/first-render';
import { useSyncRunEnded } from '@/utils/ui/use-background-event';
import { useLatest, useMountedRef } from '@/utils/ui/use-latest';

export interface ActiveTab {
  id: number;
  url: string;
}

/** The browser's side of it: the active tab, and a nudge to its content script to check again. */
export interface TabsPort {
  active(): Promise<ActiveTab | null>;
  recheck(tabId: number): Promise<void>;
  /** Loads the tab's page again (its script then checks it). */
  reload?(tabId: number): Promise<void>;
}

export const browserTabs: TabsPort = {
  async active() {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id !== undefined && tab.url?.startsWith('http') ? { id: tab.id, url: tab.url } : null;
  },
  async recheck(tabId) {
    await browser.tabs.sendMessage(tabId, { event: 'page.recheck' });
  },
  async reload(tabId) {
    await browser.tabs.reload(tabId);
  },
};

/**
 * Shows a hidden card again (cards.show) and has the tab's page check again, so it shows now; a tab
 * that cannot be reached shows it on its next visit. false: the background refused.
 */
export async function showCardOnTab(call: CallBackground, tabs: TabsPort, tabId: number, jobId: number): Promise<boolean> {
  const result = await call({ type: 'cards.show', id: jobId });
  if (result.ok) await tabs.recheck(tabId).catch(() => undefined);
  return result.ok;
}

export interface ThisPage {
  /** null: the active tab shows no feed job the popup knows of. */
  page: PageJob | null;
  /** The hidden card was shown again just now. */
  shownAgain: boolean;
  showCardAgain(): void;
}

/** The active tab and the feed job its page found when its content script last checked it. */
export interface PageLook {
  tab: ActiveTab;
  page: PageJob;
}

const currentJob = async (call: CallBackground, url: string) => {
  const result = await call({ type: 'page.current', url });
  return result.ok ? result.value : null;
};

/**
 * The active tab's feed job, asked before the popup's first render (main.tsx), so that "This page"
 * is in that render and never pushes the search box down under a click aimed at it. null: none.
 */
export async function lookUpPage(call: CallBackground, tabs: TabsPort = browserTabs): Promise<PageLook | null> {
  const tab = await tabs.active().catch(() => null);
  const page = tab ? await currentJob(call, tab.url).catch(() => null) : null;
  return tab && page ? { tab, page } : null;
}

/**
 * lookUpPage within the first render's wait for it (first-render.ts): the longer wait only where the
 * tab's page was last checked and found a feed job, as storage.session tells without the worker.
 */
export function lookUpPageInTime(call: CallBackground, tabs: TabsPort = browserTabs): Promise<PageLook | null | undefined> {
  // The active tab asked once, for both.
  const active = tabs.active();
  return thisPageInTime(
    lookUpPage(call, { ...tabs, active: () => active }),
    active.then((tab) => tab !== null && storedCheckFoundJob(tab.url)),
  );
}

/** `first`: lookUpPage's answer from before the first render; undefined: not known then, asked now. */
export function useThisPage(call: CallBackground, tabs: TabsPort = browserTabs, first?: PageLook | null): ThisPage {
  const [tab, setTab] = useState<ActiveTab | null>(first?.tab ?? null);
  const [page, setPage] = useState<PageJob | null>(first?.page ?? null);
  const [asked] = useState(first !== undefined);
  const [shownAgain, setShownAgain] = useState(false);
  const mounted = useMountedRef();

  /** Shows the feed job `ask` names for the active tab's address, if it names one. */
  const look = useCallback(
    async (ask: (url: string) => Promise<PageJob | null>) => {
      const active = await tabs.active().catch(() => null);
      if (!active || !mounted.current) return;
      const shown = await ask(active.url);
      if (!mounted.current || !shown) return;
      setTab(active);
      setPage(shown);
    },
    [tabs, mounted],
  );

  // The job the page found when its content script last checked it.
  useEffect(() => {
    if (!asked) void look((url) => currentJob(call, url));
  }, [call, look, asked]);

  // A sync's run ended ("Sync now" beside a posting the feed did not hold): the index may hold the
  // tab's job now, before its page (told to check again by the background, notifier.ts) has found
  // it. The background's diagnosis of the page knows it from the index, where the board is on and
  // its pages readable.
  const found = useLatest(page !== null);
  useSyncRunEnded(() => {
    if (found.current) return;
    void look(async (url) => {
      const result = await call({ type: 'page.diagnose', url });
      if (!result.ok) return null;
      const { job, hidden, boardOn, access } = result.value;
      return job && boardOn && access ? { job, hidden } : null;
    });
  });

  const showCardAgain = useCallback(() => {
    if (!tab || !page) return;
    void showCardOnTab(call, tabs, tab.id, page.job.id).then((shown) => {
      if (!shown || !mounted.current) return;
      setPage({ ...page, hidden: false });
      setShownAgain(true);
    });
  }, [call, tabs, tab, page, mounted]);

  return { page, shownAgain, showCardAgain };
}
