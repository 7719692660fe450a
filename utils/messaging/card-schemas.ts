/**
 * What the card's messages carry, checked in both directions: its ticket, where it sits, and the
 * pointer's place and buttons while it is dragged (requests from the overlay frame, events to its tab).
 */
import { z } from 'zod/mini';
import { OVERLAY_ANCHORS } from '../content/anchor-geometry';

/** A card's ticket: random, issued by the background for one tab's match (tickets.ts). */
export const TicketSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** Where the card sits: a corner, or the middle of an edge. */
export const OverlayAnchorSchema = z.enum(OVERLAY_ANCHORS);
/** A point on the screen or a distance on it, in CSS pixels. */
export const screenPoint = z.number().check(z.minimum(-100_000), z.maximum(100_000));
const viewportSide = z.number().check(z.positive(), z.maximum(100_000));
/** The pressed mouse buttons, as PointerEvent.buttons gives them. */
export const buttons = z.int().check(z.minimum(0), z.maximum(31));
/**
 * The card's own size in CSS pixels, for a frame that fits it (the short "Dismissed" notice): never
 * larger than the whole record's frame (EXPANDED in content/overlay-host.ts).
 */
export const CardSizeSchema = z.tuple([z.int().check(z.minimum(1), z.maximum(360)), z.int().check(z.minimum(1), z.maximum(560))]);
/** Where a dragged card was dropped, as the content script answers: the distance moved and the viewport's size. */
export const DropSchema = z.tuple([screenPoint, screenPoint, viewportSide, viewportSide]);
