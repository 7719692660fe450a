// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlToText } from '../job/job-text';
import { SafeHtml } from '../SafeHtml';

afterEach(cleanup);

describe('a plain-text description (no tags) with character references', () => {
  const value = 'Salaris &#8364; 4.000 &amp; een leaseauto &euro;&nbsp;500\nR&D-team, Tom & Jerry, AT&T';

  it('shows the characters, as the export writes them, not the references', () => {
    const { container } = render(<SafeHtml value={value} class="rich-text" />);
    const region = container.firstElementChild as HTMLElement;
    expect(region.textContent).toBe('Salaris € 4.000 & een leaseauto €\u00a0500\nR&D-team, Tom & Jerry, AT&T');
    expect(htmlToText(value)).toBe('Salaris € 4.000 & een leaseauto € 500\nR&D-team, Tom & Jerry, AT&T');
    expect(region.style.whiteSpace).toBe('pre-line');
  });

  it('keeps what only looks like markup as text', () => {
    const { container } = render(<SafeHtml value={'a &lt;b&gt; c &lt;img src=x onerror=alert(1)&gt;'} />);
    const region = container.firstElementChild as HTMLElement;
    expect(region.textContent).toBe('a <b> c <img src=x onerror=alert(1)>');
    expect(region.children).toHaveLength(0);
  });
});
