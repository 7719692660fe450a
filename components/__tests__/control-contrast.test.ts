/**
 * Form controls' edges are seen (WCAG 1.4.11, non-text contrast, 3:1): the border colour of inputs,
 * selects and text areas against every background they stand on (the page, a raised card such as the
 * welcome page's sign-in, a hovered row), in the light and the dark theme, read from theme.css itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(path.resolve(import.meta.dirname, '../theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** Every rule as [selector list, declarations], the ones inside @media included. */
const RULES = [...CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
  ([, selector, body]) => [selector!.trim().replace(/\s+/g, ' '), body!] as const,
);

/** The declarations of the rules whose selector list is exactly `selector`, together. */
function block(selector: string): string {
  const bodies = RULES.filter(([found]) => found === selector).map(([, body]) => body);
  expect(bodies.length, selector).toBeGreaterThan(0);
  return bodies.join('\n');
}

function variables(body: string): Record<string, string> {
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const LIGHT = variables(block(':root'));
const DARK = variables(block(":root[data-theme='dark']"));
const DARK_SYSTEM = variables(block(":root:not([data-theme='light'])"));

describe('form controls in theme.css', () => {
  it('draw their edge in the control border colour', () => {
    const rule = block('input, select, textarea');
    expect(rule).toMatch(/border:\s*1px solid var\(--border-control\)/);
  });

  it.each([
    ['light', LIGHT],
    ['dark', DARK],
    ['dark (system)', DARK_SYSTEM],
  ])('stand out 3:1 from the page, a card and a hovered row in the %s theme', (_name, theme) => {
    const edge = theme['--border-control'] ?? LIGHT['--border-control']!;
    for (const background of ['--bg', '--bg-raised', '--bg-hover']) {
      const on = theme[background]!;
      expect(contrast(edge, on), `${edge} on ${background} ${on}`).toBeGreaterThanOrEqual(3);
    }
  });
});
