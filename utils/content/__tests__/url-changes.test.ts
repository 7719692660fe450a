// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchUrlChanges } from '../url-changes';

const base = location.origin;

/** A stand-in for `window.navigation`: an event target the test fires `navigate` and `currententrychange` on. */
function installNavigation(): EventTarget {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return navigation;
}

describe('watchUrlChanges', () => {
  let controller: AbortController;
  beforeEach(() => {
    history.replaceState(null, '', '/app/');
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    delete (window as unknown as { navigation?: unknown }).navigation;
  });

  describe('with the Navigation API', () => {
    it('reports a navigation once it has committed, not when it starts', () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      expect(watchUrlChanges({ win: window, signal: controller.signal, onChange })).toBe('navigation-api');

      // A back traversal: `navigate` fires while the URL is still the old one; the commit comes later.
      navigation.dispatchEvent(new Event('navigate'));
      expect(onChange).not.toHaveBeenCalled();
      history.pushState(null, '', '/app/vacatures/501001');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/501001`]]);
    });

    it('says nothing for a navigation that never commits, or an entry change to the same URL', () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange });
      navigation.dispatchEvent(new Event('navigate'));
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('stops when the content script is invalidated', () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange });
      controller.abort();
      history.pushState(null, '', '/app/vacatures/501003');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('without the Navigation API', () => {
    it('hears back and forward from popstate', () => {
      const onChange = vi.fn();
      expect(watchUrlChanges({ win: window, signal: controller.signal, onChange, pollMs: 60_000 })).toBe('fallback');
      history.pushState(null, '', '/app/vacatures/501003');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/501003`]]);
    });

    it('hears a pushState from the first change the app makes to the page', async () => {
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange, pollMs: 60_000 });
      history.pushState(null, '', '/app/vacatures/501001');
      document.body.append(document.createElement('h1'));
      await vi.waitFor(() => expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/501001`]]));
    });

    it('polls for a URL change that neither fires popstate nor changes the page', async () => {
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange, pollMs: 20 });
      history.replaceState(null, '', '/app/vacatures/900001');
      await vi.waitFor(() => expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/900001`]]));
    });

    it('stops observing and polling when invalidated', () => {
      vi.useFakeTimers();
      try {
        const onChange = vi.fn();
        watchUrlChanges({ win: window, signal: controller.signal, onChange, pollMs: 20 });
        expect(vi.getTimerCount()).toBe(1);
        controller.abort();
        expect(vi.getTimerCount()).toBe(0);
        history.pushState(null, '', '/app/vacatures/501001');
        window.dispatchEvent(new PopStateEvent('popstate'));
        vi.advanceTimersByTime(100);
        expect(onChange).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
