// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN } from '@/utils/i18n/messages/en';
import { NL } from '@/utils/i18n/messages/nl/index';

import { isVisibleLink, MARKER_CLASS, MARKER_LABELS, MARKS, placeMarkers, removeMarkers } from '../markers';

const MESSAGES = { en: EN, nl: NL };

const IN_FEED = 'http://localhost:8788/vacatures/501002/a';

function setPage(html: string) {
  document.body.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture markup
}

/** happy-dom lays nothing out: links get the box a browser would give them. */
function giveBox(link: Element, box: { left: number; top: number; width: number; height: number }) {
  (link as HTMLElement).getBoundingClientRect = () =>
    ({ ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => ({}) }) as DOMRect;
}

const links = () => [...document.querySelectorAll('a')];
/** The links as the content script finds them (boards/page-results.ts). */
const results = () => links().map((at) => ({ at, url: () => at.href }));

describe('placeMarkers', () => {
  beforeEach(() => setPage(`<a href="${IN_FEED}">A</a><a href="http://localhost:8788/vacatures/900002/b">B</a>`));
  afterEach(() => removeMarkers());

  it('puts a bare host after the feed link: no text, no children, no date the page could read', () => {
    expect(placeMarkers(results(), new Map([[IN_FEED, undefined]]), 'en-GB')).toBe(1);
    const hosts = document.querySelectorAll(`.${MARKER_CLASS}`);
    expect(hosts).toHaveLength(1);
    const host = hosts[0] as HTMLElement;
    expect(host.previousElementSibling?.textContent).toBe('A');
    // Closed shadow root: the page's script cannot reach the label.
    expect(host.shadowRoot).toBeNull();
    expect(host.textContent).toBe('');
    expect(host.children).toHaveLength(0);
    expect(document.body.textContent).toBe('AB');
    expect(host.outerHTML.replace(MARKER_CLASS, '')).not.toMatch(/feed|clos|sluit|dec|20\d\d/i);
  });

  it('marks a link once, however often it is asked, and removes only its own markers', () => {
    const pageOwn = document.createElement('span');
    pageOwn.className = MARKER_CLASS;
    document.body.append(pageOwn);
    placeMarkers(results(), new Map([[IN_FEED, undefined]]), 'nl-NL');
    expect(placeMarkers(results(), new Map([[IN_FEED, undefined]]), 'nl-NL')).toBe(0);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(2);
    removeMarkers();
    expect([...document.querySelectorAll(`.${MARKER_CLASS}`)]).toEqual([pageOwn]);
  });

  it("takes the marker away from a link the page made another posting's, and marks that posting if it is in the feed", () => {
    const inFeed = new Map<string, string | undefined>([[IN_FEED, undefined]]);
    placeMarkers(results(), inFeed, 'en');
    const [a] = links();
    const first = a!.nextElementSibling;
    // The page reuses the link for another feed job, and leaves our marker beside it: the job gets its own.
    a!.href = 'http://localhost:8788/vacatures/501004/d';
    inFeed.set(a!.href, 'shortlisted');
    expect(placeMarkers(results(), inFeed, 'en')).toBe(1);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(1);
    expect(a!.nextElementSibling).not.toBe(first);
    // Then for a posting not in the feed: no marker.
    a!.href = 'http://localhost:8788/vacatures/900003/c';
    expect(placeMarkers(results(), inFeed, 'en')).toBe(0);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(0);
  });
  it('keeps one marker where the page put a new link in the place of a marked one, beside our marker', () => {
    const inFeed = new Map<string, string | undefined>([[IN_FEED, undefined]]);
    placeMarkers(results(), inFeed, 'en');
    // The page replaces the <a> (not its row) with one for another feed job, our marker left after it.
    const [old] = links();
    const other = document.createElement('a');
    other.href = 'http://localhost:8788/vacatures/501004/d';
    other.textContent = 'D';
    old!.replaceWith(other);
    inFeed.set(other.href, 'shortlisted');
    expect(placeMarkers(results(), inFeed, 'en')).toBe(1);
    const hosts = document.querySelectorAll(`.${MARKER_CLASS}`);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.previousElementSibling).toBe(other);
  });
});

