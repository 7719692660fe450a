/**
 * The worker reads the settings once per life and forgets them when storage says they changed. A
 * change that lands while that first read is under way (the options page saving the language just
 * as the woken worker reads) must not leave the worker on the settings from before it: the read
 * that saw the old value is not kept, and every later ask gets the new settings.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../../settings/schema';
import { settingsItem } from '../../storage';
import { SettingsCache } from '../settings-cache';

beforeEach(() => fakeBrowser.reset());

it('does not keep a read that a change overtook', async () => {
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, language: 'en', theme: 'light' });
  const cache = new SettingsCache({ defaultApiBaseUrl: 'https://api.example.com', buildBoardPatterns: [], indexName: 'settings-race' });
  const first = cache.get();
  // The storage change and its onChanged (which calls forget) arrive while the first read is under way.
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, language: 'nl', theme: 'dark' });
  cache.forget();
  await first;
  expect(await cache.get()).toMatchObject({ language: 'nl', theme: 'dark' });
});
