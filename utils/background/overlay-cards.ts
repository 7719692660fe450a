/**
 * The overlay card's side of the background: tickets issued for a matched page and redeemed by the
 * card's frame in that tab only, where the user moved the card (per board) and which jobs' cards the
 * user dismissed.
 */
import type { Job } from '../api/schemas';
import type { JobSummary } from '../feed/summary';
import type { FeedIndex } from '../feed/feed-index';
import type { HiddenCard } from '../messaging/answers';
import type { PopupView } from './popup-view';
import type { SettingsCache } from './settings-cache';
import type { OverlayAnchor } from '../content/anchor-geometry';
import { DropSchema, OverlayAnchorSchema } from '../messaging/card-schemas';
import type { OverlayLayout, RequestOf, Responses } from '../messaging/contract';
import { HandlerFailure, type Handlers } from '../messaging/dispatch';
import type { MessageSenderLike } from '../messaging/senders';
import { overlayPlacesItem, overlayPrefsItem, type OverlayPrefs, type OverlayTicket } from '../storage';
import { CUSTOM_BOARD_PATTERN_MAX } from '../settings/schema';
import type { BackgroundPorts } from './ports';
import { clearTickets, issueTicket, redeemTicket } from './tickets';
import { turns } from '../feed/in-turn';

/** Dismissed jobs remembered, newest last: enough for a person, bounded for storage. */
export const MAX_DISMISSED_JOBS = 500;
/** Boards whose card place is remembered: far more than anyone enables, bounded for storage. */
export const MAX_PLACES = 200;
/**
 * The longest board id a place is kept under: a custom board's id is `custom:` and its whole pattern
 * (boards/custom.ts), up to the settings' longest. One place under a longer id than the read allows
 * dropped every board's place, and the card on that board never kept its own.
 */
const MAX_BOARD_ID = 'custom:'.length + CUSTOM_BOARD_PATTERN_MAX;

type Places = Partial<Record<string, OverlayAnchor>>;

/**
 * The hidden cards and the places are read, changed and written back one change at a time: two
 * cards hidden at once (two tabs, or Options' "Show again" as a card's undo window ends) each wrote
 * back what it had read, and the later write dropped the other's job, whose card came back.
 */
const inTurn = turns();

/**
 * storage.local can be written from a page's content script: every field is checked before use.
 * Fields of earlier versions (the collapsed flag, the side) are left behind, the dismissed jobs kept.
 */
export function parseOverlayPrefs(value: unknown): OverlayPrefs | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dismissedJobIds } = value as Record<keyof OverlayPrefs, unknown>;
  if (!Array.isArray(dismissedJobIds) || dismissedJobIds.length > MAX_DISMISSED_JOBS) return null;
  if (!dismissedJobIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return { dismissedJobIds: dismissedJobIds as number[] };
}

/** The remembered places, board id to anchor; null for anything else (a bad value is dropped whole). */
export function parseOverlayPlaces(value: unknown): Places | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_PLACES) return null;
  const valid = entries.every(
    ([board, anchor]) => board.length > 0 && board.length <= MAX_BOARD_ID && OverlayAnchorSchema.safeParse(anchor).success,
  );
  return valid ? Object.fromEntries(entries) : null;
}

export type LayoutChange = Omit<RequestOf<'overlay.layout'>, 'type'>;
export type DragChange = Omit<RequestOf<'overlay.drag'>, 'type'>;

export interface OverlayCardsOptions {
  ports: BackgroundPorts;
  now: () => number;
  job: (id: number) => Promise<Job>;
  /** The job as the local index holds it (no API request); null when it is not there. */
  /** The local index: a card's job summary while Get Job fails. */
  index: () => Promise<FeedIndex>;
  /** The recruiter's marks on jobs (popup-view.ts). */
  marks: Pick<PopupView, 'status' | 'setStatus' | 'notes' | 'vacancy'>;
  /** What the card needs of the settings: language, theme, and the API its errors name. */
  settings: Pick<SettingsCache, 'get'>;
}

/** The requests only the overlay frame sends: each redeems the frame's ticket, for its own card only. */
type FrameRequest =
  | 'overlay.job'
  | 'overlay.summary'
  | 'overlay.status'
  | 'overlay.setStatus'
  | 'overlay.notes'
  | 'overlay.vacancy'
  | 'overlay.preferences'
  | 'overlay.layout'
  | 'overlay.open'
  | 'overlay.drag';

export class OverlayCards {
  private readonly options: OverlayCardsOptions;

  constructor(options: OverlayCardsOptions) {
    this.options = options;
  }

  issue(jobId: number, tabId: number, boardId: string | null): Promise<string> {
    return issueTicket(jobId, tabId, this.options.now(), boardId);
  }

  clear(): Promise<void> {
    return clearTickets();
  }

  /** Which cards the user dismissed; a stored value that is not that shape is dropped for the defaults. */
  async prefs(): Promise<OverlayPrefs> {
    const prefs = parseOverlayPrefs(await overlayPrefsItem.getValue());
    if (prefs) return prefs;
    await overlayPrefsItem.removeValue();
    return { dismissedJobIds: [] };
  }

  /** Where the user put the card on a board, or null to let the page decide. */
  async place(boardId: string | null): Promise<OverlayAnchor | null> {
    if (boardId === null) return null;
    return (await this.places())[boardId] ?? null;
  }

  /** The job a card's ticket names. */
  async job(ticket: string, sender: MessageSenderLike): Promise<Job> {
    const found = await this.redeem(ticket, sender);
    return this.options.job(found.jobId);
  }

