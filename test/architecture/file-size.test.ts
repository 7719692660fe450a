/**
 * No shipped source file is over 300 lines (issue 14): a file that grows past it holds more than one
 * concern, and is split by concern, not cut where it overflows. Tests and the bench are not shipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 300;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('shipped source files', () => {
  const files = ['entrypoints', 'components', 'utils'].flatMap((top) => sources(join(ROOT, top)));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const over = files
      .map((file) => [relative(ROOT, file), readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
