/**
 * The language "auto" stands for is the browser's interface language, in the background as on the
 * pages: in Firefox, navigator.language is the first language asked of websites, which may differ.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordingPorts } from '@/test/integration/ports';
import { browserLanguage } from '../../i18n/browser-language';
import { resolveLocale } from '../../i18n/locale';
import { BackgroundService } from '../service';

const i18n = browser.i18n as { getUILanguage: () => string };
const getUILanguage = i18n.getUILanguage;
beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  i18n.getUILanguage = getUILanguage;
  vi.unstubAllGlobals();
});

it('speaks the language the pages speak in the badge tooltip, with the "auto" setting', async () => {
  // An English Firefox whose user put Dutch first among the languages of websites.
  i18n.getUILanguage = () => 'en-US';
  vi.stubGlobal('navigator', { language: 'nl-NL', languages: ['nl-NL', 'en-US'] });
  expect(resolveLocale('auto', browserLanguage())).toBe('en');
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: 'http://127.0.0.1:9',
    buildBoardPatterns: [],
    ports,
    indexName: 'ui-language',
  });
  await service.refreshBadge();
  expect(ports.badge?.title).toBe('Job Feed Companion: signed out');
  // And Dutch where the browser is Dutch.
  i18n.getUILanguage = () => 'nl';
  await service.refreshBadge();
  expect(ports.badge?.title).toBe('Job Feed Companion: uitgelogd');
});
