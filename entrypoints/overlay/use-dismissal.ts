/**
 * Dismissing the card, in two steps. First an undo window: the card says it is about to hide, with
 * Undo focused. Then the card says it is dismissed, on the card and in its live region, and only
 * after that asks for the dismissal: the background remembers it and has the content script take the
 * frame away at once, with all it says. A page left meanwhile forgets the click, which loses nothing
 * (the card shows again next time).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLatest } from '@/utils/ui/use-latest';

/** How long a dismissed card offers Undo before it is hidden for the job. */
export const UNDO_MS = 8000;

/**
 * How long the card says it is dismissed before it asks to go. A live region's change reaches a
 * screen reader within a few hundred milliseconds and is spoken from its first word, the one that
 * matters ("Dismissed"); 2 s gives the short sentence time to be spoken at a usual rate, and read by a
 * recruiter who looks, before the frame goes, and is short enough that a card sent away does not linger
 * over the posting.
 */
export const SAY_DISMISSED_MS = 2000;

/** 'undo': the window with Undo and Hide now; 'saying': the card says it is dismissed, then asks to go. */
export type DismissStep = 'undo' | 'saying' | null;

export interface Dismissal {
  step: DismissStep;
  /** The card's Dismiss: opens the undo window. */
  dismiss(): void;
  /** Hide now: the undo window ends at once. */
  hideNow(): void;
  /** Undo: the card stays, and nothing was asked. */
  undo(): void;
  undoRef: { current: HTMLButtonElement | null };
}

/**
 * `send` asks for the dismissal; the card says it is dismissed until its answer. A dismissal that
 * failed brings the card back (with the failure `send` shows); one that was made leaves nothing to show.
 */
export function useDismissal(send: () => Promise<unknown>): Dismissal {
  const [step, setStep] = useState<DismissStep>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Read when the time comes: a move of the card or a change of language meanwhile (each a new
  // `send`) neither takes the focus back to Undo nor starts the wait again.
  const latestSend = useLatest(send);
  useEffect(() => {
    if (step === null) return;
    if (step === 'undo') undoRef.current?.focus();
    const timer =
      step === 'undo'
        ? setTimeout(() => setStep('saying'), UNDO_MS)
        : setTimeout(() => void latestSend.current().finally(() => setStep(null)), SAY_DISMISSED_MS);
    return () => clearTimeout(timer);
  }, [step, latestSend]);
  return { step, dismiss: () => setStep('undo'), hideNow: () => setStep('saying'), undo: () => setStep(null), undoRef };
}
