// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPACT, defaultAnchor, EXPANDED, mountOverlay } from '../overlay-host';

function setPage(html: string) {
  document.documentElement.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture markup
}

/** happy-dom lays out nothing: every element's box is given here. */
function box(selector: string, left: number, top: number, width: number, height: number) {
  const element = document.querySelector(selector)!;
  element.getBoundingClientRect = () =>
    ({ left, top, right: left + width, bottom: top + height, width, height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
}

/** A 1024 x 640 screen, as in the issue: the compact card (340 x 212) at a corner sits 16 px in. */
const SCREEN = [1024, 640] as const;
const [W, H] = COMPACT;

/** The page's viewport: what the content script places the card in. */
function setViewport(width: number, height: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height,
  });
}

beforeEach(() => setViewport(...SCREEN));

describe('defaultAnchor: where a card starts on a board with no remembered place', () => {
  it('takes the bottom right corner when nothing is there', () => {
    setPage('<body><h1>Senior Java Developer</h1><a href="/apply">Apply</a></body>');
    box('h1', 40, 90, 600, 40);
    box('a', 40, 150, 120, 36);
    expect(defaultAnchor(document)).toBe('bottom-right');
  });

  it('keeps right when no apply control is under the card area (controls without a box are not seen)', () => {
    setPage('<body><a href="/apply">Apply</a></body>');
    expect(defaultAnchor(document)).toBe('bottom-right');
  });

  it('moves left when a visible apply control sits where the card would be', () => {
    setPage('<body><a class="apply-button" href="/apply">Solliciteer direct</a></body>');
    box('a', SCREEN[0] - 200, SCREEN[1] - 120, 150, 40);
    expect(defaultAnchor(document)).toBe('bottom-left');
  });

  it('finds apply controls by their label, value or accessible name, in the boards’ languages', () => {
    for (const control of [
      '<button>Reageer nu</button>',
      '<input type="submit" value="Solliciteren">',
      '<a role="button" aria-label="Apply for this job" href="#">→</a>',
      '<div role="button">Jetzt bewerben</div>',
    ]) {
      setPage(`<body>${control}</body>`);
      box('body > *', SCREEN[0] - 200, SCREEN[1] - 120, 150, 40);
      expect(defaultAnchor(document), control).toBe('bottom-left');
    }
    setPage('<body><button>Save job</button></body>');
    box('button', SCREEN[0] - 200, SCREEN[1] - 120, 150, 40);
    expect(defaultAnchor(document)).toBe('bottom-right');
  });

  it('never starts over the main heading: the next free corner, bottom ones first', () => {
    // A heading across the bottom of the screen (a posting scrolled to its title) and an apply
    // button at the top right: only the top left is free.
    setPage('<body><h1>Projectmanager Zaaksysteem</h1><main><button>Solliciteer</button></main></body>');
    box('h1', 20, SCREEN[1] - 150, 980, 60);
    box('button', SCREEN[0] - 160, 30, 130, 40);
    expect(defaultAnchor(document)).toBe('top-left');
  });

  it('looks at the first visible heading, skipping one without a box (hidden)', () => {
    setPage('<body><h1 hidden>Site name</h1><h1>Posting title</h1></body>');
    box('h1:not([hidden])', SCREEN[0] - 300, SCREEN[1] - 60, 280, 40);
    expect(defaultAnchor(document)).toBe('bottom-left');
  });

  it('covers neither heading nor apply control at the corner it picks', () => {
    setPage('<body><h1>Title</h1><a href="/a">Apply now</a></body>');
    box('h1', SCREEN[0] - W - 40, SCREEN[1] - 100, 200, 40);
    box('a', 30, SCREEN[1] - 80, 120, 40);
    const anchor = defaultAnchor(document);
    expect(anchor).toBe('top-right');
    const card = { left: SCREEN[0] - 16 - W, top: 16, right: SCREEN[0] - 16, bottom: 16 + H };
    for (const element of document.querySelectorAll('h1, a')) {
      const r = element.getBoundingClientRect();
      expect(r.left < card.right && r.right > card.left && r.top < card.bottom && r.bottom > card.top).toBe(false);
    }
  });

  it('stays bottom right when every corner is taken', () => {
    setPage('<body><h1>A heading as large as the screen</h1></body>');
    box('h1', 0, 0, SCREEN[0], SCREEN[1]);
    expect(defaultAnchor(document)).toBe('bottom-right');
  });
});

