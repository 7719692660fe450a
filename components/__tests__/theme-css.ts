/**
 * Reading the extension's style sheets in tests: their rules, theme.css's colour variables in each
 * theme, and the contrast ratio of two colours (WCAG 2's relative luminance).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every rule of a style sheet (from the repository's root) as [selector list, declarations], the ones inside @media included. */
export function rules(file: string): (readonly [string, string])[] {
  const css = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [selector!.trim().replace(/\s+/g, ' '), body!] as const);
}

/** The declarations of the rules of `file` whose selector list is exactly `selector`, together ('' when none). */
export function block(file: string, selector: string): string {
  return rules(file)
    .filter(([found]) => found === selector)
    .map(([, body]) => body)
    .join('\n');
}

/** The colour variables (`--name: #rrggbb`) a rule's declarations set. */
export function variables(body: string): Record<string, string> {
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]),
  );
}

const THEME = 'components/theme.css';
const LIGHT = variables(block(THEME, ':root'));

/**
 * Each theme's colours as a page gets them: the root's, with what the theme's block sets over them
 * (the system's dark theme, and either theme chosen in the options).
 */
export const THEMES: [string, Record<string, string>][] = [
  ['light', LIGHT],
  ['light (chosen)', { ...LIGHT, ...variables(block(THEME, ":root[data-theme='light']")) }],
  ['dark (system)', { ...LIGHT, ...variables(block(THEME, ":root:not([data-theme='light'])")) }],
  ['dark (chosen)', { ...LIGHT, ...variables(block(THEME, ":root[data-theme='dark']")) }],
];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
