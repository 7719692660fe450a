/**
 * Form controls' edges are seen (WCAG 1.4.11, non-text contrast, 3:1): the border colour of inputs,
 * selects and text areas against every background they stand on (the page, a raised card such as the
 * welcome page's sign-in, a hovered row), in the light and the dark theme, read from theme.css itself.
 */
import { describe, expect, it } from 'vitest';
import { block, contrast, THEMES } from './theme-css';

describe('form controls in theme.css', () => {
  it('draw their edge in the border colour', () => {
    const rule = block('components/theme.css', 'input, select, textarea');
    expect(rule).toMatch(/border:\s*1px solid var\(--border\)/);
  });

  it.each(THEMES)('stand out 3:1 from the page, a card and a hovered row in the %s theme', (_name, theme) => {
    const edge = theme['--border']!;
    for (const background of ['--bg', '--bg-raised', '--bg-hover']) {
      const on = theme[background]!;
      expect(contrast(edge, on), `${edge} on ${background} ${on}`).toBeGreaterThanOrEqual(3);
    }
  });
});
