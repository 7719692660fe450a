// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeToFragment } from '../sanitize';

/** SECURITY.md#untrusted-html-inert: links in a description are http(s) only; any other scheme keeps its text, not its address. */
describe("a description's links", () => {
  it.each(['mailto:jobs@example.nl', 'tel:+31201234567', 'sms:+31201234567', 'xmpp:hr@example.nl', 'callto:hr'])(
    'drops the address of a %s link, keeping its text',
    (href) => {
      const host = document.createElement('div');
      host.append(sanitizeToFragment(`<p>Mail <a href="${href}">ons</a></p>`));
      expect(host.textContent).toBe('Mail ons');
      expect(host.querySelector('[href]')).toBeNull();
    },
  );
});