  /** The overlay frame's part of the handler table. */
  handlers(): Pick<Handlers, FrameRequest> {
    return {
      'overlay.job': ({ ticket }, { sender }) => this.job(ticket, sender),
      'overlay.summary': ({ ticket }, { sender }) => this.summary(ticket, sender),
      'overlay.status': async ({ ticket }, { sender }) => this.options.marks.status((await this.redeem(ticket, sender)).jobId),
      'overlay.notes': async ({ ticket }, { sender }) => this.options.marks.notes((await this.redeem(ticket, sender)).jobId),
      'overlay.vacancy': async ({ ticket }, { sender }) => this.options.marks.vacancy((await this.redeem(ticket, sender)).jobId),
      'overlay.setStatus': async ({ ticket, status }, { sender }) =>
        this.options.marks.setStatus((await this.redeem(ticket, sender)).jobId, status),
      'overlay.preferences': () => this.options.settings.get().then(({ language, theme, apiBaseUrl }) => ({ language, theme, apiBaseUrl })),
      'overlay.layout': (change, { sender }) => this.layout(change, sender),
      'overlay.open': async ({ ticket, target }, { sender }) => {
        // The sign-in names no job: a signed-out card left open longer than its ticket still opens it.
        const jobId = target === 'signIn' ? null : (await this.redeem(ticket, sender)).jobId;
        await this.options.ports.openPage(
          { signIn: '/welcome.html', job: `/job.html?id=${jobId}`, employer: `/sidepanel.html?employer=${jobId}` }[target],
        );
        return null;
      },
      'overlay.drag': (change, { sender }) => this.drag(change, sender),
    };
  }

  /** The ticket's job from the local index: what the card shows while Get Job fails. */
  async summary(ticket: string, sender: MessageSenderLike): Promise<JobSummary | null> {
    const found = await this.redeem(ticket, sender);
    return (await this.options.index()).get(found.jobId);
  }

  /** The cards the user hid, the latest first, each with the job as the index holds it (null: not there). */
  async hidden(): Promise<HiddenCard[]> {
    const { dismissedJobIds } = await this.prefs();
    const ids = [...dismissedJobIds].reverse();
    const index = await this.options.index();
    return Promise.all(ids.map(async (id) => ({ id, job: await index.get(id) })));
  }

  /** Shows the card of `id` again (null: every hidden card), from the next visit of its posting on. */
  async show(id: number | null): Promise<HiddenCard[]> {
    await inTurn(async () => {
      const { dismissedJobIds } = await this.prefs();
      await overlayPrefsItem.setValue({ dismissedJobIds: id === null ? [] : dismissedJobIds.filter((hidden) => hidden !== id) });
    });
    return this.hidden();
  }

  /** The user expanded, collapsed, moved or dismissed a card: remembered, and told to the card's tab (a dismissal kept a moment: later). */
  async layout(change: LayoutChange, sender: MessageSenderLike): Promise<OverlayLayout> {
    const { ticket, collapsed, anchor, dismissed, keep, size } = change;
    const found = await this.redeem(ticket, sender).catch(async (error: unknown) => {
      // A card out of date (its ticket expired, cleared, replaced) that asks to go: its page is told
      // all the same, or the frame would stay over the posting as an empty box that takes the clicks.
      // The content script acts on its own card's ticket only; nothing is remembered.
      const tabId = sender.tab?.id;
      if (dismissed && tabId !== undefined)
        await this.options.ports.notifyTab(tabId, { event: 'overlay.layout', ticket, collapsed, anchor: null, dismissed });
      throw error;
    });
    if (dismissed)
      await inTurn(async () => {
        const prefs = await this.prefs();
        const dismissedJobIds = [...prefs.dismissedJobIds.filter((id) => id !== found.jobId), found.jobId].slice(-MAX_DISMISSED_JOBS);
        await overlayPrefsItem.setValue({ dismissedJobIds });
      });
    if (anchor !== null) await this.remember(found, anchor);
    if (!(dismissed && keep))
      await this.options.ports.notifyTab(found.tabId, {
        event: 'overlay.layout',
        ticket,
        collapsed,
        anchor,
        dismissed,
        ...(size && { size }),
      });
    return { collapsed, anchor };
  }

  /**
   * The pointer dragging the card's handle, passed to the card's tab. There the content script moves
   * the card with it and answers the grab, once the card is dropped, with how far it went and the
   * viewport's size (only it knows the page), for the overlay page to pick the nearest anchor, which
   * it then sends as a layout. Later moves get no answer.
   */
  async drag({ ticket, screenX, screenY, buttons }: DragChange, sender: MessageSenderLike): Promise<Responses['overlay.drag']> {
    const found = await this.redeem(ticket, sender);
    const event = { event: 'overlay.drag', ticket, screenX, screenY, buttons } as const;
    const drop = DropSchema.safeParse(await this.options.ports.notifyTab(found.tabId, event));
    return { drop: drop.success ? drop.data : null };
  }

  private async places(): Promise<Places> {
    const places = parseOverlayPlaces(await overlayPlacesItem.getValue());
    if (places) return places;
    await overlayPlacesItem.removeValue();
    return {};
  }

  private async remember(found: OverlayTicket, anchor: OverlayAnchor): Promise<void> {
    const boardId = found.boardId ?? null;
    if (boardId === null) return;
    await inTurn(async () => {
      const places = await this.places();
      delete places[boardId];
      // Newest last, so the oldest boards go first when there are too many.
      const kept = Object.entries({ ...places, [boardId]: anchor }).slice(-MAX_PLACES);
      await overlayPlacesItem.setValue(Object.fromEntries(kept));
    });
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
