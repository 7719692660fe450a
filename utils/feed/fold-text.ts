/* eslint-disable no-control-regex -- the ASCII and Latin-1 ranges are the point */
const NON_ASCII = /[^\u0000-\u007f]/;
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
/* eslint-enable no-control-regex */
/** Whitespace the fold changes: two in a row, one that is not a plain space, or any at either end. */
const LOOSE_SPACE = /\s\s|[^\S ]|^\s|\s$/;
/** Longer texts (descriptions) are folded for one use, not kept: `compact` leaves them. */
const COMPACT_MAX = 1_000;

/**
 * A flat copy of `text`, one byte a character where each fits in one. V8 builds a collapsed space
 * as a chain of pieces (a "cons string" of about 20 bytes a link), and keeps a text whose accents
 * were taken off in two bytes a character, as it was: a search row holds its folded title for as
 * long as the worker lives (search-row.ts), a million of them at a million jobs.
 */
function compact(text: string): string {
  if (text.length > COMPACT_MAX) return text;
  const codes = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return String.fromCharCode(...codes);
}

/**
 * The form search text and queries are compared in: lower-cased, without diacritics ("Café" and
 * "cafe" meet), whitespace collapsed. Used when a summary is built and for each query alike.
 */
export function foldText(text: string): string {
  // Text without a character beyond ASCII has no marks to drop: skips the costliest two steps
  // (most of a sync's titles, employers and descriptions), and text spaced already is not rebuilt.
  if (!NON_ASCII.test(text)) {
    const lower = text.toLowerCase();
    return LOOSE_SPACE.test(lower) ? compact(lower.replace(/\s+/g, ' ').trim()) : lower;
  }
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return BEYOND_LATIN1.test(folded) ? folded : compact(folded);
}

/** Apostrophes a keyboard does not type, as typeset titles and names write them ("ZZP’er", "’s-Hertogenbosch"). */
const TYPESET_APOSTROPHES = /[\u2018\u2019\u02bc]/g;

/**
 * `folded` with each typeset apostrophe read as the one a keyboard types, for search alone: "zzp'er"
 * finds "ZZP’er". Not part of foldText, whose results are kept as the keys of employer notes and mutes.
 */
export function searchFold(folded: string): string {
  return folded.replace(TYPESET_APOSTROPHES, "'");
}

/** One employer however the feed writes it (case, accents, spacing folded), as notes and mutes compare it; null: none. */
export function employerKeyOf(employer: string | null | undefined): string | null {
  const folded = foldText(employer ?? '');
  return folded === '' ? null : folded;
}
