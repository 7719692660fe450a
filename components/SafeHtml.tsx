import { useLayoutEffect, useRef } from 'preact/hooks';
import { looksLikeHtml, markupText } from '@/utils/html/looks-like-html';

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
 * Untrusted HTML shown as sanitized, inert nodes; plain text stays text (SECURITY.md#untrusted-html-inert). Nothing
 * of the markup is in the page until the sanitizer has made it inert.
 */
export function SafeHtml({ value, class: className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const html = looksLikeHtml(value);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!html) {
      // A value that was markup a moment ago may have left the region marked busy.
      el.removeAttribute('aria-busy');
      el.textContent = value;
      return;
    }
    let live = true;
    el.replaceChildren();
    el.setAttribute('aria-busy', 'true');
    const showText = () => {
      // Without the sanitizer the markup is never shown; its text content is harmless.
      el.textContent = markupText(value);
    };
    void loadSanitizer()
      .then(
        ({ sanitizeToFragment }) => {
          if (live) el.replaceChildren(sanitizeToFragment(value, el.ownerDocument));
        },
        () => {
          if (live) showText();
        },
      )
      .catch(() => {
        if (live) showText();
      })
      .finally(() => {
        if (live) el.removeAttribute('aria-busy');
      });
    return () => {
      live = false;
    };
  }, [value, html]);
  return <div ref={ref} class={className} />;
}
