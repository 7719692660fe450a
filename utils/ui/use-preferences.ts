/**
 * Language and theme for an extension page, from the user's settings through the background, kept
 * current when the settings change elsewhere (options page, another window) without a reload.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { resolveLocale, type Locale } from '../i18n/locale';
import type { I18n } from '../i18n/context';
import { createTranslator, isLocaleLoaded, loadLocale, setPageWords, type PageWords } from '../i18n/translate';
import { callBackground, type CallBackground } from '../messaging/client';
import type { OverlayPreferences } from '../messaging/contract';
import { applyTheme } from './theme';
import { useBackgroundValue } from './use-background-value';

export interface Preferences extends I18n {
  /** `locale` and `t` as one value that changes only with the language: the page root's I18nProvider value. */
  i18n: I18n;
  /** null until the background answered (the page renders in the browser's language meanwhile). */
  settings: OverlayPreferences | null;
}

export function browserLanguage(): string {
  try {
    return browser.i18n.getUILanguage();
  } catch {
    return navigator.language;
  }
}

/**
 * The page's words (entrypoints/<page>/words.ts) set, and those of its likely language (the browser's,
 * before the settings are read) loaded: a page's entry awaits it before its first render, so that a
 * page in Dutch does not first paint in English.
 */
export function pageLocaleReady(words: PageWords): Promise<void> {
  setPageWords(words);
  return loadLocale(resolveLocale('auto', browserLanguage())).catch(() => undefined);
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
  const settings: OverlayPreferences | null = useBackgroundValue(call, request, 'settings.changed').value;
  const locale = useLoadedLocale(resolveLocale(settings?.language ?? 'auto', browserLanguage()));
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => applyTheme(settings?.theme ?? 'system'), [settings?.theme]);
  const i18n = useMemo(() => ({ locale, t: createTranslator(locale) }), [locale]);
  return { ...i18n, i18n, settings };
}
