// @vitest-environment happy-dom
/**
 * A busy button (SteadyButton: aria-disabled="true", which keeps the focus where `disabled` drops it)
 * looks as a disabled one does: greyed, no pointer, and no hover highlight. `button:hover` lit it up
 * as if a press would do something, in both themes (the rule is the same, only --bg-hover differs).
 * Read from theme.css itself against buttons as the pages render them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(path.resolve(import.meta.dirname, '../theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** Every rule as [selectors (split at the commas outside parentheses), declarations], the ones inside @media included. */
const RULES = [...CSS.matchAll(/([^{}@]+)\{([^{}]*)\}/g)].map(
  ([, selectors, body]) => [selectors!.split(/,(?![^()]*\))/).map((selector) => selector.trim()), body!] as const,
);

function button(attributes: Record<string, string>, className = ''): HTMLButtonElement {
  const element = document.createElement('button');
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The declarations of the rules that apply to `element` when hovered. */
const onHover = (element: Element) =>
  RULES.flatMap(([selectors, body]) =>
    selectors.some((selector) => selector.includes(':hover') && element.matches(selector.replaceAll(':hover', ''))) ? [body] : [],
  );
/** The declarations of the rules that apply to `element` neither hovered nor focused. */
const unpointed = (element: Element) =>
  RULES.flatMap(([selectors, body]) =>
    selectors.some((selector) => !selector.includes(':hover') && !selector.includes(':focus') && element.matches(selector)) ? [body] : [],
  );

describe('a busy button in theme.css', () => {
  const kinds = ['', 'primary', 'danger'];

  it.each(kinds)('class "%s": no hover rule applies to it, busy or disabled', (kind) => {
    for (const still of [button({ 'aria-disabled': 'true' }, kind), button({ disabled: '' }, kind)])
      expect(onHover(still), still.outerHTML).toEqual([]);
  });

  it('a button that can be pressed still lights up on hover (SteadyButton at rest says aria-disabled="false")', () => {
    for (const live of [button({}), button({ 'aria-disabled': 'false' })])
      expect(onHover(live).join(';'), live.outerHTML).toMatch(/background:\s*var\(--bg-hover\)/);
  });

  it('is greyed and shows no pointer, as a disabled one', () => {
    for (const still of [button({ 'aria-disabled': 'true' }), button({ disabled: '' })]) {
      const declarations = unpointed(still).join(';');
      expect(declarations, still.outerHTML).toMatch(/opacity:\s*0?\.\d/);
      expect(declarations, still.outerHTML).toMatch(/cursor:\s*default/);
    }
  });
});
