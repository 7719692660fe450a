/**
 * Security rule 8: job descriptions are untrusted HTML. They are sanitized by DOMPurify into a
 * document fragment (never an HTML string handed to innerHTML) with a short allow-list: text
 * structure only, no styles, no forms, no media, links only to http(s) and mailto, opening in a new
 * tab without an opener.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5', 'h6', 'a', 'blockquote', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href'];
const SAFE_LINK = /^(?:https?:|mailto:)/i;

let hooked = false;

function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Untrusted HTML as inert DOM nodes, owned by `doc`. */
export function sanitizeToFragment(html: string, doc: Document = document): DocumentFragment {
  installLinkHook();
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    RETURN_DOM_FRAGMENT: true,
  });
  return doc.importNode(fragment, true);
}

/** Plain text of untrusted HTML, for previews and search. */
export function htmlToText(html: string, doc: Document = document): string {
  return (sanitizeToFragment(html, doc).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export { looksLikeHtml } from './looks-like-html';
