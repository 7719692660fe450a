/**
 * The focus-card shortcut (Alt+Shift+J by default) focuses the card's frame from the page; the card
 * then puts the keyboard focus on its main action ("Show details", or what a notice offers; else its
 * first control after the move handle), so the next key acts on the card, never on Dismiss by chance.
 */
import { useEffect } from 'preact/hooks';

export function useFrameFocus(doc: Document = document): void {
  useEffect(() => {
    const view = doc.defaultView;
    if (!view) return;
    // Looked at once the focus has settled: a click or a focus() on a control of the card also
    // focuses the frame first, and then that control has the focus and is left alone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (doc.activeElement && doc.activeElement !== doc.body) return;
        const body = doc.body;
        (
          body.querySelector<HTMLElement>('button.primary') ?? body.querySelector<HTMLElement>('button:not(.move-handle), a[href]')
        )?.focus();
      }, 0);
    };
    view.addEventListener('focus', onFocus);
    return () => {
      clearTimeout(timer);
      view.removeEventListener('focus', onFocus);
    };
  }, [doc]);
}
