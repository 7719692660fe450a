// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectResults } from '../../boards/page-results';
import type { ResultCards } from '../../boards/types';
import type { RequestOf } from '../../messaging/contract';
import { MARKER_CLASS, placeMarkers, removeMarkers } from '../markers';
import { PageWatcher } from '../page-watcher';

/** One marker per card, whether its link sits inside it, around it, or comes later. */
const BOARD = 'http://localhost:8788/vacatures/';
const SEARCH = 'http://localhost:8788/zoeken';
const CARDS: ResultCards = {
  selector: '[componentkey^="job-card-component-ref-"]',
  attribute: 'componentkey',
  idPattern: '^job-card-component-ref-(\\d+)$',
  postingUrl: `${BOARD}{id}/`,
  titleSelector: 'p',
};
const card = (id: string, title: string) =>
  `<div role="button" componentkey="job-card-component-ref-${id}"><p>${title}</p><p>Acme</p></div>`;
const BOX = { left: 1, top: 1, right: 121, bottom: 21, width: 120, height: 20, x: 1, y: 1, toJSON: () => ({}) } as DOMRect;
const setPage = (html: string) => {
  document.body.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture markup
};
const markers = () => document.querySelectorAll(`.${MARKER_CLASS}`).length;
const results = () => selectResults(document, 'a.result-link', CARDS);
const IN_FEED = new Map<string, string | undefined>([[`${BOARD}501002/`, undefined]]);

describe('a card and a result link for the same posting', () => {
  afterEach(() => removeMarkers());

  it('a card inside its result link gets one marker, not one after the link and one after the title inside it', () => {
    setPage(`<a class="result-link" href="${BOARD}501002/">${card('501002', 'A')}</a>`);
    placeMarkers(results(), IN_FEED, 'en');
    expect(markers()).toBe(1);
  });

  it('a marked card that then gets a result link inside it (the selected card) keeps one marker', () => {
    setPage(card('501002', 'A'));
    expect(placeMarkers(results(), IN_FEED, 'en')).toBe(1);
    // The list selects the card and draws a link to its posting in it.
    const link = document.createElement('a');
    link.className = 'result-link';
    link.href = `${BOARD}501002/`;
    link.textContent = 'Open';
    document.querySelector('[role="button"]')!.append(link);
    placeMarkers(results(), IN_FEED, 'en');
    expect(markers()).toBe(1);
  });
});

describe('PageWatcher: the card the recruiter selects gets its link', () => {
  let watcher: PageWatcher | undefined;
  let layout: { mockRestore: () => void };
  beforeEach(() => {
    vi.useFakeTimers();
    layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX);
    setPage(`<main>${card('501002', 'A')}${card('900003', 'B')}</main>`);
  });
  afterEach(() => {
    watcher?.clear();
    layout.mockRestore();
    vi.useRealTimers();
  });

  it('shows one marker in the card once the list draws the link to its posting in it', async () => {
    const send = vi.fn(async (m: RequestOf<'page.match'> | RequestOf<'page.markers'>) => {
      if (m.type === 'page.match') return { ok: true, value: { matched: false, resultLinks: 'a.result-link', resultCards: CARDS } };
      const urls = m.urls as string[];
      return { ok: true, value: { markers: urls.filter((url) => url.includes('/501')).map((url) => ({ url })), locale: 'en' } };
    });
    watcher = new PageWatcher({ doc: document, send, frameUrl: (t) => `chrome-extension://id/overlay.html?ticket=${t}` });
    await watcher.check(SEARCH);
    await vi.advanceTimersByTimeAsync(2000);
    expect(markers()).toBe(1);
    const link = document.createElement('a');
    link.className = 'result-link';
    link.href = `${BOARD}501002/`;
    link.textContent = 'A';
    document.querySelector('[role="button"]')!.append(link);
    await vi.advanceTimersByTimeAsync(2000);
    expect(markers()).toBe(1);
  });
});
