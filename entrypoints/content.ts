import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import { buildTimeBoardPatterns } from '@/utils/config/patterns';
import { PageWatcher } from '@/utils/content/page-watcher';

export default defineContentScript({
  // Static registration covers the boards granted at build time; boards the user enables later are
  // registered at runtime by the background.
  matches: buildTimeBoardPatterns(import.meta.env.WXT_JOB_BOARDS),
  runAt: 'document_idle',
  main(ctx) {
    // A board covered both by the manifest and by a runtime registration gets the script twice; the
    // two copies share this isolated world, so the second one steps aside.
    const loaded = globalThis as { jobFeedCompanionLoaded?: boolean };
    if (loaded.jobFeedCompanionLoaded) return;
    loaded.jobFeedCompanionLoaded = true;
    const watcher = new PageWatcher({
      doc: document,
      send: (message) => browser.runtime.sendMessage(message),
      frameUrl: (ticket, layout) => {
        const query = new URLSearchParams({ ticket, side: layout.side, collapsed: layout.collapsed ? '1' : '0' });
        return `${browser.runtime.getURL('/overlay.html')}?${query}`;
      },
      boards: BUILTIN_BOARDS,
      viewportWidth: () => window.innerWidth,
      language: navigator.language,
    });
    let currentUrl = location.href;
    const onLocationChange = (newUrl: string) => {
      if (newUrl === currentUrl) return;
      currentUrl = newUrl;
      // The old card goes at once; the new URL is checked once the navigation has committed.
      watcher.clear();
      ctx.setTimeout(() => void watcher.check(newUrl), 0);
    };
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => onLocationChange(newUrl.href));
    // WXT follows the Navigation API; without it (Firefox ESR) WXT polls the URL once a second, which
    // leaves the old card beside the new posting for up to a second. There a single-page app's
    // back/forward and its first change to the page after pushState tell sooner. Observing starts
    // before the first check, so this observer hears of a new page before the watcher's head watch.
    const pageChanges = new MutationObserver(() => onLocationChange(location.href));
    if (typeof (globalThis as { navigation?: { addEventListener?: unknown } }).navigation?.addEventListener !== 'function') {
      ctx.addEventListener(window, 'popstate', () => onLocationChange(location.href));
      pageChanges.observe(document, { childList: true, subtree: true });
    }
    void watcher.check(currentUrl);
    const onMessage = (event: unknown) => watcher.onEvent(event, location.href);
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      pageChanges.disconnect();
      browser.runtime.onMessage.removeListener(onMessage);
      watcher.clear();
    });
  },
});
