/** Component tests render a view inside the language its page root would provide. */
import type { ComponentChildren } from 'preact';
import { I18nProvider } from '@/utils/i18n/context';
import type { Locale } from '@/utils/i18n/locale';
import { createTranslator } from '@/utils/i18n/translate';

export function inLocale(locale: Locale, ui: ComponentChildren) {
  return <I18nProvider value={{ locale, t: createTranslator(locale) }}>{ui}</I18nProvider>;
}
