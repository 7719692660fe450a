import { useLayoutEffect, useRef } from 'preact/hooks';
import { looksLikeHtml } from '@/utils/html/looks-like-html';

interface Props {
  /** Untrusted HTML or plain text from the feed. */
  value: string;
  class?: string;
}

type Sanitizer = typeof import('@/utils/html/sanitize');
let sanitizer: Promise<Sanitizer> | null = null;

/**
 * The sanitizer (DOMPurify, the largest part of a page) loads on the first markup to show, so the
 * overlay card and the popup list never wait for it. Call early where markup is likely soon.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('@/utils/html/sanitize').catch((error: unknown) => {
    sanitizer = null;
    throw error;
  });
  return sanitizer;
}

/**
 * Untrusted HTML shown as sanitized, inert nodes; plain text stays text (security rule 8). Nothing
 * of the markup is in the page until the sanitizer has made it inert.
 */
export function SafeHtml({ value, class: className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const html = looksLikeHtml(value);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!html) {
      el.textContent = value;
      return;
    }
    let live = true;
    el.replaceChildren();
    el.setAttribute('aria-busy', 'true');
    void loadSanitizer().then(
      ({ sanitizeToFragment }) => {
        if (!live) return;
        el.replaceChildren(sanitizeToFragment(value, el.ownerDocument));
        el.removeAttribute('aria-busy');
      },
      () => {
        // Without the sanitizer the markup is never shown; its text content is harmless.
        if (!live) return;
        el.textContent = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
        el.removeAttribute('aria-busy');
      },
    );
    return () => {
      live = false;
    };
  }, [value, html]);
  return <div ref={ref} class={className} />;
}
