/**
 * Whether the focus is nowhere a person put it: on the page's body (the control that had it went
 * away), or still on an element taken out of the page. A view that removed the focused control moves
 * the focus on only then, never away from where the person has since put it.
 */
export function focusLost(doc: Document = document): boolean {
  const focused = doc.activeElement;
  return !focused || focused === doc.body || !focused.isConnected;
}
