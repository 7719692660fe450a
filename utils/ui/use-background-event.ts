/** Events the background sends to open extension pages (session, sync progress, settings). */
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../messaging/events';

const EVENTS = new Set<string>([
  'session.changed',
  'sync.progress',
  'settings.changed',
  'mutes.changed',
  'searches.changed',
  'overlay.layout',
]);

/** Only well-formed events from our own background reach the handler (pages cannot message pages). */
export function useBackgroundEvent(handler: (event: BackgroundEvent) => void): void {
  const current = useRef(handler);
  current.current = handler;
  useEffect(() => {
    const listener = (message: unknown, sender: { id?: string }) => {
      if (sender.id !== browser.runtime.id) return;
      if (typeof message !== 'object' || message === null) return;
      const name = (message as { event?: unknown }).event;
      if (typeof name === 'string' && EVENTS.has(name)) current.current(message as BackgroundEvent);
    };
    browser.runtime.onMessage.addListener(listener);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, []);
}

/** Calls `onEnded` each time a sync's run ends, well or not: what the run saved can be read again. */
export function useSyncRunEnded(onEnded: () => void): void {
  useBackgroundEvent((event) => {
    if (event.event === 'sync.progress' && event.ended) onEnded();
  });
}
