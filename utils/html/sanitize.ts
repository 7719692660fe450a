/**
 * SECURITY.md#untrusted-html-inert: job descriptions are untrusted HTML. They are sanitized by DOMPurify into a
 * document fragment (never an HTML string handed to innerHTML) with a short allow-list: text
 * structure only, no styles, no forms, no media, links only to http(s), opening in a new
 * tab without an opener.
 */
import DOMPurify from 'dompurify';
import { markupText } from './looks-like-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'blockquote',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href'];
const SAFE_LINK = /^https?:/i;

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

const KEPT_TAGS = new Set(ALLOWED_TAGS);
const KEPT_ATTRS = new Set([...ALLOWED_ATTR, 'target', 'rel']);

/**
 * A second, independent pass over DOMPurify's output: only allow-listed elements and attributes,
 * and only safe links, remain. In browsers it finds nothing to do; it keeps the guarantee where a
 * DOM implementation misleads DOMPurify (happy-dom lets handlers through) and makes it testable.
 */
function enforceAllowList(fragment: DocumentFragment): void {
  for (const el of [...fragment.querySelectorAll('*')]) {
    if (!KEPT_TAGS.has(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      el.remove();
      continue;
    }
    for (const attr of [...el.attributes]) {
      if (!KEPT_ATTRS.has(attr.name) || (attr.name === 'href' && !SAFE_LINK.test(attr.value.trim()))) el.removeAttribute(attr.name);
    }
  }
}

/** DOMPurify's fragment, or null where it cannot make one (it throws on a leading `<frameset>`, whose document has no body). */
function purify(html: string): DocumentFragment | null {
  try {
    const out: unknown = DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ADD_ATTR: ['target', 'rel'],
      RETURN_DOM_FRAGMENT: true,
    });
    return out !== null && typeof out === 'object' && 'childNodes' in out ? (out as DocumentFragment) : null;
  } catch {
    return null;
  }
}

/** Untrusted HTML as inert DOM nodes, owned by `doc`. */
export function sanitizeToFragment(html: string, doc: Document = document): DocumentFragment {
  installLinkHook();
  const fragment = purify(html);
  if (!fragment) {
    const text = doc.createDocumentFragment();
    text.append(doc.createTextNode(markupText(html)));
    return text;
  }
  const owned = doc.importNode(fragment, true);
  enforceAllowList(owned);
  return owned;
}

/** Plain text of untrusted HTML, for previews and search. */
export function htmlToText(html: string, doc: Document = document): string {
  return (sanitizeToFragment(html, doc).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export { looksLikeHtml } from './looks-like-html';
