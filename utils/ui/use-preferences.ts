/**
 * Language and theme for an extension page, from the user's settings through the background, kept
 * current when the settings change elsewhere (options page, another window) without a reload.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { resolveLocale, type Locale } from '../i18n/locale';
import { browserLanguage } from '../i18n/browser-language';
import type { I18n } from '../i18n/context';
import { createTranslator, isLocaleLoaded, loadLocale, setPageWords, type PageWords } from '../i18n/translate';
import { callBackground, type CallBackground } from '../messaging/client';
import type { OverlayPreferences } from '../messaging/contract';
import { applyTheme } from './theme';
import { useBackgroundValue } from './use-background-value';

export interface Preferences extends I18n {
  /** `locale` and `t` as one value that changes only with the language: the page root's I18nProvider value. */
  i18n: I18n;
  /** null until the background answered (the page renders in its likely language meanwhile: `likelyLocale`). */
  settings: OverlayPreferences | null;
}

/** Where pages leave the language they last spoke for the next page: the extension's pages share it. */
const LOCALE_HINT = 'jobFeedCompanion.locale';

/**
 * The language a page speaks before the settings come: the one the last page spoke (its language
 * setting resolved), else the browser's. Read at once (localStorage), so a page whose user set Dutch
 * in an English browser loads the Dutch words before its first render and never paints in English
 * first. Not a setting: the settings stay the truth and correct it when they come.
 */
export function likelyLocale(): Locale {
  try {
    const remembered = localStorage.getItem(LOCALE_HINT);
    if (remembered === 'en' || remembered === 'nl') return remembered;
  } catch {
    // No localStorage here (a partitioned frame, a browser setting): the browser's language.
  }
  return resolveLocale('auto', browserLanguage());
}

function rememberLocale(locale: Locale): void {
  try {
    if (localStorage.getItem(LOCALE_HINT) !== locale) localStorage.setItem(LOCALE_HINT, locale);
  } catch {
    // Not kept: the next page starts from the browser's language, as without the hint.
  }
}

/**
 * The page's words (entrypoints/<page>/words.ts) set, and those of its likely language loaded: a
 * page's entry awaits it before its first render, so that the page paints in its language at once.
 */
export function pageLocaleReady(words: PageWords): Promise<void> {
  setPageWords(words);
  return loadLocale(likelyLocale()).catch(() => undefined);
}

/** The wanted language once its words are loaded; until then the one the page spoke before (or English). */
function useLoadedLocale(wanted: Locale): Locale {
  const [, setLoads] = useState(0);
  const spoken = useRef<Locale>('en');
  const ready = isLocaleLoaded(wanted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadLocale(wanted).then(
      () => live && setLoads((loads) => loads + 1),
      // The words did not load (the extension updated under the page): it stays in the language it has.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  if (ready) spoken.current = wanted;
  return spoken.current;
}

/**
 * `call` is replaceable so that tests can script the background. The overlay, which may not read
 * the settings, asks for its display preferences alone (`overlay.preferences`).
 */
export function usePreferences(
  call: CallBackground = callBackground,
  request: 'settings.get' | 'overlay.preferences' = 'settings.get',
): Preferences {
  const settings: OverlayPreferences | null = useBackgroundValue(call, request, ['settings.changed']).value;
  const [likely] = useState(likelyLocale);
  const wanted = settings ? resolveLocale(settings.language, browserLanguage()) : likely;
  const locale = useLoadedLocale(wanted);
  useEffect(() => {
    if (settings) rememberLocale(wanted);
  }, [settings, wanted]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => applyTheme(settings?.theme ?? 'system'), [settings?.theme]);
  const i18n = useMemo(() => ({ locale, t: createTranslator(locale) }), [locale]);
  return { ...i18n, i18n, settings };
}
