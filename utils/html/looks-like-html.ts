/** Whether a string looks like markup at all (descriptions are sometimes plain text). Kept apart
 * from the sanitizer so that views can decide without loading DOMPurify. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(value);
}
