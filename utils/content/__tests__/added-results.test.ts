// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOf } from '../../messaging/contract';
import { MARKER_CLASS } from '../markers';
import { PageWatcher } from '../page-watcher';

type Sent = RequestOf<'page.match'> | RequestOf<'page.markers'>;
const SEARCH = 'http://localhost:8788/zoeken';
const BOARD = 'http://localhost:8788/vacatures/';
/** The board's postings 5xxxxx are in the feed, 9xxxxx are not. */
const IN_FEED = /\/vacatures\/5\d+\//;

/** happy-dom lays nothing out: every link gets the box a browser would give a result link. */
const BOX = { left: 1, top: 1, right: 121, bottom: 21, width: 120, height: 20, x: 1, y: 1, toJSON: () => ({}) } as DOMRect;

/** A result card as a board appends it: a list item with its link. */
function addCard(path: string, title: string, style = '') {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.className = 'result-link';
  link.href = BOARD + path;
  link.textContent = title;
  link.setAttribute('style', style);
  item.append(link);
  document.querySelector('ol')!.append(item);
}

/** The titles of the links that have a marker after them, in page order. */
const marked = () => [...document.querySelectorAll(`.${MARKER_CLASS}`)].map((marker) => marker.previousElementSibling?.textContent);

let watchers: PageWatcher[] = [];
let layout: { mockRestore: () => void };

/**
 * A watcher whose background names `selector()` as the page's result links (none when undefined)
 * and answers every result link in the feed, or what `markersAnswer` returns instead.
 */