describe("the marker's mark", () => {
  afterEach(() => {
    removeMarkers();
    vi.restoreAllMocks();
  });

  /** Marks one link per mark, and reads each marker's closed root, as the content script holds it: the page never gets it. */
  function placed(marks: (string | undefined)[], language: string) {
    setPage(marks.map((_, i) => `<a href="https://board.example/job/${i}">Job ${i}</a>`).join(''));
    const roots: ShadowRoot[] = [];
    const attach = HTMLElement.prototype.attachShadow;
    vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
      const root = attach.call(this, init);
      roots.push(root);
      return root;
    });
    placeMarkers(results(), new Map(marks.map((mark, i) => [`https://board.example/job/${i}`, mark])), language);
    return roots.map((root) => {
      const badge = root.firstElementChild as HTMLElement;
      const slot = badge.lastElementChild as HTMLElement;
      return {
        words: badge.firstChild?.textContent,
        slot: slot.style.cssText,
        sign: slot.textContent,
        role: slot.getAttribute('role'),
        title: slot.title,
      };
    });
  }

  it('shows as a sign in a slot of fixed size, named for screen readers: the same words and box for every mark', () => {
    // Anything else the answer might name ('toString', markup) is no mark.
    const seen = placed([undefined, 'shortlisted', 'handled', 'notRelevant', 'toString', '<b>x</b>'], 'nl-NL');
    expect(new Set(seen.map(({ words, slot }) => `${words}|${slot}`)).size).toBe(1);
    expect(seen[0]!.words).toBe('In je feed');
    expect(seen[0]!.slot).toMatch(/width: 14px; vertical-align: top/);
    // A sign is an image named by its title (the tooltip, and what screen readers read).
    expect(seen.map(({ sign, role, title }) => [sign, role, title])).toEqual([
      ['', null, ''],
      ['★', 'img', 'Op shortlist'],
      ['✓', 'img', 'Afgehandeld'],
      ['✕', 'img', 'Niet relevant'],
      ['', null, ''],
      ['', null, ''],
    ]);
  });

  it("speaks the language it is given (the extension's, from the answer): Dutch for any nl, English otherwise", () => {
    for (const [language, words, title] of [
      ['NL', 'In je feed', 'Afgehandeld'],
      ['en-GB', 'In your feed', 'Handled'],
      ['de-DE', 'In your feed', 'Handled'],
    ]) {
      expect(placed(['handled'], language!)[0], language).toMatchObject({ words, title });
      removeMarkers();
      vi.restoreAllMocks();
    }
  });
});

describe("the marker's words", () => {
  it("use the UI's one term for a feed job, and name the recruiter's mark as the UI does, in both languages", () => {
    expect(MARKER_LABELS).toEqual([MESSAGES.en['overlay.inFeed'], MESSAGES.nl['overlay.inFeed']]);
    for (const [language, column] of [
      ['en', 1],
      ['nl', 2],
    ] as const)
      for (const mark of ['shortlisted', 'handled', 'notRelevant'] as const)
        expect(MARKS.get(mark)![column]).toBe(MESSAGES[language][`status.${mark}`]);
    expect([...MARKS.keys()]).toEqual(['shortlisted', 'handled', 'notRelevant']);
  });
});

describe('isVisibleLink', () => {
  const visibleBox = { left: 20, top: 40, width: 120, height: 18 };

  it.each([
    ['an ordinary link', '<a id="t" href="/x">Job</a>', visibleBox, true],
    ['display: none', '<a id="t" href="/x" style="display:none">Job</a>', visibleBox, false],
    ['inside display: none', '<div style="display:none"><a id="t" href="/x">Job</a></div>', visibleBox, false],
    ['visibility: hidden', '<a id="t" href="/x" style="visibility:hidden">Job</a>', visibleBox, false],
    ['opacity: 0 on a parent', '<div style="opacity:0"><a id="t" href="/x">Job</a></div>', visibleBox, false],
    ['the hidden attribute', '<div hidden><a id="t" href="/x">Job</a></div>', visibleBox, false],
    ['aria-hidden', '<div aria-hidden="true"><a id="t" href="/x">Job</a></div>', visibleBox, false],
    ['inert', '<div inert><a id="t" href="/x">Job</a></div>', visibleBox, false],
    ['zero size', '<a id="t" href="/x">Job</a>', { left: 20, top: 40, width: 0, height: 0 }, false],
    ['one pixel (visually hidden)', '<a id="t" href="/x">Job</a>', { left: 20, top: 40, width: 1, height: 1 }, false],
    ['parked off-screen to the left', '<a id="t" href="/x">Job</a>', { left: -10_000, top: 40, width: 120, height: 18 }, false],
    ['parked above the page', '<a id="t" href="/x">Job</a>', { left: 20, top: -10_000, width: 120, height: 18 }, false],
  ] as const)('%s → %s', (_name, html, box, expected) => {
    setPage(html);
    const link = document.getElementById('t') as HTMLAnchorElement;
    giveBox(link, box);
    expect(isVisibleLink(link, document)).toBe(expected);
  });

  it('refuses links outside the shown document: detached, in a template, in another document', () => {
    const detached = document.createElement('a');
    detached.href = '/x';
    giveBox(detached, visibleBox);
    expect(isVisibleLink(detached, document)).toBe(false);
    setPage('<template><a href="/x">Job</a></template>');
    const inTemplate = (document.querySelector('template') as HTMLTemplateElement).content.querySelector('a')!;
    giveBox(inTemplate, visibleBox);
    expect(isVisibleLink(inTemplate, document)).toBe(false);
    const other = document.implementation.createHTMLDocument('other');
    other.body.innerHTML = '<a href="/x">Job</a>';
    const foreign = other.querySelector('a')!;
    giveBox(foreign, visibleBox);
    expect(isVisibleLink(foreign, document)).toBe(false);
  });
});
