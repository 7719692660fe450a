// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVERED_CLICK_EVENT, guardClicks, READY_ATTRIBUTE, SETTLE_MS, UNGUARDED_ATTRIBUTE } from '../click-guard';

/** An IntersectionObserver the test drives: what the browser would report of the card. */
class FakeObserver {
  static last: FakeObserver | null = null;
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; isVisible?: boolean }[]) => void,
    options: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(entry: { isIntersecting: boolean; isVisible?: boolean }) {
    this.callback([entry]);
  }
}

let clock = 0;
let stop: () => void = () => undefined;
let clicks: string[] = [];
let button: HTMLButtonElement;

beforeEach(() => {
  clock = 1_000;
  clicks = [];
  document.body.innerHTML = '<main id="app"><button type="button">Handled</button></main>';
  button = document.querySelector('button')!;
  button.addEventListener('click', () => clicks.push('click'));
  button.addEventListener('pointerdown', () => clicks.push('pointerdown'));
});
afterEach(() => stop());

const pointerClick = () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
const keyboardClick = () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
const pointerDown = () => button.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }));

describe('guardClicks', () => {
  it('lets a pointer act only on a card seen whole, and unmoved for a moment', () => {
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    expect(FakeObserver.last!.options).toMatchObject({ trackVisibility: true, delay: 100 });
    // Not reported yet: nothing counts.
    expect(pointerClick()).toBe(false);
    FakeObserver.last!.report({ isIntersecting: true, isVisible: true });
    clock += SETTLE_MS - 1;
    pointerClick();
    expect(clicks).toEqual([]);
    clock += 1;
    expect(pointerClick()).toBe(true);
    pointerDown();
    expect(clicks).toEqual(['click', 'pointerdown']);

    // The page paints a decoy over the card: its clicks through the decoy are dropped, then again for a moment once it goes.
    FakeObserver.last!.report({ isIntersecting: true, isVisible: false });
    clock += 60_000;
    pointerClick();
    pointerDown();
    FakeObserver.last!.report({ isIntersecting: true, isVisible: true });
    clock += 100;
    pointerClick();
    expect(clicks).toEqual(['click', 'pointerdown']);
    clock += SETTLE_MS;
    pointerClick();
    expect(clicks).toEqual(['click', 'pointerdown', 'click']);
  });

  it("says on the root when a pointer's click counts, for whoever must wait for it", () => {
    vi.useFakeTimers();
    try {
      stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
      const ready = () => document.documentElement.hasAttribute(READY_ATTRIBUTE);
      FakeObserver.last!.report({ isIntersecting: true, isVisible: true });
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(ready()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(ready()).toBe(true);
      FakeObserver.last!.report({ isIntersecting: true, isVisible: false });
      expect(ready()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("always lets the keyboard's click through: the recruiter's own, in the card's focus", () => {
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    FakeObserver.last!.report({ isIntersecting: true, isVisible: false });
    keyboardClick();
    expect(clicks).toEqual(['click']);
  });

  it('without visibility tracking (Firefox), waits for the card to be on screen for a moment', () => {
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    FakeObserver.last!.report({ isIntersecting: true });
    clock += SETTLE_MS;
    pointerClick();
    FakeObserver.last!.report({ isIntersecting: false });
    pointerClick();
    expect(clicks).toEqual(['click']);
  });

  it('lets a pointer always use the move handle: moving the card out from under what covers it', () => {
    const handle = Object.assign(document.createElement('button'), { type: 'button' });
    handle.setAttribute(UNGUARDED_ATTRIBUTE, '');
    handle.append(document.createElement('span'));
    document.getElementById('app')!.append(handle);
    const grabbed: string[] = [];
    handle.addEventListener('pointerdown', () => grabbed.push('grabbed'));
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    FakeObserver.last!.report({ isIntersecting: true, isVisible: false });
    handle.firstElementChild!.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }));
    pointerDown();
    expect([grabbed, clicks]).toEqual([['grabbed'], []]);
  });

  it('says when a click is dropped because the page covers the card, not while the card settles', () => {
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    let said = 0;
    document.documentElement.addEventListener(COVERED_CLICK_EVENT, () => said++);
    // Just come on screen: dropped, but nothing covers it.
    FakeObserver.last!.report({ isIntersecting: true, isVisible: true });
    pointerClick();
    expect(said).toBe(0);
    // Covered: each pointer's click dropped is said once (not its pointerdown, nor the keyboard's click).
    FakeObserver.last!.report({ isIntersecting: true, isVisible: false });
    pointerDown();
    pointerClick();
    keyboardClick();
    expect([said, clicks]).toEqual([1, ['click']]);
    // Seen again: settling, not covered.
    FakeObserver.last!.report({ isIntersecting: true, isVisible: true });
    pointerClick();
    expect(said).toBe(1);
  });

  it('stops guarding when told', () => {
    stop = guardClicks(document.documentElement, { now: () => clock, observer: FakeObserver as unknown as typeof IntersectionObserver });
    stop();
    pointerClick();
    expect(clicks).toEqual(['click']);
  });
});
