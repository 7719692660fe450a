// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../SafeHtml';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('shows markup sanitized and is busy only while the sanitizer loads', async () => {
    const { container } = render(<SafeHtml value={'<p>Hi <img src=x onerror="window.__xss=1"></p>'} />);
    const region = container.firstElementChild!;
    await waitFor(() => expect(region.textContent).toContain('Hi'));
    expect(region.querySelector('img')).toBeNull();
    for (const el of region.querySelectorAll('*')) expect([...el.attributes].map((a) => a.name)).toEqual([]);
    expect(region.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves no busy mark when markup turns into plain text before the sanitizer is back', async () => {
    const { container, rerender } = render(<SafeHtml value="<p>first</p>" />);
    const region = container.firstElementChild!;
    rerender(<SafeHtml value="plain <b text" />);
    expect(region.textContent).toBe('plain <b text');
    expect(region.hasAttribute('aria-busy')).toBe(false);
    // The cancelled load must not overwrite the text when it resolves.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.textContent).toBe('plain <b text');
    expect(region.hasAttribute('aria-busy')).toBe(false);
  });
});
