// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { looksLikeHtml } from '@/utils/html/looks-like-html';
import { SafeHtml } from '../SafeHtml';

afterEach(cleanup);

describe('a plain-text description with an address in angle brackets', () => {
  it('keeps the address and its lines: "<jan@acme.nl>" is no tag', async () => {
    const value = 'Solliciteren?\nMail je cv naar Jan <jan@acme.nl>\nof kijk op <https://www.acme.nl/werken-bij>.';
    const { container } = render(<SafeHtml value={value} class="rich-text" />);
    const region = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(region.hasAttribute('aria-busy')).toBe(false));
    expect(region.textContent).toBe(value);
    expect(region.style.whiteSpace).toBe('pre-line');
  });

  it('still takes real markup for markup', () => {
    for (const html of ['<p>Hallo</p>', 'a<br>b', 'a<br/>b', '<a\nhref="https://x.nl">x</a>', '</li>', '<UL><LI>x</LI></UL>']) {
      expect(looksLikeHtml(html)).toBe(true);
    }
    for (const text of ['Jan <jan@acme.nl>', 'zie <https://acme.nl>', 'salaris <3000>', 'a < b > c', 'plain <b text']) {
      expect(looksLikeHtml(text)).toBe(false);
    }
  });
});
