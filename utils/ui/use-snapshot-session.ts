/**
 * The session a view shows before the background answers: the saved snapshot's (popup-snapshot.ts),
 * read from storage without waking the worker, so the popup and the side panel paint the feed at once
 * even while the worker starts or is busy. The answer then confirms it (same subject: the feed stays
 * as it is) or replaces it (signed out, another user: the snapshot is no longer shown).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { readPopupSnapshot, type PopupSnapshot } from '@/utils/feed/popup-snapshot';
import type { CallBackground } from '@/utils/messaging/client';
import type { SessionInfo } from '@/utils/messaging/contract';
import { useSession } from './use-background-value';

/**
 * `read`: the snapshot as read before the first render (null: there is none), so that render paints
 * it; undefined: not read in time, `load` is asked.
 */
export function useSnapshotSession(call: CallBackground, read: PopupSnapshot | null | undefined, load = readPopupSnapshot) {
  const background = useSession(call);
  const [snapshot, setSnapshot] = useState<PopupSnapshot | null>(read ?? null);
  useEffect(() => {
    if (read !== undefined) return;
    let live = true;
    void load().then((value) => {
      if (live) setSnapshot(value);
    });
    return () => {
      live = false;
    };
  }, [load, read]);

  const session = background.value;
  // The snapshot stands in for the session it was saved under only: once that has ended (the
  // background removed it then), a sign-in later in the same page (the panel stays open for hours)
  // starts from the background's answers, not from the copy read when the page opened.
  const ended = useRef(false);
  if (session && !session.signedIn) ended.current = true;
  const shown: SessionInfo | null =
    session ??
    (snapshot && {
      signedIn: true,
      subject: snapshot.subject,
      expiresAt: null,
      rememberMe: false,
      expiringSoon: false,
      apiBaseUrl: snapshot.apiBaseUrl,
      ended: null,
    });
  const usable =
    !ended.current && snapshot && shown?.signedIn && snapshot.subject === shown.subject && snapshot.apiBaseUrl === shown.apiBaseUrl;
  return { ...background, shown, snapshot: usable ? snapshot : null };
}
