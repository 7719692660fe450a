/**
 * Settings schema v2: a value stored by v1 of the extension is migrated, not wiped. The v1 value is
 * written to storage the way v1 left it (`local:settings` with `local:settings$` = { v: 1 }, or
 * without metadata), then read through the real storage item.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, settingsItem } from '../../storage';
import { DEFAULT_SETTINGS, migrateSettingsV1ToV2, readStoredSettings, SETTINGS_VERSION, SettingsSchema } from '../schema';

/** Settings exactly as v1 stored them: custom boards without `enabled`. */
const V1_SETTINGS = {
  apiBaseUrl: 'https://feed.example.org/api',
  clientViewId: 7,
  language: 'nl',
  theme: 'dark',
  syncIntervalMinutes: 60,
  boardToggles: { linkedin: false },
  customBoards: [
    { name: 'Example jobs', pattern: 'https://jobs.example.com/*' },
    { name: 'Werk', pattern: '*://werk.example.nl/vacatures/*' },
  ],
};

const V2_SETTINGS = {
  ...V1_SETTINGS,
  customBoards: [
    { name: 'Example jobs', pattern: 'https://jobs.example.com/*', enabled: true },
    { name: 'Werk', pattern: '*://werk.example.nl/vacatures/*', enabled: true },
  ],
};

/** What reading a stored v2 value gives: fields added since (showMarkers, reminderDays, quietHours) take their defaults. */
const V2_READ = { ...V2_SETTINGS, showMarkers: true, reminderDays: 2, quietHours: null };

async function storeRaw(items: Record<string, unknown>): Promise<void> {
  await browser.storage.local.set(items);
}

async function readRaw(key: string): Promise<unknown> {
  return ((await browser.storage.local.get(key)) as Record<string, unknown>)[key];
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings schema version', () => {
  it('is 2, and the v1 value does not pass the v2 schema on its own', () => {
    expect(SETTINGS_VERSION).toBe(2);
    expect(SettingsSchema.safeParse(V1_SETTINGS).success).toBe(false);
    // Without the migration, the tolerant reader would have to drop every custom board: a wipe.
    expect(readStoredSettings(V1_SETTINGS).customBoards).toEqual([]);
    expect(SettingsSchema.parse(V2_READ)).toEqual(V2_READ);
  });
});

describe('v1 → v2 settings migration', () => {
  it('migrates a v1 value with v1 metadata: every field kept, every custom board on, metadata v2', async () => {
    await storeRaw({ settings: V1_SETTINGS, settings$: { v: 1 } });
    await settingsItem.migrate();
    expect(await readRaw('settings')).toEqual(V2_SETTINGS);
    expect(await readRaw('settings$')).toEqual({ v: 2 });
    expect(await settingsItem.getValue()).toEqual(V2_SETTINGS);
    expect(await loadSettings()).toEqual(V2_READ);
  });

  it('treats a value stored without metadata as v1', async () => {
    await storeRaw({ settings: V1_SETTINGS });
    await settingsItem.migrate();
    expect(await loadSettings()).toEqual(V2_READ);
    expect(await readRaw('settings$')).toEqual({ v: 2 });
  });

  it('runs before the first read when the extension starts on v1 data', async () => {
    await storeRaw({ settings: V1_SETTINGS, settings$: { v: 1 } });
    // A fresh module graph defines the item anew, as a worker start does; its reads wait for the migration.
    vi.resetModules();
    const fresh = await import('../../storage');
    expect(await fresh.loadSettings()).toEqual(V2_READ);
    expect(await readRaw('settings$')).toEqual({ v: 2 });
  });

  it('keeps the other v1 fields and other stored items untouched', async () => {
    await storeRaw({ settings: V1_SETTINGS, settings$: { v: 1 }, lastVisit: 1234 });
    await settingsItem.migrate();
    const { customBoards: _boards, ...rest } = await loadSettings();
    const { customBoards: _v1Boards, ...v1Rest } = V1_SETTINGS;
    expect(rest).toEqual({ ...v1Rest, showMarkers: true, reminderDays: 2, quietHours: null });
    expect(await readRaw('lastVisit')).toBe(1234);
  });

  it('leaves a v2 value alone', async () => {
    const paused = { ...V2_SETTINGS, customBoards: [{ ...V2_SETTINGS.customBoards[0]!, enabled: false }] };
    await storeRaw({ settings: paused, settings$: { v: 2 } });
    await settingsItem.migrate();
    expect(await loadSettings()).toEqual({ ...paused, showMarkers: true, reminderDays: 2, quietHours: null });
  });

  it('writes v2 metadata with the first value stored on a fresh install', async () => {
    await settingsItem.migrate();
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(await readRaw('settings$')).toEqual({ v: 2 });
  });

  it('keeps the good parts of a damaged v1 value', async () => {
    await storeRaw({
      settings: {
        ...V1_SETTINGS,
        theme: 'neon',
        syncIntervalMinutes: 'often',
        customBoards: [{ name: 'Good', pattern: 'https://good.example.com/*' }, { name: 'Bad', pattern: '<all_urls>' }, 'junk', null],
      },
      settings$: { v: 1 },
    });
    await settingsItem.migrate();
    const settings = await loadSettings();
    expect(settings).toMatchObject({ apiBaseUrl: V1_SETTINGS.apiBaseUrl, language: 'nl', theme: 'system', syncIntervalMinutes: 15 });
    expect(settings.customBoards).toEqual([{ name: 'Good', pattern: 'https://good.example.com/*', enabled: true }]);
  });
});

describe('migrateSettingsV1ToV2', () => {
  it('is pure and tolerant of values it does not understand', () => {
    const input = structuredClone(V1_SETTINGS);
    expect(migrateSettingsV1ToV2(input)).toEqual(V2_SETTINGS);
    expect(input).toEqual(V1_SETTINGS);
    for (const odd of [null, 'text', 42, [], { language: 'en' }, { customBoards: 'none' }]) expect(migrateSettingsV1ToV2(odd)).toEqual(odd);
  });

  it('keeps an explicit enabled flag', () => {
    expect(migrateSettingsV1ToV2({ customBoards: [{ name: 'A', pattern: 'https://a.example/*', enabled: false }] })).toEqual({
      customBoards: [{ name: 'A', pattern: 'https://a.example/*', enabled: false }],
    });
  });
});
