/** Overlay tickets: random, short-lived, bound to the tab that was matched. */
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

export async function issueTicket(jobId: number, tabId: number, now: number, boardId: string | null = null): Promise<string> {
  const tickets = await overlayTicketsItem.getValue();
  const fresh = Object.entries(tickets)
    .filter(([, t]) => now - t.createdAt < TICKET_TTL_MS && !(t.tabId === tabId && t.jobId === jobId))
    .sort(([, a], [, b]) => b.createdAt - a.createdAt)
    .slice(0, MAX_TICKETS - 1);
  const ticket = randomTicket();
  await overlayTicketsItem.setValue({ ...Object.fromEntries(fresh), [ticket]: { jobId, tabId, createdAt: now, boardId } });
  return ticket;
}

export async function redeemTicket(ticket: string, now: number): Promise<OverlayTicket | null> {
  const found = (await overlayTicketsItem.getValue())[ticket];
  return found && now - found.createdAt < TICKET_TTL_MS ? found : null;
}

/** Tabs that show an overlay: they are told when the session changes. */
export async function ticketTabs(): Promise<number[]> {
  return [...new Set(Object.values(await overlayTicketsItem.getValue()).map((t) => t.tabId))];
}

export async function clearTickets(): Promise<void> {
  await overlayTicketsItem.removeValue();
}
