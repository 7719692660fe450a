/** Whether a string looks like markup at all (descriptions are sometimes plain text). Kept apart
 * from the sanitizer so that views can decide without loading DOMPurify. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(value);
}

/** The text of untrusted HTML, parsed in an inert document (nothing in it loads or runs). */
export function markupText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body ?? parsed.documentElement)?.textContent ?? '';
}
