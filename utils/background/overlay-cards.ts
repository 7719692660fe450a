/**
 * The overlay card's side of the background: tickets issued for a matched page and redeemed by the
 * card's frame in that tab only, and how the user left the card (collapsed, side, dismissed jobs).
 */
import type { Job } from '../api/schemas';
import type { OverlayLayout, RequestOf } from '../messaging/contract';
import { HandlerFailure } from '../messaging/dispatch';
import type { MessageSenderLike } from '../messaging/senders';
import { overlayPrefsItem, type OverlayPrefs, type OverlayTicket } from '../storage';
import type { BackgroundPorts } from './ports';
import { clearTickets, issueTicket, redeemTicket } from './tickets';

/** Dismissed jobs remembered, newest last: enough for a person, bounded for storage. */
export const MAX_DISMISSED_JOBS = 500;

const DEFAULT_PREFS: OverlayPrefs = { collapsed: false, side: null, dismissedJobIds: [] };

/** storage.local can be written from a page's content script: every field is checked before use. */
export function parseOverlayPrefs(value: unknown): OverlayPrefs | null {
  if (typeof value !== 'object' || value === null) return null;
  const { collapsed, side, dismissedJobIds } = value as Record<keyof OverlayPrefs, unknown>;
  if (typeof collapsed !== 'boolean' || !(side === null || side === 'left' || side === 'right')) return null;
  if (!Array.isArray(dismissedJobIds) || dismissedJobIds.length > MAX_DISMISSED_JOBS) return null;
  if (!dismissedJobIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return { collapsed, side, dismissedJobIds: dismissedJobIds as number[] };
}

export type LayoutChange = Omit<RequestOf<'overlay.layout'>, 'type'>;

export interface OverlayCardsOptions {
  ports: BackgroundPorts;
  now: () => number;
  job: (id: number) => Promise<Job>;
}

export class OverlayCards {
  private readonly options: OverlayCardsOptions;

  constructor(options: OverlayCardsOptions) {
    this.options = options;
  }

  issue(jobId: number, tabId: number): Promise<string> {
    return issueTicket(jobId, tabId, this.options.now());
  }

  clear(): Promise<void> {
    return clearTickets();
  }

  /** How the user left the card; a stored value that is not that shape is dropped for the defaults. */
  async prefs(): Promise<OverlayPrefs> {
    const stored: unknown = await overlayPrefsItem.getValue();
    const prefs = parseOverlayPrefs(stored);
    if (prefs) return prefs;
    await overlayPrefsItem.removeValue();
    return { ...DEFAULT_PREFS, dismissedJobIds: [] };
  }

  /** The job a card's ticket names. */
  async job(ticket: string, sender: MessageSenderLike): Promise<Job> {
    const found = await this.redeem(ticket, sender);
    return this.options.job(found.jobId);
  }

  /** The user collapsed, moved or dismissed a card: remembered, and told to the card's tab. */
  async layout(change: LayoutChange, sender: MessageSenderLike): Promise<OverlayLayout> {
    const { ticket, collapsed, side, dismissed } = change;
    const found = await this.redeem(ticket, sender);
    const prefs = await this.prefs();
    const dismissedJobIds = dismissed
      ? [...prefs.dismissedJobIds.filter((id) => id !== found.jobId), found.jobId].slice(-MAX_DISMISSED_JOBS)
      : prefs.dismissedJobIds;
    await overlayPrefsItem.setValue({ collapsed, side, dismissedJobIds });
    await this.options.ports.notifyTab(found.tabId, { event: 'overlay.layout', ticket, collapsed, side, dismissed });
    return { collapsed, side };
  }

  /** A ticket is good only in the tab it was issued to: a frame elsewhere learns nothing from it. */
  private async redeem(ticket: string, sender: MessageSenderLike): Promise<OverlayTicket> {
    const found = await redeemTicket(ticket, this.options.now());
    const tabId = sender.tab?.id;
    if (!found || tabId === undefined || tabId !== found.tabId)
      throw new HandlerFailure('notFound', 'This overlay is out of date; reload the page.');
    return found;
  }
}
