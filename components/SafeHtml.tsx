import { useLayoutEffect, useRef } from 'preact/hooks';
import { looksLikeHtml, markupText } from '@/utils/html/looks-like-html';
import { loadSanitizer } from '@/utils/html/load-sanitizer';

interface Props {
  /** Untrusted HTML or plain text from the feed. */
  value: string;
  class?: string;
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
      // A feed's text may still be HTML-escaped ("&amp;", "&#8364;"): each reference read as the export
      // reads it, in an inert document, one at a time, so nothing else becomes markup.
      el.textContent = value.replace(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, markupText);
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
  // Plain text keeps the feed's line breaks (markup says its own); set through the DOM, as CSP allows.
  return <div ref={ref} class={className} style={html ? undefined : { whiteSpace: 'pre-line' }} />;
}
