/**
 * What an extension page shows of the background's state (session, settings, sync status): read on
 * mount and read again whenever the background says it changed, so every open page stays current
 * without a reload.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { callBackground, type CallBackground } from '../messaging/client';
import type { Failure, RequestOf, Responses } from '../messaging/contract';
import type { BackgroundEvent } from '../messaging/events';
import { useBackgroundEvent } from './use-background-event';

/** The requests without arguments whose answer a page keeps. */
type Readable = 'session.get' | 'settings.get' | 'sync.status' | 'overlay.preferences' | 'mutes.list' | 'searches.list' | 'cards.hidden';

export interface BackgroundValue<V> {
  /** null until the first answer. */
  value: V | null;
  /** Why the last read failed; null once a read succeeds. */
  failure: Failure | null;
  reload(): Promise<void>;
  /** Takes an answer the page got another way (a save, a sign-in or out) as the current value. */
  replace(value: V): void;
}

/** `active` false: nothing is read yet (a page that needs the value only later, as its first paint is done). */
export function useBackgroundValue<T extends Readable>(
  call: CallBackground,
  type: T,
  /** The events after which it is read again. */
  changed: readonly BackgroundEvent['event'][],
  active = true,
): BackgroundValue<Responses[T]> {
  const [value, setValue] = useState<Responses[T] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const reload = useCallback(async () => {
    const result = await call({ type } as RequestOf<T>);
    if (result.ok) {
      setValue(result.value);
      setFailure(null);
    } else setFailure(result.error);
  }, [call, type]);
  useEffect(() => {
    if (active) void reload();
  }, [reload, active]);
  useBackgroundEvent((event) => {
    if (changed.includes(event.event) && active) void reload();
  });
  return { value, failure, reload, replace: setValue };
}

/**
 * The session as the background has it: signed in or not, why the last one ended, and the API address
 * a sign-in goes to, which is a setting: read again when either changes (the address changed in
 * Options while a welcome page was open and nobody signed in tells no session change).
 */
export const useSession = (call: CallBackground = callBackground) =>
  useBackgroundValue(call, 'session.get', ['session.changed', 'settings.changed']);

/** The user's settings, current across pages (the options page saves, every page hears of it). */
export const useSettings = (call: CallBackground = callBackground) => useBackgroundValue(call, 'settings.get', ['settings.changed']);
