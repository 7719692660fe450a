// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../SafeHtml';

afterEach(cleanup);

describe('a plain-text description (no markup) with line breaks', () => {
  it('keeps its lines apart, as the feed wrote them', () => {
    const { container } = render(<SafeHtml value={'Functie-eisen:\n- HBO-niveau\n- 3 jaar ervaring'} class="rich-text" />);
    const region = container.firstElementChild as HTMLElement;
    expect(region.textContent).toBe('Functie-eisen:\n- HBO-niveau\n- 3 jaar ervaring');
    expect(region.style.whiteSpace).toBe('pre-line');
  });

  it("leaves markup's source line breaks to HTML's rules, also after plain text", () => {
    const { container, rerender } = render(<SafeHtml value={'Een\nzin'} class="rich-text" />);
    rerender(<SafeHtml value={'<p>Een\nzin</p>'} class="rich-text" />);
    expect((container.firstElementChild as HTMLElement).style.whiteSpace).toBe('');
  });
});
