/**
 * "This page" at the top of the popup: whether the active tab shows a feed job (as its content
 * script last checked it, or a sync that ended since brought it), and a way to show the job's card
 * there again when the user hid it; or, on a board switched on whose access was never given, why no
 * card shows there, and a way to give it.
 * The tab's URL is read only where the browser allows it (a board the extension has access to, or
 * the tab the popup was opened on: activeTab) and goes only to the background, never further
 * (SECURITY.md#visited-urls-stay-local).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { PageDiagnosis, PageJob } from '@/utils/messaging/contract';
import { storedCheckFoundJob } from '@/utils/feed/stored-page-checks';
import { thisPageInTime } from '@/utils/ui/first-render';
import { useSyncRunEnded } from '@/utils/ui/use-background-event';
import type { HostPermissions } from '@/utils/ui/host-permissions';
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

/**
 * Whether the popup asks the background about `url`: a built-in board's (the manifest's optional host
 * patterns name their domains), or a site the extension may read (a board added in the options, the
 * API). activeTab shows the popup every tab's address; another site's stays in the popup, and the
 * first render does not wait on the worker for it (first-render.ts).
 */
async function worthAsking(url: string): Promise<boolean> {
  const { hostname, protocol } = new URL(url);
  // Firefox's manifest (version 2) names them among its optional permissions.
  const { optional_host_permissions: hosts = [], optional_permissions: more = [] } = browser.runtime.getManifest() as {
    optional_host_permissions?: string[];
    optional_permissions?: string[];
  };
  // "*://*.indeed.com/*": ".indeed.com", which "nl.indeed.com" ends in; "https://*/*" names no board.
  const domains = [...hosts, ...more].map((pattern) => (pattern.split('/')[2] ?? '').replace('*', ''));
  return (
    domains.some((domain) => domain && `.${hostname}`.endsWith(domain)) ||
    browser.permissions.contains({ origins: [`${protocol}//${hostname}/*`] })
  );
}

export const browserTabs: TabsPort = {
  async active() {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id !== undefined && tab.url?.startsWith('http') && (await worthAsking(tab.url)) ? { id: tab.id, url: tab.url } : null;
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

/** A job board as the background's diagnosis names it. */
export type PageBoard = NonNullable<PageDiagnosis['board']>;

export interface ThisPage {
  /** null: the active tab shows no feed job the popup knows of. */
  page: PageJob | null;
  /** The hidden card was shown again just now. */
  shownAgain: boolean;
  showCardAgain(): void;
  /** The tab's board, switched on, whose pages the extension may not read: no card shows there. */
  noAccess: PageBoard | null;
  /** Access to it was given just now (and the tab loaded again: its card shows). */
  allowed: boolean;
  /** Asks for access to that board: call it in the click, before any await (host-permissions.ts). */
  allowAccess(): void;
}

/**
 * The active tab and the feed job its page found when its content script last checked it; or, with
 * no job, the board whose access was never given.
 */
export interface PageLook {
  tab: ActiveTab;
  page: PageJob | null;
  noAccess?: PageBoard;
}

/** The background's diagnosis of the page (page-diagnosis.ts), as the side panel's "This page" shows it. */
const diagnosis = async (call: CallBackground, url: string) => {
  const result = await call({ type: 'page.diagnose', url });
  return result.ok ? result.value : null;
};

/**
 * The active tab's feed job, asked before the popup's first render (main.tsx), so that "This page"
 * is in that render and never pushes the search box down under a click aimed at it. null: none.
 */
export async function lookUpPage(call: CallBackground, tabs: TabsPort = browserTabs): Promise<PageLook | null> {
  const tab = await tabs.active().catch(() => null);
  if (!tab) return null;
  const current = await call({ type: 'page.current', url: tab.url }).catch(() => null);
  const page = current?.ok && current.value;
  if (page) return { tab, page };
  // No job known there: the side panel's diagnosis tells whether the tab is on a board switched on
  // whose pages no script may read, the first day's "no card and no word why".
  const d = await diagnosis(call, tab.url).catch(() => null);
  return d?.board && d.boardOn && !d.access ? { tab, page: null, noAccess: d.board } : null;
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
export function useThisPage(
  call: CallBackground,
  tabs: TabsPort = browserTabs,
  first?: PageLook | null,
  permissions: Pick<HostPermissions, 'request'> = browser.permissions,
): ThisPage {
  const [seen, setSeen] = useState<PageLook | null>(first ?? null);
  const [asked] = useState(first !== undefined);
  const [shownAgain, setShownAgain] = useState(false);
  const [allowed, setAllowed] = useState(false);
  const mounted = useMountedRef();
  const tab = seen?.tab;
  const page = seen?.page ?? null;

  // The job the page found when its content script last checked it, or its board's missing access.
  useEffect(() => {
    if (!asked) void lookUpPage(call, tabs).then((found) => mounted.current && found && setSeen(found));
  }, [call, tabs, mounted, asked]);

  // A sync's run ended ("Sync now" beside a posting the feed did not hold): the index may hold the
  // tab's job now, before its page (told to check again by the background, notifier.ts) has found
  // it. The background's diagnosis of the page knows it from the index, where the board is on and
  // its pages readable.
  const found = useLatest(page !== null);
  useSyncRunEnded(() => {
    if (found.current) return;
    void tabs
      .active()
      .then(async (active) => {
        if (!active || !mounted.current) return;
        const d = await diagnosis(call, active.url);
        if (d?.job && d.boardOn && d.access && mounted.current) setSeen({ tab: active, page: { job: d.job, hidden: d.hidden } });
      })
      .catch(() => undefined);
  });

  const showCardAgain = useCallback(() => {
    if (!tab || !page) return;
    void showCardOnTab(call, tabs, tab.id, page.job.id).then((shown) => {
      if (!shown || !mounted.current) return;
      setSeen({ tab, page: { ...page, hidden: false } });
      setShownAgain(true);
    });
  }, [call, tabs, tab, page, mounted]);

  // As the side panel gives it (use-page-diagnosis.ts), but asked of the browser here: its
  // requestHostAccess would bring host-permissions.ts, the options' and the sign-in form's code, into
  // the popup's first load. In the click, before any await: the browsers show their prompt only then.
  // Firefox may close the popup as its prompt opens: the next opening finds the access given, no notice.
  const allowAccess = () => {
    const board = seen?.noAccess;
    if (!tab || !board) return;
    void permissions.request({ origins: board.patterns }).then(
      async (granted) => {
        if (!granted) return;
        // The page's script is registered for the board now (background.ts); it checks once the tab loads again.
        await tabs.reload?.(tab.id).catch(() => undefined);
        if (mounted.current) setAllowed(true);
      },
      () => undefined,
    );
  };

  return { page, shownAgain, showCardAgain, noAccess: seen?.noAccess ?? null, allowed, allowAccess };
}
