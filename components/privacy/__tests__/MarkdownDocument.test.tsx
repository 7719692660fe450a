// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownDocument } from '../MarkdownDocument';

afterEach(cleanup);

const PRIVACY = readFileSync(path.resolve(import.meta.dirname, '../../../PRIVACY.md'), 'utf8');

describe('MarkdownDocument', () => {
  it('shows the privacy statement with its sections, lists and tables', () => {
    const { container } = render(<MarkdownDocument source={PRIVACY} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Privacy/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What it sends, and to whom',
      'What it stores, and where',
      'How to erase it',
      'Permissions, and why each is needed',
    ]);
    expect(container.querySelectorAll('table')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'storage' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/\*\*|\|\s*---/);
  });

  it('renders markup in the text as text', () => {
    const { container } = render(<MarkdownDocument source={'# <img src=x onerror=alert(1)>\n\n**<b>bold</b>** and `<script>`'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('strong')!.textContent).toBe('<b>bold</b>');
    expect(container.querySelector('code')!.textContent).toBe('<script>');
  });
});
