// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectResults } from '../../boards/page-results';
import type { ResultCards } from '../../boards/types';
import type { RequestOf } from '../../messaging/contract';
import { MARKER_CLASS, placeMarkers, removeMarkers } from '../markers';
import { PageWatcher } from '../page-watcher';

/**
 * Result cards without a link, as LinkedIn's redesigned search draws them (utils/boards/builtin.ts):
 * on the demo board's addresses here, whose postings 5xxxxx are in the feed and 9xxxxx are not.
 */
const BOARD = 'http://localhost:8788/vacatures/';
const SEARCH = 'http://localhost:8788/zoeken';
const IN_FEED = /\/vacatures\/5\d+\//;
const CARDS: ResultCards = {
  selector: '[componentkey^="job-card-component-ref-"]',
  attribute: 'componentkey',
  idPattern: '^job-card-component-ref-(\\d+)$',
  postingUrl: `${BOARD}{id}/`,
  titleSelector: 'p',
};
const card = (id: string, title: string) =>
  `<div role="button" componentkey="job-card-component-ref-${id}"><p>${title}</p><p>Acme</p></div>`;

/** happy-dom lays nothing out: every title gets the box a browser would give it. */
const BOX = { left: 1, top: 1, right: 121, bottom: 21, width: 120, height: 20, x: 1, y: 1, toJSON: () => ({}) } as DOMRect;

function setPage(html: string) {
  document.body.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture markup
}

/** The texts of the elements a marker follows, in page order. */
const marked = () => [...document.querySelectorAll(`.${MARKER_CLASS}`)].map((marker) => marker.previousElementSibling?.textContent);
const results = () => selectResults(document, 'a.result-link', CARDS);
const reuse = (from: string, to: string) =>
  document.querySelector(`[componentkey$="-${from}"]`)!.setAttribute('componentkey', `job-card-component-ref-${to}`);

/** The list selects the first card and draws a link to its posting (501002) in it. */
function selectCard(text: string) {
  const link = document.createElement('a');
  link.className = 'result-link';
  link.href = `${BOARD}501002/`;
  link.textContent = text;
  document.querySelector('[role="button"]')!.append(link);
}
const markers = () => document.querySelectorAll(`.${MARKER_CLASS}`).length;

describe('placeMarkers on cards', () => {
  beforeEach(() => setPage(card('501002', 'A') + card('900003', 'B')));
  afterEach(() => removeMarkers());

  it("puts the marker after the card's title, none on a card not in the feed", () => {
    expect(placeMarkers(results(), new Map([[`${BOARD}501002/`, undefined]]), 'en')).toBe(1);
    expect(marked()).toEqual(['A']);
    const host = document.querySelector(`.${MARKER_CLASS}`)!;
    expect(host.parentElement!.getAttribute('componentkey')).toBe('job-card-component-ref-501002');
    expect(host.nextElementSibling!.textContent).toBe('Acme');
  });

  it('takes the marker from a card the list reuses for another posting, and marks it anew for a feed job', () => {
    const inFeed = new Map<string, string | undefined>([
      [`${BOARD}501002/`, undefined],
      [`${BOARD}501004/`, 'shortlisted'],
    ]);
    placeMarkers(results(), inFeed, 'en');
    const first = document.querySelector(`.${MARKER_CLASS}`);
    reuse('501002', '900005');
    expect(placeMarkers(results(), inFeed, 'en')).toBe(0);
    expect(marked()).toEqual([]);
    reuse('900005', '501004');
    expect(placeMarkers(results(), inFeed, 'en')).toBe(1);
    expect(marked()).toEqual(['A']);
    expect(document.querySelector(`.${MARKER_CLASS}`)).not.toBe(first);
  });
});

