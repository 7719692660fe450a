// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EN } from '@/utils/i18n/messages/en';
import { NL } from '@/utils/i18n/messages/nl/index';

import { isVisibleLink, MARK_WORDS, MARKER_CLASS, markerLabel, markerText, placeMarkers, removeMarkers } from '../markers';

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

describe('placeMarkers', () => {
  beforeEach(() => setPage(`<a href="${IN_FEED}">A</a><a href="http://localhost:8788/vacatures/900002/b">B</a>`));
  afterEach(() => removeMarkers());

  it('puts a bare host after the feed link: no text, no children, no date the page could read', () => {
    expect(placeMarkers(links(), new Map([[IN_FEED, undefined]]), 'en-GB')).toBe(1);
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
    placeMarkers(links(), new Map([[IN_FEED, undefined]]), 'nl-NL');
    expect(placeMarkers(links(), new Map([[IN_FEED, undefined]]), 'nl-NL')).toBe(0);
    expect(document.querySelectorAll(`.${MARKER_CLASS}`)).toHaveLength(2);
    removeMarkers();
    expect([...document.querySelectorAll(`.${MARKER_CLASS}`)]).toEqual([pageOwn]);
  });
});

describe("the marker's words", () => {
  it("name the recruiter's mark as the UI does, in both languages", () => {
    for (const language of ['en', 'nl'] as const)
      for (const mark of ['shortlisted', 'handled', 'notRelevant'] as const)
        expect(MARK_WORDS[language][mark]).toBe(MESSAGES[language][`status.${mark}`]);
    expect(markerText('en-GB', 'handled')).toBe('In your feed · Handled');
    expect(markerText('nl-NL', 'shortlisted')).toBe('In je feed · Op shortlist');
    expect(markerText('en', undefined)).toBe('In your feed');
    // Anything else from the answer is not shown.
    expect(markerText('en', 'toString')).toBe('In your feed');
    expect(markerText('en', '<b>x</b>')).toBe('In your feed');
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

describe('markerLabel', () => {
  it('uses the one term the rest of the UI uses for a feed job, in English and Dutch', () => {
    expect(markerLabel('en-GB')).toBe(MESSAGES.en['overlay.inFeed']);
    expect(markerLabel('nl-NL')).toBe(MESSAGES.nl['overlay.inFeed']);
    expect(markerLabel('NL')).toBe(MESSAGES.nl['overlay.inFeed']);
  });
});
