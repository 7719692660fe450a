/**
 * Views and their tests ask for words synchronously (`createTranslator('nl')`), as a page does once
 * its entry has set and loaded them (utils/ui/use-preferences.ts `pageLocaleReady`): here every
 * section, in both languages, set and loaded once.
 */
import { EN } from '@/utils/i18n/messages/en';
import { loadLocale, setPageWords } from '@/utils/i18n/translate';

setPageWords({ en: EN, nl: () => import('@/utils/i18n/messages/nl/index').then((module) => module.NL) });
await loadLocale('nl');