describe('PageWatcher: cards without a link', () => {
  let watchers: PageWatcher[] = [];
  let layout: { mockRestore: () => void };

  beforeEach(() => {
    vi.useFakeTimers();
    layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX);
    setPage(`<main>${card('501002', 'A')}${card('900003', 'B')}</main>`);
  });

  afterEach(() => {
    for (const watcher of watchers) watcher.clear();
    watchers = [];
    layout.mockRestore();
    vi.useRealTimers();
  });

  /** A watcher whose background names the cards, and answers the postings 5xxxxx in the feed. */
  function watch() {
    const send = vi.fn(async (m: RequestOf<'page.match'> | RequestOf<'page.markers'>) => {
      if (m.type === 'page.match') return { ok: true, value: { matched: false, resultLinks: 'a.result-link', resultCards: CARDS } };
      const urls = m.urls as string[];
      return { ok: true, value: { markers: urls.filter((url) => IN_FEED.test(url)).map((url) => ({ url })), locale: 'en' } };
    });
    const watcher = new PageWatcher({ doc: document, send, frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}` });
    watchers.push(watcher);
    const asks = () => send.mock.calls.flatMap(([m]) => (m.type === 'page.markers' ? [m.urls.map((url) => url!.replace(BOARD, ''))] : []));
    return { watcher, asks };
  }

  it("asks about the cards' postings as about links, and marks the feed job's card after its title", async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    expect(asks()).toEqual([['501002/', '900003/']]);
    expect(marked()).toEqual(['A']);
  });

  it('takes the marker from a card the list reuses in place, and asks about its new posting', async () => {
    const { watcher, asks } = watch();
    await watcher.check(SEARCH);
    await vi.advanceTimersByTimeAsync(5000);
    // A virtualised list keeps the card and its title, and sets the new posting's key and words.
    reuse('501002', '900007');
    document.querySelector('p')!.firstChild!.nodeValue = 'C';
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/', '900003/'], ['900007/']]);
    expect(marked()).toEqual([]);
    reuse('900003', '501008');
    await vi.advanceTimersByTimeAsync(300);
    expect(asks()).toEqual([['501002/', '900003/'], ['900007/'], ['501008/']]);
    expect(marked()).toEqual(['B']);
  });

  it('shows one marker in the card once the list draws the link to its posting in it (the card the recruiter selects)', async () => {
    const { watcher } = watch();
    await watcher.check(SEARCH);
    await vi.advanceTimersByTimeAsync(2000);
    expect(markers()).toBe(1);
    selectCard('A');
    await vi.advanceTimersByTimeAsync(2000);
    expect(markers()).toBe(1);
  });
});

/** One marker per card, whether its link sits inside it, around it, or comes later. */
const ONE_IN_FEED = new Map<string, string | undefined>([[`${BOARD}501002/`, undefined]]);

describe('a card and a result link for the same posting', () => {
  afterEach(() => removeMarkers());

  it('a card inside its result link gets one marker, not one after the link and one after the title inside it', () => {
    setPage(`<a class="result-link" href="${BOARD}501002/">${card('501002', 'A')}</a>`);
    placeMarkers(results(), ONE_IN_FEED, 'en');
    expect(markers()).toBe(1);
  });

  it('a marked card that then gets a result link inside it (the selected card) keeps one marker', () => {
    setPage(card('501002', 'A'));
    expect(placeMarkers(results(), ONE_IN_FEED, 'en')).toBe(1);
    selectCard('Open');
    placeMarkers(results(), ONE_IN_FEED, 'en');
    expect(markers()).toBe(1);
  });
});

describe('two cards whose first p is the same element (a card drawn inside another)', () => {
  afterEach(() => removeMarkers());

  it('places one marker once, not a pair taken away and put back at every pass (each pass a mutation, so for ever)', () => {
    setPage('<div componentkey="job-card-component-ref-501001"><div componentkey="job-card-component-ref-501002"><p>T</p></div></div>');
    const feed = new Map<string, string | undefined>([
      ['http://localhost:8788/vacatures/501001/', undefined],
      ['http://localhost:8788/vacatures/501002/', undefined],
    ]);
    const placed = [1, 2, 3].map(() => placeMarkers(selectResults(document, 'a.result-link', CARDS), feed, 'en'));
    expect(placed).toEqual([1, 0, 0]);
  });
});
