import { useLayoutEffect, useRef } from 'preact/hooks';
import { looksLikeHtml, sanitizeToFragment } from '@/utils/html/sanitize';

interface Props {
  /** Untrusted HTML or plain text from the feed. */
  value: string;
  class?: string;
}

/** Untrusted HTML shown as sanitized, inert nodes; plain text stays text (security rule 8). */
export function SafeHtml({ value, class: className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const html = looksLikeHtml(value);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (html) el.replaceChildren(sanitizeToFragment(value, el.ownerDocument));
    else el.textContent = value;
  }, [value, html]);
  return <div ref={ref} class={className} />;
}
