// @vitest-environment happy-dom
/**
 * The content script's entry, run as WXT's own entry runs it (a new context, then `main`), with the
 * context the build puts in place of WXT's (wxt.config.ts): a page that gets the script twice keeps
 * one copy at work, the later one, and the page is told nothing of either.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from '@/utils/content/script-context';
import { MARKER_CLASS } from '@/utils/content/markers';
import content from '../content';

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

/** One copy of the script started on the page, as WXT starts it. */
function inject(): ContentScriptContext {
  const ctx = new ContentScriptContext();
  // Typed as WXT's context, whose place ours takes in the build (wxt.config.ts).
  void content.main(ctx as unknown as NonNullable<Parameters<typeof content.main>[0]>);
  return ctx;
}

it('a second copy on the page takes over from the first, which stops', async () => {
  const asked: string[] = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message: unknown) => {
    const { type, url } = message as { type: string; url?: string };
    if (type === 'page.match') asked.push(url!);
    return { ok: true, value: null };
  });
  const added = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
  const removed = vi.spyOn(fakeBrowser.runtime.onMessage, 'removeListener');
  history.replaceState({}, '', '/vacature/1');
  expect(document.readyState).toBe('complete');

  // What the page's own scripts could hear: messages to the window, events on the document.
  const heard: string[] = [];
  window.addEventListener('message', (event) => heard.push(`message ${JSON.stringify(event.data)}`));
  const dispatched = vi.spyOn(document, 'dispatchEvent');
  const posted = vi.spyOn(window, 'postMessage');

  const first = inject();
  await vi.waitFor(() => expect(asked).toEqual([location.href]));
  const second = inject();
  // The first copy was told by the second's context, and let go of its listener.
  expect(first.signal.aborted).toBe(true);
  expect(second.signal.aborted).toBe(false);
  expect(removed.mock.calls.map(([listener]) => listener)).toEqual([added.mock.calls[0]![0]]);
  // The second checks the page itself, and follows a single-page navigation.
  await vi.waitFor(() => expect(asked.length).toBe(2));
  history.pushState({}, '', '/vacature/2');
  await vi.waitFor(() => expect(asked.at(-1)).toBe(location.href), { timeout: 5_000 });
  expect(added).toHaveBeenCalledTimes(2);
  second.abort();
  // WXT's context announced each copy to the page (wxt-dev/wxt#1752); this one announces nothing.
  expect(posted).not.toHaveBeenCalled();
  expect(dispatched).not.toHaveBeenCalled();
  expect(heard).toEqual([]);
});

it('a copy left running after its extension is gone (disabled, updated) stops watching and marks nothing more', async () => {
  // happy-dom lays nothing out: every link gets the box a browser would give a result link.
  const box = { left: 1, top: 1, right: 121, bottom: 21, width: 120, height: 20, x: 1, y: 1, toJSON: () => ({}) } as DOMRect;
  vi.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue(box);
  const row = '<li><a class="result-link" href="/vacatures/501002/a">A</a></li>';
  document.body.innerHTML = `<ol>${row}</ol>`; // eslint-disable-line no-unsanitized/property -- test fixture markup
  history.replaceState({}, '', '/zoeken');
  const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message: unknown) => {
    const { type, urls } = message as { type: string; urls?: string[] };
    if (type === 'page.match') return { ok: true, value: { matched: false, resultLinks: 'a.result-link' } };
    return { ok: true, value: { markers: urls!.map((url) => ({ url })), locale: 'en' } };
  });
  const markers = () => document.querySelectorAll(`.${MARKER_CLASS}`).length;
  const ctx = inject();
  await vi.waitFor(() => expect(markers()).toBe(1));
  // Chrome leaves the copy of a disabled or updated extension running: no runtime id, every call throws.
  (fakeBrowser.runtime as { id?: string }).id = undefined;
  send.mockImplementation(() => {
    throw new Error('Extension context invalidated.');
  });
  // The board draws the row anew (scrolled out of view and back).
  document.querySelector('ol')!.innerHTML = row; // eslint-disable-line no-unsanitized/property -- test fixture markup
  // It stops as a copy a newer one took over from does: its listeners, observers and timers go with its signal.
  await vi.waitFor(() => expect(ctx.signal.aborted).toBe(true), { timeout: 5_000 });
  expect(markers()).toBe(0);
});

it.each([
  [
    'throws',
    () => {
      throw new Error('Extension context invalidated.');
    },
  ],
  ['rejects', () => Promise.reject(new Error('Extension context invalidated.'))],
])(
  'a copy left running after its extension is gone stops quietly at the next navigation, whose ask %s; the next copy works',
  async (_how, gone) => {
    const asked: string[] = [];
    const live = async (message: unknown) => {
      asked.push((message as { url: string }).url);
      return { ok: true, value: null };
    };
    const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(live);
    history.replaceState({}, '', '/vacature/1');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const orphan = inject();
      await vi.waitFor(() => expect(asked).toEqual([location.href]));
      // Chrome leaves the copy of a disabled, reloaded or updated extension running: no runtime id, every call fails.
      (fakeBrowser.runtime as { id?: string }).id = undefined;
      send.mockImplementation(gone);
      // The page's own navigation: the copy checks the new URL, and its ask fails.
      history.pushState({}, '', '/vacature/2');
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2), { timeout: 5_000 });
      // It stops as a copy a newer one took over from does: its listeners, observers and timers go with its signal.
      await vi.waitFor(() => expect(orphan.signal.aborted).toBe(true));
      expect(unhandled).toEqual([]);
      // The extension back at work: its new copy checks the page as before.
      fakeBrowser.runtime.id = 'test-extension-id';
      send.mockImplementation(live);
      const next = inject();
      await vi.waitFor(() => expect(asked).toEqual([`${location.origin}/vacature/1`, location.href]));
      expect(next.signal.aborted).toBe(false);
      next.abort();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  },
);
