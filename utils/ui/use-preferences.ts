/**
 * Language and theme for an extension page, from the user's settings through the background, kept
 * current when the settings change elsewhere (options page, another window) without a reload.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { resolveLocale, type Locale } from '../i18n/locale';
import { createTranslator, type Translate } from '../i18n/translate';
import { callBackground } from '../messaging/client';
import type { OverlayPreferences } from '../messaging/contract';
import { applyTheme } from './theme';
import { useBackgroundEvent } from './use-background-event';

export interface Preferences {
  locale: Locale;
  t: Translate;
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
  call: typeof callBackground = callBackground,
  request: 'settings.get' | 'overlay.preferences' = 'settings.get',
): Preferences {
  const [settings, setSettings] = useState<OverlayPreferences | null>(null);
  const load = () =>
    void call({ type: request }).then((result) => {
      if (result.ok) setSettings(result.value);
    });
  useEffect(load, []);
  useBackgroundEvent((event) => {
    if (event.event === 'settings.changed') load();
  });
  const locale = resolveLocale(settings?.language ?? 'auto', browserLanguage());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => applyTheme(settings?.theme ?? 'system'), [settings?.theme]);
  const t = useMemo(() => createTranslator(locale), [locale]);
  return { locale, t, settings };
}
