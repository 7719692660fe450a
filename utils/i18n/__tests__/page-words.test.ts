/**
 * Each page bundles only the sections of words it names (entrypoints/<page>/words.ts). Here, from the
 * source: every key that the page's code can ask for (a key written out as a string, or the prefix of a
 * key built in a template such as `status.${status}`), in every module its entry reaches through
 * static and dynamic imports, is in the page's words, in both languages. And every key of the tables is
 * asked for by some page, which also shows the search here finds every way the code asks for words.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EN } from '../messages/en';
import type { PageWords } from '../translate';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGE_WORDS: Record<string, () => Promise<{ WORDS: PageWords }>> = {
  popup: () => import('@/entrypoints/popup/words'),
  overlay: () => import('@/entrypoints/overlay/words'),
  sidepanel: () => import('@/entrypoints/sidepanel/words'),
  options: () => import('@/entrypoints/options/words'),
  welcome: () => import('@/entrypoints/welcome/words'),
  job: () => import('@/entrypoints/job/words'),
  guide: () => import('@/entrypoints/guide/words'),
};
const PAGES = Object.keys(PAGE_WORDS);
const KEYS = Object.keys(EN);

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The page's modules: its entry and all it imports (type-only imports carry no words; the tables themselves are left out). */
function modulesOf(entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  const imports =
    /(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
  while (queue.length) {
    const file = queue.pop()!;
    for (const match of readFileSync(file, 'utf8').matchAll(imports)) {
      const next = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      if (next && !seen.has(next) && !next.includes(`${path.sep}i18n${path.sep}messages${path.sep}`)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

function keysAskedIn(files: string[]): Set<string> {
  const asked = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const [, word] of code.matchAll(/['"`]([\w.]+)['"`]/g)) if (Object.hasOwn(EN, word!)) asked.add(word!);
    for (const [, prefix] of code.matchAll(/`([\w.]+\.)\$\{/g)) for (const key of KEYS) if (key.startsWith(prefix!)) asked.add(key);
  }
  return asked;
}

async function wordsOf(page: string): Promise<PageWords> {
  return (await PAGE_WORDS[page]!()).WORDS;
}

describe("each page's words", () => {
  it.each(PAGES)('%s: every key its code can ask for, in English and in Dutch', async (page) => {
    const entry = path.join(ROOT, 'entrypoints', page, 'main.tsx');
    expect(readFileSync(entry, 'utf8')).toMatch(/pageLocaleReady\(WORDS\)/);
    const words = await wordsOf(page);
    const missing = [...keysAskedIn(modulesOf(entry))].filter((key) => !Object.hasOwn(words.en, key));
    expect(missing).toEqual([]);
    expect(Object.keys(await words.nl()).sort()).toEqual(Object.keys(words.en).sort());
  });

  it('leave no key of the tables unasked: the search above sees every use, and no words are dead', () => {
    const asked = new Set(PAGES.flatMap((page) => [...keysAskedIn(modulesOf(path.join(ROOT, 'entrypoints', page, 'main.tsx')))]));
    expect(KEYS.filter((key) => !asked.has(key))).toEqual([]);
  });

  it('a key outside the page shows as itself with a console error, not as a blank', async () => {
    vi.resetModules();
    const fresh = await import('../translate');
    fresh.setPageWords({ en: { 'app.name': 'Job Feed Companion' }, nl: () => Promise.resolve({ 'app.name': 'Job Feed Companion' }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fresh.createTranslator('en')('vacancy.boards', { count: 2 })).toBe('vacancy.boards');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'vacancy.boards'"));
    error.mockRestore();
  });
});
