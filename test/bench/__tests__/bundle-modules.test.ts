import { describe, expect, it } from 'vitest';
import { bytesPerSource, decodeSegment, groupOf } from '../bundle-modules.ts';

describe('source map attribution', () => {
  it('decodes base64 VLQ segments, signs and continuation digits included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
    // 16 needs a continuation digit: 32 -> 'gB'.
    expect(decodeSegment('gB')).toEqual([16]);
    expect(() => decodeSegment('A*')).toThrow(/VLQ/);
  });

  it('gives each source the bytes up to the next segment, and unmapped bytes to the bundler', () => {
    // Line 1: "aaaa" from a.ts at column 0, "bb" from b.ts at column 4; line 2 unmapped: "cc".
    const code = 'aaaabb\ncc';
    const map = { sources: ['src/a.ts', 'src/b.ts'], mappings: 'AAAA,ICAA;' };
    expect(Object.fromEntries(bytesPerSource(code, map))).toEqual({ '(bundler)': 2, 'src/a.ts': 4, 'src/b.ts': 2 });
    // A first segment after column 0 leaves the bytes before it to the bundler.
    expect(Object.fromEntries(bytesPerSource('xxaa', { sources: ['a.ts'], mappings: 'EAAA' }))).toEqual({ '(bundler)': 2, 'a.ts': 2 });
  });

  it('groups packages by name and our files by their first two folders', () => {
    expect(groupOf('node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(groupOf('node_modules/@wxt-dev/storage/dist/index.mjs')).toBe('@wxt-dev/storage');
    expect(groupOf('utils/feed/sync.ts')).toBe('utils/feed');
    expect(groupOf('entrypoints/background.ts')).toBe('entrypoints/background.ts');
  });
});
