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

  it('shows the guide in both languages with its own pictures, and no picture it was not given', () => {
    for (const file of ['guide.md', 'guide.nl.md']) {
      const source = readFileSync(path.resolve(import.meta.dirname, '../../../docs', file), 'utf8');
      const { container } = render(
        <MarkdownDocument source={source} images={{ 'popup.png': '/assets/p.png', 'overlay.png': '/assets/o.png' }} />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Job Feed Companion: /);
      expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/assets/p.png', '/assets/o.png']);
      expect([...container.querySelectorAll('img')].every((img) => img.alt.length > 20)).toBe(true);
      expect(container.textContent).not.toMatch(/!\[|\]\(|\*\*/);
      cleanup();
    }
    const { container } = render(<MarkdownDocument source={'![a picture](elsewhere.png)\n\n![x](https://evil.example/x.png)'} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders markup in the text as text', () => {
    const { container } = render(<MarkdownDocument source={'# <img src=x onerror=alert(1)>\n\n**<b>bold</b>** and `<script>`'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('strong')!.textContent).toBe('<b>bold</b>');
    expect(container.querySelector('code')!.textContent).toBe('<script>');
  });
});
