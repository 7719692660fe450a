/** Calls `onPing` with the job ids of each change of marks anywhere (utils/feed/mark-ping.ts): the job marked first. */
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { MARK_PING_KEY, pingedJobIds } from '@/utils/feed/mark-ping';

export function useMarkPings(onPing: (ids: number[]) => void): void {
  const current = useRef(onPing);
  current.current = onPing;
  useEffect(() => {
    const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area !== 'local' || !(MARK_PING_KEY in changes)) return;
      const ids = pingedJobIds(changes[MARK_PING_KEY]?.newValue);
      if (ids.length > 0) current.current(ids);
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, []);
}
