/**
 * The page's language for its components: set once at the page's root from the user's settings
 * (utils/ui/use-preferences.ts), read with useI18n() where text is worded, instead of `t` and
 * `locale` handed down through every component between.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Locale } from './locale';
import type { Translate } from './translate';

export interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export const I18nProvider = I18nContext.Provider;

/** The language of the page this component is in. A component outside any page root is a bug, said at once. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() outside an <I18nProvider>: the page root provides the language.');
  return i18n;
}
