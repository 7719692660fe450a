/** The README's folder listing names every folder of shipped code and of the tests, so the two tell the same story. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const listing = /## Architecture\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

const foldersIn = (dir: string) =>
  readdirSync(join(ROOT, dir)).filter((name) => name !== '__tests__' && statSync(join(ROOT, dir, name)).isDirectory());

describe("the README's architecture listing", () => {
  it('exists', () => {
    expect(listing.length).toBeGreaterThan(500);
  });

  it.each(['entrypoints', 'components', 'utils', 'test'])('names every folder of %s/', (top) => {
    const missing = foldersIn(top).filter((name) => !new RegExp(`(^|[\\s(,])${name}/`, 'm').test(listing));
    expect(missing).toEqual([]);
  });

  it('names the top-level documents and folders', () => {
    for (const name of ['entrypoints/', 'components/', 'utils/', 'test/', 'docs/', 'SECURITY.md', 'storage.ts']) {
      expect(listing).toContain(name);
    }
  });
});
