// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOf } from '../../messaging/contract';
import { MARKER_CLASS } from '../markers';
import { PageWatcher } from '../page-watcher';

type Sent = RequestOf<'page.match'> | RequestOf<'page.markers'>;
const POSTING = 'http://localhost:8788/vacatures/501001/senior-java-developer';
const TICKET = 'abcdefghijklmnopqrstuvwx';

function setPage(html: string) {
  document.documentElement.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture markup
}

/** Each test's watchers, cleared after it: a watcher left on a result page would go on watching the next test's page. */
const watchers: PageWatcher[] = [];

function watcher(send: (m: Sent) => Promise<unknown>) {
  const created = new PageWatcher({
    doc: document,
    send,
    frameUrl: (ticket) => `chrome-extension://id/overlay.html?ticket=${ticket}`,
  });
  watchers.push(created);
  return created;
}

const host = () => document.querySelector('job-feed-companion-overlay');

/**
 * The host's last left and top, as set: happy-dom drops the `max()` values the host is placed with,
 * so the calls are recorded on their way in.
 */
const position: Record<string, string> = {};
const placed = () => ({ left: position.left, top: position.top });
const setProperty = CSSStyleDeclaration.prototype.setProperty;
vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty').mockImplementation(function (this: CSSStyleDeclaration, name, value, priority) {
  if (name === 'left' || name === 'top') position[name] = value ?? '';
  setProperty.call(this, name, value, priority);
});

