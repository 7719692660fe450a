/**
 * The browser's own language, which "auto" follows on every page and in the background alike: the
 * language of its interface (`i18n.getUILanguage`), not `navigator.language`, which in Firefox is the
 * first of the languages asked of websites (an English Firefox with Dutch first among them).
 */
import { browser } from 'wxt/browser';

export function browserLanguage(): string {
  try {
    return browser.i18n.getUILanguage();
  } catch {
    return globalThis.navigator?.language ?? '';
  }
}
