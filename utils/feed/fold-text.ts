// eslint-disable-next-line no-control-regex -- the ASCII range is the point
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * The form search text and queries are compared in: lower-cased, without diacritics ("Café" and
 * "cafe" meet), whitespace collapsed. Used when a summary is built and for each query alike.
 */
export function foldText(text: string): string {
  // Text without a character beyond ASCII has no marks to drop: skips the costliest two steps
  // (most of a sync's titles, employers and descriptions).
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** One employer however the feed writes it (case, accents, spacing folded), as notes and mutes compare it; null: none. */
export function employerKeyOf(employer: string | null | undefined): string | null {
  const folded = foldText(employer ?? '');
  return folded === '' ? null : folded;
}
