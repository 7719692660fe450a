/**
 * A "Too many requests" on screen, with its wait (utils/i18n/errors.ts words it from when the 429
 * came): the view renders again each second until the wait is over, so the sentence counts down and
 * then says the user can try again. `onOver` is called when it is over, at most once in the view's
 * life: one retry by itself, never a loop of requests against a server that asked us to wait.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '../api/errors';
import { rateLimitEnd } from '../i18n/errors';
import { useLatest } from './use-latest';

export function useRateLimitWait(info: ApiErrorInfo | null | undefined, onOver?: () => void): void {
  const until = rateLimitEnd(info);
  const [, setTick] = useState(0);
  const over = useLatest(onOver);
  const retried = useRef(false);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() < until) return;
      clearInterval(timer);
      if (over.current && !retried.current) {
        retried.current = true;
        over.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, over]);
}
