/** Whether a string looks like markup at all (descriptions are sometimes plain text). Kept apart
 * from the sanitizer so that views can decide without loading DOMPurify. A tag is a name of letters,
 * digits and hyphens, then its attributes or its end: plain text's "Jan <jan@acme.nl>" or
 * "<https://acme.nl>" is no tag, and read as one, the address would vanish with the text's lines. A tag's
 * attributes end at the next "<": a hostile text of many "<a " and no ">" is then read once, not from
 * every "<" to its end (seconds of a frozen page for a few hundred kilobytes). */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z\d-]*(?:[\s/][^<>]*)?>/i.test(value);
}

/** The text of untrusted HTML, parsed in an inert document (nothing in it loads or runs). */
export function markupText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body ?? parsed.documentElement)?.textContent ?? '';
}
