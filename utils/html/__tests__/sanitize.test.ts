// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '@/test/fixtures/xss-payloads';
import { htmlToText, sanitizeToFragment } from '../sanitize';

const ALLOWED = new Set([
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
]);

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(sanitizeToFragment(html));
  return host;
}

describe('sanitizeToFragment', () => {
  // The real browsers are judged end to end (test/e2e/xss.e2e.test.ts, which also sees structure and
  // links kept); here the allow-list pass is judged under happy-dom, where DOMPurify alone lets
  // handlers through (and drops some allowed structure, so only safety is asserted here).
  it.each(XSS_PAYLOADS.map((p, i) => [i, p]))('payload %i leaves only allow-listed, inert markup', (_i, payload) => {
    // Alone (a leading <frameset> makes a document without a body) and inside other markup.
    expect(() => render(payload)).not.toThrow();
    const host = render(`<p>before</p>${payload}<p>after</p>`);
    for (const el of [...host.querySelectorAll('*'), ...render(payload).querySelectorAll('*')]) {
      expect(ALLOWED.has(el.localName)).toBe(true);
      for (const attr of el.attributes) {
        expect(['href', 'target', 'rel']).toContain(attr.name);
        if (attr.name === 'href') expect(attr.value).toMatch(/^https?:/i);
      }
    }
    expect(host.textContent).toContain('before');
    expect((globalThis as Record<string, unknown>).__xss).toBeUndefined();
  });

  it('gives the text of markup for previews', () => {
    expect(htmlToText('<p>Hallo   <b>wereld</b></p><script>x</script>')).toBe('Hallo wereld');
  });
});
