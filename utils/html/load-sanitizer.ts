/**
 * The sanitizer (DOMPurify, the largest part of a page) loads on the first markup to show, so the
 * overlay card and the popup list never wait for it. Call early where markup is likely soon. In a
 * module of its own, apart from SafeHtml: the popup asks for it early without loading that view
 * before its first paint.
 */
export type Sanitizer = typeof import('./sanitize');
let sanitizer: Promise<Sanitizer> | null = null;

export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('./sanitize').catch((error: unknown) => {
    sanitizer = null;
    throw error;
  });
  return sanitizer;
}
