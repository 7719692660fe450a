/** What the content script puts in the frame's URL: the ticket and where the card starts, never job data. */
import { OVERLAY_ANCHORS, type OverlayAnchor } from '@/utils/content/anchor-geometry';

export interface OverlayParams {
  /** null when the URL carries none that could be one; the page then says it is out of date. */
  ticket: string | null;
  /** The card's place on the page; it always opens as its compact summary. */
  anchor: OverlayAnchor;
}

const TICKET = /^[A-Za-z0-9_-]{16,64}$/;

export function readOverlayParams(search: string): OverlayParams {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  const anchor = OVERLAY_ANCHORS.find((known) => known === query.get('anchor'));
  return {
    ticket: ticket !== null && TICKET.test(ticket) ? ticket : null,
    anchor: anchor ?? 'bottom-right',
  };
}
