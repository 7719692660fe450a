/**
 * The UI's own typed messages in English and Dutch. Every view asks for words through `t(key)`, so a
 * misspelt key is a type error, and every key has its Dutch words (each Dutch section is typed over
 * its English keys). The manifest's name and description come from `public/_locales` instead, because
 * the browser reads those before any of our code runs.
 *
 * A page carries only its own words: its entry names the sections it speaks (entrypoints/<page>/words.ts,
 * checked against the keys its code can ask for by utils/i18n/__tests__/page-words.test.ts) and hands them
 * to `pageLocaleReady` (utils/ui/use-preferences.ts). The English ones are bundled with the page; the
 * Dutch ones are chunks loaded only when the page speaks Dutch.
 */
import type { Locale } from './locale';
import type { MessageKey } from './messages/en';

export type { MessageKey } from './messages/en';
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export type Words = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * A sentence kept as its key and values, worded at each render (`t(...worded)`): a message kept in a
 * view's state follows a language switch while it shows, where a string kept would stay in the old one.
 */
export type Worded = readonly [key: MessageKey, params?: MessageParams];

/** A page's words: the English bundled, the Dutch loaded on demand. */
export interface PageWords {
  en: Words;
  nl: () => Promise<Words>;
}

/** The sections of words (utils/i18n/messages/<name>.ts, with their Dutch in messages/nl/<name>.ts). */
export type SectionName =
  'boards' | 'common' | 'docs' | 'employer' | 'options' | 'overlay' | 'popup' | 'record' | 'sidepanel' | 'signin' | 'vacancy' | 'welcome';

/** Each Dutch section as a chunk of its own, loaded when a page first speaks Dutch. */
const DUTCH = import.meta.glob<{ nl: Words }>(['./messages/nl/*.ts', '!./messages/nl/index.ts']);

/**
 * A page's words from one list of its sections, each named by its file and given as its English table
 * (`pageWords({ common, popup })` after `import { en as popup } from '@/utils/i18n/messages/popup'`):
 * the English bundled with the page, the Dutch sections of the same names loaded on demand.
 */
export function pageWords(sections: Partial<Record<SectionName, Words>>): PageWords {
  const names = Object.keys(sections);
  return {
    en: Object.assign({}, ...Object.values(sections)) as Words,
    nl: async () => {
      const tables = await Promise.all(
        names.map((name) => {
          const load = DUTCH[`./messages/nl/${name}.ts`];
          return load ? load() : Promise.reject(new Error(`No Dutch words for the section '${name}'`));
        }),
      );
      return Object.assign({}, ...tables.map((table) => table.nl)) as Words;
    },
  };
}

let page: PageWords | null = null;
const loaded: Partial<Record<Locale, Words>> = {};
let dutch: Promise<void> | null = null;

/** The page's words, set by its entry before its first render (and by the tests' setup). */
export function setPageWords(words: PageWords): void {
  page = words;
  loaded.en = words.en;
  delete loaded.nl;
  dutch = null;
}

/** The locale's words, loaded once; resolves at once for English and for a language already loaded. */
export function loadLocale(locale: Locale): Promise<void> {
  if (loaded[locale]) return Promise.resolve();
  if (!page) return Promise.reject(new Error(`loadLocale('${locale}') before setPageWords()`));
  // A failed load (the extension updated under an open page) is asked again at the next call.
  dutch ??= page.nl().then(
    (words) => {
      loaded.nl = words;
    },
    (error: unknown) => {
      dutch = null;
      throw error;
    },
  );
  return dutch;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/** `{name}` placeholders are filled from params; an unknown placeholder stays visible rather than vanish. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A translator for a loaded locale (`loadLocale` first): asking for one not loaded is a bug, said at once. */
export function createTranslator(locale: Locale): Translate {
  const table = loaded[locale];
  if (!table) throw new Error(`createTranslator('${locale}') before loadLocale('${locale}')`);
  return (key, params) => {
    const words = table[key];
    if (words !== undefined) return format(words, params);
    // A key outside the page's sections (the page-words test exists to make this impossible): the key
    // shows, and the console says which, rather than a blank.
    console.error(`No words for '${key}' on this page: add its section to the page's words.ts`);
    return key;
  };
}
