/**
 * A button that, while its work runs (`busy`), says it cannot be pressed (aria-disabled, greyed by
 * theme.css) and ignores presses, but keeps the focus. A `disabled` button under the focus drops it
 * to the page's body, in Chromium and in Firefox alike (measured): the keyboard user who pressed
 * Shortlist or Sync now lost their place, and a screen reader said nothing of the outcome.
 */
import type { ButtonHTMLAttributes, Ref } from 'preact';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'ref'>;

export function SteadyButton({ busy, buttonRef, onClick, ...props }: ButtonProps & { busy: boolean; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <button
      {...props}
      ref={buttonRef}
      aria-disabled={busy}
      onClick={(event) => {
        // A busy submit button's press (also a form's implicit submission, Enter in a field) is cancelled here.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
