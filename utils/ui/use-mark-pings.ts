/** Calls `onPing` with the job id of each mark changed anywhere (utils/feed/mark-ping.ts). */
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { MARK_PING_KEY, pingedJobId } from '@/utils/feed/mark-ping';

export function useMarkPings(onPing: (id: number) => void): void {
  const current = useRef(onPing);
  current.current = onPing;
  useEffect(() => {
    const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area !== 'local' || !(MARK_PING_KEY in changes)) return;
      const id = pingedJobId(changes[MARK_PING_KEY]?.newValue);
      if (id !== null) current.current(id);
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, []);
}
