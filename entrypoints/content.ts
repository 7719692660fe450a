import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { STATIC_BOARDS } from '@/utils/config/static-boards';
import { afterLoad } from '@/utils/content/after-load';
import { PageWatcher } from '@/utils/content/page-watcher';
import type { ContentScriptContext } from '@/utils/content/script-context';
import { watchUrlChanges } from '@/utils/content/url-changes';

export default defineContentScript({
  // Static registration covers the boards granted at build time; boards the user enables later are
  // registered at runtime by the background.
  matches: [...STATIC_BOARDS],
  // A store build declares no board statically (built-in boards are granted by the user), and a
  // manifest entry with no matches is invalid: the background registers the script per granted board.
  registration: STATIC_BOARDS.length > 0 ? 'manifest' : 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    // A page that gets the script twice (a board both in the manifest and registered at runtime) runs
    // the later copy: its context (ours, not WXT's: script-context.ts) has stopped the earlier one,
    // whose `onInvalidated` below takes its card, markers and listeners away.
    // The page's own load first: our checks wait for it, within a limit (after-load.ts).
    afterLoad({ win: window, signal: ctx.signal }, () => start(ctx));
  },
});

/** The watcher, its listeners and the first check of the page. */
function start(ctx: Pick<ContentScriptContext, 'signal' | 'onInvalidated' | 'abort'>): void {
  // Chrome leaves this copy running when the extension is disabled, reloaded or updated, and its every
  // call then fails ("Extension context invalidated", thrown or rejected): the copy stops as one taken
  // over from does (listeners, observers, timers, markers), and the extension's next copy has the page.
  const alive = () => {
    if (browser.runtime?.id != null) return true;
    ctx.abort();
    return false;
  };
  const watcher = new PageWatcher({
    doc: document,
    send: async (message) => {
      try {
        return await browser.runtime.sendMessage(message);
      } catch (error) {
        alive();
        throw error;
      }
    },
    alive,
    frameUrl: (ticket, { anchor }) => `${browser.runtime.getURL('/overlay.html')}?${new URLSearchParams({ ticket, anchor })}`,
  });
  // The old card goes and the new URL is checked once a single-page navigation has committed.
  watchUrlChanges({
    win: window,
    signal: ctx.signal,
    onChange: (newUrl) => {
      watcher.clear();
      void watcher.check(newUrl);
    },
  });
  void watcher.check(location.href);
  // A grabbed card answers once dropped: `true` keeps the reply open, the one way both browsers take.
  const onMessage = (event: unknown, _sender: unknown, reply: (answer: unknown) => void) => watcher.onEvent(event, location.href, reply);
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => {
    browser.runtime.onMessage.removeListener(onMessage);
    watcher.clear();
  });
}
