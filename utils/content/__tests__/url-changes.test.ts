// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInPageMove, watchUrlChanges } from '../url-changes';

const base = location.origin;

/** A stand-in for `window.navigation`: an event target the test fires `navigate` and `currententrychange` on. */
function installNavigation(): EventTarget {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return navigation;
}

/** A same-document navigation to `url` as it commits: the entry is the new one, then the event. */
function commit(navigation: EventTarget, url: string): void {
  history.pushState(null, '', url);
  navigation.dispatchEvent(new Event('currententrychange'));
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
      commit(navigation, '/app/vacatures/501001');
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

    it("says nothing for a jump within the page (a board's Apply link), and hears the next page after it", () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange });
      commit(navigation, '/app/#solliciteren');
      commit(navigation, '/app/');
      expect(onChange).not.toHaveBeenCalled();
      commit(navigation, '/app/vacatures/501002#solliciteren');
      expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/501002#solliciteren`]]);
    });

    it('hears a hash route change: it names another posting', () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange });
      commit(navigation, '/app/#/vacatures/501001');
      commit(navigation, '/app/#!/vacatures/501002');
      expect(onChange.mock.calls).toEqual([[`${base}/app/#/vacatures/501001`], [`${base}/app/#!/vacatures/501002`]]);
    });

    it('stops when the content script is invalidated', () => {
      const navigation = installNavigation();
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange });
      controller.abort();
      commit(navigation, '/app/vacatures/501003');
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

    it('says nothing for a jump within the page from popstate, the page changing or the poll', async () => {
      const onChange = vi.fn();
      watchUrlChanges({ win: window, signal: controller.signal, onChange, pollMs: 20 });
      history.pushState(null, '', '/app/#solliciteren');
      window.dispatchEvent(new PopStateEvent('popstate'));
      document.body.append(document.createElement('p'));
      // The poll then sees the next page: the jump before it was heard and passed over, not lost.
      history.replaceState(null, '', '/app/vacatures/900002');
      await vi.waitFor(() => expect(onChange.mock.calls).toEqual([[`${base}/app/vacatures/900002`]]));
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

describe('isInPageMove', () => {
  it.each([
    ['https://b.example/v/1', 'https://b.example/v/1#apply', true],
    ['https://b.example/v/1#apply', 'https://b.example/v/1#top', true],
    ['https://b.example/v/1#apply', 'https://b.example/v/1', true],
    ['https://b.example/v/1?q=a#x', 'https://b.example/v/1?q=a#y', true],
    ['https://b.example/v/1', 'https://b.example/v/2#apply', false],
    ['https://b.example/v/1#x', 'https://b.example/v/1?q=a#x', false],
    ['https://b.example/#/v/1', 'https://b.example/#/v/2', false],
    ['https://b.example/#!/v/1', 'https://b.example/#apply', false],
    ['https://b.example/v/1', 'https://b.example/v/1#/v/2', false],
  ])('%s to %s: %s', (from, to, expected) => {
    expect(isInPageMove(from, to)).toBe(expected);
  });
});
