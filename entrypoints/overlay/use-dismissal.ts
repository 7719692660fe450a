/**
 * Dismissing the card, in two steps. First an undo window: the card says it is about to hide, with
 * Undo focused; a page left meanwhile forgets the click, which loses nothing (the card shows again
 * next time). Then the dismissal is asked for and remembered, and once it is, the card says so, on
 * the card and in its live region, a moment before it asks its page to take it away: the content
 * script takes the frame away at once, with all it says. A page left during that moment has the
 * dismissal remembered all the same, as the card said.
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

/**
 * 'undo': the window with Undo and Hide now; 'asking': the dismissal asked for (the window's buttons
 * off); 'saying': it is remembered, and the card says so, then asks to go.
 */
export type DismissStep = 'undo' | 'asking' | 'saying' | null;

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
 * `send(true)` asks for the dismissal to be remembered, the card staying; `send(false)` then asks for
 * the card to go. Each answers whether it was made. A dismissal that was not made brings the card
 * back (with the failure `send` shows); one that was leaves nothing to show.
 */
export function useDismissal(
  send: (keep: boolean) => Promise<boolean>,
  /** The card is back (a dismissal not made): its buttons had the focus, and are gone. */
  onBack: () => void,
): Dismissal {
  const [step, setStep] = useState<DismissStep>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Read when the time comes: a move of the card or a change of language meanwhile (each a new
  // `send`) neither takes the focus back to Undo nor starts the wait again.
  const latestSend = useLatest({ send, onBack });
  useEffect(() => {
    if (step === null) return;
    if (step === 'undo') {
      undoRef.current?.focus();
      const timer = setTimeout(() => setStep('asking'), UNDO_MS);
      return () => clearTimeout(timer);
    }
    if (step === 'saying') {
      const go = () =>
        latestSend.current.send(false).then((made) => {
          setStep(null);
          if (!made) latestSend.current.onBack();
        });
      const timer = setTimeout(() => void go().catch(() => setStep(null)), SAY_DISMISSED_MS);
      return () => clearTimeout(timer);
    }
    // Asked for even when the page is left before the answer: the card goes with the page.
    let left = false;
    void latestSend.current.send(true).then((made) => {
      if (left) return;
      setStep(made ? 'saying' : null);
      if (!made) latestSend.current.onBack();
    });
    return () => {
      left = true;
    };
  }, [step, latestSend]);
  return { step, dismiss: () => setStep('undo'), hideNow: () => setStep('asking'), undo: () => setStep(null), undoRef };
}
