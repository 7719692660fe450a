// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, LOAD_WAIT_MS } from '../after-load';

/** The page's readiness as the content script finds it. */
function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** A load event now and every timer left run: `start` has still been called once, and only once. */
function expectNoSecondStart(start: ReturnType<typeof vi.fn>): void {
  window.dispatchEvent(new Event('load'));
  vi.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
}

describe('afterLoad', () => {
  let controller: AbortController;
  beforeEach(() => {
    vi.useFakeTimers();
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
  });

  it('starts at once on a page that has loaded', () => {
    setReadyState('complete');
    const start = vi.fn();
    afterLoad({ win: window, signal: controller.signal }, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in the task after the load event, not inside it, and once', () => {
    setReadyState('interactive');
    const start = vi.fn();
    afterLoad({ win: window, signal: controller.signal }, start);
    vi.advanceTimersByTime(LOAD_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // The load event's handlers run first: its end is the page's own.
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    // Neither the limit nor another load event starts it again.
    vi.advanceTimersByTime(LOAD_WAIT_MS * 4);
    expectNoSecondStart(start);
  });

  it('starts at the limit on a page still loading, and not again at its load event', () => {
    setReadyState('interactive');
    const start = vi.fn();
    afterLoad({ win: window, signal: controller.signal, waitMs: 200 }, start);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expectNoSecondStart(start);
  });

  it('starts once when the limit falls between the load event and the task after it', () => {
    setReadyState('interactive');
    const start = vi.fn();
    // Queued first: at 200 ms the load event comes, then the limit's timer, then the task after the event.
    setTimeout(() => window.dispatchEvent(new Event('load')), 200);
    afterLoad({ win: window, signal: controller.signal, waitMs: 200 }, start);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once the content script is invalidated', () => {
    setReadyState('loading');
    const start = vi.fn();
    afterLoad({ win: window, signal: controller.signal }, start);
    controller.abort();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();

    setReadyState('complete');
    afterLoad({ win: window, signal: controller.signal }, start);
    expect(start).not.toHaveBeenCalled();
  });
});
