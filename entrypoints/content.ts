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
    const watcher = new PageWatcher({
      doc: document,
      send: (message) => browser.runtime.sendMessage(message),
      frameUrl: (ticket) => browser.runtime.getURL(`/overlay.html?ticket=${encodeURIComponent(ticket)}`),
      boards: BUILTIN_BOARDS,
      viewportWidth: () => window.innerWidth,
      language: navigator.language,
    });
    void watcher.check(location.href);
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => {
      // The old card goes at once; the new URL is checked once the navigation has committed.
      watcher.clear();
      ctx.setTimeout(() => void watcher.check(newUrl.href), 0);
    });
    const onMessage = (event: unknown) => watcher.onEvent(event, location.href);
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      watcher.clear();
    });
  },
});
