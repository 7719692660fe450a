/**
 * A card whose ticket the background no longer knows (12 hours after the page matched, or after the
 * extension restarted): every request of the card would fail as "not in the feed". The card says
 * instead that it is out of date, and how to get it back. Turned so under the recruiter's hands (the
 * control they used is gone), the focus goes to its Dismiss (`dismissRef`), and `announce` says why.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CallBackground } from '@/utils/messaging/client';
import type { Translate } from '@/utils/i18n/translate';
import { focusLost } from '@/utils/ui/focus-lost';
import { useLatest } from '@/utils/ui/use-latest';

export interface OutOfDate {
  /** The card's requests: a refused ticket turns the card out of date. */
  call: CallBackground;
  outOfDate: boolean;
  /** A refusal heard elsewhere (a layout change, whose own failures say more). */
  turn(): void;
  dismissRef: { current: HTMLButtonElement | null };
}

export function useOutOfDate(call: CallBackground, t: Translate, announce: (words: string) => void): OutOfDate {
  const [outOfDate, setOutOfDate] = useState(false);
  const cardCall = useCallback<CallBackground>(
    async (request) => {
      const result = await call(request);
      if (!result.ok && result.error.code === 'notFound' && 'ticket' in request && request.type !== 'overlay.layout') setOutOfDate(true);
      return result;
    },
    [call],
  );
  const dismissRef = useRef<HTMLButtonElement>(null);
  // Read at the turn: a change of language later does not move the focus again.
  const latest = useLatest({ t, announce });
  useLayoutEffect(() => {
    if (!outOfDate) return;
    latest.current.announce(latest.current.t('overlay.notFound'));
    if (focusLost()) dismissRef.current?.focus();
  }, [outOfDate, latest]);
  const turn = useCallback(() => setOutOfDate(true), []);
  return { call: cardCall, outOfDate, turn, dismissRef };
}
