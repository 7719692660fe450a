/** Overlay tickets: random, short-lived, bound to the tab that was matched. */
import { turns } from '../feed/in-turn';
import { overlayTicketsItem, type OverlayTicket } from '../storage';

const TICKET_TTL_MS = 12 * 60 * 60 * 1000;
const MAX_TICKETS = 100;

function randomTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The tickets are read, changed and written back one change at a time. Two cards matched at once (a
 * sign-in tells every card's tab to check again; links opened together) each wrote back the map it
 * had read, and the later write dropped the other's ticket: that card then found itself out of date
 * at every request.
 */
const inTurn = turns();

/**
 * A new ticket for the card of job `jobId` in tab `tabId`. The tab's older tickets go: its page shows
 * one card at a time, so a tab clicking through a hundred postings does not push another tab's live
 * card out of the MAX_TICKETS kept.
 */
export function issueTicket(jobId: number, tabId: number, now: number, boardId: string | null = null): Promise<string> {
  return inTurn(async () => {
    const tickets = await overlayTicketsItem.getValue();
    const fresh = Object.entries(tickets)
      .filter(([, t]) => now - t.createdAt < TICKET_TTL_MS && t.tabId !== tabId)
      .sort(([, a], [, b]) => b.createdAt - a.createdAt)
      .slice(0, MAX_TICKETS - 1);
    const ticket = randomTicket();
    await overlayTicketsItem.setValue({ ...Object.fromEntries(fresh), [ticket]: { jobId, tabId, createdAt: now, boardId } });
    return ticket;
  });
}

export async function redeemTicket(ticket: string, now: number): Promise<OverlayTicket | null> {
  const found = (await overlayTicketsItem.getValue())[ticket];
  return found && now - found.createdAt < TICKET_TTL_MS ? found : null;
}

/** Tabs that show an overlay: they are told when the session changes. */
export async function ticketTabs(): Promise<number[]> {
  return [...new Set(Object.values(await overlayTicketsItem.getValue()).map((t) => t.tabId))];
}

export function clearTickets(): Promise<void> {
  return inTurn(() => overlayTicketsItem.removeValue());
}
