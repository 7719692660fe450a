// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { QueueHead } from '../QueueHead';

afterEach(cleanup);

describe('QueueHead', () => {
  it.each(['en', 'nl'] as const)('folds the keys to their summary (%s), which opens them, the tools beside it', (locale) => {
    render(
      inLocale(
        locale,
        <QueueHead worked={{ done: 5, of: 120 }}>
          <button type="button">Export CSV</button>
        </QueueHead>,
      ),
    );
    const legend = document.querySelector('details.queue-keys') as HTMLDetailsElement;
    expect(legend.open).toBe(false);
    const summary = legend.querySelector('summary')!;
    expect(summary.textContent).toBe(locale === 'en' ? 'Keys' : 'Sneltoetsen');
    // Folded, not left out: the keys are all there for the summary to show.
    expect(legend.querySelectorAll('li')).toHaveLength(6);
    expect(legend.querySelectorAll('kbd')).toHaveLength(8);
    fireEvent.click(summary);
    expect(legend.open).toBe(true);
    // The queue's tools share the legend's line.
    expect(screen.getByRole('button', { name: 'Export CSV' }).parentElement).toBe(legend.parentElement);
  });
});
