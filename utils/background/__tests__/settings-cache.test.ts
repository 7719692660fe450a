import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ChosenAddress } from '../../settings/chosen-address';
import { DEFAULT_SETTINGS } from '../../settings/schema';
import { settingsItem } from '../../storage';
import { SettingsCache } from '../settings-cache';

let n = 0;
const BUILD = { defaultApiBaseUrl: 'https://api.example.com', buildBoardPatterns: [] };
const cache = (indexName: string) => new SettingsCache({ ...BUILD, indexName });

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

describe('the chosen API address', () => {
  it('is the stored one on a first start, and stays so when storage.local is written behind the background', async () => {
    const name = `settings-${++n}`;
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: 'https://feed.example.org' });
    expect((await cache(name).get()).apiBaseUrl).toBe('https://feed.example.org');
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: 'https://planted.example.net', theme: 'dark' });
    const woken = cache(name);
    expect(await woken.get()).toMatchObject({ apiBaseUrl: 'https://feed.example.org', theme: 'dark' });
    expect(await woken.apiBaseUrl()).toBe('https://feed.example.org');
  });

  it('follows a save, the build default included', async () => {
    const name = `settings-${++n}`;
    const settings = cache(name);
    await settings.save({ ...(await settings.get()), apiBaseUrl: 'https://feed.example.org' });
    expect(await cache(name).apiBaseUrl()).toBe('https://feed.example.org');
    await settings.save({ ...(await settings.get()), apiBaseUrl: null });
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: 'https://planted.example.net' });
    expect(await cache(name).apiBaseUrl()).toBe('https://api.example.com');
  });

  it('is not changed, nor anything stored, when IndexedDB refuses the new address', async () => {
    const name = `settings-${++n}`;
    const settings = cache(name);
    const before = await settings.get();
    vi.spyOn(ChosenAddress.prototype, 'write').mockRejectedValue(new DOMException('refused', 'QuotaExceededError'));
    await expect(settings.save({ ...before, apiBaseUrl: 'https://feed.example.org', theme: 'dark' })).rejects.toThrow('refused');
    expect(await settingsItem.getValue()).toEqual(DEFAULT_SETTINGS);
    // A change that keeps the address does not need the record.
    await settings.save({ ...before, theme: 'dark' });
    expect(await settingsItem.getValue()).toMatchObject({ theme: 'dark', apiBaseUrl: null });
  });

  it('is the stored one when IndexedDB cannot be used, and can then still be changed', async () => {
    vi.spyOn(ChosenAddress.prototype, 'adopt').mockRejectedValue(new DOMException('gone', 'InvalidStateError'));
    vi.spyOn(ChosenAddress.prototype, 'write').mockRejectedValue(new DOMException('gone', 'InvalidStateError'));
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiBaseUrl: 'https://feed.example.org' });
    const settings = cache(`settings-${++n}`);
    expect(await settings.apiBaseUrl()).toBe('https://feed.example.org');
    await settings.save({ ...(await settings.get()), apiBaseUrl: null });
    expect(await settingsItem.getValue()).toMatchObject({ apiBaseUrl: null });
    expect(await settings.apiBaseUrl()).toBe('https://api.example.com');
  });

  it('goes back to the address before when the settings themselves cannot be stored', async () => {
    const name = `settings-${++n}`;
    const settings = cache(name);
    await settings.get();
    vi.spyOn(settingsItem, 'setValue').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(settings.save({ ...(await settings.get()), apiBaseUrl: 'https://feed.example.org' })).rejects.toThrow('full');
    expect(await settings.apiBaseUrl()).toBe('https://api.example.com');
    expect(await cache(name).apiBaseUrl()).toBe('https://api.example.com');
  });

  it('is not written over by a first start that read the settings before an address was saved', async () => {
    const name = `settings-${++n}`;
    const early = new ChosenAddress(`${name}-settings`);
    const chosen = new ChosenAddress(`${name}-settings`);
    // The first start read storage.local (no address yet); a save records one before that start adopts it.
    await chosen.write('https://feed.example.org');
    expect(await early.adopt(null)).toEqual({ apiBaseUrl: 'https://feed.example.org' });
    expect(await cache(name).apiBaseUrl()).toBe('https://feed.example.org');
  });
});
