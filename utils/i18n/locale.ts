/** The UI language from the setting and the browser's language: its own module, so the background can ask without bundling every message. */

/** The languages the UI speaks. */
export type Locale = 'en' | 'nl';

/** The language setting: follow the browser, or a fixed one. */
export type LanguageSetting = 'auto' | Locale;

/** The browser's UI language (`browser.i18n.getUILanguage()` or `navigator.language`) to one we have. */
export function resolveLocale(setting: LanguageSetting, browserLanguage: string | null | undefined): Locale {
  if (setting !== 'auto') return setting;
  return (browserLanguage ?? '').toLowerCase().startsWith('nl') ? 'nl' : 'en';
}