describe('PageWatcher', () => {
  afterEach(() => {
    for (const created of watchers.splice(0)) created.clear();
  });

  beforeEach(() => {
    setPage('<head><title>Board</title></head><body><h1>Een vacature</h1><a class="result-link" href="/vacatures/501002/x">x</a></body>');
  });

  it('changes nothing in the DOM of a page that matches no feed job', async () => {
    const before = document.documentElement.outerHTML;
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match' ? { ok: true, value: { matched: false } } : { ok: true, value: { markers: [] } },
    );
    await watcher(send).check(POSTING);
    expect(document.documentElement.outerHTML).toBe(before);
    expect(send.mock.calls[0]![0]).toMatchObject({ type: 'page.match', url: POSTING });
  });

  it('checks the page again when the popup shows its hidden card again, and not while the card shows', async () => {
    let hidden = true;
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? {
            ok: true,
            value: hidden
              ? { matched: false }
              : { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: null } },
          }
        : { ok: true, value: { markers: [] } },
    );
    const w = watcher(send);
    await w.check(POSTING);
    expect(host()).toBeNull();
    hidden = false;
    expect(w.onEvent({ event: 'page.recheck' }, POSTING, () => undefined)).toBeUndefined();
    await vi.waitFor(() => expect(host()).not.toBeNull());
    expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(2);

    // Told again (a sync brought new jobs) while the card shows: the card is left as it is, unasked.
    const card = host();
    w.onEvent({ event: 'page.recheck' }, POSTING, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host()).toBe(card);
    expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(2);
    // Signing in or out still checks it.
    w.onEvent({ event: 'session.changed' }, POSTING, () => undefined);
    await vi.waitFor(() => expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(3));
    w.clear();
  });

  it('moves the focus into the card on the focus-card shortcut, and does nothing on a page without one', async () => {
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: null } } }
        : { ok: true, value: { markers: [] } },
    );
    // The card's frame sits in a closed shadow root: its focus() is watched on the prototype.
    const focus = vi.spyOn(HTMLIFrameElement.prototype, 'focus');
    try {
      const w = watcher(send);
      w.onEvent({ event: 'card.focus' }, POSTING, () => undefined);
      expect(focus).not.toHaveBeenCalled();
      await w.check(POSTING);
      expect(host()).not.toBeNull();
      w.onEvent({ event: 'card.focus' }, POSTING, () => undefined);
      expect(focus).toHaveBeenCalledTimes(1);
      w.clear();
    } finally {
      focus.mockRestore();
    }
  });

  it('changes nothing when the background cannot be reached', async () => {
    const before = document.documentElement.outerHTML;
    await watcher(async () => {
      throw new Error('Extension context invalidated');
    }).check(POSTING);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('mounts the overlay frame in a closed shadow root on a match, with no job data in the page', async () => {
    const send = async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: null } } }
        : { ok: true, value: { markers: [] } };
    await watcher(send).check(POSTING);
    const element = host() as HTMLElement;
    expect(element).not.toBeNull();
    // Closed: the page cannot reach the frame through the host.
    expect(element.shadowRoot).toBeNull();
    expect(document.body.textContent).not.toContain('In your feed');
    // Bottom right: no heading or apply control of this page has a box there (happy-dom lays out nothing).
    expect(placed()).toEqual({ left: 'max(16px,calc(16px + (100% - 372px)*1))', top: 'max(16px,calc(16px + (100% - 244px)*1))' });
  });

  it('drops an answer that arrives after a newer navigation: no stale card', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const send = vi.fn(async (m: Sent) => {
      if (m.type === 'page.match' && m.url === POSTING) {
        await slow;
        return { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: null } } };
      }
      return m.type === 'page.match' ? { ok: true, value: { matched: false } } : { ok: true, value: { markers: [] } };
    });
    const w = watcher(send);
    const first = w.check(POSTING);
    w.clear();
    await w.check('http://localhost:8788/vacatures/900001/elders');
    release();
    await first;
    expect(host()).toBeNull();
  });

  describe('a drag of the card', () => {
    const grabbed = { event: 'overlay.drag', ticket: TICKET, screenX: 900, screenY: 40, buttons: 1 } as const;
    const pointer = (type: string, screenX: number, screenY: number, buttons: number) =>
      window.dispatchEvent(new PointerEvent(type, { screenX, screenY, buttons, bubbles: true }));

    async function watching(anchor: string | null = 'top-right') {
      const w = watcher(async (m: Sent) =>
        m.type === 'page.match'
          ? { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor } } }
          : { ok: true, value: { markers: [] } },
      );
      await w.check(POSTING);
      return { w, element: host() as HTMLElement, translate: () => (host() as HTMLElement).style.getPropertyValue('translate') };
    }

    it('follows the pointer over the page once its own ticket grabs it, and answers the grab where it was dropped', async () => {
      const { w, element, translate } = await watching();
      const reply = vi.fn();
      expect(w.onEvent({ ...grabbed, ticket: 'other-ticket-0000000000' }, POSTING, reply)).toBeUndefined();
      pointer('pointermove', 600, 160, 1);
      expect(translate()).toBe('');
      // Grabbed at (900, 40) on the screen: the page gets the pointer's moves and the card follows.
      expect(w.onEvent(grabbed, POSTING, reply)).toBe(true);
      pointer('pointermove', 600, 160, 1);
      expect(translate()).toBe('-300px 120px');
      expect(element.style.getPropertyPriority('translate')).toBe('important');
      expect(reply).not.toHaveBeenCalled();
      pointer('pointerup', 580, 170, 0);
      expect(reply).toHaveBeenCalledExactlyOnceWith([-320, 130, innerWidth, innerHeight]);
      // Dropped: later moves of the pointer leave the card alone.
      pointer('pointermove', 10, 10, 1);
      expect(translate()).toBe('-320px 130px');
      // The settled place comes as a layout: the drag's offset goes.
      w.onEvent({ event: 'overlay.layout', ticket: TICKET, collapsed: true, anchor: 'top', dismissed: false }, POSTING, reply);
      expect(translate()).toBe('');
      expect(placed().left).toBe('max(16px,calc(16px + (100% - 372px)*0.5))');
    });

    it('follows the moves the overlay page reports (a frame that keeps the pointer), which get no answer of their own', async () => {
      const { w, translate } = await watching();
      const grab = vi.fn();
      const move = vi.fn();
      expect(w.onEvent(grabbed, POSTING, grab)).toBe(true);
      expect(w.onEvent({ ...grabbed, screenX: 880, screenY: 90 }, POSTING, move)).toBeUndefined();
      expect(translate()).toBe('-20px 50px');
      expect(w.onEvent({ ...grabbed, screenX: 870, screenY: 100, buttons: 0 }, POSTING, move)).toBeUndefined();
      expect(grab).toHaveBeenCalledExactlyOnceWith([-30, 60, innerWidth, innerHeight]);
      expect(move).not.toHaveBeenCalled();
      // The page's own pointer no longer moves it.
      pointer('pointermove', 0, 0, 1);
      expect(translate()).toBe('-30px 60px');
    });

    it('drops a grabbed card at the first move without a button: a release nobody saw', async () => {
      const { w } = await watching(null);
      const reply = vi.fn();
      w.onEvent({ ...grabbed, screenX: 100, screenY: 100 }, POSTING, reply);
      pointer('pointermove', 102, 101, 0);
      expect(reply).toHaveBeenCalledExactlyOnceWith([2, 1, innerWidth, innerHeight]);
    });
  });

  it('applies layout events for its own ticket and removes the card when dismissed', async () => {
    const send = async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: 'bottom-right' } } }
        : { ok: true, value: { markers: [] } };
    const w = watcher(send);
    await w.check(POSTING);
    w.onEvent(
      { event: 'overlay.layout', ticket: 'other-ticket-0000000000', collapsed: true, anchor: 'left', dismissed: true },
      POSTING,
      vi.fn(),
    );
    expect(host()).not.toBeNull();
    w.onEvent({ event: 'overlay.layout', ticket: TICKET, collapsed: true, anchor: 'left', dismissed: false }, POSTING, vi.fn());
    expect(placed()).toEqual({ left: 'max(16px,calc(16px + (100% - 372px)*0))', top: 'max(16px,calc(16px + (100% - 244px)*0.5))' });
    // Expanded where it is: the whole record's size at the same place.
    w.onEvent({ event: 'overlay.layout', ticket: TICKET, collapsed: false, anchor: null, dismissed: false }, POSTING, vi.fn());
    expect(placed()).toEqual({ left: 'max(16px,calc(16px + (100% - 392px)*0))', top: 'max(16px,calc(16px + (100% - 592px)*0.5))' });
    w.onEvent({ event: 'overlay.layout', ticket: TICKET, collapsed: true, anchor: 'left', dismissed: true }, POSTING, vi.fn());
    expect(host()).toBeNull();
  });

  it('fits the frame to the size its card says (the "Dismissed" notice), until the next layout', async () => {
    const send = async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: 'bottom-right' } } }
        : { ok: true, value: { markers: [] } };
    const w = watcher(send);
    await w.check(POSTING);
    const compact = { left: 'max(16px,calc(16px + (100% - 372px)*1))', top: 'max(16px,calc(16px + (100% - 244px)*1))' };
    expect(placed()).toEqual(compact);
    const layout = { event: 'overlay.layout', ticket: TICKET, collapsed: true, anchor: null, dismissed: false } as const;
    w.onEvent({ ...layout, size: [340, 98] }, POSTING, vi.fn());
    // As tall as the notice, its bottom where the compact card's was.
    expect(placed()).toEqual({ ...compact, top: 'max(16px,calc(16px + (100% - 130px)*1))' });
    w.onEvent(layout, POSTING, vi.fn());
    expect(placed()).toEqual(compact);
  });

  describe('single-page navigation with a head that lags behind the URL', () => {
    const LIST = 'http://localhost:8788/app/';
    const SECOND = 'http://localhost:8788/app/vacatures/501002';
    const canonical = (href: string) => document.head.querySelector('link[rel="canonical"]')!.setAttribute('href', href);
    /** The background matches on the canonical hint only, as it would for a page whose URL says nothing. */
    const byCanonical = vi.fn(async (m: Sent) => {
      if (m.type === 'page.markers') return { ok: true, value: { markers: [] } };
      const matched = m.hints.canonicalUrl !== null && m.hints.canonicalUrl !== LIST;
      return {
        ok: true,
        value: matched
          ? { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: 'bottom-right' } }
          : { matched: false },
      };
    });
    const matchCalls = () => byCanonical.mock.calls.map(([m]) => m).filter((m) => m.type === 'page.match');
    const settle = (ms = 250) => new Promise((r) => setTimeout(r, ms));

    beforeEach(() => {
      byCanonical.mockClear();
      setPage(`<head><link rel="canonical" href="${POSTING}"></head><body><h1>Vacature</h1></body>`);
    });

    it("does not send the previous page's hints for a new URL, so going back shows no stale card", async () => {
      const w = watcher(byCanonical);
      await w.check(POSTING);
      expect(host()).not.toBeNull();
      w.clear();
      await w.check(LIST);
      expect(matchCalls()[1]!.hints).toEqual({ canonicalUrl: null, ogUrl: null, jsonLdId: null, jsonLdUrl: null });
      expect(host()).toBeNull();
      canonical(LIST);
      await settle();
      expect(matchCalls()).toHaveLength(3);
      expect(matchCalls()[2]!.hints.canonicalUrl).toBe(LIST);
      expect(host()).toBeNull();
    });

    it('takes a move within the page (an "Apply" link\'s #fragment) as the same page: its card shows again when asked', async () => {
      // Dismissed on the posting after the jump to its apply form, then "Show again" from the popup.
      const w = watcher(byCanonical);
      await w.check(POSTING);
      expect(host()).not.toBeNull();
      w.clear();
      await w.check(`${POSTING}#solliciteren`);
      expect(matchCalls()[1]!.hints.canonicalUrl).toBe(POSTING);
      expect(host()).not.toBeNull();
    });

    it('checks again once the app updates its head, and then shows the card', async () => {
      const w = watcher(byCanonical);
      canonical(LIST);
      await w.check(LIST);
      w.clear();
      await w.check(SECOND);
      expect(host()).toBeNull();
      canonical(SECOND);
      await settle();
      expect(matchCalls().at(-1)!.hints.canonicalUrl).toBe(SECOND);
      expect(host()).not.toBeNull();
    });

    it("keeps the previous page's head stale when told to check again before the app updated it", async () => {
      // A sync that brought new jobs ends in the moment between the URL's change and the head's: the
      // page, told to check again, must not send the posting's hints for the list's URL.
      const w = watcher(byCanonical);
      await w.check(POSTING);
      w.clear();
      await w.check(LIST);
      expect(host()).toBeNull();
      w.onEvent({ event: 'page.recheck' }, LIST, () => undefined);
      await vi.waitFor(() => expect(matchCalls()).toHaveLength(3));
      expect(matchCalls()[2]!.hints.canonicalUrl).toBeNull();
      await settle(20);
      expect(host()).toBeNull();
      // Once the app shows the list's head, it is read as fresh again.
      canonical(LIST);
      await settle();
      expect(matchCalls().at(-1)!.hints.canonicalUrl).toBe(LIST);
      w.onEvent({ event: 'page.recheck' }, LIST, () => undefined);
      await vi.waitFor(() => expect(matchCalls()).toHaveLength(5));
      expect(matchCalls()[4]!.hints.canonicalUrl).toBe(LIST);
      w.clear();
    });

    it('takes the head the previous page showed last as stale, also when the next navigation comes before it settled', async () => {
      const w = watcher(byCanonical);
      canonical(LIST);
      await w.check(LIST);
      w.clear();
      await w.check(SECOND);
      // The app shows the second posting, and the user goes back before its head has settled.
      canonical(SECOND);
      await settle(20);
      w.clear();
      await w.check(LIST);
      expect(matchCalls().at(-1)!.hints.canonicalUrl).toBeNull();
      expect(host()).toBeNull();
    });

    it('ignores head changes that leave the hints as they were, and stops watching on the next navigation', async () => {
      const w = watcher(byCanonical);
      canonical(LIST);
      await w.check(LIST);
      w.clear();
      await w.check(SECOND);
      document.head.appendChild(document.createElement('style'));
      await settle();
      expect(matchCalls()).toHaveLength(2);
      w.clear();
      canonical(SECOND);
      await settle();
      expect(matchCalls()).toHaveLength(2);
      expect(host()).toBeNull();
    });
  });

  it('asks only about the links a person can see, and marks the feed ones with presence only', async () => {
    setPage(
      '<body><a class="result-link" href="http://localhost:8788/vacatures/501002/a">A</a><a class="result-link" href="http://localhost:8788/vacatures/900002/b">B</a>' +
        '<a class="result-link" href="http://localhost:8788/vacatures/501003/planted" style="display:none">C</a>' +
        '<a class="result-link" href="http://localhost:8788/vacatures/501004/tiny">D</a></body>',
    );
    const box = (width: number) => () =>
      ({ left: 10, top: 10, right: 10 + width, bottom: 10 + width, width, height: width, x: 10, y: 10, toJSON: () => ({}) }) as DOMRect;
    const [a, b, c, d] = [...document.querySelectorAll('a')];
    a!.getBoundingClientRect = b!.getBoundingClientRect = c!.getBoundingClientRect = box(20);
    d!.getBoundingClientRect = box(0);
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: false, resultLinks: 'a[href*="/vacatures/"]' } }
        : { ok: true, value: { markers: [{ url: 'http://localhost:8788/vacatures/501002/a' }] } },
    );
    await watcher(send).check('http://localhost:8788/zoeken');
    const markers = document.querySelectorAll(`.${MARKER_CLASS}`);
    expect(markers).toHaveLength(1);
    expect(markers[0]!.previousElementSibling?.textContent).toBe('A');
    expect(markers[0]!.textContent).toBe('');
    expect(markers[0]!.children).toHaveLength(0);
    expect(document.body.textContent).toBe('ABCD');
    expect(send.mock.calls[1]![0]).toEqual({
      type: 'page.markers',
      urls: ['http://localhost:8788/vacatures/501002/a', 'http://localhost:8788/vacatures/900002/b'],
    });
  });

  it("words the markers in the answer's language, the extension's, not the page's", async () => {
    setPage('<body><a href="http://localhost:8788/vacatures/501002/a">A</a></body>');
    document.querySelector('a')!.getBoundingClientRect = () =>
      ({ left: 1, top: 1, right: 21, bottom: 21, width: 20, height: 20, x: 1, y: 1, toJSON: () => ({}) }) as DOMRect;
    const roots: ShadowRoot[] = [];
    const attach = HTMLElement.prototype.attachShadow;
    vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
      const root = attach.call(this, init);
      roots.push(root);
      return root;
    });
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: false, resultLinks: 'a' } }
        : { ok: true, value: { markers: [{ url: 'http://localhost:8788/vacatures/501002/a' }], locale: 'nl' } },
    );
    await watcher(send).check('http://localhost:8788/zoeken');
    expect(roots.map((root) => root.firstElementChild?.firstChild?.textContent)).toEqual(['In je feed']);
  });

  it("replaces the markers at each answer: a job's new mark, a job gone, all of them once the page has no feed to mark", async () => {
    setPage(
      '<body><a href="http://localhost:8788/vacatures/501002/a">A</a><a href="http://localhost:8788/vacatures/501003/b">B</a></body>',
    );
    for (const link of document.querySelectorAll('a'))
      link.getBoundingClientRect = () =>
        ({ left: 1, top: 1, right: 21, bottom: 21, width: 20, height: 20, x: 1, y: 1, toJSON: () => ({}) }) as DOMRect;
    let answer: { resultLinks?: string; markers: { url: string; status?: string }[] } = {
      resultLinks: 'a',
      markers: [{ url: 'http://localhost:8788/vacatures/501002/a' }, { url: 'http://localhost:8788/vacatures/501003/b' }],
    };
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: false, ...(answer.resultLinks && { resultLinks: answer.resultLinks }) } }
        : { ok: true, value: { markers: answer.markers } },
    );
    const pageWatcher = watcher(send);
    const marked = () => [...document.querySelectorAll(`.${MARKER_CLASS}`)].map((marker) => marker.previousElementSibling?.textContent);
    await pageWatcher.check('http://localhost:8788/zoeken');
    expect(marked()).toEqual(['A', 'B']);
    const first = document.querySelector(`.${MARKER_CLASS}`);
    // A sync later: A marked Handled, B gone from the feed.
    answer = { resultLinks: 'a', markers: [{ url: 'http://localhost:8788/vacatures/501002/a', status: 'handled' }] };
    await pageWatcher.check('http://localhost:8788/zoeken');
    expect(marked()).toEqual(['A']);
    expect(document.querySelector(`.${MARKER_CLASS}`)).not.toBe(first);
    // Signed out: the background names no selector.
    answer = { markers: [] };
    await pageWatcher.check('http://localhost:8788/zoeken');
    expect(marked()).toEqual([]);
    expect(document.body.textContent).toBe('AB');
  });

  it('looks for result links only when the answer names a selector, and takes web links only', async () => {
    setPage(
      '<body><a href="http://localhost:8788/vacatures/501002/a">A</a><a href="javascript:void(0)//vacatures/">B</a>' +
        '<span data-href="/vacatures/501003/c">C</span><a>/vacatures/</a></body>',
    );
    for (const link of document.querySelectorAll('a'))
      link.getBoundingClientRect = () =>
        ({ left: 1, top: 1, right: 21, bottom: 21, width: 20, height: 20, x: 1, y: 1, toJSON: () => ({}) }) as DOMRect;
    const query = vi.spyOn(document, 'querySelectorAll');
    let selector: string | undefined;
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? { ok: true, value: { matched: false, ...(selector ? { resultLinks: selector } : {}) } }
        : { ok: true, value: { markers: [] } },
    );
    await watcher(send).check('http://localhost:8788/zoeken');
    expect(send.mock.calls.map(([m]) => m.type)).toEqual(['page.match']);
    // The head's hints only (their JSON-LD scripts): no search for links.
    expect(query.mock.calls.map(([selector]) => selector)).toEqual(['script[type]']);
    selector = '*:is(a, span)';
    await watcher(send).check('http://localhost:8788/zoeken');
    expect(send.mock.calls.at(-1)![0]).toEqual({ type: 'page.markers', urls: ['http://localhost:8788/vacatures/501002/a'] });
    // A selector the document cannot take: no links, no question.
    selector = 'a[';
    send.mockClear();
    await watcher(send).check('http://localhost:8788/zoeken');
    expect(send.mock.calls.map(([m]) => m.type)).toEqual(['page.match']);
    query.mockRestore();
  });

  it('asks again a while after a rate-limited answer, unless the page moved on', async () => {
    vi.useFakeTimers();
    try {
      let limited = true;
      const send = vi.fn(async (m: Sent) => {
        if (m.type !== 'page.match') return { ok: true, value: { markers: [] } };
        if (limited) return { ok: false, error: { code: 'limited', message: 'Too many requests' } };
        return { ok: true, value: { matched: true, ticket: TICKET, signedIn: true, layout: { collapsed: true, anchor: null } } };
      });
      const w = new PageWatcher({
        doc: document,
        send,
        frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}`,
        limitedRetryMs: 1000,
      });
      await w.check(POSTING);
      expect(host()).toBeNull();
      limited = false;
      await vi.advanceTimersByTimeAsync(1000);
      expect(host()).not.toBeNull();
      expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(2);
      w.clear();
      limited = true;
      await w.check(POSTING);
      w.clear();
      await vi.advanceTimersByTimeAsync(5000);
      // Cleared (navigated away): the retry is dropped.
      expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
