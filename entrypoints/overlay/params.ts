/** What the content script puts in the frame's URL: the ticket and the card's starting layout, never job data. */
import type { OverlaySide } from '@/utils/messaging/contract';

export interface OverlayParams {
  /** null when the URL carries none that could be one; the page then says it is out of date. */
  ticket: string | null;
  side: OverlaySide;
  collapsed: boolean;
}

const TICKET = /^[A-Za-z0-9_-]{16,64}$/;

export function readOverlayParams(search: string): OverlayParams {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  return {
    ticket: ticket !== null && TICKET.test(ticket) ? ticket : null,
    side: query.get('side') === 'left' ? 'left' : 'right',
    collapsed: query.get('collapsed') === '1',
  };
}
