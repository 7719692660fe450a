import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStringSinks, STRING_SINKS } from '../string-sinks';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LIBRARY_FILES = [
  'zod/v4/core/util.js',
  'zod/v4/core/compile.js',
  'zod/v4/core/doc.js',
  'preact/dist/preact.mjs',
  'dompurify/dist/purify.es.mjs',
].map((file) => path.join(ROOT, 'node_modules', file));

describe('removeStringSinks', () => {
  it.each(LIBRARY_FILES)('finds and removes its sink in the installed %s', (file) => {
    const code = readFileSync(file, 'utf8');
    const patched = removeStringSinks(code, file);
    expect(patched).not.toBeNull();
    for (const sink of STRING_SINKS.filter((s) => s.file.test(file))) {
      expect(patched).not.toContain(sink.find);
      expect(patched).toContain(sink.replace);
    }
  });

  it('fails the build when a library no longer holds the line it should remove', () => {
    const file = path.join(ROOT, 'node_modules/preact/dist/preact.mjs');
    expect(() => removeStringSinks('export const x = 1;', file)).toThrow(/no longer contains "\(t\.innerHTML=h\.__html\)"/);
  });

  it('leaves every other file alone', () => {
    expect(removeStringSinks('const F = Function;', '/work/utils/feed/sync.ts')).toBeNull();
  });
});
