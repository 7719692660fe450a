/**
 * The events told to open extension pages, overlay frames and board pages' content scripts: most by
 * the background (notifier.ts), to every page and to the tabs that show a card; a page's check asked
 * again by the popup, the side panel or a sync that brought new or changed jobs (page.recheck).
 * Pages take only our own (use-background-event.ts).
 */
import { z } from 'zod/mini';
import { buttons, CardSizeSchema, OverlayAnchorSchema, screenPoint, TicketSchema } from './card-schemas';

/** Messages the background sends to open pages and content scripts. */
export const EventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('session.changed') }),
  /** A sync went on; `ended`: its run ended, well or not, and what it saved can be read again. */
  z.object({ event: z.literal('sync.progress'), ended: z.optional(z.literal(true)) }),
  z.object({ event: z.literal('settings.changed') }),
  /** The mutes changed: lists run their search again. */
  z.object({ event: z.literal('mutes.changed') }),
  /** The saved searches changed (saved, edited, or an alert found new jobs). */
  z.object({ event: z.literal('searches.changed') }),
  /**
   * To a board page's content script: check the page again; one that shows a card keeps it and marks its
   * result links again. From the popup or side panel (a card shown again), and from the background after
   * a sync brought new or changed jobs, or a mark, a mute or the settings changed.
   */
  z.object({ event: z.literal('page.recheck') }),
  /** To a board page's content script, from the focus-card shortcut: move the keyboard focus into the card. */
  z.object({ event: z.literal('card.focus') }),
  /** To the tab of one overlay: apply the card's new layout, or remove it when dismissed. */
  z.object({
    event: z.literal('overlay.layout'),
    ticket: TicketSchema,
    collapsed: z.boolean(),
    anchor: z.nullable(OverlayAnchorSchema),
    dismissed: z.boolean(),
    /** The frame fits the card's own size (the "Dismissed" notice) until the next layout. */
    size: z.optional(CardSizeSchema),
  }),
  /** To the tab of one overlay: the card follows the pointer; the content script answers the grab once it is dropped. */
  z.object({ event: z.literal('overlay.drag'), ticket: TicketSchema, screenX: screenPoint, screenY: screenPoint, buttons }),
]);
export type BackgroundEvent = z.infer<typeof EventSchema>;
