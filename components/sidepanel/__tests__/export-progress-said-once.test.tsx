// @vitest-environment happy-dom
/**
 * An export of 200 jobs reads them one by one, and the line under "Export CSV" counts them. A screen
 * reader must hear that the export started and how it ended, not each of the 200 counts: the live
 * region's words stay the same while it runs (the count is shown, and the bar holds it), as the sync
 * line's progress is not read out again (components/popup/SyncStatusBar.tsx).
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/utils/i18n/locale';
import { inLocale } from '@/test/setup/i18n';
import { ExportControl, type ExportState } from '../ExportControl';

afterEach(cleanup);

/** What a screen reader hears of a live region: its text, without what is hidden from it. */
function spoken(region: Element): string {
  const copy = region.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent!.trim();
}

function exporting(locale: Locale) {
  const ui = (state: ExportState) => inLocale(locale, <ExportControl state={state} onExport={() => undefined} />);
  const { rerender, container } = render(ui({ kind: 'running', done: 0, total: 200 }));
  const region = screen.getByRole('status');
  const heard = [spoken(region)];
  for (const done of [1, 2, 3, 150]) {
    rerender(ui({ kind: 'running', done, total: 200 }));
    heard.push(spoken(region));
  }
  return { heard, container, region, finish: (state: ExportState) => (rerender(ui(state)), spoken(region)) };
}

describe('ExportControl: the export’s progress said once', () => {
  it('in English: "Exporting…" while the count is shown, then the outcome', () => {
    const { heard, container, finish } = exporting('en');
    expect(new Set(heard)).toEqual(new Set(['Exporting…']));
    expect(container.textContent).toContain('Exporting… 150 of 200');
    expect(finish({ kind: 'done', count: 200, matches: 200, file: 'job-feed-2026-12-01.csv', missing: 0, failure: null })).toBe(
      'Exported 200 jobs to job-feed-2026-12-01.csv.',
    );
  });

  it('in Dutch', () => {
    const { heard, container } = exporting('nl');
    expect(new Set(heard)).toEqual(new Set(['Exporteren…']));
    expect(container.textContent).toContain('Exporteren… 150 van 200');
  });
});
