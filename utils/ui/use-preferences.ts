/**
 * Language and theme for an extension page, from the user's settings through the background, kept
 * current when the settings change elsewhere (options page, another window) without a reload.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { resolveLocale } from '../i18n/locale';
import type { I18n } from '../i18n/context';
import { createTranslator } from '../i18n/translate';
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
 * `call` is replaceable so that tests can script the background. The overlay, which may not read
 * the settings, asks for its display preferences alone (`overlay.preferences`).
 */
export function usePreferences(
  call: CallBackground = callBackground,
  request: 'settings.get' | 'overlay.preferences' = 'settings.get',
): Preferences {
  const settings: OverlayPreferences | null = useBackgroundValue(call, request, 'settings.changed').value;
  const locale = resolveLocale(settings?.language ?? 'auto', browserLanguage());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => applyTheme(settings?.theme ?? 'system'), [settings?.theme]);
  const i18n = useMemo(() => ({ locale, t: createTranslator(locale) }), [locale]);
  return { ...i18n, i18n, settings };
}