describe('the whole record on a short screen', () => {
  // The closed shadow root opened for the test, to read the frame's size; the host's top as set
  // (happy-dom drops the `max()` it is placed with).
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    return attach.call(this, { ...init, mode: 'open' });
  });
  const placed: Record<string, string> = {};
  const setProperty = CSSStyleDeclaration.prototype.setProperty;
  vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty').mockImplementation(function (this: CSSStyleDeclaration, name, value, priority) {
    placed[name] = value ?? '';
    setProperty.call(this, name, value, priority);
  });

  /** The demo board's posting: its title in the wide column, its apply button at the top of the narrow one on the right. */
  function posting() {
    setPage('<body><main><h1>Projectmanager Zaaksysteem</h1></main><aside><a href="#solliciteren">Solliciteer direct</a></aside></body>');
    box('h1', 114, 150, 760, 40);
    box('aside a', 906, 77, 260, 60);
  }

  function mount(anchor: 'top-left' | 'top-right' | null = null) {
    const host = mountOverlay(
      { doc: document, frameUrl: () => 'chrome-extension://id/overlay.html' },
      { ticket: 't', layout: { collapsed: true, anchor } },
    );
    const frame = () => document.querySelector('job-feed-companion-overlay')!.shadowRoot!.querySelector('iframe')!;
    return { host, size: () => [Number(frame().width), Number(frame().height)] };
  }

  /** The frame's box at the bottom right, where the viewport and its size put it. */
  const bottomRight = ([width, height]: number[], [vw, vh]: readonly [number, number]) => ({
    left: vw - 16 - width!,
    top: vh - 16 - height!,
    right: vw - 16,
    bottom: vh - 16,
  });

  it('stops short of the apply button that the compact card leaves free, and scrolls inside', () => {
    const screen = [1280, 650] as const;
    setViewport(...screen);
    posting();
    const { host, size } = mount();
    expect(size()).toEqual([...COMPACT]);
    host.applyLayout({ collapsed: false, anchor: null });
    // Before, the whole record took its full 560 px and covered the button's lower 60 px.
    expect(size()).toEqual([EXPANDED[0], 496]);
    expect(placed.top).toBe('max(16px,calc(16px + (100% - 528px)*1))');
    const card = bottomRight(size(), screen);
    const apply = document.querySelector('aside a')!.getBoundingClientRect();
    expect(apply.bottom).toBeLessThanOrEqual(card.top);
    // Collapsed again, the compact card; the apply button was never under either.
    host.applyLayout({ collapsed: true, anchor: null });
    expect(size()).toEqual([...COMPACT]);
    host.remove();
  });

  it('takes its full height where the screen leaves room, or where the recruiter put the card over the heading', () => {
    setViewport(1280, 900);
    posting();
    const tall = mount();
    tall.host.applyLayout({ collapsed: false, anchor: null });
    expect(tall.size()).toEqual([...EXPANDED]);
    tall.host.remove();

    // The compact card at the top left already covers the title: the whole record may too.
    setViewport(1280, 650);
    const moved = mount('top-left');
    moved.host.applyLayout({ collapsed: false, anchor: null });
    expect(moved.size()).toEqual([...EXPANDED]);
    moved.host.remove();
  });
  it('keeps its full height where only its 20 px of extra width meets a heading, which no height would clear', () => {
    // A two-column posting at 1440 x 900: the title in the main column ends 14 px left of the compact
    // card at the top right, and 6 px under the whole record's left edge at any height. Shrinking
    // cannot uncover it: before, the record went down to 208 px (shorter than the compact card).
    setViewport(1440, 900);
    setPage('<body><main><h1>Projectmanager Zaaksysteem</h1></main></body>');
    box('h1', 120, 96, 950, 40);
    const { host, size } = mount('top-right');
    host.applyLayout({ collapsed: false, anchor: null });
    expect(size()).toEqual([...EXPANDED]);
    host.remove();
  });

  it('is never shorter than the compact card', () => {
    // An apply button just above the compact card at the bottom right: the record stops at the compact height, not 4 px under it.
    setViewport(1280, 650);
    setPage('<body><aside><a href="#apply">Apply now</a></aside></body>');
    box('aside a', 1000, 650 - 16 - 212 - 41, 200, 40);
    const { host, size } = mount();
    host.applyLayout({ collapsed: false, anchor: null });
    expect(size()[1]).toBeGreaterThanOrEqual(COMPACT[1]);
    host.remove();
  });
});
