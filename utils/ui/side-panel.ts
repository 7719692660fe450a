/**
 * Opening the side panel from a click in the popup. Both browsers open it only inside the user's
 * gesture, so the call is made at once, with no await before it: Chrome's `sidePanel.open` needs the
 * window, read when the popup opens; Firefox's `sidebarAction.open` needs nothing.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

interface SidePanelApis {
  sidebarAction?: { open(): Promise<void> };
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
}

/** The opener once it can work; null where the browser has no side panel (or the window is not known yet). */
export function useSidePanelOpener(apis: SidePanelApis = browser as unknown as SidePanelApis): (() => void) | null {
  const [windowId, setWindowId] = useState<number | null>(null);
  const chromePanel = apis.sidebarAction ? undefined : apis.sidePanel;
  useEffect(() => {
    if (!chromePanel) return;
    void browser.windows
      .getCurrent()
      .then((window) => setWindowId(window.id ?? null))
      .catch(() => undefined);
  }, [chromePanel]);
  const firefox = apis.sidebarAction;
  if (firefox)
    return () =>
      void firefox.open().then(
        () => window.close(),
        () => undefined,
      );
  if (chromePanel && windowId !== null)
    return () =>
      void chromePanel.open({ windowId }).then(
        () => window.close(),
        () => undefined,
      );
  return null;
}
