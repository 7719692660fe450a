// @vitest-environment happy-dom
/**
 * Found in review: a saved search's switches, busy, are now aria-disabled instead of disabled (f426b34). The
 * browser no longer greys them, and no rule of the options page's CSS (theme.css, options/style.css)
 * does: `button[aria-disabled='true']` is the only one. A sighted recruiter sees a live switch that
 * ignores the click. Proven by the pages' own style sheets against the rendered section.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { SavedSearchesSection } from '@/components/options/SavedSearchesSection';
import { storedSearch } from '@/utils/feed/__tests__/helpers';

afterEach(cleanup);

const ROOT = path.resolve(import.meta.dirname, '../..');
const sheets = ['components/theme.css', 'entrypoints/options/style.css'].map((file) => readFileSync(path.join(ROOT, file), 'utf8'));

/** Selectors of every rule that greys or stops the pointer: opacity below 1, or cursor default / not-allowed. */
function greyingSelectors(): string[] {
  const out: string[] = [];
  for (const css of sheets)
    for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g))
      if (/opacity:\s*0?\.\d|cursor:\s*(default|not-allowed)/.test(body!)) out.push(...selectors!.split(',').map((s) => s.trim()));
  return out;
}

it("a busy saved search's switches look busy, as its busy buttons do", async () => {
  const search = storedSearch('s1', 'java', { name: 'Java', alerts: false });
  const noop = () => undefined;
  render(
    inLocale(
      'en',
      <SavedSearchesSection
        searches={[search]}
        status={{ kind: 'saving', message: '' }}
        onRename={noop}
        onAlerts={noop}
        onPerEmployer={noop}
        onDelete={async () => true}
      />,
    ),
  );
  const greying = greyingSelectors();
  const greyed = (element: Element) =>
    greying.some((selector) => element.matches(selector) || (element.closest('label')?.matches(selector) ?? false));
  const remove = screen.getByRole('button', { name: 'Delete the saved search Java' });
  expect(remove.getAttribute('aria-disabled')).toBe('true');
  expect(greyed(remove), 'the busy Delete button').toBe(true);
  for (const label of ['Alerts for Java', 'One job per employer for Java']) {
    const box = screen.getByLabelText(label);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(greyed(box), `the busy switch "${label}" (rules: ${greying.join(' | ')})`).toBe(true);
  }
});