function watch(selector: () => string | undefined = () => 'a.result-link', markersAnswer?: (urls: string[]) => unknown) {
  const send = vi.fn(async (m: Sent) => {
    if (m.type === 'page.match') return { ok: true, value: { matched: false, ...(selector() ? { resultLinks: selector() } : {}) } };
    // The content script sends the links' (always set) hrefs.
    const urls = m.urls as string[];
    return markersAnswer?.(urls) ?? { ok: true, value: { markers: urls.filter((url) => IN_FEED.test(url)).map((url) => ({ url })) } };
  });
  const watcher = new PageWatcher({
    doc: document,
    send,
    frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}`,
    limitedRetryMs: 1000,
  });
  watchers.push(watcher);
  /** The URLs of each `page.markers` ask, in order, without the board's prefix. */
  const asks = () => send.mock.calls.flatMap(([m]) => (m.type === 'page.markers' ? [m.urls.map((url) => url!.replace(BOARD, ''))] : []));
  return { watcher, send, asks };
}

describe('PageWatcher: result links a board adds later', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    layout = vi.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX);
    document.documentElement.innerHTML = `<head><title>Vacatures</title></head><body><ol><li><a class="result-link" href="${BOARD}501002/a">A</a></li></ol></body>`; // eslint-disable-line no-unsanitized/property -- test fixture markup
  });

  afterEach(() => {
    for (const watcher of watchers) watcher.clear();
    watchers = [];
    layout.mockRestore();
    vi.useRealTimers();
  });

  it('marks the links added once the additions settle, asking only about the new visible ones and keeping the markers shown', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    expect(marked()).toEqual(['A']);
    const first = document.querySelector(`.${MARKER_CLASS}`);
    addCard('501003/b', 'B');
    addCard('900004/c', 'C');
    // Planted out of sight: never asked about.
    addCard('501005/d', 'D', 'display:none');
    await vi.advanceTimersByTimeAsync(100);
    // More of the same batch: the wait starts again, and one question covers them all.
    addCard('501006/e', 'E');
    await vi.advanceTimersByTimeAsync(299);
    expect(asks()).toEqual([['501002/a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asks()).toEqual([['501002/a'], ['501003/b', '900004/c', '501006/e']]);
    expect(marked()).toEqual(['A', 'B', 'E']);
    expect(document.querySelector(`.${MARKER_CLASS}`)).toBe(first);
    // Our own markers are additions too: looked at, nothing new to ask about.
    await vi.advanceTimersByTimeAsync(5000);
    expect(asks()).toHaveLength(2);
  });

  it('marks a link the board draws anew (a list that renders the rows in view) from the answer kept, without asking again', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    expect(marked()).toEqual(['A']);
    // Scrolled out of view and back: the row and its marker are gone, and a new link for A comes.
    document.querySelector('ol')!.replaceChildren();
    addCard('501002/a', 'A');
    addCard('900003/b', 'B');
    await vi.advanceTimersByTimeAsync(300);
    expect(marked()).toEqual(['A']);
    expect(asks()).toEqual([['501002/a'], ['900003/b']]);
  });

  it('asks within a second on a page that never stops changing', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    addCard('501003/b', 'B');
    // A board that changes something every 100 ms (a clock, an animation in the DOM): never a pause of 300 ms.
    for (let elapsed = 0; elapsed < 1_000; elapsed += 100) {
      document.body.append(document.createTextNode('·'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(asks()).toEqual([['501002/a'], ['501003/b']]);
    expect(marked()).toEqual(['A', 'B']);
  });

  it('marks its result links again when told to check a page that shows its card (a mark, a mute, a sync), keeping the card', async () => {
    // LinkedIn's search with a job open: a card for the job, and the results beside it.
    let inFeed = [`${BOARD}501002/a`];
    const send = vi.fn(async (m: Sent) =>
      m.type === 'page.match'
        ? {
            ok: true,
            value: {
              matched: true,
              ticket: 'T'.repeat(43),
              signedIn: true,
              layout: { collapsed: true, anchor: null },
              resultLinks: 'a.result-link',
            },
          }
        : {
            ok: true,
            value: {
              markers: m.urls
                .filter((url) => inFeed.includes(url!))
                .map((url) => ({ url, status: url === `${BOARD}501003/b` ? 'shortlisted' : undefined })),
            },
          },
    );
    const watcher = new PageWatcher({ doc: document, send, frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}` });
    watchers.push(watcher);
    addCard('501003/b', 'B');
    await watcher.check(SEARCH);
    const card = document.querySelector('job-feed-companion-overlay');
    expect(card).not.toBeNull();
    expect(marked()).toEqual(['A']);
    // B was shortlisted in the side panel: the background tells the page to check again.
    inFeed = [`${BOARD}501002/a`, `${BOARD}501003/b`];
    watcher.onEvent({ event: 'page.recheck' }, SEARCH, () => undefined);
    await vi.waitFor(() => expect(marked()).toEqual(['A', 'B']));
    expect(document.querySelector('job-feed-companion-overlay')).toBe(card);
    expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(1);
  });

  it('drops the answer about added links that comes after a full marking begun since (a mute in between)', async () => {
    // A page with its card (LinkedIn's search with a job open): C's answer is on its way when C's
    // employer is muted and the page, keeping its card, marks its links anew.
    let muted = false;
    let hold: ((answer: unknown) => void) | null = null;
    const card = {
      matched: true,
      ticket: 'T'.repeat(43),
      signedIn: true,
      layout: { collapsed: true, anchor: null },
      resultLinks: 'a.result-link',
    };
    const send = vi.fn(async (m: Sent) => {
      if (m.type === 'page.match') return { ok: true, value: card };
      const urls = m.urls as string[];
      if (urls.length === 1 && urls[0]!.endsWith('/c')) return new Promise((resolve) => (hold = resolve));
      return {
        ok: true,
        value: { markers: urls.filter((url) => IN_FEED.test(url) && !(muted && url.endsWith('/c'))).map((url) => ({ url })) },
      };
    });
    const watcher = new PageWatcher({ doc: document, send, frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}` });
    watchers.push(watcher);
    await watcher.check(SEARCH);
    addCard('501004/c', 'C');
    await vi.advanceTimersByTimeAsync(300);
    expect(hold).not.toBeNull();
    muted = true;
    watcher.onEvent({ event: 'page.recheck' }, SEARCH, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(marked()).toEqual(['A']);
    // The step's answer from before the mute comes last: it marks nothing.
    hold!({ ok: true, value: { markers: [{ url: `${BOARD}501004/c` }] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(marked()).toEqual(['A']);
    expect(send.mock.calls.filter(([m]) => m.type === 'page.match')).toHaveLength(1);
  });

  it('watches the page only while the background names a result selector for it', async () => {
    let selector: string | undefined;
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const query = vi.spyOn(document, 'querySelectorAll');
    const { watcher, asks } = watch(() => selector);
    await watcher.check(SEARCH);
    addCard('501003/b', 'B');
    await vi.advanceTimersByTimeAsync(2000);
    // No selector: no observer on the document (the head's, for its hints, only) and no search for links.
    expect(observe.mock.calls.map(([target]) => target)).toEqual([document.head]);
    expect(query.mock.calls.map(([selector]) => selector)).toEqual(['script[type]']);
    expect(asks()).toEqual([]);
    selector = 'a.result-link';
    await watcher.check(SEARCH);
    addCard('501004/c', 'C');
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/a', '501003/b'], ['501004/c']]);
    expect(marked()).toEqual(['A', 'B', 'C']);
    // Signed out: the markers go and the page's additions are no longer watched.
    selector = undefined;
    await watcher.check(SEARCH);
    expect(marked()).toEqual([]);
    addCard('501005/d', 'D');
    await vi.advanceTimersByTimeAsync(2000);
    expect(asks()).toHaveLength(2);
    observe.mockRestore();
    query.mockRestore();
  });

  it('stops watching when cleared (a navigation, the script invalidated), also with an ask about to start', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    addCard('501003/b', 'B');
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/a'], ['501003/b']]);
    addCard('501004/c', 'C');
    await vi.advanceTimersByTimeAsync(100);
    watcher.clear();
    expect(marked()).toEqual([]);
    addCard('501005/d', 'D');
    await vi.advanceTimersByTimeAsync(2000);
    expect(asks()).toHaveLength(2);
    expect(marked()).toEqual([]);
  });

  it('asks again later after a rate-limited answer, and drops an answer that comes after a newer check', async () => {
    let limited = false;
    let hold: ((answer: unknown) => void) | null = null;
    let selector: string | undefined = 'a.result-link';
    const { watcher, asks } = watch(
      () => selector,
      (urls) => {
        if (limited) return { ok: false, error: { code: 'limited', message: 'Too many requests' } };
        if (urls.some((url) => url.endsWith('/c'))) return new Promise((resolve) => (hold = resolve));
        return undefined;
      },
    );
    await watcher.check(SEARCH);
    limited = true;
    addCard('501003/b', 'B');
    await vi.advanceTimersByTimeAsync(300);
    expect(marked()).toEqual(['A']);
    limited = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(asks()).toEqual([['501002/a'], ['501003/b'], ['501003/b']]);
    expect(marked()).toEqual(['A', 'B']);
    // C's answer is on its way when the recruiter signs out: it marks nothing.
    addCard('501004/c', 'C');
    await vi.advanceTimersByTimeAsync(300);
    expect(hold).not.toBeNull();
    selector = undefined;
    await watcher.check(SEARCH);
    hold!({ ok: true, value: { markers: [{ url: `${BOARD}501004/c` }] } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(marked()).toEqual([]);
  });

  it('stops watching once 2,000 links have been asked about on the page, 500 at most per ask', async () => {
    // happy-dom looks for a <base> element at each read of the document's base: read it once here.
    const base = vi.spyOn(document, 'baseURI', 'get').mockReturnValue(document.baseURI);
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    let next = 0;
    const addRound = (count: number) => {
      for (let i = 0; i < count; i++, next++) addCard(`9${String(next).padStart(5, '0')}/x`, 'X');
    };
    addRound(600);
    await vi.advanceTimersByTimeAsync(300);
    expect(asks().map((urls) => urls.length)).toEqual([1, 500]);
    // The 100 left over are asked about with the next additions.
    for (let round = 0; round < 3; round++) {
      addRound(500);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(asks().map((urls) => urls.length)).toEqual([1, 500, 500, 500, 500]);
    expect(new Set(asks().flat()).size).toBe(2001);
    addRound(500);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asks()).toHaveLength(5);
    base.mockRestore();
  });
  it('asks about the links the board adds while the first answer is on its way', async () => {
    // A board whose first result is not in the feed, and that renders the rest of its list a moment later.
    document.querySelector('ol')!.replaceChildren();
    addCard('900001/a', 'A');
    let release: (() => void) | null = null;
    const { watcher, asks } = watch(undefined, (urls) =>
      urls.includes(`${BOARD}900001/a`)
        ? new Promise((resolve) => (release = () => resolve({ ok: true, value: { markers: [] } })))
        : undefined,
    );
    const checked = watcher.check(SEARCH);
    await vi.waitFor(() => expect(release).not.toBeNull());
    // The rest of the list comes while the first answer is on its way; then the page is still.
    addCard('501003/b', 'B');
    release!();
    await checked;
    await vi.advanceTimersByTimeAsync(5000);
    expect(asks()).toEqual([['900001/a'], ['501003/b']]);
    expect(marked()).toEqual(['B']);
  });
  it('does not put back, again and again, a marker the page takes away', async () => {
    const shadows = vi.spyOn(HTMLElement.prototype, 'attachShadow');
    // The page sees the marker's class and removes every marker as soon as it comes.
    const page = new MutationObserver(() => document.querySelectorAll(`.${MARKER_CLASS}`).forEach((marker) => marker.remove()));
    page.observe(document.body, { childList: true, subtree: true });
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    await vi.advanceTimersByTimeAsync(60_000);
    page.disconnect();
    // One marker for the one link; the page's removal is the page's choice, not a cue to fight it for a minute.
    expect(shadows.mock.calls.length).toBeLessThanOrEqual(2);
    expect(asks()).toEqual([['501002/a']]);
    shadows.mockRestore();
  });
  it('does not measure the whole page again each second on a page that never stops changing', async () => {
    for (let i = 0; i < 199; i++) addCard(`${i % 2 ? 5 : 9}${String(i).padStart(5, '0')}/x`, 'X');
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    const measured = layout as unknown as { mock: { calls: unknown[] } };
    const before = measured.mock.calls.length;
    // A board with a clock in its DOM (a "posted 3 minutes ago", a carousel): a change every 100 ms, for a minute.
    for (let elapsed = 0; elapsed < 60_000; elapsed += 100) {
      document.body.append(document.createTextNode('·'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(asks()).toHaveLength(1);
    // Nothing new came: no link needs measuring again (a forced layout of the page each time).
    expect(measured.mock.calls.length - before).toBeLessThan(200);
  });
  it('takes away, at a sign-out, the marker of a row the board kept out of the page and put back', async () => {
    let signedIn = true;
    const { watcher } = watch(() => (signedIn ? 'a.result-link' : undefined));
    await watcher.check(SEARCH);
    expect(marked()).toEqual(['A']);
    // A list that keeps the rows scrolled out of view and puts them back (its node cache): row A,
    // with its marker in it, is out of the page while more results come in.
    const list = document.querySelector('ol')!;
    const rowA = list.firstElementChild!;
    rowA.remove();
    addCard('501003/b', 'B');
    await vi.advanceTimersByTimeAsync(5000);
    expect(marked()).toEqual(['B']);
    list.prepend(rowA);
    await vi.advanceTimersByTimeAsync(5000);
    expect(marked()).toEqual(['A', 'B']);
    // The recruiter signs out: the page is told, and its markers go, row A's too.
    signedIn = false;
    await watcher.check(SEARCH);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(0);
  });
  it('marks a row the board kept out of the page and put back once, after a new answer', async () => {
    const { watcher } = watch();
    await watcher.check(SEARCH);
    const list = document.querySelector('ol')!;
    const rowA = list.firstElementChild!;
    rowA.remove();
    addCard('501003/b', 'B');
    await vi.advanceTimersByTimeAsync(5000);
    list.prepend(rowA);
    await vi.advanceTimersByTimeAsync(5000);
    // A sync or a mark changed: the page checks again, and the new answer's markers replace the old.
    await watcher.check(SEARCH);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(2);
    expect(marked()).toEqual(['A', 'B']);
  });
  it('marks a link the board reuses for another feed job, after taking its marker away', async () => {
    const { watcher } = watch();
    await watcher.check(SEARCH);
    expect(marked()).toEqual(['A']);
    // A list that morphs its rows in place (keeps the element, sets its address and words, and drops
    // the nodes it did not draw): the link now shows posting B, also in the feed.
    const link = document.querySelector<HTMLAnchorElement>('a.result-link')!;
    document.querySelector(`.${MARKER_CLASS}`)!.remove();
    link.href = `${BOARD}501003/b`;
    link.textContent = 'B';
    await vi.advanceTimersByTimeAsync(5000);
    expect(marked()).toEqual(['B']);
  });
  it('takes the marker away from a link the board reuses for a posting not in the feed, though the board left the marker beside it', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    expect(marked()).toEqual(['A']);
    // The page is still: the watch has looked at it and waits for the board's next change.
    await vi.advanceTimersByTimeAsync(5000);
    // A virtualised list that reuses the row for another posting as React does: the link keeps its
    // element and its text node, and gets the new address and words in place; our marker stays beside it.
    const link = document.querySelector<HTMLAnchorElement>('a.result-link')!;
    link.setAttribute('href', `${BOARD}900003/b`);
    link.firstChild!.nodeValue = 'B';
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/a'], ['900003/b']]);
    expect(marked()).toEqual([]);
  });
  it("marks a link the board reuses for another feed job with that job's marker, not the one it had", async () => {
    const roots: ShadowRoot[] = [];
    const attach = HTMLElement.prototype.attachShadow;
    const shadows = vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
      const root = attach.call(this, init);
      roots.push(root);
      return root;
    });
    const { watcher, asks } = watch(undefined, (urls) => ({
      ok: true,
      value: {
        markers: urls.filter((url) => IN_FEED.test(url)).map((url) => ({ url, status: url.endsWith('/b') ? 'shortlisted' : undefined })),
      },
    }));
    await watcher.check(SEARCH);
    await vi.advanceTimersByTimeAsync(5000);
    const before = document.querySelector(`.${MARKER_CLASS}`);
    const link = document.querySelector<HTMLAnchorElement>('a.result-link')!;
    link.setAttribute('href', `${BOARD}501003/b`);
    link.firstChild!.nodeValue = 'B';
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/a'], ['501003/b']]);
    expect(marked()).toEqual(['B']);
    expect(link.nextElementSibling).not.toBe(before);
    // The marker the link has now is B's: shortlisted (its sign in the closed root).
    expect(roots.map((root) => root.firstElementChild!.lastElementChild!.textContent)).toEqual(['', '★']);
    shadows.mockRestore();
  });
});
