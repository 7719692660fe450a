/**
 * Where a button, a card or a group of controls ends is seen (WCAG 1.4.11, non-text contrast, 3:1):
 * the border of each, read from its own style sheet, against every surface of the pages (the page,
 * a raised card or header, a hovered button or row), in every theme of theme.css. Only dividers
 * between rows may be faint (--line). And every colour variable a style sheet uses is one theme.css
 * defines: a border drawn with a name that is not there is no border at all.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { block, contrast, ROOT, rules, THEMES, variables } from './theme-css';

const SURFACES = ['--bg', '--bg-raised', '--bg-hover'];

/** [style sheet, selector, what a person must see the edge of]. */
const EDGES: [string, string, string][] = [
  ['components/theme.css', 'button', 'a button that is not filled'],
  ['components/button-link.css', 'a.button', 'a link drawn as a button'],
  ['components/popup/feed.css', '.save-search', "the popup's Save search form"],
  ['components/popup/feed.css', '.saved-alert', "a saved search's new jobs, with Show"],
  ['entrypoints/popup/style.css', '.this-page', 'the popup\'s "This page" card'],
  ['entrypoints/sidepanel/style.css', '.diagnosis', 'the side panel\'s "This page" card'],
  ['entrypoints/options/style.css', '.options-section', 'a section of the options'],
  ['entrypoints/overlay/style.css', '.card', 'the card on a job board'],
  ['entrypoints/welcome/style.css', '.card', "the welcome page's cards"],
  ['entrypoints/welcome/style.css', '.boards', "the welcome page's boards fieldset"],
  ['entrypoints/job/style.css', '.record-page .job-details-side', "the job page's side card"],
];

describe('edges of controls and regions', () => {
  it.each(EDGES)('%s %s (%s) stands out 3:1 in every theme', (file, selector) => {
    const rule = block(file, selector);
    const [, name] = /border:\s*1px (?:solid|dashed) var\((--[\w-]+)\)/.exec(rule) ?? [];
    expect(name, `${file} ${selector}: ${rule}`).toBeDefined();
    // Its own background, when it has one, is one of the surfaces measured.
    const own = /background:\s*var\((--[\w-]+)\)/.exec(rule)?.[1];
    if (own) expect(SURFACES).toContain(own);
    for (const [theme, colours] of THEMES)
      for (const surface of SURFACES) {
        const ratio = contrast(colours[name!]!, colours[surface]!);
        expect(ratio, `${name} ${colours[name!]} on ${surface} ${colours[surface]} (${theme})`).toBeGreaterThanOrEqual(3);
      }
  });

  it('are drawn with colour variables that theme.css defines', () => {
    const defined = new Set(Object.keys(variables(block('components/theme.css', ':root'))));
    rules('components/theme.css').forEach(([, body]) => body.match(/--[\w-]+(?=:)/g)?.forEach((name) => defined.add(name)));
    const sheets = ['components', 'entrypoints', 'utils'].flatMap(function walk(dir: string): string[] {
      return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
        const file = `${dir}/${name}`;
        if (statSync(path.join(ROOT, file)).isDirectory()) return walk(file);
        return file.endsWith('.css') ? [file] : [];
      });
    });
    const missing = sheets.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/var\((--[\w-]+)\)/g)]
        .map(([, name]) => name!)
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(sheets.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
