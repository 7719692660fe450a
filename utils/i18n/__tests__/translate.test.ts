import { describe, expect, it, vi } from 'vitest';
import { EN } from '../messages/en';
import { en as boards } from '../messages/boards';
import { en as signin } from '../messages/signin';
import { nl as dutchBoards } from '../messages/nl/boards';
import { nl as dutchSignin } from '../messages/nl/signin';
import { NL } from '../messages/nl/index';
import { createTranslator, format, isLocaleLoaded, loadLocale, pageWords, type SectionName } from '../translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the two tables of words', () => {
  it('have the same keys, each worded in Dutch with the placeholders of its English words', () => {
    expect(Object.keys(NL).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, english] of Object.entries(EN)) {
      const dutch = NL[key as keyof typeof EN];
      expect(dutch.trim(), key).not.toBe('');
      expect(placeholders(dutch), key).toEqual(placeholders(english));
    }
  });
});

describe('a count of one', () => {
  /** Counts that are never one where they are said: the list shows "3 boards" from two on, the history "posted 3 times" too. */
  const NEVER_ONE = ['vacancy.boards', 'vacancy.postedTimes'];

  it('has words of its own wherever a count is said with a plural ("1 jobs" nowhere)', () => {
    const plural = Object.entries(EN).filter(([key, text]) => !key.endsWith('One') && /\{count\} (?:\p{L}+ )?\p{L}+s\b/u.test(text));
    expect(plural.length).toBeGreaterThan(5);
    for (const [key] of plural) if (!NEVER_ONE.includes(key)) expect(EN, key).toHaveProperty([`${key}One`]);
  });
});

describe('loadLocale and createTranslator', () => {
  it('serve the loaded Dutch table (the tests set and load every section once, as a page entry does its own)', async () => {
    await loadLocale('nl');
    expect(isLocaleLoaded('nl')).toBe(true);
    expect(createTranslator('nl')('vacancy.boards', { count: 3 })).toBe('3 vacaturesites');
    expect(createTranslator('en')('vacancy.boards', { count: 3 })).toBe('3 boards');
  });

  it('refuses a translator for Dutch before the page set its words and loaded them, and serves one after', async () => {
    vi.resetModules();
    const fresh = await import('../translate');
    await expect(fresh.loadLocale('nl')).rejects.toThrow(/before setPageWords/);
    fresh.setPageWords({ en: EN, nl: () => import('../messages/nl/index').then((module) => module.NL) });
    expect(fresh.isLocaleLoaded('nl')).toBe(false);
    expect(() => fresh.createTranslator('nl')).toThrow(/before loadLocale/);
    await fresh.loadLocale('nl');
    expect(fresh.createTranslator('nl')('status.handled')).toBe(NL['status.handled']);
  });

  it('keeps an unknown placeholder visible', () => {
    expect(format('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});

describe('pageWords', () => {
  it('bundles the English sections and loads the Dutch sections of the same names', async () => {
    const words = pageWords({ boards, signin });
    expect(words.en).toEqual({ ...boards, ...signin });
    expect(await words.nl()).toEqual({ ...dutchBoards, ...dutchSignin });
  });

  it('says which section has no Dutch words, rather than loading fewer', async () => {
    const words = pageWords({ signin, badge: {} } as Partial<Record<SectionName, object>>);
    await expect(words.nl()).rejects.toThrow("No Dutch words for the section 'badge'");
  });
});
